import Foundation

/// The transcript file as decoded, before senders are resolved.
struct RawTranscript: Decodable {
    struct Sender: Decodable {
        var id: String
        var name: String
        var avatar: String?

        enum CodingKeys: String, CodingKey { case id, name, avatar }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try TranscriptLimits.string(.id, in: c)
            name = try TranscriptLimits.string(.name, in: c)
            avatar = try TranscriptLimits.optionalString(.avatar, in: c)
        }
    }

    var version: Int
    var title: String
    var width: Double?
    var now: RawTime?
    var timeZone: String?
    var language: String?
    var group: Bool?
    var me: String
    var senders: [Sender]
    var messages: [RawMessage]
    var style: ChatStyle?
    var contentSize: ContentSizeCategory?
    var unread: String?
    var typing: [String]?
    var selecting: Bool?
    var swipe: RawSwipe?
    var agent: RawAgent?

    enum CodingKeys: String, CodingKey {
        case version, title, width, now, timeZone, language, group, me, senders, messages, style, contentSize, unread, typing
        case selecting, swipe, agent
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        guard (1...Transcript.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: c, debugDescription: "expected version 1 to \(Transcript.currentVersion), found \(version)")
        }
        title = try TranscriptLimits.string(.title, in: c)
        width = try c.decodeIfPresent(Double.self, forKey: .width)
        if let width, !TranscriptLimits.width.contains(width) {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription:
                "expected a width from 1 to 100000 points, found \(TranscriptLimits.describe(width))")
        }
        now = try c.decodeIfPresent(RawTime.self, forKey: .now)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        if let timeZone, Self.zone(timeZone) == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .timeZone, in: c, debugDescription: "expected an IANA time zone such as \"Asia/Shanghai\" or \"UTC\", found \"\(timeZone)\"")
        }
        language = try c.decodeIfPresent(String.self, forKey: .language)
        if let language, ChatLanguage(rawValue: language) == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .language, in: c, debugDescription: "expected \"en\" or \"zh-Hans\", found \"\(language)\"")
        }
        group = try c.decodeIfPresent(Bool.self, forKey: .group)
        me = try TranscriptLimits.string(.me, in: c)
        senders = try c.decode([Sender].self, forKey: .senders)
        guard senders.count <= TranscriptLimits.maximumSenders else {
            throw DecodingError.dataCorruptedError(forKey: .senders, in: c, debugDescription:
                "expected at most \(TranscriptLimits.maximumSenders) senders, found \(senders.count)")
        }
        messages = try Self.messages(c)
        if let name = try c.decodeIfPresent(String.self, forKey: .style) {
            guard let preset = ChatStyle.preset(named: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .style, in: c,
                    debugDescription: "expected one of \(ChatStyle.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")), found \"\(name)\"")
            }
            style = preset
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .contentSize) {
            guard let category = ContentSizeCategory(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .contentSize, in: c, debugDescription: "expected a content size category such as \"large\" or \"accessibilityMedium\", found \"\(name)\"")
            }
            contentSize = category
        }
        unread = try c.decodeIfPresent(String.self, forKey: .unread)
        typing = try c.decodeIfPresent([String].self, forKey: .typing)
        selecting = try c.decodeIfPresent(Bool.self, forKey: .selecting)
        swipe = try c.decodeIfPresent(RawSwipe.self, forKey: .swipe)
        agent = try c.decodeIfPresent(RawAgent.self, forKey: .agent)
    }

    /// The messages, read one by one so that a file with too many stops at the first extra one.
    private static func messages(_ c: KeyedDecodingContainer<CodingKeys>) throws -> [RawMessage] {
        var list = try c.nestedUnkeyedContainer(forKey: .messages)
        var messages: [RawMessage] = []
        var textBytes = 0, lineBreaks = 0, reactions = 0
        while !list.isAtEnd {
            guard messages.count < TranscriptLimits.maximumMessages else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription:
                    "expected at most \(TranscriptLimits.maximumMessages) messages")
            }
            let index = list.currentIndex
            let message = try list.decode(RawMessage.self)
            textBytes += message.textBytes
            guard textBytes <= TranscriptLimits.maximumTextBytes else {
                throw DecodingError.dataCorrupted(.init(codingPath: list.codingPath + [ElementKey(index: index)], debugDescription:
                    "expected at most \(TranscriptLimits.maximumTextBytes) bytes of text in all messages, reached \(textBytes) here"))
            }
            lineBreaks += message.lineBreaks
            guard lineBreaks <= TranscriptLimits.maximumLineBreaks else {
                throw DecodingError.dataCorrupted(.init(codingPath: list.codingPath + [ElementKey(index: index)], debugDescription:
                    "expected at most \(TranscriptLimits.maximumLineBreaks) line breaks in all messages, reached \(lineBreaks) here"))
            }
            reactions += message.extras.extras.reactions.count
            guard reactions <= TranscriptLimits.maximumTotalReactions else {
                throw DecodingError.dataCorrupted(.init(codingPath: list.codingPath + [ElementKey(index: index)], debugDescription:
                    "expected at most \(TranscriptLimits.maximumTotalReactions) reactions in all messages, reached \(reactions) here"))
            }
            messages.append(message)
        }
        return messages
    }

    /// The coding key of an array element, as the decoder spells it in a path.
    private struct ElementKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(index: Int) { stringValue = "Index \(index)"; intValue = index }
        init?(stringValue: String) { return nil }
        init?(intValue: Int) { self.init(index: intValue) }
    }

    static func zone(_ name: String) -> TimeZone? {
        if name == "UTC" || name == "GMT" { return TimeZone(secondsFromGMT: 0) }
        return TimeZone(identifier: name)
    }

    /// Checks references and builds the messages.
    func resolved() throws(TranscriptError) -> Transcript {
        var byID: [String: ChatSender] = [:]
        for (index, sender) in senders.enumerated() {
            guard byID[sender.id] == nil else {
                throw TranscriptError(path: "senders[\(index)].id", message: "expected a unique sender id, found a second \"\(sender.id)\"")
            }
            byID[sender.id] = ChatSender(id: sender.id, displayName: sender.name, avatar: sender.avatar)
        }
        guard byID[me] != nil else {
            throw TranscriptError(path: "me", message: "expected the id of one of the senders, found \"\(me)\"")
        }
        var seen: Set<String> = []
        var result: [ChatMessage] = []
        for (index, message) in messages.enumerated() {
            guard seen.insert(message.id).inserted else {
                throw TranscriptError(path: "messages[\(index)].id", message: "expected a unique message id, found a second \"\(message.id)\"")
            }
            guard let sender = byID[message.sender] else {
                throw TranscriptError(path: "messages[\(index)].sender",
                                      message: "expected the id of one of the senders, found \"\(message.sender)\"")
            }
            let direction = message.direction ?? (message.sender == me ? .outgoing : .incoming)
            var extras = message.extras.extras
            if let reply = message.extras.reply {
                guard let quoted = byID[reply.sender] else {
                    throw TranscriptError(path: "messages[\(index)].reply.sender",
                                          message: "expected the id of one of the senders, found \"\(reply.sender)\"")
                }
                extras.reply = ReplyPreview(messageID: MessageID(reply.id), senderName: quoted.displayName, text: reply.text,
                                            hasThumbnail: reply.media ?? false)
            }
            result.append(ChatMessage(id: MessageID(message.id), sender: sender, direction: direction,
                                      timestamp: message.time.seconds, kind: message.kind, extras: extras))
        }
        if let unread, !seen.contains(unread) {
            throw TranscriptError(path: "unread", message: "expected the id of one of the messages, found \"\(unread)\"")
        }
        let swipe = try self.swipe.map { raw throws(TranscriptError) in try raw.resolved(messages: seen) }
        if let agent, !seen.contains(agent.question) {
            throw TranscriptError(path: "agent.question", message: "expected the id of one of the messages, found \"\(agent.question)\"")
        }
        for (index, id) in (typing ?? []).enumerated() where byID[id] == nil {
            throw TranscriptError(path: "typing[\(index)]", message: "expected the id of one of the senders, found \"\(id)\"")
        }
        var transcript = Transcript(title: title, width: width, now: now?.seconds ?? result.map(\.timestamp).max() ?? 0,
                          timeZone: timeZone.flatMap(Self.zone) ?? TimeZone(secondsFromGMT: 0)!,
                          language: language.flatMap(ChatLanguage.init(rawValue:)) ?? .english, me: me,
                          isGroupChat: group ?? (senders.count > 2), senders: Array(byID.values).sorted { $0.id < $1.id },
                          messages: result)
        transcript.style = style
        transcript.contentSizeCategory = contentSize ?? .large
        transcript.unreadMessageID = unread.map { MessageID($0) }
        transcript.typingSenders = (typing ?? []).compactMap { byID[$0] }
        transcript.isSelecting = selecting ?? false
        transcript.swipe = swipe
        transcript.agentQuestion = agent.map { (MessageID($0.question), $0.viewportHeight) }
        return transcript
    }
}

/// A time: seconds or milliseconds since 1970 (a number), or an ISO-8601 string.
struct RawTime: Decodable {
    var seconds: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let number = try? c.decode(Double.self) {
            guard number.isFinite, TranscriptLimits.seconds.contains(Timestamp.seconds(from: number)) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription:
                    "expected a time from year 1 to 9999, found \(TranscriptLimits.describe(number))")
            }
            seconds = Timestamp.seconds(from: number)
            return
        }
        guard let text = try? c.decode(String.self), let seconds = ISO8601Date.seconds(text),
              TranscriptLimits.seconds.contains(seconds) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription:
                "expected seconds or milliseconds since 1970, or an ISO-8601 date such as \"2025-12-01T15:00:00+08:00\"")
        }
        self.seconds = seconds
    }
}
