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
        var text = text
        text.makeContiguousUTF8()
        let chain = FaceChain(font: font)
        let breaker = LineBreaker(options: options.lineBreak)
        let scale = font.size / Double(BuiltinMetrics.unitsPerEm)
        let capacity = text.utf8.count
        // Scratch for the scan, one block: points, paragraphs (8-byte aligned), cluster starts,
        // flags. A plain allocation: `withUnsafeTemporaryAllocation` with this closure's result
        // cost about 3% more per chat message (callgrind, 10,000-message cold layout).
        let paragraphStride = MemoryLayout<Paragraph>.stride
        let byteCount = capacity * (8 + paragraphStride) + (capacity + 1) * 4 + capacity
        let base = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(byteCount, 1), alignment: 8)
        defer { base.deallocate() }
        storage = {
            let points = base.bindMemory(to: Double.self, capacity: capacity)
            let paragraphs = (base + capacity * 8).bindMemory(to: Paragraph.self, capacity: capacity)
            let startsBase = base + capacity * (8 + paragraphStride)
            let starts = startsBase.bindMemory(to: Int32.self, capacity: capacity + 1)
            let flags = (startsBase + (capacity + 1) * 4).bindMemory(to: UInt8.self, capacity: capacity)
            let buffers = ClusterScanner.Buffers(clusterStart: starts, flags: flags, points: points, paragraphs: paragraphs)
            var scanner = ClusterScanner(chain: chain, breaker: breaker, scale: scale, buffers: buffers, capacity: capacity)
            text.utf8.withContiguousStorageIfAvailable { bytes in scanner.scan(bytes) }
            scanner.finish()
            let count = scanner.count
            var advances: [Double]
            var kernAfter: [Double] = []
            var glyphs: [UInt16] = []
            var shaped: ShapedGlyphs?
            if chain.isBuiltinOnly {
                advances = Array(UnsafeBufferPointer(start: points, count: count))
            } else {
                (advances, kernAfter, glyphs, shaped) = PreparedText.measure(scanner, text: text, chain: chain, kerning: options.kerning)
            }
            let segments = advances.withUnsafeBufferPointer { advances in
                PreparedText.segments(flags: UnsafeBufferPointer(start: flags, count: count), count: scanner.opportunities + 1,
                                      advances: advances, kernAfter: kernAfter, faceOf: scanner.faceOf)
            }
            return Storage(
                font: font, options: options, clusterStart: Array(UnsafeBufferPointer(start: starts, count: count + 1)),
                advances: advances, kernAfter: kernAfter, segments: segments, paragraphs: scanner.hasRightToLeft ? Array(UnsafeBufferPointer(start: paragraphs, count: scanner.paragraphCount)) : [],
                primaryMetrics: chain.primary, faceMetrics: chain.metrics, ellipsisAdvance: chain.ellipsisAdvance(),
                drawing: Drawing(text: text, faces: chain.faces, faceOf: scanner.faceOf, glyphs: glyphs, shaped: shaped))
        }()
    }

    /// Font-unit advances to points, with Arabic forms and kerning inside runs of one face; and
    /// the glyph drawn for each cluster (Arabic joining forms applied).
    private static func measure(_ scanner: ClusterScanner, text: String, chain: FaceChain,
                                kerning: Bool) -> ([Double], [Double], [UInt16], ShapedGlyphs?) {
        var units = scanner.units
        var glyphs = scanner.glyphs
        let faceOf = scanner.faceOf
        ArabicJoining.apply(firsts: scanner.firsts, faceOf: faceOf, chain: chain, glyphs: &glyphs, units: &units)
        // Shaping hook (PreparedText+Shaping.swift): nil, and nothing changed, unless some run
        // needs GSUB/GPOS. Shaped clusters carry their kerning in `units` and `pairUnits`.
        var kernGlyphs = glyphs
        var pairUnits: [Int32] = []
        let shaped = shapeRuns(text, starts: scanner.buffers.clusterStart, firsts: scanner.firsts, faceOf: faceOf, chain: chain,
                               kerning: kerning, glyphs: &glyphs, units: &units, kernGlyphs: &kernGlyphs, pairUnits: &pairUnits)
        var advances = [Double](repeating: 0, count: units.count)
        for i in units.indices { advances[i] = Double(units[i]) * chain.scale(Int(faceOf[i])) }
        var kernAfter: [Double] = []
        if !pairUnits.isEmpty {
            kernAfter = pairUnits.indices.map { Double(pairUnits[$0]) * chain.scale(Int(faceOf[$0])) }
        }
        guard kerning else { return (advances, kernAfter, glyphs, shaped) }
        applyContextualKerning(glyphs: kernGlyphs, faceOf: faceOf, chain: chain, advances: &advances)
        for i in 0..<max(0, units.count - 1) where faceOf[i] == faceOf[i + 1] && kernGlyphs[i] != 0 && kernGlyphs[i + 1] != 0 {
            let face = Int(faceOf[i])
            guard case .sfnt(let sfnt) = chain.faces[face].kind, sfnt.hasKerning else { continue }
            let value = sfnt.kern(glyphs[i], glyphs[i + 1])
            guard value != 0 else { continue }
            if kernAfter.isEmpty { kernAfter = [Double](repeating: 0, count: units.count) }
            let points = Double(value) * chain.scale(face)
            advances[i] += points
            kernAfter[i] = points
        }
        return (advances, kernAfter, glyphs, shaped)
    }

    /// Groups clusters into segments that run from one break opportunity to the next, in one
    /// pass: each segment's content ends after its last cluster that is neither a hanging space
    /// nor a newline.
    /// Chained contextual adjustments (GPOS `kern`, type 8) over each run of one face; ligature
    /// remnants (glyph 0) are left out of the glyph sequence, as HarfBuzz has deleted them.
    private static func applyContextualKerning(glyphs: [UInt16], faceOf: [UInt8], chain: FaceChain, advances: inout [Double]) {
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count, faceOf[end] == faceOf[start] { end += 1 }
            defer { start = end }
            let face = Int(faceOf[start])
            guard case .sfnt(let sfnt) = chain.faces[face].kind, let contextual = sfnt.contextual else { continue }
            let clusters = (start..<end).filter { glyphs[$0] != 0 }
            var adjustments = [Int](repeating: 0, count: clusters.count)
            contextual.apply(clusters.map { glyphs[$0] }, into: &adjustments)
            for (k, cluster) in clusters.enumerated() where adjustments[k] != 0 {
                advances[cluster] += Double(adjustments[k]) * chain.scale(face)
            }
        }
    }

    /// - Parameter segmentCount: one more than the clusters with an opportunity before them.
    static func segments(flags: UnsafeBufferPointer<UInt8>, count segmentCount: Int, advances: UnsafeBufferPointer<Double>,
                         kernAfter: [Double], faceOf: [UInt8]) -> [Segment] {
        let count = flags.count
        guard count > 0 else { return [] }
        let trailing = ClusterScanner.Flag.hangingSpace | ClusterScanner.Flag.newline
        let hasFaces = !faceOf.isEmpty
        let hasKerning = !kernAfter.isEmpty
        return [Segment](unsafeUninitializedCapacity: segmentCount) { out, written in
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
                    out[written] = Segment(start: Int32(start), contentEnd: Int32(contentEnd), end: Int32(i), body: body,
                                           tail: total - body, hardBreak: hardBreak, faceMask: mask)
                    written += 1
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
            out[written] = Segment(start: Int32(start), contentEnd: Int32(contentEnd), end: Int32(count), body: body,
                                   tail: total - body, hardBreak: hardBreak, faceMask: mask)
            written += 1
        }
    }
}
