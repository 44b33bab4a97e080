/// One element of an SVG or HTML document, built as a value and written by
/// ``MarkupWriter``: a name, attributes in the order given (so output is stable) and
/// children. The box renderers use it, and so can any renderer that draws frames.
///
/// ```swift
/// let label = MarkupElement("text", ["x": "4", "y": "14"], text: "avatar")
/// let group = MarkupElement("g", ["id": "cell"], children: [.element(label)])
/// MarkupWriter(dialect: .xml).string(group)
/// // <g id="cell">
/// //   <text x="4" y="14">avatar</text>
/// // </g>
/// ```
package struct MarkupElement: Sendable, Hashable {
    /// The tag name (`rect`, `div`...).
    package var name: String

    /// The attributes, written in this order; values are escaped when written.
    package var attributes: [MarkupAttribute]

    /// The content, written in this order.
    package var children: [MarkupContent]

    /// Creates an element from attribute pairs (kept in order) and children.
    package init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [MarkupContent] = []) {
        self.name = name
        self.attributes = attributes.map { MarkupAttribute($0.key, $0.value) }
        self.children = children
    }

    /// Creates an element holding one run of text.
    package init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        self.init(name, attributes, children: [.text(text)])
    }

    /// A copy with one more attribute (an existing one of the same name is replaced in place).
    package func setting(_ name: String, _ value: String) -> MarkupElement {
        var copy = self
        copy.set(name, value)
        return copy
    }

    /// A copy with a numeric attribute written by `format` (two decimals by default).
    package func setting(_ name: String, _ value: Double, format: DecimalFormat = .markup) -> MarkupElement {
        setting(name, format.string(value))
    }

    /// Sets one attribute in place: an existing one of the same name is replaced where it is,
    /// else it is appended.
    package mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(MarkupAttribute(name, value))
        }
    }

    /// Sets a numeric attribute in place, written by `format` (two decimals by default).
    package mutating func set(_ name: String, _ value: Double, format: DecimalFormat = .markup) {
        set(name, format.string(value))
    }

    /// A copy with `child` appended.
    package func appending(_ child: MarkupContent) -> MarkupElement {
        var copy = self
        copy.children.append(child)
        return copy
    }

    /// The value of the attribute `name`, if set.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// A name and an unescaped value; ``MarkupWriter`` escapes the value.
package struct MarkupAttribute: Sendable, Hashable {
    /// The attribute name.
    package var name: String

    /// The value as plain text (escaped on output).
    package var value: String

    /// Creates an attribute.
    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What an element contains: another element, text (escaped on output), or markup written
/// as given (a style sheet, a prepared fragment).
package enum MarkupContent: Sendable, Hashable {
    /// A nested element.
    case element(MarkupElement)
    /// Character data; `<`, `&` and `>` are escaped when written.
    case text(String)
    /// Markup copied verbatim (the caller vouches for it).
    case raw(String)
    /// Markup copied verbatim as UTF-8 bytes (the caller vouches for them): what the glyph
    /// writer emits, with no string to make and validate.
    case bytes([UInt8])
}
