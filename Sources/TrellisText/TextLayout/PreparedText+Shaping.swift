extension PreparedText {
    /// The shaping hook of the prepare loop: splits the clusters into runs of one face and one
    /// script, and sends a run through ``RunShaper`` only when its face has GSUB/GPOS lookups
    /// that could change it (``FaceShaping/needsShaping``). Shaped clusters get their advances
    /// (points, kerning included) and first glyph rewritten in the scan's buffers; `kernGlyphs`
    /// becomes a copy of `glyphs` with shaped clusters zeroed, so that the fast path's kerning
    /// passes over them, and `pairKern` the pair kerning inside each shaped cluster's advance.
    /// Returns nil, touching nothing, when no run needed shaping: text in faces without layout
    /// tables, or Latin without ligatures or marks.
    ///
    /// A first pass tests each run of one face as a whole (a superset of its script runs'
    /// triggers), so text that needs no shaping pays one trigger test per cluster, and none for
    /// a cluster of one of the face's ``FaceShaping/plainASCII`` (with `fastPaths`).
    /// - Complexity: O(clusters) to decide; shaping a run costs O(glyphs × lookups).
    static func shapeRuns(_ text: String, starts: UnsafePointer<Int32>, firsts: UnsafeBufferPointer<UInt32>,
                          faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool, chain: FaceChain, kerning: Bool, fastPaths: Bool,
                          glyphs: UnsafeMutableBufferPointer<UInt16>, advances: UnsafeMutableBufferPointer<Double>,
                          kernGlyphs: inout [UInt16], pairKern: inout [Double]) -> ShapedGlyphs? {
        let count = firsts.count
        func isMultiScalar(_ i: Int) -> Bool { Int(starts[i + 1] - starts[i]) > (firsts[i] > 0xFFFF ? 2 : 1) }
        guard anyRunNeedsShaping(count: count, faceOf: faceOf, uniform: uniform, chain: chain, glyphs: UnsafeBufferPointer(glyphs),
                                 firsts: firsts, isMultiScalar: isMultiScalar, fastPaths: fastPaths) else { return nil }
        // The output, built in locals (appending through an optional struct checked the
        // arrays' uniqueness on every glyph); `isShaped` stays empty until a run is shaped.
        var isShaped: [Bool] = []
        var outGlyphs: [UInt16] = [], outAdvances: [Int32] = [], outX: [Int32] = [], outY: [Int32] = []
        var glyphCounts: [Int32] = []  // glyphs of each cluster (shaped clusters only)
        var units: [Int32] = []  // font units of shaped clusters (kerning included)
        var pairUnits: [Int32] = []
        var start = 0
        while start < count {
            var end = start + 1
            var script = ShapingScript.of(firsts[start])
            while end < count, faceOf[end] == faceOf[start] {
                if let next = ShapingScript.of(firsts[end]) {
                    if script == nil { script = next } else if next != script { break }
                }
                end += 1
            }
            defer { start = end }
            let faceIndex = Int(faceOf[start])
            guard let face = chain.sfnt(faceIndex), let shaping = face.shaping,
                  shaping.needsShaping(start..<end, glyphs: UnsafeBufferPointer(glyphs), firsts: firsts,
                                       isMultiScalar: isMultiScalar, fastPaths: fastPaths) else { continue }
            let clusters = scalars(text, starts: starts, firsts: firsts, start..<end, isMultiScalar: isMultiScalar)
            let output = if let words = shaping.words {
                RunShaper.shapeByWords(clusters, face: face, shaping: shaping, cache: words, script: script ?? .latin, kerning: kerning)
            } else {
                RunShaper.shape(clusters, face: face, shaping: shaping, script: script ?? .latin, kerning: kerning)
            }
            if isShaped.isEmpty {
                isShaped = [Bool](repeating: false, count: count)
                glyphCounts = [Int32](repeating: 0, count: count)
                // About one glyph per cluster: reserve so the appends below do not regrow.
                let expected = count + count / 8 + 4
                outGlyphs.reserveCapacity(expected)
                outAdvances.reserveCapacity(expected)
                outX.reserveCapacity(expected)
                outY.reserveCapacity(expected)
                units = [Int32](repeating: 0, count: count)
                kernGlyphs = Array(glyphs)
            }
            for i in start..<end {
                isShaped[i] = true
                glyphs[i] = 0
                kernGlyphs[i] = 0
            }
            for k in output.glyphs.indices {
                let cluster = Int(output.clusters[k])
                guard cluster >= start, cluster < end else { continue }
                if glyphCounts[cluster] == 0 { glyphs[cluster] = output.glyphs[k] }
                glyphCounts[cluster] += 1
                units[cluster] += output.advances[k]
                if output.pairAdjustments[k] != 0 {
                    if pairUnits.isEmpty { pairUnits = [Int32](repeating: 0, count: count) }
                    pairUnits[cluster] += output.pairAdjustments[k]
                }
                outGlyphs.append(output.glyphs[k])
                outAdvances.append(output.advances[k])
                outX.append(output.xOffsets[k])
                outY.append(output.yOffsets[k])
            }
            let scale = chain.scale(faceIndex)
            for i in start..<end { advances[i] = Double(units[i]) * scale }
        }
        guard !isShaped.isEmpty else { return nil }
        if !pairUnits.isEmpty {
            pairKern = [Double](repeating: 0, count: count)
            for i in 0..<count where pairUnits[i] != 0 { pairKern[i] = Double(pairUnits[i]) * chain.scale(Int(faceOf[i])) }
        }
        var result = ShapedGlyphs(glyphs: outGlyphs, advances: outAdvances, xOffsets: outX, yOffsets: outY, isShaped: isShaped)
        result.start = [Int32](unsafeUninitializedCapacity: count + 1) { buffer, written in
            var total: Int32 = 0
            buffer[0] = 0
            for i in 0..<count {
                total += glyphCounts[i]
                buffer[i + 1] = total
            }
            written = count + 1
        }
        // Runs come in order and each run's output is in cluster order (RunShaper's
        // guarantee), so the glyphs already are.
        return result
    }

    /// Whether some run of one face has a face with shaping and a cluster that may need it.
    private static func anyRunNeedsShaping(count: Int, faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool, chain: FaceChain,
                                           glyphs: UnsafeBufferPointer<UInt16>, firsts: UnsafeBufferPointer<UInt32>,
                                           isMultiScalar: (Int) -> Bool, fastPaths: Bool) -> Bool {
        if uniform {
            guard let shaping = chain.primarySFNT?.shaping else { return false }
            return shaping.needsShaping(0..<count, glyphs: glyphs, firsts: firsts, isMultiScalar: isMultiScalar,
                                        fastPaths: fastPaths)
        }
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, faceOf[end] == faceOf[start] { end += 1 }
            defer { start = end }
            guard let shaping = chain.sfnt(Int(faceOf[start]))?.shaping else { continue }
            if shaping.needsShaping(start..<end, glyphs: glyphs, firsts: firsts, isMultiScalar: isMultiScalar, fastPaths: fastPaths) { return true }
        }
        return false
    }

    /// The clusters of `range` with their scalars: each cluster's first scalar when every one
    /// has a single scalar, else read from the text at the clusters' UTF-16 offsets.
    private static func scalars(_ text: String, starts: UnsafePointer<Int32>, firsts: UnsafeBufferPointer<UInt32>,
                                _ range: Range<Int>, isMultiScalar: (Int) -> Bool) -> RunShaper.Clusters {
        var clusters = RunShaper.Clusters()
        clusters.first = Int32(range.lowerBound)
        if !range.contains(where: isMultiScalar) {
            clusters.scalars = Array(firsts[range])
            clusters.bounds = [Int32](unsafeUninitializedCapacity: range.count + 1) { buffer, written in
                for k in 0...range.count { buffer[k] = Int32(k) }
                written = range.count + 1
            }
            return clusters
        }
        let utf16 = text.utf16
        guard let from = utf16.index(utf16.startIndex, offsetBy: Int(starts[range.lowerBound]), limitedBy: utf16.endIndex) else {
            return clusters
        }
        var iterator = text.unicodeScalars[from...].makeIterator()
        clusters.scalars.reserveCapacity(range.count + 4)
        clusters.bounds.reserveCapacity(range.count + 1)
        for i in range {
            var length = Int(starts[i + 1] - starts[i])
            while length > 0, let scalar = iterator.next() {
                clusters.scalars.append(scalar.value)
                length -= scalar.utf16.count
            }
            clusters.bounds.append(Int32(clusters.scalars.count))
        }
        return clusters
    }
}
