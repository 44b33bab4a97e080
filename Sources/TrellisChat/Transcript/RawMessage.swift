/// One message as written in a transcript: common keys and the type's payload fields.
struct RawMessage: Decodable {
    var id: String
    var sender: String
    var time: RawTime
    var direction: MessageDirection?
    var kind: MessageKind
    var extras: RawExtras

    enum CodingKeys: String, CodingKey {
        case id, sender, time, type, direction
        case text, width, height, name, size, suffix, title, address, detail, duration, payload
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try TranscriptLimits.string(.id, in: c)
        sender = try TranscriptLimits.string(.sender, in: c)
        time = try c.decode(RawTime.self, forKey: .time)
        switch try c.decodeIfPresent(String.self, forKey: .direction) {
        case nil: direction = nil
        case "outgoing": direction = .outgoing
        case "incoming": direction = .incoming
        case let other?:
            throw DecodingError.dataCorruptedError(forKey: .direction, in: c,
                                                   debugDescription: "expected \"outgoing\" or \"incoming\", found \"\(other)\"")
        }
        let type = try TranscriptLimits.string(.type, in: c)
        guard !type.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "expected a message type, found \"\"")
        }
        kind = type == "album" ? try RawExtras.album(decoder) : try Self.kind(type, c)
        extras = try RawExtras(from: decoder)
    }

    /// The UTF-8 bytes of text this message will shape and wrap: its body, caption, quote,
    /// link card, reactions and payload (counted against ``TranscriptLimits/maximumTextBytes``).
    var textBytes: Int {
        var bytes = 0
        switch kind {
        case .text(let text), .system(let text): bytes += text.utf8.count
        case .file(let file): bytes += file.name.utf8.count + file.suffix.utf8.count
        case .location(let title, let address): bytes += title.utf8.count + address.utf8.count
        case .contact(let name, let detail): bytes += name.utf8.count + detail.utf8.count
        case .album(_, let caption): bytes += caption.utf8.count
        case .custom(_, let payload): bytes += payload.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        case .image, .voice: break
        }
        bytes += extras.reply?.text.utf8.count ?? 0
        bytes += extras.extras.forwardedFrom?.utf8.count ?? 0
        bytes += extras.extras.reactions.reduce(0) { $0 + $1.emoji.utf8.count }
        if let link = extras.extras.linkPreview {
            bytes += link.url.utf8.count + link.site.utf8.count + link.title.utf8.count + link.summary.utf8.count
        }
        return bytes
    }

    private static func kind(_ type: String, _ c: KeyedDecodingContainer<CodingKeys>) throws -> MessageKind {
        switch type {
        case "text": return .text(try TranscriptLimits.string(.text, in: c))
        case "image":
            let width = try pixels(.width, c), height = try pixels(.height, c)
            return .image(pixelSize: Size(width: width, height: height))
        case "file":
            let name = try TranscriptLimits.string(.name, in: c)
            let size = try byteSize(c)
            return .file(FileAttachment(name: name, byteSize: size, suffix: try TranscriptLimits.optionalString(.suffix, in: c)))
        case "location":
            return .location(title: try TranscriptLimits.string(.title, in: c), address: try TranscriptLimits.string(.address, in: c))
        case "contact":
            return .contact(name: try TranscriptLimits.string(.name, in: c), detail: try TranscriptLimits.optionalString(.detail, in: c) ?? "")
        case "voice":
            return .voice(duration: try TranscriptLimits.number(.duration, in: c, range: TranscriptLimits.voiceDuration,
                                                                expected: "a duration from 0 to 86400 seconds"))
        case "system": return .system(try TranscriptLimits.string(.text, in: c))
        default:
            let payload = try c.decodeIfPresent([String: String].self, forKey: .payload) ?? [:]
            let bytes = payload.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
            guard bytes <= TranscriptLimits.maximumStringBytes else {
                throw DecodingError.dataCorruptedError(forKey: .payload, in: c, debugDescription:
                    "expected at most \(TranscriptLimits.maximumStringBytes) bytes of payload text, found \(bytes)")
            }
            return .custom(type: type, payload: payload)
        }
    }

    /// A whole number of bytes, 0 to `Int64.max`. Foundation reports a number too large for
    /// `Int64` as invalid JSON without a path, so that case is read again as a Double to name it.
    private static func byteSize(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Int64 {
        let expected = "expected a whole number of bytes from 0 to \(Int64.max)"
        guard let size = try? c.decode(Int64.self, forKey: .size) else {
            let value = try c.decode(Double.self, forKey: .size)
            throw DecodingError.dataCorruptedError(forKey: .size, in: c,
                                                   debugDescription: "\(expected), found \(TranscriptLimits.describe(value))")
        }
        guard size >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .size, in: c, debugDescription: "\(expected), found \(size)")
        }
        return size
    }

    private static func pixels(_ key: CodingKeys, _ c: KeyedDecodingContainer<CodingKeys>) throws -> Double {
        try TranscriptLimits.number(key, in: c, range: TranscriptLimits.imagePixels, expected: "a number of pixels from 1 to 1000000")
    }
}
