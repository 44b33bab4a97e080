/// The first pass of ``PreparedText``: splits text into grapheme clusters (exactly Swift's
/// `Character`s), finds the line-break opportunity before each, and measures each with its face.
///
/// Per-cluster results go to scratch buffers the caller owns (sized for the worst case of one
/// cluster per UTF-8 byte), so the hot loop neither allocates nor checks array uniqueness.
struct ClusterScanner {
    /// Per-cluster flag bits.
    enum Flag {
        static let opportunityMask: UInt8 = 0b11  // LineBreakOpportunity raw value before the cluster
        static let hangingSpace: UInt8 = 1 << 2
        static let newline: UInt8 = 1 << 3
    }

    /// Scratch storage for the per-cluster results, `capacity` clusters (`capacity + 1` starts).
    struct Buffers {
        let clusterStart: UnsafeMutablePointer<Int32>
        let flags: UnsafeMutablePointer<UInt8>
        /// Advances in points, before kerning.
        let points: UnsafeMutablePointer<Double>
        /// Each paragraph's first cluster and direction.
        let paragraphs: UnsafeMutablePointer<PreparedText.Paragraph>
        /// The glyph, face index and first scalar of each cluster (SFNT chains only; nil for
        /// the built-in metrics alone).
        let glyphs: UnsafeMutablePointer<UInt16>?
        let faceOf: UnsafeMutablePointer<UInt8>?
        let firsts: UnsafeMutablePointer<UInt32>?
    }

    let chain: FaceChain
    let breaker: LineBreaker
    let isBuiltinOnly: Bool
    /// Points per 1/1000 em (the built-in metrics' unit).
    let scale: Double
    let buffers: Buffers
    /// Clusters so far.
    var count = 0
    /// Clusters with a break opportunity before them (so segments are one more).
    var opportunities = 0
    private(set) var paragraphCount = 0
    /// Some cluster is drawn with a face other than the first.
    var usesOtherFaces = false
    /// Some cluster starts with a scalar Arabic joining may rewrite (U+0600–08FF, U+FB50–FEFF).
    private(set) var mayJoin = false
    /// The first face when it is an SFNT face that maps every ASCII letter: letter runs and
    /// ASCII clusters it maps are measured from its ASCII tables, with no face choice.
    let asciiFace: SFNTFace?
    let primaryScale: Double
    /// A space between two letters can be crossed by ``scanLetterRun(_:_:)``: U+0020 keeps
    /// class SP under the options and the measuring face (if any) maps it.
    let crossesSpaces: Bool
    /// The first face when the chain is that SFNT face and the built-in metrics alone (and
    /// ``fastPaths``): ``record(first:isEmoji:properties:)`` then skips the general face choice.
    let singleFace: SFNTFace?
    let builtinScale: Double
    /// The shortcuts (letter and printable-ASCII runs, the single-face measuring) are taken;
    /// false only in tests, which compare them with the general path.
    let fastPaths: Bool
    /// Some paragraph's first strong character is right-to-left.
    var hasRightToLeft = false

    var state = LineBreakState()
    var tailoring = BrowserTailoring()
    let isBrowser: Bool
    /// Runs of printable ASCII take ``scanASCIIRun(_:_:table:)`` (browser style, measured by
    /// the built-in metrics or ``asciiFace``).
    let takesASCIIRuns: Bool
    var pending: LineBreakState.Input?
    var pendingValue: UInt32 = 0
    var pendingCluster = -1
    var utf16: Int32 = 0
    var directionKnown = false
    var previousFirst: UInt32 = 0

    init(chain: FaceChain, breaker: LineBreaker, scale: Double, buffers: Buffers, capacity: Int, fastPaths: Bool = true) {
        self.chain = chain
        self.breaker = breaker
        self.scale = scale
        self.buffers = buffers
        self.fastPaths = fastPaths
        isBuiltinOnly = chain.isBuiltinOnly
        isBrowser = breaker.options.style == .browser
        let asciiFace = fastPaths ? chain.primarySFNT.flatMap { $0.mapsASCIILetters ? $0 : nil } : nil
        self.asciiFace = asciiFace
        takesASCIIRuns = fastPaths && isBrowser && (chain.isBuiltinOnly || asciiFace != nil)
        singleFace = fastPaths && chain.count == 2 && chain.extra == nil ? chain.primarySFNT : nil
        builtinScale = chain.builtinMetrics.scale
        primaryScale = chain.primary.scale
        crossesSpaces = breaker.input(for: 0x20).cls == .SP && (asciiFace.map { $0.asciiGlyph(0x20) != 0 } ?? true)
    }

