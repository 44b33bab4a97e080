/// Why a transcript could not be read: the JSON path of the offending value
/// (`messages[3].time`, empty for the whole document) and what was expected there.
///
/// ```swift
/// do {
///     _ = try Transcript(json: data)
/// } catch {
///     print(error)   // messages[3].time: expected a number (seconds or milliseconds) or an ISO-8601 date string
/// }
/// ```
public struct TranscriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the value, `senders[0].id` style; empty for the document itself.
    public var path: String
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - path: the JSON path.
    ///   - message: what was expected.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// A JSON path from a decoder's coding path: keys joined with dots, array indices in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    /// The error for a `DecodingError`, in the transcript's words.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.describe(type))" + Self.found(context))
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), message: "missing required key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = (context.underlyingError.map { "\($0)" }) ?? context.debugDescription
                self.init(path: "", message: "the file is not valid JSON (\(detail))")
            } else {
                self.init(path: Self.path(context.codingPath), message: context.debugDescription)
            }
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type, is Int64.Type: "an integer"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// `, found a string` from Foundation's "…but found a string instead." message.
    private static func found(_ context: DecodingError.Context) -> String {
        let text = context.debugDescription
        guard let range = text.range(of: "found ") else { return "" }
        var rest = String(text[range.upperBound...])
        if rest.hasSuffix(" instead.") { rest.removeLast(" instead.".count) }
        return ", found " + rest
    }
}
