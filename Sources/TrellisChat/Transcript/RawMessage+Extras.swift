/// The transcript keys added in version 2 (also accepted in version 1 files): a message's
/// `status`, `reply`, `reactions`, `link`, `edited`, `forwardedFrom`, and the `album` type's
/// `images` and `caption`.
struct RawExtras {
    enum Keys: String, CodingKey {
        case status, reply, reactions, link, edited, forwardedFrom, images, caption
    }

    /// A quote as written: the quoted message id, its sender's id, the text, and whether it
    /// is media.
    struct Reply: Decodable {
        var id: String
        var sender: String
        var text: String
        var media: Bool?
    }

    struct RawReaction: Decodable {
        var emoji: String
        var count: Int?
        var mine: Bool?
    }

    struct Pixels: Decodable {
        var width: Double
        var height: Double

        init(from decoder: any Decoder) throws {
            enum K: String, CodingKey { case width, height }
            let c = try decoder.container(keyedBy: K.self)
            width = try c.decode(Double.self, forKey: .width)
            height = try c.decode(Double.self, forKey: .height)
            for (key, value) in [(K.width, width), (K.height, height)] where !(value > 0 && value.isFinite) {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected a positive number of pixels")
            }
        }
    }

    struct Link: Decodable {
        var url: String
        var site: String
        var title: String
        var description: String?
        var image: Pixels?
        var thumbnail: Bool?
    }

    var extras = MessageExtras()
    var reply: Reply?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if let status = try c.decodeIfPresent(String.self, forKey: .status) {
            guard let value = DeliveryStatus(rawValue: status) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .status, in: c,
                    debugDescription: "expected one of \(DeliveryStatus.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \"\(status)\"")
            }
            extras.status = value
        }
        reply = try c.decodeIfPresent(Reply.self, forKey: .reply)
        if let reactions = try c.decodeIfPresent([RawReaction].self, forKey: .reactions) {
            for reaction in reactions {
                guard (reaction.count ?? 1) >= 1, !reaction.emoji.isEmpty else {
                    throw DecodingError.dataCorruptedError(forKey: .reactions, in: c,
                                                           debugDescription: "expected reactions with an emoji and a count of 1 or more")
                }
            }
            extras.reactions = reactions.map { Reaction($0.emoji, count: $0.count ?? 1, isMine: $0.mine ?? false) }
        }
        if let link = try c.decodeIfPresent(Link.self, forKey: .link) {
            extras.linkPreview = LinkPreview(url: link.url, site: link.site, title: link.title, summary: link.description ?? "",
                                             imageSize: link.image.map { Size(width: $0.width, height: $0.height) },
                                             isThumbnail: link.thumbnail ?? false)
        }
        extras.isEdited = try c.decodeIfPresent(Bool.self, forKey: .edited) ?? false
        extras.forwardedFrom = try c.decodeIfPresent(String.self, forKey: .forwardedFrom)
    }

    /// The `album` type: `images` (2 or more `{width, height}` in pixels) and an optional `caption`.
    static func album(_ decoder: any Decoder) throws -> MessageKind {
        let c = try decoder.container(keyedBy: Keys.self)
        let images = try c.decode([Pixels].self, forKey: .images)
        guard images.count >= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .images, in: c, debugDescription: "expected 2 or more images, found \(images.count)")
        }
        return .album(images: images.map { Size(width: $0.width, height: $0.height) },
                      caption: try c.decodeIfPresent(String.self, forKey: .caption) ?? "")
    }
}