    /// Feeds one scalar to the line breaker; the opportunity before the *previous* scalar is
    /// decided now, because LB25 looks one scalar ahead.
    @inline(__always)
    private mutating func feed(_ value: UInt32, _ properties: UnicodeProperties, first: Bool) {
        let input = breaker.input(for: value, properties)
        if let previous = pending {
            var opportunity = state.advance(previous, next: input.cls)
            if isBrowser { opportunity = tailoring.adjust(opportunity, before: pendingValue) }
            if pendingCluster >= 0, opportunity != .prohibited {
                buffers.flags[pendingCluster] |= opportunity.rawValue
                opportunities += 1
            }
        }
        pending = input
        pendingValue = value
        pendingCluster = first ? count - 1 : -1
    }

    /// Decides the last opportunity and closes the cluster starts.
    mutating func finish() {
        if let previous = pending {
            var opportunity = state.advance(previous, next: nil)
            if isBrowser { opportunity = tailoring.adjust(opportunity, before: pendingValue) }
            if pendingCluster >= 0, opportunity != .prohibited {
                buffers.flags[pendingCluster] |= opportunity.rawValue
                opportunities += 1
            }
        }
        pending = nil
        buffers.clusterStart[count] = utf16
    }

    /// Starts a cluster whose first scalar is `value`; tracks paragraphs and their direction.
    @inline(__always)
    private mutating func begin(_ value: UInt32, _ properties: UnicodeProperties, flags clusterFlags: UInt8) {
        if count == 0 || ClusterScanner.isParagraphSeparator(previousFirst) {
            buffers.paragraphs[paragraphCount] = PreparedText.Paragraph(start: Int32(count), isRightToLeft: false)
            paragraphCount += 1
            directionKnown = false
        }
        noteDirection(properties)
        buffers.clusterStart[count] = utf16
        buffers.flags[count] = clusterFlags
        count += 1
        previousFirst = value
    }

    /// The paragraph's direction is its first strong character's.
    @inline(__always)
    mutating func noteDirection(_ properties: UnicodeProperties) {
        guard !directionKnown, properties.bidiStrong != 0 else { return }
        directionKnown = true
        if properties.bidiStrong == 2 {
            buffers.paragraphs[paragraphCount - 1].isRightToLeft = true
            hasRightToLeft = true
        }
    }

