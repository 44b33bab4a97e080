import Foundation

/// A conversation read from a transcript JSON file (version 1), ready to lay out: the
/// format `trellis render` reads.
///
/// ```json
/// {
///   "version": 1,
///   "title": "Weekend Hike",
///   "width": 375,
///   "now": "2025-12-01T15:00:00+08:00",
///   "timeZone": "Asia/Shanghai",
///   "language": "en",
///   "me": "me",
///   "senders": [{"id": "me", "name": "Me"}, {"id": "alice", "name": "Alice", "avatar": "alice.png"}],
///   "messages": [
///     {"id": "m1", "sender": "alice", "time": 1764572400, "type": "text", "text": "Hi!"},
///     {"id": "m2", "sender": "me", "time": "2025-12-01T15:01:00+08:00", "type": "image", "width": 1200, "height": 800}
///   ]
/// }
/// ```
///
/// Keys: `version` (1), `title`, `me` (the sender id whose messages are outgoing), `senders`
/// (`id`, `name`, optional `avatar`) and `messages` are required; `width` (points), `now` (the
/// time headers are relative to; default: the last message's time), `timeZone` (an IANA name
/// or `UTC`; default UTC), `language` (`en` or `zh-Hans`; default `en`) and `group` (nicknames
/// on incoming messages; default: more than two senders) are optional. Each message has `id`,
/// `sender`, `time` (seconds or milliseconds since 1970, or an ISO-8601 string), `type` and
/// the type's fields: `text` {`text`}, `image` {`width`, `height`: pixels}, `file` {`name`,
/// `size`: bytes}, `location` {`title`, `address`}, `contact` {`name`, `detail`}, `voice`
/// {`duration`: seconds}, `system` {`text`}; any other type is custom, with an optional
/// `payload` object of strings. An optional `direction` (`outgoing`/`incoming`) overrides the
/// side chosen from `me`.
///
/// Version 2 adds (version 1 files may use them too): top-level `style` (`wechat`,
/// `imessage`, `whatsapp`, `telegram`), `contentSize` (a Dynamic Type category such as
/// `extraLarge` or `accessibilityMedium`), `unread` (the id of the first unread message) and
/// `typing` (sender ids); per message `status` (`sending`, `sent`, `delivered`, `read`,
/// `failed`), `reply` {`id`, `sender`: a sender id, `text`, `media`: bool}, `reactions`
/// [{`emoji`, `count`, `mine`}], `link` {`url`, `site`, `title`, `description`, `image`:
/// {`width`, `height`}, `thumbnail`: bool}, `edited` (bool), `forwardedFrom` (a name); and the
/// `album` type {`images`: [{`width`, `height`}] (2 or more), `caption`}; and the interaction
/// state: `selecting` (bool), `swipe` {`kind`: `revealTime` or `reply`, `id` (a message id,
/// for `reply`), `distance`: points, at most 10,000 either way} and `agent` {`question`: a
/// message id, `viewportHeight`: points, default 812}.
///
/// ```swift
/// let transcript = try Transcript(json: Data(contentsOf: URL(fileURLWithPath: "examples/transcript.json")))
/// let layout = transcript.layout()
/// ```
public struct Transcript: Sendable {
    /// The newest format version this library reads (2; version 1 files are read too).
    public static let currentVersion = 2

    /// The largest transcript ``init(json:)`` reads: 10 MB. Within it every other limit
    /// (20,000 messages, 100,000 bytes a string, widths of 1–100,000 points, README "Limits
    /// and errors") keeps reading and laying out under two seconds.
    public static let maximumFileBytes = 10_000_000

    /// The conversation's title.
    public var title: String
    /// The width to lay out at, if the file names one.
    public var width: Double?
    /// "Now" for time headers, in seconds since 1970.
    public var now: Double
    /// The time zone headers count days and hours in.
    public var timeZone: TimeZone
    /// The header language.
    public var language: ChatLanguage
    /// The id of the sender whose messages are outgoing.
    public var me: String
    /// Nicknames are shown on incoming messages.
    public var isGroupChat: Bool
    /// The people in the conversation.
    public var senders: [ChatSender]
    /// The messages, in file order.
    public var messages: [ChatMessage]
    /// The messenger style (`"style"`), nil for the classic WeChat cell.
    public var style: ChatStyle?
    /// The Dynamic Type size (`"contentSize"`; default `.large`).
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The first unread message (`"unread"`): the "new messages" separator goes above it.
    public var unreadMessageID: MessageID?
    /// Who is typing (`"typing"`: sender ids): the typing indicator row follows the list.
    public var typingSenders: [ChatSender] = []
    /// Selection mode (`"selecting": true`): cells make room for a checkbox.
    public var isSelecting = false
    /// A swipe in progress (`"swipe"`): `{"kind": "revealTime", "distance": 40}` or
    /// `{"kind": "reply", "id": "m3", "distance": 30}`.
    public var swipe: SwipeOffset?
    /// Agent mode's focused question (`"agent": {"question": "m7", "viewportHeight": 700}`;
    /// the height defaults to 812): the list reserves room below it so it can sit at the
    /// top of a viewport that tall.
    public var agentQuestion: (id: MessageID, viewportHeight: Double)?

