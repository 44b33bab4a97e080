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

        enum CodingKeys: String, CodingKey { case id, sender, text, media }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try TranscriptLimits.string(.id, in: c)
            sender = try TranscriptLimits.string(.sender, in: c)
            text = try TranscriptLimits.string(.text, in: c)
            media = try c.decodeIfPresent(Bool.self, forKey: .media)
        }
    }

    struct RawReaction: Decodable {
        var emoji: String
        var count: Int?
        var mine: Bool?

        enum CodingKeys: String, CodingKey { case emoji, count, mine }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            emoji = try TranscriptLimits.string(.emoji, in: c)
            count = try c.decodeIfPresent(Int.self, forKey: .count)
            mine = try c.decodeIfPresent(Bool.self, forKey: .mine)
        }
    }

    struct Pixels: Decodable {
        var width: Double
        var height: Double

        init(from decoder: any Decoder) throws {
            enum K: String, CodingKey { case width, height }
            let c = try decoder.container(keyedBy: K.self)
            let expected = "a number of pixels from 1 to 1000000"
            width = try TranscriptLimits.number(.width, in: c, range: TranscriptLimits.imagePixels, expected: expected)
            height = try TranscriptLimits.number(.height, in: c, range: TranscriptLimits.imagePixels, expected: expected)
        }
    }

    struct Link: Decodable {
        var url: String
        var site: String
        var title: String
        var description: String?
        var image: Pixels?
        var thumbnail: Bool?

        enum CodingKeys: String, CodingKey { case url, site, title, description, image, thumbnail }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            url = try TranscriptLimits.string(.url, in: c)
            site = try TranscriptLimits.string(.site, in: c)
            title = try TranscriptLimits.string(.title, in: c)
            description = try TranscriptLimits.optionalString(.description, in: c)
            image = try c.decodeIfPresent(Pixels.self, forKey: .image)
            thumbnail = try c.decodeIfPresent(Bool.self, forKey: .thumbnail)
        }
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
            guard reactions.count <= TranscriptLimits.maximumReactions else {
                throw DecodingError.dataCorruptedError(forKey: .reactions, in: c, debugDescription:
                    "expected at most \(TranscriptLimits.maximumReactions) reactions, found \(reactions.count)")
            }
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
        extras.forwardedFrom = try TranscriptLimits.optionalString(.forwardedFrom, in: c)
    }

    /// The `album` type: `images` (2 to 100 `{width, height}` in pixels) and an optional `caption`.
    static func album(_ decoder: any Decoder) throws -> MessageKind {
        let c = try decoder.container(keyedBy: Keys.self)
        let images = try c.decode([Pixels].self, forKey: .images)
        let bounds = TranscriptLimits.albumImages
        guard bounds.contains(images.count) else {
            throw DecodingError.dataCorruptedError(forKey: .images, in: c, debugDescription:
                "expected \(bounds.lowerBound) to \(bounds.upperBound) images, found \(images.count)")
        }
        return .album(images: images.map { Size(width: $0.width, height: $0.height) },
                      caption: try TranscriptLimits.optionalString(.caption, in: c) ?? "")
    }
}
