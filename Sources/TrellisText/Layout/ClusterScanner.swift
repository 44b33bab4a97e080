/// The first pass of ``PreparedText``: splits text into grapheme clusters (Swift `Character`s),
/// finds the line-break opportunity before each, and measures each with its face.
struct ClusterScanner {
    /// Per-cluster flag bits.
    enum Flag {
        static let opportunityMask: UInt8 = 0b11  // LineBreakOpportunity raw value before the cluster
        static let hangingSpace: UInt8 = 1 << 2
        static let newline: UInt8 = 1 << 3
    }

    let chain: FaceChain
    let breaker: LineBreaker
    private(set) var clusterStart: [Int32] = []
    private(set) var flags: [UInt8] = []
    /// Advances in font units of the cluster's face (built-in only: already in points in `points`).
    private(set) var units: [Int32] = []
    private(set) var points: [Double] = []
    private(set) var faceOf: [UInt8] = []
    private(set) var glyphs: [UInt16] = []
    private(set) var firsts: [UInt32] = []
    private(set) var paragraphs: [PreparedText.Paragraph] = []

    private var state = LineBreakState()
    private var pending: LineBreakState.Input?
    private var pendingCluster = -1
    private var utf16 = 0
    private var directionKnown = false
    private var scratch: [Unicode.Scalar] = []

    init(chain: FaceChain, breaker: LineBreaker, capacity: Int) {
        self.chain = chain
        self.breaker = breaker
        clusterStart.reserveCapacity(capacity + 1)
        flags.reserveCapacity(capacity)
        if chain.isBuiltinOnly {
            points.reserveCapacity(capacity)
        } else {
            units.reserveCapacity(capacity)
            faceOf.reserveCapacity(capacity)
            glyphs.reserveCapacity(capacity)
            firsts.reserveCapacity(capacity)
        }
    }

    /// Feeds one scalar to the line breaker; the opportunity before the *previous* scalar is
    /// decided now, because LB25 looks one scalar ahead.
    @inline(__always)
    private mutating func feed(_ value: UInt32, _ properties: UnicodeProperties, first: Bool) {
        let input = breaker.input(for: value, properties)
        if let previous = pending {
            let opportunity = state.advance(previous, next: input.cls)
            if pendingCluster >= 0 { flags[pendingCluster] |= opportunity.rawValue }
        }
        pending = input
        pendingCluster = first ? flags.count - 1 : -1
    }

    mutating func finish() {
        if let previous = pending {
            let opportunity = state.advance(previous, next: nil)
            if pendingCluster >= 0 { flags[pendingCluster] |= opportunity.rawValue }
        }
        pending = nil
        clusterStart.append(Int32(utf16))
    }

    /// Starts a cluster whose first scalar is `value`; tracks paragraphs and their direction.
    @inline(__always)
    private mutating func begin(_ value: UInt32, _ properties: UnicodeProperties) {
        if paragraphs.isEmpty || isParagraphSeparator(previousFirst) {
            paragraphs.append(PreparedText.Paragraph(start: Int32(flags.count), isRightToLeft: false))
            directionKnown = false
        }
        if !directionKnown, properties.bidiStrong != 0 {
            directionKnown = true
            paragraphs[paragraphs.count - 1].isRightToLeft = properties.bidiStrong == 2
        }
        clusterStart.append(Int32(utf16))
        flags.append(0)
        previousFirst = value
    }

    private var previousFirst: UInt32 = 0

    @inline(__always)
    private func isParagraphSeparator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || (0x1C...0x1E).contains(value) || value == 0x85 || value == 0x2029
    }

    @inline(__always)
    private static func clusterFlags(first: UInt32, count: Int, _ cls: LineBreakClass) -> UInt8 {
        switch cls {
        case .BK, .CR, .LF, .NL: return Flag.newline
        default: return count == 1 && (first == 0x20 || first == 0x09) ? Flag.hangingSpace : 0
        }
    }

    /// ASCII text: every byte is a cluster, except CR LF.
    mutating func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>, scale: Double) {
        let table = UnicodeProperties.flat
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            let value = UInt32(byte)
            let properties = UnicodeProperties(bits: table[Int(byte)])
            begin(value, properties)
            feed(value, properties, first: true)
            var count = 1
            if byte == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A {
                feed(0x0A, UnicodeProperties(bits: table[0x0A]), first: false)
                count = 2
            }
            flags[flags.count - 1] |= ClusterScanner.clusterFlags(first: value, count: count, properties.lineBreakClass)
            utf16 += count
            i += count
            let advance = BuiltinMetrics.advance(first: value, properties: properties)
            if chain.isBuiltinOnly {
                points.append(Double(advance) * scale)
            } else {
                record(first: value, isEmoji: false)
            }
        }
    }

    /// Any text: clusters from Swift's grapheme breaking, scalars decoded from the UTF-8.
    mutating func scan(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, scale: Double) {
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let next = text.index(after: index)
            let length = text.utf8.distance(from: index, to: next)
            scanCluster(bytes, offset, offset + length, scale: scale)
            offset += length
            index = next
        }
    }

    @inline(__always)
    private mutating func scanCluster(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scale: Double) {
        var at = start
        let first = ClusterScanner.decode(bytes, &at)
        let firstProperties = UnicodeProperties(first)
        begin(first, firstProperties)
        feed(first, firstProperties, first: true)
        utf16 += first > 0xFFFF ? 2 : 1
        var count = 1
        scratch.removeAll(keepingCapacity: true)
        while at < end {
            let value = ClusterScanner.decode(bytes, &at)
            feed(value, UnicodeProperties(value), first: false)
            utf16 += value > 0xFFFF ? 2 : 1
            count += 1
            if let scalar = Unicode.Scalar(value) { scratch.append(scalar) }
        }
        flags[flags.count - 1] |= ClusterScanner.clusterFlags(first: first, count: count, firstProperties.lineBreakClass)
        let isEmoji = (first >= 0xA9 || count > 1) && Unicode.Scalar(first).map { EmojiPresentation.isEmoji(first: $0, rest: scratch) } ?? false
        if chain.isBuiltinOnly {
            let advance = isEmoji ? BuiltinMetrics.emojiAdvance : BuiltinMetrics.advance(first: first, properties: firstProperties)
            points.append(Double(advance) * scale)
        } else {
            record(first: first, isEmoji: isEmoji)
        }
    }

    private mutating func record(first: UInt32, isEmoji: Bool) {
        let face = chain.faceIndex(first: first, isEmoji: isEmoji)
        let measured = chain.advance(face: face, first: first, isEmoji: isEmoji)
        faceOf.append(UInt8(truncatingIfNeeded: face))
        units.append(Int32(measured.units))
        glyphs.append(measured.glyph)
        firsts.append(first)
    }

    /// Decodes one scalar of valid UTF-8 (Swift strings always are) and moves past it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ at: inout Int) -> UInt32 {
        let b0 = UInt32(bytes[at])
        if b0 < 0x80 { at += 1; return b0 }
        if b0 < 0xE0 {
            let value = (b0 & 0x1F) << 6 | UInt32(bytes[at + 1] & 0x3F)
            at += 2
            return value
        }
        if b0 < 0xF0 {
            let value = (b0 & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
            at += 3
            return value
        }
        let value = (b0 & 0x07) << 18 | UInt32(bytes[at + 1] & 0x3F) << 12 | UInt32(bytes[at + 2] & 0x3F) << 6 | UInt32(bytes[at + 3] & 0x3F)
        at += 4
        return value
    }
}
