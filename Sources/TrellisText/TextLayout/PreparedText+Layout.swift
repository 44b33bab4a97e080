extension PreparedText {
    /// A line before metrics: clusters `start..<end` (`end` includes hanging spaces), the width
    /// of its content, and which faces it uses.
    struct RawLine {
        var start: Int
        var end: Int
        var width: Double
        var faceMask: UInt32
        var isTruncated = false
        /// Clusters the "…" stands for inside the line (head and middle truncation).
        var omitted: Range<Int>? = nil
    }

    /// Widths closer than this to the limit still fit (floating-point sums of advances).
    static let fitTolerance = 0.001

    /// Lays the prepared text out at `maxWidth` with greedy first-fit wrapping: lines break at
    /// UAX #14 opportunities, trailing spaces hang, hard breaks end lines, and a word wider than
    /// the line breaks between grapheme clusters. Arithmetic only: nothing is measured again.
    ///
    /// ```swift
    /// let layout = PreparedText("Hello world", font: .builtin(size: 17)).layout(maxWidth: 50)
    /// layout.lines.map(\.range) // [0..<6, 6..<11]
    /// ```
    ///
    /// The line count, spacing, height, alignment and truncation are those of the
    /// ``options`` the text was prepared with.
    /// - Parameter maxWidth: the widest a line may be; `.infinity` breaks only at hard breaks.
    /// - Complexity: O(segments) plus O(clusters) of words that must be split.
    public func layout(maxWidth: Double = .infinity) -> TextLayout {
        layout(maxWidth: maxWidth, options: storage.options)
    }

    /// Lays the prepared text out at `maxWidth` with the line count, spacing, height,
    /// alignment and truncation of `options` (its line-break and kerning settings are not
    /// used: those are the prepared text's, fixed when it was measured).
    /// - Complexity: O(segments) plus O(clusters) of words that must be split.
    public func layout(maxWidth: Double = .infinity, options: TextOptions) -> TextLayout {
        quickLayout(maxWidth: maxWidth, options: options) ?? wrappedLayout(maxWidth: maxWidth, options: options)
    }

    /// ``layout(maxWidth:options:)`` for every text: greedy wrapping into a ``LineSink``, then
    /// truncation.
    /// - Complexity: O(segments) plus O(clusters) of words that must be split.
    func wrappedLayout(maxWidth: Double, options: TextOptions) -> TextLayout {
        let limit = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        var sink = LineSink(self, options: options, expectedLines: expectedLineCount(maxWidth: maxWidth, limit: limit))
        wrap(maxWidth: maxWidth, lineLimit: limit == Int.max ? Int.max : limit + 1, into: &sink)
        if sink.lines.count > limit {
            sink.removeLast()
            let start = sink.removeLast()
            switch options.truncation {
            case .tail: sink.append(truncate(from: start, maxWidth: maxWidth))
            case .head, .middle: sink.append(truncateInside(from: start, maxWidth: maxWidth, position: options.truncation))
            }
        }
        return sink.finish()
    }

    /// About how many lines wrapping at `maxWidth` makes (a little more, for the room greedy
    /// wrapping leaves at line ends), at most `limit + 1` and the segment count: the lines
    /// array is reserved once instead of regrowing from one line.
    func expectedLineCount(maxWidth: Double, limit: Int) -> Int {
        let segmentCount = storage.segmentCount
        let ratio = storage.totalWidth / maxWidth  // NaN or infinite for a zero or odd width
        let wrapped = ratio >= 0 && ratio < Double(segmentCount) ? Int(ratio * 1.25) + 1 : segmentCount
        return Swift.min(wrapped + storage.hardBreakCount, segmentCount, limit == Int.max ? Int.max : limit + 1)
    }

    /// Greedy first fit over segments; stops once `lineLimit` lines exist.
    func wrap<Lines: LineReceiver>(maxWidth: Double, lineLimit: Int, into lines: inout Lines) {
        guard lines.count < lineLimit else { return }
        let limit = maxWidth + PreparedText.fitTolerance
        var line = RawLine(start: 0, end: 0, width: 0, faceMask: 0)
        var open = false  // the current line holds at least one segment
        var running = 0.0  // body + tail of the segments on the line
        // The line count is checked after each append (not before each segment): the loop
        // reads the segments through a pointer and touches `lines` only to append.
        storage.withSegments { segments in
            for segment in segments {
                if open, running + segment.body > limit {
                    lines.append(line)
                    open = false
                    if lines.count >= lineLimit { return }
                }
                if !open {
                    line = RawLine(start: Int(segment.start), end: Int(segment.start), width: 0, faceMask: 0)
                    running = 0
                    if segment.body > limit {
                        running = split(segment, limit: limit, lineLimit: lineLimit, into: &lines, line: &line)
                        open = true
                        if lines.count >= lineLimit { return }
                        if segment.hardBreak {
                            lines.append(line)
                            open = false
                            if lines.count >= lineLimit { return }
                        }
                        continue
                    }
                }
                line.width = running + segment.body
                running += segment.body + segment.tail
                line.end = Int(segment.end)
                line.faceMask |= segment.faceMask
                open = true
                if segment.hardBreak {
                    lines.append(line)
                    open = false
                    if lines.count >= lineLimit { return }
                }
            }
            if open { lines.append(line) }
        }
    }

    /// Breaks an over-long segment between grapheme clusters. Full lines go to `lines`, at most
    /// until `lines` holds `lineLimit` (the rest of a 100,000-cluster word is not walked); the
    /// rest stays in `line`. Returns the running width (content plus tail) of that rest.
    private func split<Lines: LineReceiver>(_ segment: Segment, limit: Double, lineLimit: Int, into lines: inout Lines,
                       line: inout RawLine) -> Double {
        var start = Int(segment.start)
        var width = 0.0
        let contentEnd = Int(segment.contentEnd)
        let advances = self.advances  // once: each `self.advances` retains the storage
        for cluster in start..<contentEnd {
            let advance = advances[cluster]
            if cluster > start, width + advance - kern(after: cluster) > limit {
                lines.append(RawLine(start: start, end: cluster, width: width - kern(after: cluster - 1), faceMask: segment.faceMask))
                start = cluster
                if lines.count >= lineLimit {
                    line = RawLine(start: start, end: Int(segment.end), width: 0, faceMask: segment.faceMask)
                    return 0
                }
                width = 0
            }
            width += advance
        }
        let content = width - (contentEnd > start ? kern(after: contentEnd - 1) : 0)
        line = RawLine(start: start, end: Int(segment.end), width: content, faceMask: segment.faceMask)
        return content + segment.tail
    }

    /// The last visible line of truncated text: as many clusters from `start` (up to the next
    /// hard break) as fit before a "…" in the font of the last of them, trailing spaces
    /// dropped. With one font every "…" is alike and this is the longest start that fits;
    /// with runs of several, the longest whose width plus its own "…" fits.
    func truncate(from start: Int, maxWidth: Double) -> RawLine {
        let tolerance = PreparedText.fitTolerance
        // Past this, even the narrowest "…" no longer fits beside the shown clusters.
        let stop = maxWidth - narrowestEllipsis + tolerance
        var width = 0.0
        var visibleEnd = start
        var visibleWidth = 0.0
        var mask: UInt32 = 0
        var pendingMask: UInt32 = 0  // faces of segments reached since the last shown cluster
        var segmentIndex = segmentContaining(start)
        scan: while segmentIndex < segments.count {
            let segment = segments[segmentIndex]
            pendingMask |= segment.faceMask
            for cluster in max(start, Int(segment.start))..<Int(segment.end) {
                if cluster >= Int(segment.contentEnd) {
                    if segment.hardBreak, cluster == Int(segment.end) - 1 { break scan }
                    width += advances[cluster]  // a hanging space: shown only if more follows
                    continue
                }
                let candidate = width + advances[cluster] - kern(after: cluster)
                let ellipsis = ellipsis(forCluster: cluster).advance
                let limit = maxWidth - ellipsis + tolerance
                // The first cluster shows even when too wide, if its "…" fits at all.
                if candidate <= limit || cluster == start && limit >= 0 {
                    visibleEnd = cluster + 1
                    visibleWidth = candidate
                    mask |= pendingMask
                    pendingMask = 0
                } else if candidate > stop || cluster == start {
                    break scan
                }
                width += advances[cluster]
            }
            if segment.hardBreak { break }
            segmentIndex += 1
        }
        let ellipsis = ellipsis(forCluster: PreparedText.ellipsisCluster(first: start, omitted: visibleEnd..<visibleEnd, end: visibleEnd))
        return RawLine(start: start, end: visibleEnd, width: visibleWidth + ellipsis.advance, faceMask: mask, isTruncated: true)
    }

    /// The index of the segment holding `cluster`.
    func segmentContaining(_ cluster: Int) -> Int {
        var low = 0
        var high = segments.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(segments[mid].start) <= cluster { low = mid } else { high = mid }
        }
        return low
    }
}
