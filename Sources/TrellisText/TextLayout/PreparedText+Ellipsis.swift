extension PreparedText {
    /// The "…" of a truncated line in one font: its advance in points and the face of the
    /// text's chain that draws it.
    struct Ellipsis: Sendable {
        var advance: Double
        var face: Int

        /// The "…" of `chain`'s first face that has it.
        init(_ chain: FaceChain) {
            face = chain.ellipsisFace()
            advance = chain.ellipsisAdvance(face: face)
        }

        init(advance: Double, face: Int) {
            self.advance = advance
            self.face = face
        }
    }

    /// The "…" drawn for `cluster`: in the font of the run the cluster starts in (an
    /// attributed text's; the one font otherwise).
    ///
    /// Which cluster lends its font is the truncation's rule (``ellipsisCluster(first:omitted:end:)``):
    /// the last character shown before the "…", else the first shown after it. TextKit gives
    /// a tail truncation's "…" the attributes of the last visible character; head and middle
    /// truncation follow the same idea (the shown character the "…" touches, the one before
    /// it when there is one).
    /// - Complexity: O(log runs).
    func ellipsis(forCluster cluster: Int) -> Ellipsis {
        let runs = storage.runs
        guard !runs.isEmpty else { return storage.ellipsis }
        var low = 0
        var high = runs.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(runs[mid].start) <= cluster { low = mid } else { high = mid }
        }
        return runs[low].ellipsis
    }

    /// The narrowest "…" of the text's fonts: once the shown text alone is wider than the
    /// line minus this, no "…" fits beside it.
    var narrowestEllipsis: Double {
        let runs = storage.runs
        guard !runs.isEmpty else { return storage.ellipsis.advance }
        var narrowest = Double.infinity
        for run in runs { narrowest = min(narrowest, run.ellipsis.advance) }
        return narrowest
    }

    /// The cluster whose font draws a truncated line's "…": the last one shown before it
    /// (clusters `first..<omitted.lowerBound`), else the first shown after it
    /// (`omitted.upperBound..<end`), else the line's first cluster. A tail-truncated line
    /// omits `end..<end`.
    static func ellipsisCluster(first: Int, omitted: Range<Int>, end: Int) -> Int {
        if omitted.lowerBound > first { return omitted.lowerBound - 1 }
        if omitted.upperBound < end { return omitted.upperBound }
        return first
    }
}
