extension PreparedText {
    /// The lines ``wrap(maxWidth:lineLimit:into:)`` breaks, noted in a buffer the caller owns:
    /// clusters `start..<end` and the width of their content.
    private struct LineBreaks: LineReceiver {
        struct Break {
            var start: Int32
            var end: Int32
            var width: Double
        }

        let buffer: UnsafeMutableBufferPointer<Break>
        private(set) var count = 0

        /// Takes at most `buffer.count` lines (the wrapping's line limit).
        mutating func append(_ line: RawLine) {
            buffer.initializeElement(at: count, to: Break(start: Int32(line.start), end: Int32(line.end), width: line.width))
            count += 1
        }
    }

    /// Room for at least this many lines: 1,024 bytes, the most `withUnsafeTemporaryAllocation`
    /// puts on the stack (past it, it calls malloc).
    private static let quickStackLines = 1024 / MemoryLayout<LineBreaks.Break>.stride

    /// The common layout without ``LineSink``: one font, no right-to-left paragraph, a line
    /// height the same for every line, and no more lines than `options.numberOfLines` (nothing
    /// truncated). The same ``wrap(maxWidth:lineLimit:into:)`` notes the breaks in a temporary
    /// buffer, then the lines are written once into an array of exactly their count. Returns nil
    /// when the text is not such a case (or breaks into more lines than the buffer holds);
    /// ``wrappedLayout(maxWidth:options:)`` then lays it out. The result is bit for bit that of
    /// `wrappedLayout`: the same sums in the same order. A text that fits on one line (see
    /// ``OneLine``) skips the wrapping.
    /// - Complexity: O(1) for a text that fits on one line; otherwise O(segments) plus
    ///   O(clusters) of words that must be split; one allocation (the lines) up to 48
    ///   segments, two past them.
    func quickLayout(maxWidth: Double, options: TextOptions) -> TextLayout? {
        let storage = self.storage
        guard !storage.hasRuns, !storage.hasParagraphs else { return nil }
        let primary = storage.primary
        let natural = primary.ascent + primary.descent + primary.lineGap
        let height: Double
        switch options.lineHeight {
        case .font: height = natural
        case .multiple(let factor): height = natural * factor
        case .points(let points): height = points
        case .tallest: return nil
        }
        guard !height.isNaN else { return nil }
        let lead = (height - primary.ascent - primary.descent) / 2
        /// A line of clusters `start..<end` whose top is at `top`.
        @inline(__always)
        func line(_ start: Int, _ end: Int, width: Double, top: Double) -> TextLayout.Line {
            TextLayout.Line(
                range: Int(storage.start(start))..<Int(storage.start(end)), width: width,
                x: 0, y: top, height: height, ascent: primary.ascent, descent: primary.descent,
                baseline: top + lead + primary.ascent, isRightToLeft: false, isTruncated: false, omittedRange: nil)
        }
        if storage.oneLine.fits(maxWidth + PreparedText.fitTolerance) {
            // What the wrap below would break into: one line of every cluster.
            let width = storage.oneLine.width
            var lines = [line(0, storage.clusterCount, width: width, top: 0)]
            PreparedText.align(&lines, width: width, alignment: options.alignment, hasParagraphs: false)
            return TextLayout(lines: lines, width: width, height: height)
        }
        // Lines beyond the segment count come from words wider than the line.
        let capacity = Swift.max(storage.segmentCount + 16, PreparedText.quickStackLines)
        return withUnsafeTemporaryAllocation(of: LineBreaks.Break.self, capacity: capacity) { buffer -> TextLayout? in
            var breaks = LineBreaks(buffer: buffer)
            // One line past `numberOfLines` is enough to know the text is truncated.
            let allowed = options.numberOfLines
            let lineLimit = allowed > 0 && allowed < capacity ? allowed + 1 : capacity
            wrap(maxWidth: maxWidth, lineLimit: lineLimit, into: &breaks)
            let count = breaks.count
            // Reaching the limit stopped the wrapping: the buffer is full, or the text is truncated.
            guard count < lineLimit else { return nil }
            var lines: [TextLayout.Line] = []
            lines.reserveCapacity(count)  // specialized; `init(unsafeUninitializedCapacity:)` looks up metadata
            var bottom = 0.0
            var width = 0.0
            for broken in buffer[..<count] {
                let top = lines.isEmpty ? 0 : bottom + options.lineSpacing
                lines.append(line(Int(broken.start), Int(broken.end), width: broken.width, top: top))
                bottom = top + height
                width = max(width, broken.width)
            }
            PreparedText.align(&lines, width: width, alignment: options.alignment, hasParagraphs: false)
            return TextLayout(lines: lines, width: width, height: bottom)
        }
    }
}
