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
    /// triggers), so text that needs no shaping pays one trigger test per cluster.
    /// - Complexity: O(clusters) to decide; shaping a run costs O(glyphs × lookups).
    static func shapeRuns(_ text: String, starts: UnsafePointer<Int32>, firsts: UnsafeBufferPointer<UInt32>,
                          faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool, chain: FaceChain, kerning: Bool,
                          glyphs: UnsafeMutableBufferPointer<UInt16>, advances: UnsafeMutableBufferPointer<Double>,
                          kernGlyphs: inout [UInt16], pairKern: inout [Double]) -> ShapedGlyphs? {
        let count = firsts.count
        func isMultiScalar(_ i: Int) -> Bool { Int(starts[i + 1] - starts[i]) > (firsts[i] > 0xFFFF ? 2 : 1) }
        guard anyRunNeedsShaping(count: count, faceOf: faceOf, uniform: uniform, chain: chain, glyphs: UnsafeBufferPointer(glyphs),
                                 firsts: firsts, isMultiScalar: isMultiScalar) else { return nil }
        var shaped: ShapedGlyphs?
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
                                       isMultiScalar: isMultiScalar) else { continue }
            let clusters = scalars(text, starts: starts, start..<end)
            let output = if let words = shaping.words {
                RunShaper.shapeByWords(clusters, face: face, shaping: shaping, cache: words, script: script ?? .latin, kerning: kerning)
            } else {
                RunShaper.shape(clusters, face: face, shaping: shaping, script: script ?? .latin, kerning: kerning)
            }
            if shaped == nil {
                shaped = ShapedGlyphs()
                shaped!.isShaped = [Bool](repeating: false, count: count)
                glyphCounts = [Int32](repeating: 0, count: count)
                // About one glyph per cluster: reserve so the appends below do not regrow.
                let expected = count + count / 8 + 4
                shaped!.glyphs.reserveCapacity(expected)
                shaped!.advances.reserveCapacity(expected)
                shaped!.xOffsets.reserveCapacity(expected)
                shaped!.yOffsets.reserveCapacity(expected)

                units = [Int32](repeating: 0, count: count)
                kernGlyphs = Array(glyphs)
            }
            for i in start..<end {
                shaped!.isShaped[i] = true
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
                shaped!.glyphs.append(output.glyphs[k])
                shaped!.advances.append(output.advances[k])
                shaped!.xOffsets.append(output.xOffsets[k])
                shaped!.yOffsets.append(output.yOffsets[k])
            }
            let scale = chain.scale(faceIndex)
            for i in start..<end { advances[i] = Double(units[i]) * scale }
        }
        guard var result = shaped else { return nil }
        if !pairUnits.isEmpty {
            pairKern = [Double](repeating: 0, count: count)
            for i in 0..<count where pairUnits[i] != 0 { pairKern[i] = Double(pairUnits[i]) * chain.scale(Int(faceOf[i])) }
        }
        result.start = [0]
        result.start.reserveCapacity(count + 1)
        for i in 0..<count { result.start.append(result.start[i] + glyphCounts[i]) }
        // Runs come in order and each run's output is in cluster order (RunShaper's
        // guarantee), so the glyphs already are.
        return result
    }

    /// Whether some run of one face has a face with shaping and a cluster that may need it.
    private static func anyRunNeedsShaping(count: Int, faceOf: UnsafeBufferPointer<UInt8>, uniform: Bool, chain: FaceChain,
                                           glyphs: UnsafeBufferPointer<UInt16>, firsts: UnsafeBufferPointer<UInt32>,
                                           isMultiScalar: (Int) -> Bool) -> Bool {
        if uniform {
            guard let shaping = chain.primarySFNT?.shaping else { return false }
            return shaping.needsShaping(0..<count, glyphs: glyphs, firsts: firsts, isMultiScalar: isMultiScalar)
        }
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, faceOf[end] == faceOf[start] { end += 1 }
            defer { start = end }
            guard let shaping = chain.sfnt(Int(faceOf[start]))?.shaping else { continue }
            if shaping.needsShaping(start..<end, glyphs: glyphs, firsts: firsts, isMultiScalar: isMultiScalar) { return true }
        }
        return false
    }

    /// The clusters of `range` with their scalars, read from the text at the clusters' UTF-16 offsets.
    private static func scalars(_ text: String, starts: UnsafePointer<Int32>, _ range: Range<Int>) -> RunShaper.Clusters {
        var clusters = RunShaper.Clusters()
        clusters.first = Int32(range.lowerBound)
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
