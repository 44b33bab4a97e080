/// A message's identity, stable across edits (the height cache and anchoring key on it).
public struct MessageID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The app's identifier.
    public var rawValue: String
    /// Wraps an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// `"m-1"` as a message id.
    public init(stringLiteral value: String) { rawValue = value }
    /// The raw identifier.
    public var description: String { rawValue }
}

/// Who sent a message.
public struct ChatSender: Hashable, Sendable {
    /// A stable identifier (runs group consecutive messages by it).
    public var id: String
    /// The nickname shown in group chats.
    public var displayName: String
    /// The avatar image's name or URL, for renderers (nil: a placeholder).
    public var avatar: String?

    /// Creates a sender.
    public init(id: String, displayName: String, avatar: String? = nil) {
        self.id = id
        self.displayName = displayName
        self.avatar = avatar
    }
}

/// Which side a message is on: outgoing messages sit at the trailing edge.
public enum MessageDirection: Sendable, Hashable {
    /// Sent by the user: right in left-to-right layouts, blue bubble.
    case outgoing
    /// Received: left in left-to-right layouts, white bubble.
    case incoming
}

/// One chat message: a value, safe to send between tasks.
///
/// ```swift
/// let message = ChatMessage(id: "m1", sender: alice, direction: .incoming,
///                           timestamp: 1_764_338_580, kind: .text("Hello"))
/// ```
public struct ChatMessage: Hashable, Sendable {
    /// The identity.
    public var id: MessageID
    /// The sender.
    public var sender: ChatSender
    /// Outgoing or incoming.
    public var direction: MessageDirection
    /// Seconds since 1970 (see ``Timestamp/seconds(from:)`` for millisecond inputs).
    public var timestamp: Double
    /// Bumped by the app whenever the content changes (edits, a downloaded image's size):
    /// part of the height cache key.
    public var revision: Int
    /// What the message shows.
    public var kind: MessageKind
    /// Status, quote, reactions, link preview and labels (``MessageExtras``).
    public var extras: MessageExtras {
        get { extrasBox.value }
        set { extrasBox = ExtrasBox(newValue) }
    }
    /// The extras behind one reference (nil when empty), so a plain message stays small and
    /// cheap to copy.
    var extrasBox: ExtrasBox

    /// Creates a message. A `timestamp` in milliseconds is detected and converted to seconds,
    /// so no message shows 1970 or the year 50 000.
    ///
    /// ```swift
    /// let m = ChatMessage(id: "m2", sender: me, direction: .outgoing, timestamp: 1_764_338_580_000, kind: .text("Hi"))
    /// m.timestamp   // 1_764_338_580
    /// ```
    public init(id: MessageID, sender: ChatSender, direction: MessageDirection, timestamp: Double,
                revision: Int = 0, kind: MessageKind, extras: MessageExtras = MessageExtras()) {
        self.id = id
        self.sender = sender
        self.direction = direction
        self.timestamp = Timestamp.seconds(from: timestamp)
        self.revision = revision
        self.kind = kind
        extrasBox = ExtrasBox(extras)
    }

    /// Whether the user sent it.
    public var isOutgoing: Bool { direction == .outgoing }
}

/// Timestamp normalisation.
public enum Timestamp {
    /// Values at or above this are taken as milliseconds: 10^11 seconds is the year 5138,
    /// while 10^11 milliseconds is March 1973.
    public static let millisecondThreshold = 100_000_000_000.0

    /// `value` in seconds: divided by 1000 when it is evidently in milliseconds.
    ///
    /// ```swift
    /// Timestamp.seconds(from: 1_700_000_000)       // 1_700_000_000
    /// Timestamp.seconds(from: 1_700_000_000_000)   // 1_700_000_000
    /// ```
    public static func seconds(from value: Double) -> Double {
        abs(value) >= millisecondThreshold ? value / 1000 : value
    }
}

/// ``MessageExtras`` boxed: nil storage when empty; equality and hashing by value.
struct ExtrasBox: Hashable, Sendable {
    final class Storage: Sendable {
        let value: MessageExtras
        init(_ value: MessageExtras) { self.value = value }
    }

    let storage: Storage?

    init(_ value: MessageExtras) { storage = value.isEmpty ? nil : Storage(value) }

    var value: MessageExtras { storage?.value ?? MessageExtras() }
    var isEmpty: Bool { storage == nil }

    static func == (lhs: ExtrasBox, rhs: ExtrasBox) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        if let storage { hasher.combine(storage.value) }
    }
}
