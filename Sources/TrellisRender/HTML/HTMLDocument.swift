/// A complete HTML page: a title, a style sheet and body content, written as UTF-8 HTML5
/// with a fixed layout so output is stable. Renderers put absolutely positioned elements in
/// the body.
///
/// ```swift
/// let page = HTMLDocument(title: "Layout", styleSheet: "body{margin:0}", body: [
///     MarkupElement("div", ["class": "box"], text: "avatar"),
/// ])
/// let html = page.string
/// ```
package struct HTMLDocument: Sendable, Hashable {
    /// The page title.
    package var title: String

    /// CSS written into one `<style>` element in the head, as given (it is not escaped:
    /// keep `</style>` out of it).
    ///
    /// ```swift
    /// var page = HTMLDocument(title: "Layout", styleSheet: "", body: [])
    /// page.styleSheet += "body{margin:0}"
    /// ```
    package var styleSheet: String

    /// The body's elements, in order.
    ///
    /// ```swift
    /// var page = HTMLDocument(title: "Layout", styleSheet: "", body: [])
    /// page.body.append(MarkupElement("div", ["class": "box"]))
    /// ```
    package var body: [MarkupElement]

    /// Creates a page.
    package init(title: String, styleSheet: String, body: [MarkupElement]) {
        self.title = title
        self.styleSheet = styleSheet
        self.body = body
    }

    /// The page as text, ending with a line break.
    package var string: String {
        var head: [MarkupContent] = [
            .element(MarkupElement("meta", ["charset": "utf-8"])),
            .element(MarkupElement("title", text: title)),
        ]
        if !styleSheet.isEmpty {
            head.append(.element(MarkupElement("style", children: [.raw("\n" + styleSheet + "\n")])))
        }
        let html = MarkupElement("html", ["lang": "en"], children: [
            .element(MarkupElement("head", children: head)),
            .element(MarkupElement("body", children: body.map(MarkupContent.element))),
        ])
        return "<!DOCTYPE html>\n" + MarkupWriter(dialect: .html).string(html) + "\n"
    }
}

/// An ordered list of CSS declarations for a `style` attribute, numbers in `px` written
/// by ``DecimalFormat/markup``.
///
/// ```swift
/// var style = InlineStyle()
/// style.set("left", px: 10)
/// style.set("background", "#eee")
/// style.string   // "left:10px;background:#eee"
/// ```
package struct InlineStyle: Sendable, Hashable {
    /// One `property:value` pair.
    package struct Declaration: Sendable, Hashable {
        /// The CSS property.
        package var property: String

        /// Its value as written.
        package var value: String
    }

    /// The declarations in order.
    package private(set) var declarations: [Declaration] = []

    /// Creates an empty style.
    package init() {}

    /// Sets `property` to `value`, replacing an earlier value in place.
    package mutating func set(_ property: String, _ value: String) {
        if let index = declarations.firstIndex(where: { $0.property == property }) {
            declarations[index].value = value
        } else {
            declarations.append(Declaration(property: property, value: value))
        }
    }

    /// Sets `property` to a length in CSS pixels (a point is one CSS pixel).
    package mutating func set(_ property: String, px value: Double) {
        let number = DecimalFormat.markup.string(value)
        set(property, number == "0" ? "0" : number + "px")
    }

    /// `property:value;property:value`.
    package var string: String {
        declarations.map { "\($0.property):\($0.value)" }.joined(separator: ";")
    }
}
