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
        string(element, terminator: "")
    }

    /// The element as text followed by `terminator` (a document's final line break), made
    /// as one string.
    /// - Complexity: O(bytes written).
    package func string(_ element: MarkupElement, terminator: String) -> String {
        var output = ByteBuffer(capacity: 1 << 16)
        write(element, depth: 0, into: &output)
        output.append(terminator)
        return output.string
    }

    /// Appends `element` as ``string(_:)`` writes it, as if it were nested `depth` levels
    /// down (its first line indented, its children indented further), with no line break
    /// before or after: for writers that stream a document around it.
    package func write(_ element: MarkupElement, depth: Int, into output: inout ByteBuffer) {
        write(element, depth: Optional(depth), into: &output)
    }

    /// `<name attr="value"…` (not closed), escaped.
    private func openTag(_ element: MarkupElement, into output: inout ByteBuffer) {
        output.append(UInt8(ascii: "<"))
        output.append(element.name)
        let attributes = element.attributes
        for index in attributes.indices {
            output.append(UInt8(ascii: " "))
            output.append(attributes[index].name)
            output.append("=\"")
            MarkupEscaping.appendAttribute(attributes[index].value, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// Writes `element` indented `depth` levels (nil: inline, inside mixed content).
    private func write(_ element: MarkupElement, depth: Int?, into output: inout ByteBuffer) {
        func indent(_ depth: Int) { for _ in 0..<depth { output.append(indentation) } }
        if let depth { indent(depth) }
        openTag(element, into: &output)
        let children = element.children
        if children.isEmpty {
            switch dialect {
            case .xml: output.append("/>")
            case .html:
                if Self.voidElements.contains(element.name) {
                    output.append(UInt8(ascii: ">"))
                } else {
                    output.append("></")
                    output.append(element.name)
                    output.append(UInt8(ascii: ">"))
                }
            }
            return
        }
        output.append(UInt8(ascii: ">"))
        let hasCharacters = children.contains { if case .element = $0 { false } else { true } }
        if let depth, !hasCharacters {
            for index in children.indices {
                guard case let .element(nested) = children[index] else { continue }
                output.append(UInt8(ascii: "\n"))
                write(nested, depth: depth + 1, into: &output)
            }
            output.append(UInt8(ascii: "\n"))
            indent(depth)
        } else {
            // Text or mixed content: written inline so no whitespace is added to it.
            for index in children.indices {
                switch children[index] {
                case let .text(text): MarkupEscaping.appendText(text, to: &output)
                case let .raw(markup): output.append(markup)
                case let .bytes(markup): markup.withUnsafeBufferPointer { output.append($0) }
                case let .element(nested): write(nested, depth: nil, into: &output)
                }
            }
        }
        output.append("</")
        output.append(element.name)
        output.append(UInt8(ascii: ">"))
    }

    /// HTML's void elements: written as a start tag alone.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
}
