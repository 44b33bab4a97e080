extension PreparedText {
    /// Turns raw lines into ``TextLayout/Line``s as they are found: heights, baselines, UTF-16
    /// ranges and direction; the alignment offsets follow in ``finish()`` once the block's width
    /// (the widest line) is known.
    struct LineSink: LineReceiver {
        let text: PreparedText.Storage
        let options: TextOptions
        let primary: FaceChain.Metrics
        private(set) var lines: [TextLayout.Line] = []
        private var paragraph = 0
        /// Where the next line would start, before line spacing.
        private var bottom = 0.0
        /// Every line's height, and half the room it leaves around ascent and descent, when they
        /// are the same for all lines (one font and a line-height rule other than `.tallest`).
        private let uniform: (height: Double, lead: Double)?

        /// - Parameter expectedLines: room to reserve (an estimate: more lines regrow the array).
        init(_ text: PreparedText, options: TextOptions, expectedLines: Int = 0) {
            self.text = text.storage
            self.options = options
            let primary = text.storage.primary
            self.primary = primary
            if expectedLines > 0 { lines.reserveCapacity(expectedLines) }
            let natural = primary.ascent + primary.descent + primary.lineGap
            var height = natural
            switch options.lineHeight {
            case .font: break
            case .multiple(let factor): height = natural * factor
            case .points(let points): height = points
            case .tallest: height = .nan
            }
            // The same arithmetic as `append`'s, so the lines are bit for bit alike.
            uniform = !text.storage.hasRuns && !height.isNaN
                ? (height, (height - primary.ascent - primary.descent) / 2) : nil
        }

        var count: Int { lines.count }

        mutating func append(_ line: RawLine) {
            if let uniform, !text.hasParagraphs, line.omitted == nil {
                let top = lines.isEmpty ? 0 : bottom + options.lineSpacing
                lines.append(TextLayout.Line(
                    range: Int(text.start(line.start))..<Int(text.start(line.end)), width: line.width, x: 0, y: top,
                    height: uniform.height, ascent: primary.ascent, descent: primary.descent, baseline: top + uniform.lead + primary.ascent,
                    isRightToLeft: false, isTruncated: line.isTruncated, omittedRange: nil))
                bottom = top + uniform.height
                return
            }
            let paragraphs = text.paragraphs
            if paragraph < paragraphs.count, Int(paragraphs[paragraph].start) > line.start { paragraph = 0 }
            while paragraph + 1 < paragraphs.count, Int(paragraphs[paragraph + 1].start) <= line.start { paragraph += 1 }
            let isRightToLeft = paragraph < paragraphs.count && paragraphs[paragraph].isRightToLeft
            var ascent = primary.ascent
            var descent = primary.descent
            var lineGap = primary.lineGap
            if !text.runs.isEmpty {
                (ascent, descent, lineGap) = PreparedText.lineMetrics(text.runs, start: line.start, end: line.end)
            }
            let natural = ascent + descent + lineGap
            var height = natural
            switch options.lineHeight {
            case .font:
                break
            case .multiple(let factor):
                height = natural * factor
            case .points(let points):
                height = points
            case .tallest:
                var gap = lineGap
                var mask = line.faceMask
                while mask != 0 {
                    let face = mask.trailingZeroBitCount
                    mask &= mask - 1
                    guard face < text.chain.totalCount else { continue }
                    let metrics = text.chain.metrics(face)
                    ascent = max(ascent, metrics.ascent)
                    descent = max(descent, metrics.descent)
                    gap = max(gap, metrics.lineGap)
                }
                height = ascent + descent + gap
            }
            let top = lines.isEmpty ? 0 : bottom + options.lineSpacing
            let range = Int(text.clusterStart[line.start])..<Int(text.clusterStart[line.end])
            lines.append(TextLayout.Line(
                range: range, width: line.width, x: 0, y: top, height: height,
                ascent: ascent, descent: descent, baseline: top + (height - ascent - descent) / 2 + ascent,
                isRightToLeft: isRightToLeft, isTruncated: line.isTruncated,
                omittedRange: line.omitted.map { Int(text.clusterStart[$0.lowerBound])..<Int(text.clusterStart[$0.upperBound]) }))
            bottom = top + height
        }

        /// Removes the last line and returns its first cluster.
        @discardableResult
        mutating func removeLast() -> Int {
            let removed = lines.removeLast()
            bottom = lines.last.map { $0.y + $0.height } ?? 0
            return PreparedText(storage: text).clusterIndex(utf16Offset: removed.range.lowerBound)
        }

        /// Aligns the lines inside the block and returns the layout.
        mutating func finish() -> TextLayout {
            var width = 0.0
            for line in lines { width = max(width, line.width) }
            PreparedText.align(&lines, width: width, alignment: options.alignment, hasParagraphs: text.hasParagraphs)
            return TextLayout(lines: lines, width: width, height: bottom)
        }
    }

    /// Moves each line inside a block `width` wide. Left-aligned lines, and natural alignment
    /// without right-to-left paragraphs, stay at 0.
    /// - Complexity: O(lines) when lines move, else O(1).
    static func align(_ lines: inout [TextLayout.Line], width: Double, alignment: TextAlignment, hasParagraphs: Bool) {
        let moves = alignment != .left && (alignment != .natural || hasParagraphs)
        guard width > 0, moves else { return }
        for i in lines.indices {
            let free = width - lines[i].width
            switch alignment {
            case .left: break
            case .right: lines[i].x = free
            case .center: lines[i].x = free / 2
            case .natural: if lines[i].isRightToLeft { lines[i].x = free }
            }
        }
    }

    /// The cluster that starts at a UTF-16 offset (binary search).
    func clusterIndex(utf16Offset: Int) -> Int {
        var low = 0
        var high = clusterStart.count - 1
        while low < high {
            let mid = (low + high) / 2
            if Int(clusterStart[mid]) < utf16Offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
