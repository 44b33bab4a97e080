extension PreparedText {
    /// Segments and measures `text` once: grapheme clusters, UAX #14 break opportunities, one
    /// advance per cluster from its face (kerning inside runs of one face, Arabic joining forms),
    /// and paragraph directions.
    ///
    /// ```swift
    /// let prepared = PreparedText("Hello, world!", font: .builtin(size: 17))
    /// prepared.singleLineWidth // 93.517
    /// ```
    /// - Complexity: O(n) in the length of the text.
    public init(_ text: String, font: Font, options: TextOptions = TextOptions()) {
        self.init(text, font: font, options: options, attributed: nil)
    }

    /// The one preparation: `attributed`, when given, holds the runs of several fonts and the
    /// chain that merges theirs (the attributed initializer). `fastPaths: false` makes the
    /// scanner take its general path everywhere (tests compare the two).
    init(_ text: String, font: Font, options: TextOptions, attributed: AttributedRuns?, fastPaths: Bool = true) {
        var text = text
        text.makeContiguousUTF8()
        let chain = attributed?.chain ?? FaceChain(font: font)
        let breaker = LineBreaker(options: options.lineBreak)
        let scale = font.size / Double(BuiltinMetrics.unitsPerEm)
        let capacity = text.utf8.count
        // Scratch for the scan, one block: points, paragraphs (8-byte aligned), cluster starts,
        // flags. A plain allocation: `withUnsafeTemporaryAllocation` with this closure's result
        // cost about 3% more per chat message (callgrind, 10,000-message cold layout).
        let paragraphStride = MemoryLayout<Paragraph>.stride
        // SFNT chains also keep each cluster's pair kerning, glyph, face and first scalar.
        let kernBytes = chain.isBuiltinOnly ? 0 : capacity * 8
        let glyphBytes = chain.isBuiltinOnly ? 0 : capacity * (4 + 2 + 1)
        let byteCount = capacity * (8 + paragraphStride) + kernBytes + (capacity + 1) * 4 + glyphBytes + capacity
        let base = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(byteCount, 1), alignment: 8)
        defer { base.deallocate() }
        let storage: Storage = {
            let points = base.bindMemory(to: Double.self, capacity: capacity)
            let paragraphs = (base + capacity * 8).bindMemory(to: Paragraph.self, capacity: capacity)
            let kernPoints = (base + capacity * (8 + paragraphStride)).bindMemory(to: Double.self, capacity: capacity)
            let startsBase = base + capacity * (8 + paragraphStride) + kernBytes
            let starts = startsBase.bindMemory(to: Int32.self, capacity: capacity + 1)
            let firstsBase = startsBase + (capacity + 1) * 4
            let firsts = chain.isBuiltinOnly ? nil : firstsBase.bindMemory(to: UInt32.self, capacity: capacity)
            let glyphsBase = firstsBase + (chain.isBuiltinOnly ? 0 : capacity * 4)
            let glyphPointer = chain.isBuiltinOnly ? nil : glyphsBase.bindMemory(to: UInt16.self, capacity: capacity)
            let facesBase = glyphsBase + (chain.isBuiltinOnly ? 0 : capacity * 2)
            let faceOf = chain.isBuiltinOnly ? nil : facesBase.bindMemory(to: UInt8.self, capacity: capacity)
            let flags = (facesBase + (chain.isBuiltinOnly ? 0 : capacity)).bindMemory(to: UInt8.self, capacity: capacity)
            let buffers = ClusterScanner.Buffers(clusterStart: starts, flags: flags, points: points, paragraphs: paragraphs,
                                                 glyphs: glyphPointer, faceOf: faceOf, firsts: firsts)
            var scanner = ClusterScanner(chain: chain, breaker: breaker, scale: scale, buffers: buffers, capacity: capacity,
                                         fastPaths: fastPaths)
            text.utf8.withContiguousStorageIfAvailable { bytes in scanner.scan(bytes) }
            scanner.finish()
            let count = scanner.count
            var usesOtherFaces = scanner.usesOtherFaces
            var runMetrics: [RunMetrics] = []
            if let attributed, let glyphPointer, let faceOf, let firsts {
                runMetrics = PreparedText.measureRuns(attributed, text: text, starts: starts, count: count, points: points,
                                                      glyphs: glyphPointer, faceOf: faceOf, firsts: firsts)
                usesOtherFaces = usesOtherFaces || attributed.bases.contains { $0 != 0 }
            }
            var opportunities = scanner.opportunities
            if options.lineBreak.wordBreak == .anywhere {
                opportunities += PreparedText.allowBreaksBetweenClusters(UnsafeMutableBufferPointer(start: flags, count: count))
            }
            var hasKerning = false  // `kernPoints[0..<count]` holds each cluster's pair kerning
            var hasGlyphs = false
            var shaped: ShapedGlyphs?
            if let glyphPointer, let faceOf, let firsts {
                hasGlyphs = true
                let clusterGlyphs = UnsafeMutableBufferPointer(start: glyphPointer, count: count)
                let clusterFaces = UnsafeBufferPointer(start: faceOf, count: count)
                let clusterFirsts = UnsafeBufferPointer(start: firsts, count: count)
                let advances = UnsafeMutableBufferPointer(start: points, count: count)
                let kerning = UnsafeMutableBufferPointer(start: kernPoints, count: count)
                if scanner.mayJoin {
                    ArabicJoining.apply(firsts: clusterFirsts, faceOf: clusterFaces, chain: chain, glyphs: clusterGlyphs, advances: advances)
                }
                // Shaping hook (PreparedText+Shaping.swift): nil, and nothing changed, unless some
                // run needs GSUB/GPOS. Shaped clusters carry their kerning in `advances` and
                // `shapedKern`, and are zeroed in `kernGlyphs` so the kerning below skips them.
                var kernGlyphs: [UInt16] = []
                var shapedKern: [Double] = []
                if chain.hasShaping {
                    shaped = PreparedText.shapeRuns(text, starts: starts, firsts: clusterFirsts, faceOf: clusterFaces,
                                                    uniform: !usesOtherFaces, chain: chain, kerning: options.kerning, fastPaths: fastPaths,
                                                    glyphs: clusterGlyphs, advances: advances, kernGlyphs: &kernGlyphs,
                                                    pairKern: &shapedKern)
                }
                if options.kerning {
                    if shaped == nil {
                        hasKerning = PreparedText.kern(glyphs: UnsafeBufferPointer(clusterGlyphs), faceOf: clusterFaces,
                                                       uniform: !usesOtherFaces, chain: chain, fastPaths: fastPaths,
                                                       advances: advances, into: kerning)
                    } else {
                        hasKerning = kernGlyphs.withUnsafeBufferPointer { kernGlyphs in
                            PreparedText.kern(glyphs: kernGlyphs, faceOf: clusterFaces, uniform: !usesOtherFaces,
                                              chain: chain, fastPaths: fastPaths, advances: advances, into: kerning)
                        }
                    }
                }
                if !shapedKern.isEmpty {
                    // Shaped and unshaped clusters are disjoint: the kerning above skipped the shaped ones.
                    if !hasKerning { kerning.update(repeating: 0) }
                    for i in 0..<count { kerning[i] += shapedKern[i] }
                    hasKerning = true
                }
            }
            let flagBuffer = UnsafeBufferPointer(start: flags, count: count)
            let segmentCount = count > 0 ? opportunities + 1 : 0
            let paragraphCount = scanner.hasRightToLeft ? scanner.paragraphCount : 0
            let layout = TailLayout(clusters: count, kerning: hasKerning ? count : 0, segments: segmentCount, paragraphs: paragraphCount,
                                    glyphs: hasGlyphs ? count : 0, faces: hasGlyphs && usesOtherFaces ? count : 0)
            // The segments are written straight into the storage (room for `segmentCount`, an
            // upper bound); their count and the line-count estimate are set once they are.
            var totals = (count: 0, width: 0.0, hardBreaks: 0, oneLine: OneLine.never)
            let header = StorageHeader(font: font, chain: chain, ellipsis: Ellipsis(chain), text: text, shaped: shaped,
                                       totalWidth: 0, hardBreakCount: 0, runs: runMetrics, options: options, primary: chain.primary,
                                       layout: layout, segmentCount: 0)
            let storage = Storage.make(header) { tail in
                func copy<T>(_ source: UnsafePointer<T>, _ count: Int, to offset: Int) {
                    guard count > 0 else { return }
                    (tail + offset).bindMemory(to: T.self, capacity: count).initialize(from: source, count: count)
                }
                copy(points, count, to: layout.advanceOffset)
                if hasKerning { copy(kernPoints, count, to: layout.kerningOffset) }
                copy(starts, count + 1, to: layout.startOffset)
                copy(paragraphs, paragraphCount, to: layout.paragraphOffset)
                if let glyphPointer, hasGlyphs { copy(glyphPointer, count, to: layout.glyphOffset) }
                if let faceOf, layout.faces > 0 { copy(faceOf, count, to: layout.faceOffset) }
                let segments = (tail + layout.segmentOffset).bindMemory(to: Segment.self, capacity: segmentCount)
                totals = PreparedText.segments(
                    flags: flagBuffer, count: segmentCount, advances: UnsafeBufferPointer(start: points, count: count),
                    kernAfter: hasKerning ? UnsafeBufferPointer(start: kernPoints, count: count) : UnsafeBufferPointer(start: nil, count: 0),
                    faceOf: layout.faces > 0 ? UnsafeBufferPointer(start: faceOf, count: count) : UnsafeBufferPointer(start: nil, count: 0),
                    into: segments)
            }
            storage.withUnsafeMutablePointerToHeader { header in
                header.pointee.segmentCount = totals.count
                header.pointee.totalWidth = totals.width
                header.pointee.hardBreakCount = totals.hardBreaks
                header.pointee.oneLine = totals.oneLine
            }
            return storage
        }()
        self.init(storage: storage)
    }

    /// Kerning inside runs of one face, added to `advances` (points): GPOS chained contextual
    /// adjustments, then pair kerning. Writes the pair kerning included in each advance to
    /// `kernAfter` (as many as the glyphs) and returns true, or returns false, writing nothing,
    /// when there is none.
    ///
    /// This is the one place glyph-level adjustments go (a shaper's GPOS lookups belong here),
    /// and it stays cheap for text that needs none: a run only builds a glyph sequence when one
    /// of its glyphs can start a contextual rule, and pairs of ASCII glyphs read the face's
    /// table of them.
    /// - Parameters:
    ///   - uniform: every cluster uses face 0 (`faceOf` is all zeros).
    ///   - fastPaths: a chain of one face and the built-in metrics may kern as if uniform.
    private static func kern(glyphs: UnsafeBufferPointer<UInt16>, faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool, chain: FaceChain,
                             fastPaths: Bool, advances: UnsafeMutableBufferPointer<Double>,
                             into kernAfter: UnsafeMutableBufferPointer<Double>) -> Bool {
        let count = glyphs.count
        if chain.hasUnshapedContextual {
            applyContextualKerning(glyphs: glyphs, faceOf: faceOf, uniform: uniform, chain: chain, advances: advances)
        }
        guard count > 1 else { return false }
        // A chain of one SFNT face and the built-in metrics kerns as if uniform: the built-in
        // metrics' clusters have glyph 0, and `kernPairs` gives 0 for every pair with glyph 0,
        // as it is for pairs across a face change, which the run-by-run path never kerns.
        if uniform || (fastPaths && chain.count == 2 && chain.extra == nil) {
            guard let sfnt = chain.primarySFNT, sfnt.hasKerning else { return false }
            let scale = chain.scale(0)
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count - 1) { values in
                guard sfnt.kernPairs(glyphs, into: values) else { return false }
                kernAfter.update(repeating: 0)
                for i in 0..<count - 1 where values[i] != 0 {
                    let points = Double(values[i]) * scale
                    advances[i] += points
                    kernAfter[i] = points
                }
                return true
            }
        }
        // Runs of one face, each kerned as a whole through its face's ASCII table (one face
        // lookup per run, not per pair).
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count - 1) { values in
            var any = false
            var start = 0
            while start < count {
                var end = start + 1
                while end < count, faceOf[end] == faceOf[start] { end += 1 }
                defer { start = end }
                guard end - start > 1 else { continue }
                let face = Int(faceOf[start])
                guard let sfnt = chain.sfnt(face), sfnt.hasKerning else { continue }
                let runValues = UnsafeMutableBufferPointer(rebasing: values[start..<end - 1])
                guard sfnt.kernPairs(UnsafeBufferPointer(rebasing: glyphs[start..<end]), into: runValues) else { continue }
                if !any { kernAfter.update(repeating: 0) }
                any = true
                let scale = chain.scale(face)
                for k in 0..<runValues.count where runValues[k] != 0 {
                    let points = Double(runValues[k]) * scale
                    advances[start + k] += points
                    kernAfter[start + k] = points
                }
            }
            return any
        }
    }

    /// Chained contextual adjustments (GPOS `kern`, type 8) over each run of one face; ligature
    /// remnants (glyph 0) are left out of the glyph sequence, as HarfBuzz has deleted them.
    /// A run none of whose glyphs can start a rule is skipped without building anything, and a
    /// face whose rules all start at shaping triggers without looking (``SFNTFace/unshapedContextual``).
    private static func applyContextualKerning(glyphs: UnsafeBufferPointer<UInt16>, faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool,
                                               chain: FaceChain, advances: UnsafeMutableBufferPointer<Double>) {
        var start = 0
        while start < glyphs.count {
            var end = glyphs.count
            if !uniform {
                end = start + 1
                while end < glyphs.count, faceOf[end] == faceOf[start] { end += 1 }
            }
            defer { start = end }
            let face = uniform ? 0 : Int(faceOf[start])
            guard let sfnt = chain.sfnt(face), let contextual = sfnt.unshapedContextual else { continue }
            guard (start..<end).contains(where: { contextual.mayStart(at: glyphs[$0]) }) else { continue }
            let clusters = (start..<end).filter { glyphs[$0] != 0 }
            var adjustments = [Int](repeating: 0, count: clusters.count)
            contextual.apply(clusters.map { glyphs[$0] }, into: &adjustments)
            for (k, cluster) in clusters.enumerated() where adjustments[k] != 0 {
                advances[cluster] += Double(adjustments[k]) * chain.scale(face)
            }
        }
    }

    /// Groups clusters into segments that run from one break opportunity to the next, in one
    /// pass: each segment's content ends after its last cluster that is neither a hanging space
    /// nor a newline. Writes them to `out` and returns how many, their total width and how
    /// many end with a hard break.
    /// - Parameter segmentCount: one more than the clusters with an opportunity before them
    ///   (room in `out`).
    static func segments(flags: UnsafeBufferPointer<UInt8>, count segmentCount: Int, advances: UnsafeBufferPointer<Double>,
                         kernAfter: UnsafeBufferPointer<Double>, faceOf: UnsafeBufferPointer<UInt8>,
                         into out: UnsafeMutablePointer<Segment>) -> (count: Int, width: Double, hardBreaks: Int, oneLine: OneLine) {
        let count = flags.count
        guard count > 0 else { return (0, 0, 0, .never) }
        let trailing = ClusterScanner.Flag.hangingSpace | ClusterScanner.Flag.newline
        let hasFaces = !faceOf.isEmpty
        let hasKerning = !kernAfter.isEmpty  // a nil buffer when the text has no kerning
        var written = 0
        var width = 0.0
        var hardBreaks = 0
        var oneLine = OneLine.Accumulator()
        do {
            var start = 0
            var total = 0.0
            var body = 0.0
            var contentEnd = 0
            var mask: UInt32 = 0
            var trailingMask: UInt32 = 0  // faces of trailing clusters not yet followed by content
            for i in 0..<count {
                if i > start, flags[i] & ClusterScanner.Flag.opportunityMask != 0 {
                    precondition(written + 1 < segmentCount, "the scanner miscounted opportunities")
                    let hardBreak = flags[i - 1] & ClusterScanner.Flag.newline != 0
                    (out + written).initialize(to: Segment(start: Int32(start), contentEnd: Int32(contentEnd), end: Int32(i), body: body,
                                                           tail: total - body, hardBreak: hardBreak, faceMask: mask))
                    written += 1
                    width += total
                    oneLine.add(body: body, tail: total - body)
                    if hardBreak { hardBreaks += 1 }
                    start = i
                    total = 0
                    body = 0
                    contentEnd = i
                    mask = 0
                    trailingMask = 0
                }
                total += advances[i]
                let face: UInt32 = hasFaces ? 1 << UInt32(min(faceOf[i], 31)) : 1
                if flags[i] & trailing == 0 {
                    contentEnd = i + 1
                    body = total - (hasKerning ? kernAfter[i] : 0)
                    mask |= trailingMask | face
                    trailingMask = 0
                } else if hasFaces {
                    trailingMask |= face
                }
            }
            let hardBreak = flags[count - 1] & ClusterScanner.Flag.newline != 0
            (out + written).initialize(to: Segment(start: Int32(start), contentEnd: Int32(contentEnd), end: Int32(count), body: body,
                                                   tail: total - body, hardBreak: hardBreak, faceMask: mask))
            written += 1
            width += total
            oneLine.add(body: body, tail: total - body)
            if hardBreak { hardBreaks += 1 }
        }
        return (written, width, hardBreaks, hardBreaks > 0 ? .never : oneLine.result)
    }
}
