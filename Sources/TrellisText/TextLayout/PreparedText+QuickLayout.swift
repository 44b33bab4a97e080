extension PreparedText {
    /// One line of ``quickLayout(maxWidth:options:)``'s wrapping pass: clusters `start..<end`
    /// and the width of their content.
    private struct QuickBreak {
        var start: Int32
        var end: Int32
        var width: Double
    }

    /// The common layout without ``LineSink``: one font, no right-to-left paragraph, a line
    /// height the same for every line, no word wider than the line, and no more lines than
    /// `options.numberOfLines` (so nothing is truncated). Lines are wrapped into a temporary
    /// buffer first and then written once into an array of exactly their count. Returns nil,
    /// having built nothing, when the text is not such a case; ``wrappedLayout(maxWidth:options:)``
    /// then lays it out. The result is bit for bit that of `wrappedLayout` (the same sums, in
    /// the same order).
    /// - Complexity: O(segments); one allocation (the lines), two past 64 segments.
    func quickLayout(maxWidth: Double, options: TextOptions) -> TextLayout? {
        let storage = self.storage
        guard !storage.hasRuns, !storage.hasParagraphs else { return nil }
        let primary = storage.chain.primary
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
        let lineLimit = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        let limit = maxWidth + PreparedText.fitTolerance
        return storage.withSegments { segments -> TextLayout? in
            // Every line holds at least one whole segment: at most `segments.count` lines.
            withUnsafeTemporaryAllocation(of: QuickBreak.self, capacity: segments.count) { breaks -> TextLayout? in
                var count = 0
                var line = QuickBreak(start: 0, end: 0, width: 0)
                var open = false
                var running = 0.0
                for segment in segments {
                    if open, running + segment.body > limit {
                        breaks.initializeElement(at: count, to: line)
                        count += 1
                        open = false
                    }
                    if !open {
                        guard segment.body <= limit else { return nil }  // `wrap` splits it
                        line = QuickBreak(start: segment.start, end: segment.start, width: 0)
                        running = 0
                    }
                    line.width = running + segment.body
                    running += segment.body + segment.tail
                    line.end = segment.end
                    open = true
                    if segment.hardBreak {
                        breaks.initializeElement(at: count, to: line)
                        count += 1
                        open = false
                    }
                }
                if open {
                    breaks.initializeElement(at: count, to: line)
                    count += 1
                }
                guard count <= lineLimit else { return nil }
                var bottom = 0.0
                var width = 0.0
                var lines = [TextLayout.Line](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        let line = breaks[index]
                        let top = index == 0 ? 0 : bottom + options.lineSpacing
                        buffer.initializeElement(at: index, to: TextLayout.Line(
                            range: Int(storage.start(Int(line.start)))..<Int(storage.start(Int(line.end))), width: line.width,
                            x: 0, y: top, height: height, ascent: primary.ascent, descent: primary.descent,
                            baseline: top + lead + primary.ascent, isRightToLeft: false, isTruncated: false, omittedRange: nil))
                        bottom = top + height
                        width = max(width, line.width)
                        initialized = index + 1
                    }
                }
                PreparedText.align(&lines, width: width, alignment: options.alignment, hasParagraphs: false)
                return TextLayout(lines: lines, width: width, height: bottom)
            }
        }
    }
}
