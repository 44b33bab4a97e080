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
    private mutating func begin(_ value: UInt32, _ properties: UnicodeProperties, flags clusterFlags: UInt8 = 0) {
        if paragraphs.isEmpty || isParagraphSeparator(previousFirst) {
            paragraphs.append(PreparedText.Paragraph(start: Int32(flags.count), isRightToLeft: false))
            directionKnown = false
        }
        if !directionKnown, properties.bidiStrong != 0 {
            directionKnown = true
            paragraphs[paragraphs.count - 1].isRightToLeft = properties.bidiStrong == 2
        }
        clusterStart.append(Int32(utf16))
        flags.append(clusterFlags)
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
        let table = UnicodeProperties.table
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A {
                scanCluster(bytes, i, i + 2, scale: scale, table: table)
                i += 2
            } else {
                scanASCIIByte(bytes[i], scale: scale, table: table)
                i += 1
            }
        }
    }

    /// A cluster of one ASCII scalar.
    @inline(__always)
    private mutating func scanASCIIByte(_ byte: UInt8, scale: Double, table: UnicodeProperties.Table) {
        let value = UInt32(byte)
        let properties = UnicodeProperties(bits: table.pointer[Int(byte)])
        begin(value, properties, flags: ClusterScanner.clusterFlags(first: value, count: 1, properties.lineBreakClass))
        feed(value, properties, first: true)
        utf16 += 1
        if chain.isBuiltinOnly {
            points.append(Double(BuiltinMetrics.advance(first: value, properties: properties)) * scale)
        } else {
            record(first: value, isEmoji: false)
        }
    }

    /// Any text: clusters from Swift's grapheme breaking, scalars decoded from the UTF-8.
    ///
    /// Two ASCII scalars other than CR LF always have a grapheme break between them (nothing
    /// below U+0300 extends a cluster), so runs of ASCII skip `String.index(after:)`; every
    /// other boundary comes from the standard library, so clusters are exactly `Character`s.
    mutating func scan(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, scale: Double) {
        let table = UnicodeProperties.table
        let utf8 = text.utf8
        var index = text.startIndex
        var offset = 0
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte < 0x80, byte != 0x0D, offset + 1 == count || bytes[offset + 1] < 0x80 {
                scanASCIIByte(byte, scale: scale, table: table)
                offset += 1
                index = utf8.index(after: index)
                continue
            }
            let next = text.index(after: index)
            let length = utf8.distance(from: index, to: next)
            scanCluster(bytes, offset, offset + length, scale: scale, table: table)
            offset += length
            index = next
        }
    }

    @inline(__always)
    private mutating func scanCluster(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scale: Double, table: UnicodeProperties.Table) {
        var at = start
        let first = ClusterScanner.decode(bytes, &at)
        let firstProperties = UnicodeProperties(first, in: table)
        begin(first, firstProperties)
        feed(first, firstProperties, first: true)
        utf16 += first > 0xFFFF ? 2 : 1
        var count = 1
        var marked = false  // VS16, keycap, regional indicator or skin tone
        var textRequested = false  // VS15
        while at < end {
            let value = ClusterScanner.decode(bytes, &at)
            feed(value, UnicodeProperties(value, in: table), first: false)
            utf16 += value > 0xFFFF ? 2 : 1
            count += 1
            switch value {
            case 0xFE0E: textRequested = true
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: marked = true
            default: break
            }
        }
        flags[flags.count - 1] |= ClusterScanner.clusterFlags(first: first, count: count, firstProperties.lineBreakClass)
        let isEmoji = EmojiPresentation.isEmoji(first: first, marked: marked, textRequested: textRequested)
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
