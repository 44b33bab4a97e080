/// The messages of a ``ChatLayout``, oldest first: a random-access collection indexed from 0
/// that the layout grows at both ends (prepending a page never moves the messages after it,
/// and costs O(page)). Read it like an array; `Array(layout.messages)` or ``array`` copies it
/// out.
///
/// ```swift
/// let newest = layout.messages.last
/// for message in layout.messages where message.isOutgoing { … }
/// ```
public struct ChatMessageList: RandomAccessCollection, Hashable, Sendable {
    package var storage: FrontGrowableArray<ChatMessage>

    /// An empty list.
    public init() { storage = FrontGrowableArray() }

    /// The messages of `messages`, in order (shares the array's storage until the layout
    /// changes it).
    public init(_ messages: [ChatMessage]) { storage = FrontGrowableArray(messages) }

    /// The first index: always 0, even after a prepend.
    public var startIndex: Int { 0 }
    /// One past the last index: the message count.
    public var endIndex: Int { storage.count }
    /// The message count.
    public var count: Int { storage.count }
    /// Whether the list is empty.
    public var isEmpty: Bool { storage.isEmpty }

    /// The message at `position` (0 is the oldest).
    public subscript(position: Int) -> ChatMessage { storage[position] }

    /// The messages as one array, in order.
    public var array: [ChatMessage] { storage.array }

    /// Replaces the message at `position`.
    package mutating func replace(at position: Int, with message: ChatMessage) { storage[position] = message }

    /// Adds older messages before the first.
    package mutating func prepend(contentsOf messages: [ChatMessage]) { storage.prepend(contentsOf: messages) }

    /// Adds newer messages after the last.
    package mutating func append(contentsOf messages: [ChatMessage]) { storage.append(contentsOf: messages) }
}
