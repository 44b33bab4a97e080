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
        var output = ""
        write(into: &output, style: style, numbers: numbers, depth: 0)
        return output
    }

    private var isFlat: Bool {
        switch self {
        case .null, .bool, .number: true
        case let .string(text): text.utf8.count <= 24
        case .array, .object: false
        }
    }

    private func write(into output: inout String, style: Style, numbers: DecimalFormat, depth: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(value): output += numbers.string(value)
        case let .string(text): output += Self.quoted(text)
        case let .array(items):
            let inline = style == .compact || items.allSatisfy(\.isFlat)
            writeList(items.map { (nil, $0) }, open: "[", close: "]", inline: inline,
                      into: &output, style: style, numbers: numbers, depth: depth)
        case let .object(members):
            let inline = style == .compact || members.allSatisfy(\.value.isFlat)
            writeList(members.map { ($0.key, $0.value) }, open: "{", close: "}", inline: inline,
                      into: &output, style: style, numbers: numbers, depth: depth)
        }
    }

    private func writeList(_ items: [(String?, JSONValue)], open: String, close: String, inline: Bool,
                           into output: inout String, style: Style, numbers: DecimalFormat, depth: Int) {
        output += open
        guard !items.isEmpty else { return output += close }
        let colon = style == .compact ? ":" : ": "
        let separator = inline ? (style == .compact ? "," : ", ") : ","
        let indent = String(repeating: "  ", count: depth + 1)
        for (index, (key, value)) in items.enumerated() {
            if index > 0 { output += separator }
            if !inline { output += "\n" + indent }
            if let key { output += Self.quoted(key) + colon }
            value.write(into: &output, style: style, numbers: numbers, depth: depth + 1)
        }
        if !inline { output += "\n" + String(repeating: "  ", count: depth) }
        output += close
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else as UTF-8.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
