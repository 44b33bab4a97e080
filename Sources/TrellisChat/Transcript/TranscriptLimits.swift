/// The bounds a transcript's values must keep, so no file can make the layout or a renderer
/// trap, allocate without bound or run for long (README, "Limits and errors"). A value
/// outside them is a ``TranscriptError`` naming its JSON path.
///
/// ```swift
/// TranscriptLimits.width            // 1...100_000 points
/// TranscriptLimits.maximumMessages  // 20_000
/// ```
package enum TranscriptLimits {
    /// The layout width in points.
    package static let width: ClosedRange<Double> = 1...100_000
    /// An image's pixel width and height.
    package static let imagePixels: ClosedRange<Double> = 1...1_000_000
    /// A voice clip's duration in seconds (one day).
    package static let voiceDuration: ClosedRange<Double> = 0...86_400
    /// Times (after milliseconds are converted): 0001-01-01 to 9999-12-31, UTC.
    package static let seconds: ClosedRange<Double> = ISO8601Date.earliest...ISO8601Date.latest
    /// Messages in one transcript.
    package static let maximumMessages = 20_000
    /// Senders in one transcript.
    package static let maximumSenders = 10_000
    /// UTF-8 bytes in one string value (a text, a name, a payload value...).
    package static let maximumStringBytes = 100_000
    /// UTF-8 bytes of text in all messages together (texts, captions, quotes, link cards,
    /// payloads): the work of shaping and wrapping grows with it, so it is bounded as a whole.
    package static let maximumTextBytes = 1_000_000
    /// Hard line breaks in all messages' text together: each starts a line that every renderer
    /// writes out, so a flood of empty lines is bounded as a whole.
    package static let maximumLineBreaks = 20_000
    /// Reactions on one message.
    package static let maximumReactions = 100
    /// Reactions on all messages together: each is a chip that every renderer writes out.
    package static let maximumTotalReactions = 20_000
    /// Images in one album.
    package static let albumImages: ClosedRange<Int> = 2...100

    /// The decoded number for `key` if it lies in `range`; a data error naming the key otherwise.
    static func number<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>,
                                       range: ClosedRange<Double>, expected: String) throws -> Double {
        let value = try container.decode(Double.self, forKey: key)
        guard value.isFinite, range.contains(value) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "expected \(expected), found \(describe(value))")
        }
        return value
    }

    /// The decoded string for `key`, at most ``maximumStringBytes`` long.
    static func string<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> String {
        try checked(container.decode(String.self, forKey: key), key, container)
    }

    /// The decoded optional string for `key`, at most ``maximumStringBytes`` long.
    static func optionalString<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> String? {
        try container.decodeIfPresent(String.self, forKey: key).map { try checked($0, key, container) }
    }

    private static func checked<Key: CodingKey>(_ text: String, _ key: Key, _ container: KeyedDecodingContainer<Key>) throws -> String {
        guard text.utf8.count <= maximumStringBytes else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                "expected at most \(maximumStringBytes) bytes of text, found \(text.utf8.count)")
        }
        return text
    }

    /// A number as an error message quotes it: integers without a fraction, huge values in
    /// scientific notation (Swift's shortest round-trip form).
    static func describe(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
