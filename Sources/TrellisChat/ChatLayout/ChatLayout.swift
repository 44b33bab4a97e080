/// The message list: messages in order with every section header, cell height and offset,
/// computed exactly (no estimates, so nothing jumps when a cell appears). A value: copy it,
/// send it, diff two of them.
///
/// Storage follows ChatLayout's lessons: contiguous arrays of row values, offsets computed in
/// one pass, the visible range found by binary search, the height cache invalidated
/// explicitly. Coordinates are never inverted: y grows downwards from the oldest message.
///
/// ```swift
/// var layout = ChatLayout(width: 375)
/// try layout.replaceAll(ChatSample.messages, viewport: Viewport(offsetY: 0, height: 600))
/// let range = layout.visibleRange(for: Viewport(offsetY: layout.contentHeight - 600, height: 600))
/// let cells = layout.cells(in: range)     // headers and message cells with their parts
/// ```
public struct ChatLayout: Sendable {
    /// One message's row: its header (0 when it does not start a section) and cell heights,
    /// and its place among neighbours.
    struct Row: Sendable {
        var headerHeight: Double
        var cellHeight: Double
        var sectionStart: Bool
        var context: CellContext
    }

    /// Counters for tests and tuning.
    package struct Statistics: Sendable, Hashable {
        /// Cells measured by their template (height cache misses), since creation.
        package var measuredCells = 0
        /// Height cache hits, since creation.
        package var cacheHits = 0
    }

    /// The collection width.
    public internal(set) var width: Double
    /// The configuration in force.
    public var configuration: ChatConfiguration { registry.configuration }
    /// The messages, oldest first: a random-access collection indexed from 0 that grows at
    /// both ends (prepending a page never moves the messages after it). `Array(layout.messages)`
    /// or ``ChatMessageList/array`` gives an array.
    public internal(set) var messages = ChatMessageList()
    /// Problems found (unsupported types), for the messages now in the list.
    public internal(set) var diagnostics: [ChatDiagnostic] = []
    /// Counters.
    package internal(set) var statistics = Statistics()
    /// The text of time headers.
    public var headerFormatter: TimeHeaderFormatter

    var registry: ChatTemplateRegistry
    var rows = FrontGrowableArray<Row>()
    /// `offsets[i]` is the top of row i (its header, if any); `offsets[count]` the content height.
    var offsets = OffsetTable()
    var cache = HeightCache()
    /// Message id to a sequence number; the index is `sequence - firstSequence` (prepends
    /// take lower numbers, so nothing is renumbered).
    var sequences: [MessageID: Int] = [:]
    var firstSequence = 0
    var header: PillText
    /// The "new messages" separator sits above this message's cell.
    public internal(set) var unreadMessageID: MessageID?
    /// Who is typing (the typing indicator row follows the last message when not empty).
    public internal(set) var typingSenders: [ChatSender] = []
    /// Indices of the messages that start sections, ascending (kept with the offsets).
    var sectionStarts: [Int] = []
    /// The first row whose section flag may differ from ``sectionStarts`` (`Int.max`: none).
    var sectionStartsStale = 0
    /// The typing row's height (0 without one).
    var typingHeight = 0.0
    /// Selection mode is on (cells narrower, checkboxes at the leading edge).
    public internal(set) var isSelecting = false
    /// The messages whose checkbox is ticked in selection mode (drawing only: no height
    /// depends on it).
    public var selectedMessageIDs: Set<MessageID> = []
    /// The drag the cells follow, if any (``setSwipe(_:)``).
    public internal(set) var swipe: SwipeOffset?
    /// Agent mode's focused question and the viewport height it is kept at the top of.
    var agentFocus: (id: MessageID, viewportHeight: Double)?

    /// An empty list at `width`.
    public init(width: Double, registry: ChatTemplateRegistry = ChatTemplateRegistry(),
                headerFormatter: TimeHeaderFormatter = TimeHeaderFormatter()) {
        self.width = width
        self.registry = registry
        self.headerFormatter = headerFormatter
        header = registry.headerPill
    }

    /// The number of messages.
    public var count: Int { messages.count }

    /// The height of everything: headers, cells, the typing row and agent mode's reserved
    /// space.
    public var contentHeight: Double { rowsBottom + agentReserveHeight }

    /// The content size (width × content height).
    public var contentSize: Size { Size(width: width, height: contentHeight) }

    /// The index of the message with `id`.
    public func index(of id: MessageID) -> Int? {
        guard let sequence = sequences[id] else { return nil }
        return sequence - firstSequence
    }

    /// The frame of message `index`'s cell in content coordinates (below its header).
    public func cellFrame(at index: Int) -> Rect {
        let row = rows[index]
        let separator = unreadMessageID != nil && self.index(of: unreadMessageID!) == index ? unreadSeparatorHeight : 0
        return Rect(x: 0, y: offsets[index] + row.headerHeight + separator, width: width, height: row.cellHeight)
    }

    /// The frame of the time header above message `index`, if a section starts there.
    public func headerFrame(at index: Int) -> Rect? {
        let row = rows[index]
        guard row.sectionStart else { return nil }
        return Rect(x: 0, y: offsets[index], width: width, height: row.headerHeight)
    }

    /// Whether message `index` starts a time section.
    public func startsSection(at index: Int) -> Bool { rows[index].sectionStart }

    /// The run context of message `index` (first of its run, nickname shown).
    public func context(at index: Int) -> CellContext { rows[index].context }

    /// The indices of the messages that start sections.
    public var sectionStartIndices: [Int] { sectionStarts }

    /// Bytes the layout keeps per message, counted from the capacities of its storage: rows,
    /// offsets, the height cache and the id index (dictionary buckets of key and value plus
    /// metadata); the messages themselves, shared with the caller's array, are not included.
    package var bytesPerMessage: Int {
        guard !messages.isEmpty else { return 0 }
        return storageBytes / messages.count
    }

    /// The bytes counted by ``bytesPerMessage``, for all messages.
    var storageBytes: Int {
        func dictionaryBytes(capacity: Int, entry: Int) -> Int {
            guard capacity > 0 else { return 0 }
            // Swift's native dictionary: a power-of-two bucket count at a 3/4 maximum load,
            // one key and one value per bucket and one bit of metadata.
            var buckets = 1
            while buckets * 3 / 4 < capacity { buckets <<= 1 }
            return buckets * entry + buckets / 8
        }
        let idKey = MemoryLayout<MessageID>.stride
        return rows.allocatedBytes + offsets.allocatedBytes
            + dictionaryBytes(capacity: cache.capacity, entry: idKey + MemoryLayout<HeightCache.Entry>.stride)
            + dictionaryBytes(capacity: sequences.capacity, entry: idKey + MemoryLayout<Int>.stride)
    }
}
