/// Writes ``MarkupElement`` trees as text: one element a line, indented, children that are
/// all text kept inline (`<text x="1">label</text>`), attribute values and text escaped.
/// Deterministic: the same tree gives the same bytes.
///
/// ```swift
/// let writer = MarkupWriter(dialect: .xml)
/// writer.string(MarkupElement("rect", ["width": "10"]))   // <rect width="10"/>
/// MarkupWriter(dialect: .html).string(MarkupElement("div"))   // <div></div>
/// ```
package struct MarkupWriter: Sendable, Hashable {
    /// How empty elements are closed.
    package enum Dialect: Sendable, Hashable {
        /// XML and SVG: an empty element closes itself (`<rect/>`).
        case xml
        /// HTML: void elements (`meta`, `br`, `img`...) have no end tag; every other element
        /// has one even when empty (`<div></div>`).
        case html
    }

    /// The dialect.
    package var dialect: Dialect

    /// One level of indentation (two spaces by default; empty for no indentation).
    package var indentation: String

    /// Creates a writer.
    package init(dialect: Dialect, indentation: String = "  ") {
        self.dialect = dialect
        self.indentation = indentation
    }

    /// The element as text, ending without a line break.
    package func string(_ element: MarkupElement) -> String {
        var output = ""
        write(element, depth: 0, into: &output)
        return output
    }

    /// The start tag with its attributes, e.g. `<rect x="1" y="2"` (without the closing `>`).
    private func openTag(_ element: MarkupElement) -> String {
        var tag = "<" + element.name
        for attribute in element.attributes {
            tag += " \(attribute.name)=\"\(MarkupEscaping.attribute(attribute.value))\""
        }
        return tag
    }

    /// Writes `element`; `depth` nil writes it inline (no line breaks or indentation added).
    private func write(_ element: MarkupElement, depth: Int?, into output: inout String) {
        let indent = depth.map { String(repeating: indentation, count: $0) } ?? ""
        output += indent + openTag(element)
        if element.children.isEmpty {
            switch dialect {
            case .xml: output += "/>"
            case .html: output += Self.voidElements.contains(element.name) ? ">" : "></\(element.name)>"
            }
            return
        }
        output += ">"
        let hasCharacters = element.children.contains { if case .element = $0 { false } else { true } }
        if let depth, !hasCharacters {
            for child in element.children {
                guard case let .element(nested) = child else { continue }
                output += "\n"
                write(nested, depth: depth + 1, into: &output)
            }
            output += "\n" + indent
        } else {
            // Text or mixed content: written inline so no whitespace is added to it.
            for child in element.children {
                switch child {
                case let .text(text): output += MarkupEscaping.text(text)
                case let .raw(markup): output += markup
                case let .element(nested): write(nested, depth: nil, into: &output)
                }
            }
        }
        output += "</\(element.name)>"
    }

    /// HTML's void elements: written as a start tag alone.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
}
