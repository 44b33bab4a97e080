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

    /// Calls `body` with each text this message will shape and wrap: its body, caption, quote,
    /// link card, reactions and payload.
    func forEachText(_ body: (String) -> Void) {
        switch kind {
        case .text(let text), .system(let text): body(text)
        case .file(let file): body(file.name); body(file.suffix)
        case .location(let title, let address): body(title); body(address)
        case .contact(let name, let detail): body(name); body(detail)
        case .album(_, let caption): body(caption)
        case .custom(_, let payload): for (key, value) in payload { body(key); body(value) }
        case .image, .voice: break
        }
        if let reply = extras.reply { body(reply.text) }
        if let forwarded = extras.extras.forwardedFrom { body(forwarded) }
        for reaction in extras.extras.reactions { body(reaction.emoji) }
        if let link = extras.extras.linkPreview { body(link.url); body(link.site); body(link.title); body(link.summary) }
    }

    /// The UTF-8 bytes of ``forEachText(_:)`` (counted against ``TranscriptLimits/maximumTextBytes``).
    var textBytes: Int {
        var bytes = 0
        forEachText { bytes += $0.utf8.count }
        return bytes
    }

    /// The hard line breaks in ``forEachText(_:)`` (counted against
    /// ``TranscriptLimits/maximumLineBreaks``): LF, VT, FF, CR (a CR LF pair counts once), NEL,
    /// LS and PS, UAX #14's mandatory breaks.
    var lineBreaks: Int {
        var count = 0
        forEachText { text in
            var previous: Unicode.Scalar = " "
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x0A: if previous != "\r" { count += 1 }
                case 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: count += 1
                default: break
                }
                previous = scalar
            }
        }
        return count
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
