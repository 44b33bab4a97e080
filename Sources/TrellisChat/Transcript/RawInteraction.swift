/// The interaction state a transcript may fix (version 2 keys): a swipe in progress and agent
/// mode's focused question. Selection mode is a plain `"selecting": true`.
struct RawSwipe: Decodable {
    enum Kind: String { case revealTime, reply }

    var kind: Kind
    /// The message a reply swipe drags (required for `reply`).
    var id: String?
    var distance: Double

    enum CodingKeys: String, CodingKey { case kind, id, distance }

    /// The farthest a swipe may be dragged either way, in points.
    static let maximumDistance = 10_000.0

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription:
                "expected \"revealTime\" or \"reply\", found \"\(name)\"")
        }
        self.kind = kind
        distance = try c.decode(Double.self, forKey: .distance)
        guard distance.isFinite, abs(distance) <= Self.maximumDistance else {
            throw DecodingError.dataCorruptedError(forKey: .distance, in: c, debugDescription:
                "expected a distance from -10000 to 10000 points, found \(TranscriptLimits.describe(distance))")
        }
        id = try TranscriptLimits.optionalString(.id, in: c)
        if kind == .reply, id == nil {
            throw DecodingError.keyNotFound(CodingKeys.id, .init(codingPath: c.codingPath,
                                                                 debugDescription: "a reply swipe names the message it drags"))
        }
    }

    /// The swipe, its message checked against the transcript's ids.
    func resolved(messages: Set<String>) throws(TranscriptError) -> SwipeOffset {
        switch kind {
        case .revealTime:
            return .revealTime(distance: distance)
        case .reply:
            let id = self.id ?? ""
            guard messages.contains(id) else {
                throw TranscriptError(path: "swipe.id", message: "expected the id of one of the messages, found \"\(id)\"")
            }
            return .reply(MessageID(id), distance: distance)
        }
    }
}

/// Agent mode's focused question: the message scrolled to the top of a viewport that tall.
struct RawAgent: Decodable {
    var question: String
    var viewportHeight: Double

    enum CodingKeys: String, CodingKey { case question, viewportHeight }

    /// The viewport height when the file gives none (an iPhone screen, 812 points).
    static let defaultViewportHeight = 812.0

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        question = try TranscriptLimits.string(.question, in: c)
        viewportHeight = try c.decodeIfPresent(Double.self, forKey: .viewportHeight) ?? Self.defaultViewportHeight
        guard viewportHeight.isFinite, TranscriptLimits.width.contains(viewportHeight) else {
            throw DecodingError.dataCorruptedError(forKey: .viewportHeight, in: c, debugDescription:
                "expected a viewport height from 1 to 100000 points, found \(TranscriptLimits.describe(viewportHeight))")
        }
    }
}