    /// Creates a transcript from values (for building one in code).
    ///
    /// ```swift
    /// let t = Transcript(title: "Sample", now: ChatSample.now, timeZone: ChatSample.timeZone, me: "me",
    ///                    senders: [ChatSample.me], messages: ChatSample.messages)
    /// ```
    /// - Parameters:
    ///   - title: the conversation's title.
    ///   - width: the width to lay out at, if any.
    ///   - now: "now" for time headers, seconds since 1970.
    ///   - timeZone: the headers' time zone.
    ///   - language: the headers' language.
    ///   - me: the sender id whose messages are outgoing.
    ///   - isGroupChat: show nicknames on incoming messages.
    ///   - senders: the people.
    ///   - messages: the messages.
    public init(title: String, width: Double? = nil, now: Double, timeZone: TimeZone, language: ChatLanguage = .english,
                me: String, isGroupChat: Bool = true, senders: [ChatSender], messages: [ChatMessage]) {
        self.title = title
        self.width = width
        self.now = now
        self.timeZone = timeZone
        self.language = language
        self.me = me
        self.isGroupChat = isGroupChat
        self.senders = senders
        self.messages = messages
    }

    /// Reads a transcript file's contents.
    /// - Parameter json: the file's bytes (UTF-8 JSON).
    /// - Throws: ``TranscriptError`` naming the JSON path of the first problem, including a
    ///   value outside the documented limits.
    public init(json: Data) throws(TranscriptError) {
        guard json.count <= Self.maximumFileBytes else {
            throw TranscriptError(path: "", message: "the file is \(json.count) bytes; at most \(Self.maximumFileBytes) are read")
        }
        let raw: RawTranscript
        do {
            raw = try JSONDecoder().decode(RawTranscript.self, from: json)
        } catch let error as DecodingError {
            throw TranscriptError(error)
        } catch {
            throw TranscriptError(path: "", message: "the file is not valid JSON (\(error))")
        }
        self = try raw.resolved()
    }

    /// The header formatter: fixed at ``now``, in ``timeZone`` and ``language``.
    public var headerFormatter: TimeHeaderFormatter {
        let now = now
        return TimeHeaderFormatter(now: { now }, timeZone: timeZone, language: language)
    }

    /// The transcript laid out: the classic WeChat cell (a group chat when ``isGroupChat``).
    /// - Parameters:
    ///   - width: the width; ``width`` from the file, else 375, when nil.
    ///   - configuration: the cell configuration (fonts, geometry); nil: the transcript's style preset, or the
    ///     classic cell. Its `isGroupChat`, Dynamic Type size and clock offset are set from the transcript.
    public func layout(width: Double? = nil, configuration: ChatConfiguration? = nil) -> ChatLayout {
        var configuration = configuration ?? style.map(ChatConfiguration.init(style:)) ?? ChatConfiguration()
        configuration.isGroupChat = isGroupChat
        configuration.contentSizeCategory = contentSizeCategory
        configuration.clockOffset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: now)))
        var layout = ChatLayout(width: width ?? self.width ?? 375, registry: ChatTemplateRegistry(configuration: configuration),
                                headerFormatter: headerFormatter)
        // Ids were checked for duplicates while reading, so this cannot throw.
        _ = try? layout.replaceAll(messages, viewport: Viewport(offsetY: 0, height: 0))
        // The unread id was checked while reading, so this cannot throw.
        _ = try? layout.setUnreadSeparator(above: unreadMessageID, viewport: Viewport(offsetY: 0, height: 0))
        layout.setTypingIndicator(typingSenders, viewport: Viewport(offsetY: 0, height: 0))
        layout.setSelectionMode(isSelecting, viewport: Viewport(offsetY: 0, height: 0))
        // The swipe's message and distance were checked while reading, so these cannot throw.
        try? layout.setSwipe(swipe)
        if let agentQuestion {
            _ = try? layout.focusQuestion(agentQuestion.id, viewport: Viewport(offsetY: 0, height: agentQuestion.viewportHeight))
        }
        return layout
    }
}