    @inline(__always)
    static func isParagraphSeparator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || (0x1C...0x1E).contains(value) || value == 0x85 || value == 0x2029
    }

    @inline(__always)
    private static func clusterFlags(first: UInt32, count: Int, _ cls: LineBreakClass) -> UInt8 {
        switch cls {
        case .BK, .CR, .LF, .NL: return Flag.newline
        default: return count == 1 && (first == 0x20 || first == 0x09) ? Flag.hangingSpace : 0
        }
    }

    /// Any text. Two ASCII scalars other than CR LF always have a grapheme break between them
    /// (nothing below U+0300 extends a cluster or is a prepend), so ASCII runs need no grapheme
    /// logic; every other boundary comes from the standard library's own grapheme recognizer.
    /// Runs of printable ASCII (browser style) and of letters take the shortcuts of
    /// `ClusterScanner+Runs.swift` when ``fastPaths`` allows.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let table = UnicodeProperties.table
        let n = bytes.count
        var offset = 0
        var recognizer = Unicode._CharacterRecognizer()
        var synced = false  // the recognizer's last scalar is the first one at `offset`
        while offset < n {
            let byte = bytes[offset]
            if takesASCIIRuns, ClusterScanner.isPrintable(UInt32(byte)) {
                let end = scanASCIIRun(bytes, offset, table: table)
                if end > offset {
                    offset = end
                    synced = false
                    continue
                }
            }
            if fastPaths, ClusterScanner.isLetter(byte) {
                let end = scanLetterRun(bytes, offset)
                if end > offset {
                    offset = end
                    synced = false
                    continue
                }
            }
            if byte < 0x80, byte != 0x0D, offset + 1 == n || bytes[offset + 1] < 0x80 {
                scanASCIIByte(byte, table: table)
                offset += 1
                synced = false
                continue
            }
            if fastPaths, byte >= 0xE3 {
                let end = scanCJKRun(bytes, offset, table: table)
                if end > offset {
                    offset = end
                    synced = false
                    continue
                }
            }
            offset = scanCluster(bytes, offset, table: table, recognizer: &recognizer, synced: &synced)
        }
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26
    }

    /// A cluster of one ASCII scalar.
    @inline(__always)
    private mutating func scanASCIIByte(_ byte: UInt8, table: UnicodeProperties.Table) {
        let value = UInt32(byte)
        let properties = UnicodeProperties(bits: table.pointer[Int(byte)])
        begin(value, properties, flags: ClusterScanner.clusterFlags(first: value, count: 1, properties.lineBreakClass))
        feed(value, properties, first: true)
        utf16 += 1
        if isBuiltinOnly {
            buffers.points[count - 1] = Double(BuiltinMetrics.advance(first: value, properties: properties)) * scale
        } else if let face = asciiFace, face.asciiGlyph(byte) != 0 {
            writeASCII(byte, face, at: count - 1)
        } else {
            record(first: value, isEmoji: false, properties: properties)
        }
    }

    /// Cluster `at` is ASCII scalar `byte`, drawn with the first face (which maps it).
    @inline(__always)
    func writeASCII(_ byte: UInt8, _ face: SFNTFace, at: Int) {
        buffers.points[at] = Double(face.asciiAdvance(byte)) * primaryScale
        buffers.glyphs.unsafelyUnwrapped[at] = face.asciiGlyph(byte)
        buffers.faceOf.unsafelyUnwrapped[at] = 0
        buffers.firsts.unsafelyUnwrapped[at] = UInt32(byte)
    }

    /// The cluster starting at `start` (a grapheme boundary); returns where the next one starts.
    ///
    /// Between two scalars that ``GraphemeShortcut/alwaysBreaks(_:_:)`` covers the answer is
    /// known; otherwise the standard library's recognizer decides. It is restarted at the first
    /// scalar unless it was just fed that scalar (when it ended the previous cluster): after a
    /// break its state depends on that scalar alone.
    private mutating func scanCluster(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, table: UnicodeProperties.Table,
        recognizer: inout Unicode._CharacterRecognizer, synced: inout Bool
    ) -> Int {
        var at = start
        let first = ClusterScanner.decode(bytes, &at)
        var fed = synced  // the recognizer has seen `first`
        synced = false
        let firstProperties = UnicodeProperties(first, in: table)
        begin(first, firstProperties, flags: 0)
        feed(first, firstProperties, first: true)
        utf16 += first > 0xFFFF ? 2 : 1
        var scalars = 1
        var marked = false  // VS16, keycap, regional indicator or skin tone
        var textRequested = false  // VS15
        var last = first
        while at < bytes.count {
            var next = at
            let value = ClusterScanner.decode(bytes, &next)
            if GraphemeShortcut.alwaysBreaks(last, value) { break }
            if !fed {
                recognizer = Unicode._CharacterRecognizer()
                _ = recognizer.hasBreak(before: Unicode.Scalar(first).unsafelyUnwrapped)
                fed = true
            }
            if recognizer.hasBreak(before: Unicode.Scalar(value).unsafelyUnwrapped) {
                synced = true
                break
            }
            at = next
            last = value
            feed(value, UnicodeProperties(value, in: table), first: false)
            utf16 += value > 0xFFFF ? 2 : 1
            scalars += 1
            EmojiPresentation.note(later: value, marked: &marked, textRequested: &textRequested)
        }
        buffers.flags[count - 1] |= ClusterScanner.clusterFlags(first: first, count: scalars, firstProperties.lineBreakClass)
        let isEmoji = EmojiPresentation.isEmoji(first: first, marked: marked, textRequested: textRequested)
        if isBuiltinOnly {
            let advance = isEmoji ? BuiltinMetrics.emojiAdvance : BuiltinMetrics.advance(first: first, properties: firstProperties)
            buffers.points[count - 1] = Double(advance) * scale
        } else {
            record(first: first, isEmoji: isEmoji, properties: firstProperties)
        }
        return at
    }

    /// Measures the last cluster begun with its face (SFNT chains). `properties` are `first`'s.
    ///
    /// A chain of one SFNT face and the built-in metrics (no fallbacks) measures text that is
    /// not emoji without the chain's general face choice: the face if it maps `first`, else
    /// the built-in metrics, the same face ``FaceChain/faceIndex(first:isEmoji:)`` picks and the
    /// same arithmetic as ``FaceChain/advance(face:first:isEmoji:)``.
    private mutating func record(first: UInt32, isEmoji: Bool, properties: UnicodeProperties) {
        let face: Int
        let units: Int
        let glyph: UInt16
        let points: Double
        if let single = singleFace, !isEmoji {
            let mapped = single.glyph(for: first)
            if mapped != 0 {
                (face, units, glyph, points) = (0, single.advance(mapped), mapped, primaryScale)
            } else {
                face = 1
                units = BuiltinMetrics.advance(first: first, properties: properties)
                (glyph, points) = (0, builtinScale)
            }
        } else {
            face = chain.faceIndex(first: first, isEmoji: isEmoji)
            let measured = chain.advance(face: face, first: first, isEmoji: isEmoji)
            (units, glyph, points) = (measured.units, measured.glyph, chain.scale(face))
        }
        let at = count - 1
        buffers.points[at] = Double(Int32(units)) * points
        buffers.glyphs.unsafelyUnwrapped[at] = glyph
        buffers.faceOf.unsafelyUnwrapped[at] = UInt8(truncatingIfNeeded: face)
        buffers.firsts.unsafelyUnwrapped[at] = first
        if face != 0 { usesOtherFaces = true }
        if first >= 0x0600 && first < 0x0900 || (0xFB50...0xFEFF).contains(first) { mayJoin = true }
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
