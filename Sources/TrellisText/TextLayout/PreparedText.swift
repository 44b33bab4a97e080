/// Text segmented and measured once, ready to be laid out at any width by arithmetic alone.
///
/// Build it with ``TextMeasurer/prepare(_:font:options:)`` or ``PreparedText/init(_:font:options:)``
/// and lay it out with ``layout(maxWidth:options:)``.
///
/// ```swift
/// let prepared = PreparedText("Hello, world!", font: .builtin(size: 17))
/// prepared.layout(maxWidth: 60).lines.count // 2
/// ```
public struct PreparedText: Sendable {
    /// A run of clusters from one break opportunity to the next.
    struct Segment: Sendable {
        var start: Int32
        /// The end of the non-hanging part; hanging spaces and a newline follow it.
        var contentEnd: Int32
        var end: Int32
        /// Width of the content when the line ends after it (kerning to the next cluster dropped).
        var body: Double
        /// What follows the content if the line goes on: kerning into the next cluster plus the
        /// hanging spaces.
        var tail: Double
        /// The segment ends with a hard line break.
        var hardBreak: Bool
        /// Bit i set when face i draws a cluster of this segment (for `.tallest` line heights).
        var faceMask: UInt32
    }

    /// A paragraph's first cluster and direction (from its first strong character). Kept only
    /// when some paragraph is right-to-left: no paragraphs means all are left-to-right.
    struct Paragraph: Sendable {
        var start: Int32
        var isRightToLeft: Bool
    }

    /// The text and per-cluster glyphs, kept for ``glyphs(in:truncated:rightToLeft:)``.
    struct Drawing {
        let text: String
        /// Each cluster's face index; empty when every cluster uses the first face.
        let faceOf: StoredArray<UInt8>
        /// Each cluster's glyph (empty for the built-in metrics alone).
        let glyphs: StoredArray<UInt16>
        /// The glyphs of shaped runs (nil when no run was shaped).
        var shaped: ShapedGlyphs? = nil
    }

    private let shared: SharedStorage
    /// The measured text.
    var storage: Storage { shared.storage }

    init(storage: Storage) {
        shared = SharedStorage(storage: storage)
    }

    /// The font the text was measured with.
    public var font: Font { storage.font }
    /// The options the text was segmented and measured with.
    public var options: TextOptions { storage.options }
    /// The length of the text in UTF-16 code units.
    public var utf16Count: Int { Int(storage.clusterStart.last ?? 0) }
    var clusterStart: StoredArray<Int32> { storage.clusterStart }
    var advances: StoredArray<Double> { storage.advances }
    var kernAfter: StoredArray<Double> { storage.kernAfter }
    var segments: StoredArray<Segment> { storage.segments }
    var paragraphs: StoredArray<Paragraph> { storage.paragraphs }
    /// The advance of the first font's "…".
    var ellipsisAdvance: Double { storage.ellipsis.advance }

    /// The number of grapheme clusters (Swift `Character`s).
    public var characterCount: Int { storage.clusterCount }

    /// The width of the text on one line, without trailing spaces.
    public var singleLineWidth: Double {
        var width = 0.0
        for segment in segments.dropLast() { width += segment.body + segment.tail }
        return width + (segments.last?.body ?? 0)
    }

    /// The advance of each grapheme cluster in points (kerning included in the first of a pair).
    public var characterAdvances: [Double] { Array(advances) }

    /// The UTF-16 offset where each `Character` starts.
    public var characterOffsets: [Int] { clusterStart.dropLast().map { Int($0) } }

    @inline(__always)
    func kern(after cluster: Int) -> Double {
        storage.kern(after: cluster)
    }
}
