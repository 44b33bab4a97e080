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
        id = try c.decode(String.self, forKey: .id)
        sender = try c.decode(String.self, forKey: .sender)
        time = try c.decode(RawTime.self, forKey: .time)
        switch try c.decodeIfPresent(String.self, forKey: .direction) {
        case nil: direction = nil
        case "outgoing": direction = .outgoing
        case "incoming": direction = .incoming
        case let other?:
            throw DecodingError.dataCorruptedError(forKey: .direction, in: c,
                                                   debugDescription: "expected \"outgoing\" or \"incoming\", found \"\(other)\"")
        }
        let type = try c.decode(String.self, forKey: .type)
        guard !type.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "expected a message type, found \"\"")
        }
        kind = type == "album" ? try RawExtras.album(decoder) : try Self.kind(type, c)
        extras = try RawExtras(from: decoder)
    }

    private static func kind(_ type: String, _ c: KeyedDecodingContainer<CodingKeys>) throws -> MessageKind {
        switch type {
        case "text": return .text(try c.decode(String.self, forKey: .text))
        case "image":
            let width = try positive(.width, c), height = try positive(.height, c)
            return .image(pixelSize: Size(width: width, height: height))
        case "file":
            let name = try c.decode(String.self, forKey: .name)
            let size = try c.decode(Int64.self, forKey: .size)
            guard size >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .size, in: c, debugDescription: "expected a size in bytes (0 or more)")
            }
            return .file(FileAttachment(name: name, byteSize: size, suffix: try c.decodeIfPresent(String.self, forKey: .suffix)))
        case "location":
            return .location(title: try c.decode(String.self, forKey: .title), address: try c.decode(String.self, forKey: .address))
        case "contact":
            return .contact(name: try c.decode(String.self, forKey: .name), detail: try c.decodeIfPresent(String.self, forKey: .detail) ?? "")
        case "voice":
            let duration = try c.decode(Double.self, forKey: .duration)
            guard duration >= 0, duration.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .duration, in: c, debugDescription: "expected a duration in seconds (0 or more)")
            }
            return .voice(duration: duration)
        case "system": return .system(try c.decode(String.self, forKey: .text))
        default:
            return .custom(type: type, payload: try c.decodeIfPresent([String: String].self, forKey: .payload) ?? [:])
        }
    }

    private static func positive(_ key: CodingKeys, _ c: KeyedDecodingContainer<CodingKeys>) throws -> Double {
        let value = try c.decode(Double.self, forKey: key)
        guard value > 0, value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected a positive number of pixels")
        }
        return value
    }
}
