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
        var scanner = ClusterScanner(chain: chain, breaker: LineBreaker(options: options.lineBreak), capacity: text.utf8.count)
        let scale = font.size / Double(BuiltinMetrics.unitsPerEm)
        text.utf8.withContiguousStorageIfAvailable { bytes in
            if ClusterScanner.isASCII(bytes) {
                scanner.scanASCII(bytes, scale: scale)
            } else {
                scanner.scan(text, bytes, scale: scale)
            }
        }
        scanner.finish()

        var advances = scanner.points
        var kernAfter: [Double] = []
        if !chain.isBuiltinOnly {
            (advances, kernAfter) = PreparedText.measure(scanner, chain: chain, kerning: options.kerning)
        }
        storage = Storage(
            font: font, options: options, clusterStart: scanner.clusterStart, advances: advances, kernAfter: kernAfter,
            segments: PreparedText.segments(flags: scanner.flags, advances: advances, kernAfter: kernAfter, faceOf: scanner.faceOf),
            paragraphs: scanner.paragraphs, faceMetrics: chain.metrics, ellipsisAdvance: chain.ellipsisAdvance())
    }

    /// Font-unit advances to points, with Arabic forms and kerning inside runs of one face.
    private static func measure(_ scanner: ClusterScanner, chain: FaceChain, kerning: Bool) -> ([Double], [Double]) {
        var units = scanner.units
        var glyphs = scanner.glyphs
        let faceOf = scanner.faceOf
        ArabicJoining.apply(firsts: scanner.firsts, faceOf: faceOf, chain: chain, glyphs: &glyphs, units: &units)
        var advances = [Double](repeating: 0, count: units.count)
        for i in units.indices { advances[i] = Double(units[i]) * chain.scales[Int(faceOf[i])] }
        var kernAfter: [Double] = []
        guard kerning else { return (advances, kernAfter) }
        for i in 0..<max(0, units.count - 1) where faceOf[i] == faceOf[i + 1] && glyphs[i] != 0 && glyphs[i + 1] != 0 {
            let face = Int(faceOf[i])
            guard case .sfnt(let sfnt) = chain.faces[face].kind, sfnt.hasKerning else { continue }
            let value = sfnt.kern(glyphs[i], glyphs[i + 1])
            guard value != 0 else { continue }
            if kernAfter.isEmpty { kernAfter = [Double](repeating: 0, count: units.count) }
            let points = Double(value) * chain.scales[face]
            advances[i] += points
            kernAfter[i] = points
        }
        return (advances, kernAfter)
    }

    /// Groups clusters into segments that run from one break opportunity to the next.
    static func segments(flags: [UInt8], advances: [Double], kernAfter: [Double], faceOf: [UInt8]) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(flags.count / 4 + 1)
        let count = flags.count
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, flags[end] & ClusterScanner.Flag.opportunityMask == 0 { end += 1 }
            var contentEnd = end
            while contentEnd > start, flags[contentEnd - 1] & (ClusterScanner.Flag.hangingSpace | ClusterScanner.Flag.newline) != 0 {
                contentEnd -= 1
            }
            var total = 0.0
            var body = 0.0
            var mask: UInt32 = 0
            for i in start..<end {
                total += advances[i]
                if i + 1 == contentEnd { body = total - (kernAfter.isEmpty ? 0 : kernAfter[i]) }
                if !faceOf.isEmpty, i < contentEnd { mask |= 1 << UInt32(min(faceOf[i], 31)) }
            }
            if faceOf.isEmpty, contentEnd > start { mask = 1 }
            let hardBreak = flags[end - 1] & ClusterScanner.Flag.newline != 0
            segments.append(Segment(start: Int32(start), contentEnd: Int32(contentEnd), end: Int32(end), body: body, tail: total - body, hardBreak: hardBreak, faceMask: mask))
            start = end
        }
        return segments
    }
}

extension ClusterScanner {
    /// True when every byte is ASCII.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}
