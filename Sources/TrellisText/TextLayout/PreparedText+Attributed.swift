extension PreparedText {
    /// The first cluster of a run of an attributed text, its font's metrics (a line's
    /// ascent, descent and gap are the largest of its runs') and the "…" in its font.
    struct RunMetrics: Sendable {
        var start: Int32
        var metrics: FaceChain.Metrics
        var ellipsis: Ellipsis
    }

    /// An attributed text's fonts and runs, ready for the scan: one merged face chain, each
    /// font's first face in it, and each run's UTF-16 range and font.
    struct AttributedRuns {
        let chain: FaceChain
        let bases: [Int]
        let chains: [FaceChain]
        let runs: [(range: Range<Int>, font: Int)]

        init(_ text: AttributedText) {
            let fonts = text.fonts
            (chain, bases, chains) = FaceChain.merged(fonts)
            runs = text.runs.map { run in (run.range, fonts.firstIndex(of: run.attributes.font) ?? 0) }
        }
    }

    /// Segments and measures an attributed text as one paragraph: UAX #14 breaks, grapheme
    /// clusters and paragraph directions over the whole string, each cluster measured with the
    /// face chain of the run it starts in, kerning and shaping inside runs of one face and size.
    /// Line heights are the tallest ascent plus the deepest descent plus the largest line gap
    /// of the fonts of the runs on the line (TextKit's rule), with every run on one baseline.
    ///
    /// ```swift
    /// let text = AttributedText("Hello ", font: .system(size: 12)) + AttributedText("world", font: .system(size: 20))
    /// PreparedText(text).layout(maxWidth: 50).lines.count // 2
    /// ```
    /// The ``font`` of the result is the first run's.
    /// - Complexity: O(n) in the length of the text.
    public init(_ text: AttributedText, options: TextOptions = TextOptions()) {
        let font = text.runs.first?.attributes.font ?? .builtin(size: 17)
        if text.runs.count <= 1 {
            self.init(text.string, font: font, options: options)
        } else {
            self.init(text.string, font: font, options: options, attributed: AttributedRuns(text))
        }
    }

    /// Re-measures the clusters of runs whose font is not the first with their run's chain
    /// (the scan measured every cluster with the first font), and returns each run's metrics.
    static func measureRuns(_ attributed: AttributedRuns, text: String, starts: UnsafePointer<Int32>, count: Int,
                            points: UnsafeMutablePointer<Double>, glyphs: UnsafeMutablePointer<UInt16>,
                            faceOf: UnsafeMutablePointer<UInt8>, firsts: UnsafePointer<UInt32>) -> [RunMetrics] {
        func cluster(at offset: Int) -> Int {
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if Int(starts[mid]) < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
        var result: [RunMetrics] = []
        let utf16 = text.utf16
        for run in attributed.runs {
            let first = cluster(at: run.range.lowerBound)
            let end = cluster(at: run.range.upperBound)
            guard end > first else { continue }
            let base = attributed.bases[run.font]
            let sub = base == 0 ? attributed.chains[0] : attributed.chains[run.font]
            var ellipsis = Ellipsis(sub)
            ellipsis.face += base
            result.append(RunMetrics(start: Int32(first), metrics: sub.primary, ellipsis: ellipsis))
            guard base != 0 else { continue }
            let from = utf16.index(utf16.startIndex, offsetBy: Int(starts[first]), limitedBy: utf16.endIndex) ?? utf16.endIndex
            var scalars = text.unicodeScalars[from...].makeIterator()
            for i in first..<end {
                var length = Int(starts[i + 1] - starts[i])
                var marked = false
                var textRequested = false
                while length > 0, let scalar = scalars.next() {
                    length -= scalar.utf16.count
                    EmojiPresentation.note(later: scalar.value, marked: &marked, textRequested: &textRequested)
                }
                let isEmoji = EmojiPresentation.isEmoji(first: firsts[i], marked: marked, textRequested: textRequested)
                let local = sub.faceIndex(first: firsts[i], isEmoji: isEmoji)
                let measured = sub.advance(face: local, first: firsts[i], isEmoji: isEmoji)
                points[i] = Double(Int32(measured.units)) * sub.scale(local)
                glyphs[i] = measured.glyph
                faceOf[i] = UInt8(base + local)
            }
        }
        return result
    }

    /// The ascent, descent and gap of a line of clusters `start..<end`: the largest of the
    /// fonts of the runs it holds (the run at `start` for an empty line).
    static func lineMetrics(_ runs: [RunMetrics], start: Int, end: Int) -> (ascent: Double, descent: Double, gap: Double) {
        var index = 0
        while index + 1 < runs.count, Int(runs[index + 1].start) <= start { index += 1 }
        var ascent = runs[index].metrics.ascent
        var descent = runs[index].metrics.descent
        var gap = runs[index].metrics.lineGap
        index += 1
        while index < runs.count, Int(runs[index].start) < end {
            let metrics = runs[index].metrics
            ascent = max(ascent, metrics.ascent)
            descent = max(descent, metrics.descent)
            gap = max(gap, metrics.lineGap)
            index += 1
        }
        return (ascent, descent, gap)
    }
}
