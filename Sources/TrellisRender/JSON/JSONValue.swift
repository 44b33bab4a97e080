/// A JSON value whose object keys keep their order, written deterministically: the writer
/// behind every JSON renderer (frames now, chat layouts later).
///
/// ```swift
/// let value: JSONValue = .object([
///     .init("schema", .string("trellis.frames")),
///     .init("version", .number(1)),
/// ])
/// value.string(style: .compact)   // {"schema":"trellis.frames","version":1}
/// ```
package indirect enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written by a ``DecimalFormat`` (non-finite values as 0).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; members are written in this order.
    case object([Member])

    /// One key and value of an object.
    package struct Member: Sendable, Hashable {
        /// The key.
        package var key: String

        /// The value.
        package var value: JSONValue

        /// Creates a member.
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// How the text is laid out.
    package typealias Style = JSONStyle

    /// The value as JSON text (no final line break).
    package func string(style: Style = .pretty, numbers: DecimalFormat = .json) -> String {
        var output: [UInt8] = []
        write(into: &output, style: style, numbers: numbers, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private var isFlat: Bool {
        switch self {
        case .null, .bool, .number: true
        case let .string(text): text.utf8.count <= 24
        case .array, .object: false
        }
    }

    private func write(into output: inout [UInt8], style: Style, numbers: DecimalFormat, depth: Int) {
        switch self {
        case .null: output += "null".utf8
        case let .bool(flag): output += (flag ? "true" : "false").utf8
        case let .number(value): output += numbers.string(value).utf8
        case let .string(text): Self.appendQuoted(text, to: &output)
        case let .array(items):
            let inline = style == .compact || items.allSatisfy(\.isFlat)
            output.append(UInt8(ascii: "["))
            for index in items.indices {
                Self.separate(index, inline: inline, into: &output, style: style, depth: depth)
                items[index].write(into: &output, style: style, numbers: numbers, depth: depth + 1)
            }
            Self.close(UInt8(ascii: "]"), empty: items.isEmpty, inline: inline, into: &output, depth: depth)
        case let .object(members):
            let inline = style == .compact || members.allSatisfy(\.value.isFlat)
            output.append(UInt8(ascii: "{"))
            for index in members.indices {
                Self.separate(index, inline: inline, into: &output, style: style, depth: depth)
                Self.appendQuoted(members[index].key, to: &output)
                output += (style == .compact ? ":" : ": ").utf8
                members[index].value.write(into: &output, style: style, numbers: numbers, depth: depth + 1)
            }
            Self.close(UInt8(ascii: "}"), empty: members.isEmpty, inline: inline, into: &output, depth: depth)
        }
    }

    /// What goes before item `index` of a list: a separator after the first, and on its own
    /// indented line unless the list is inline.
    private static func separate(_ index: Int, inline: Bool, into output: inout [UInt8], style: Style, depth: Int) {
        if index > 0 { output += (inline && style != .compact ? ", " : ",").utf8 }
        if !inline { newline(into: &output, depth: depth + 1) }
    }

    private static func close(_ bracket: UInt8, empty: Bool, inline: Bool, into output: inout [UInt8], depth: Int) {
        if !empty, !inline { newline(into: &output, depth: depth) }
        output.append(bracket)
    }

    private static func newline(into output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else as UTF-8.
    package static func quoted(_ text: String) -> String {
        var result: [UInt8] = []
        appendQuoted(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends ``quoted(_:)`` of `text` to `output`; text with nothing to escape (the usual
    /// case) is appended whole.
    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        output.append(quote)
        for byte in text.utf8 {
            guard byte < 0x20 || byte == quote || byte == backslash else {
                output.append(byte)
                continue
            }
            output.append(backslash)
            switch byte {
            case quote, backslash: output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                output += "u00".utf8
                output += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            }
        }
        output.append(quote)
    }
}
