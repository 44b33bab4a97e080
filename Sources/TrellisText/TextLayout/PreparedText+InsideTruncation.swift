extension PreparedText {
    /// The last visible line of text truncated at its head or middle: the line stands for the
    /// clusters from `start` to the end of the paragraph (its hard break or the text's end,
    /// trailing spaces dropped) and shows as many of them as fit around the "…": for `.head`
    /// the end, for `.middle` a start of up to half the width and then the end.
    /// - Complexity: O(clusters of the paragraph's rest).
    func truncateInside(from start: Int, maxWidth: Double, position: TruncationPosition) -> RawLine {
        let limit = maxWidth - ellipsisAdvance + PreparedText.fitTolerance
        var end = start
        var mask: UInt32 = 0
        var index = segmentContaining(start)
        while index < segments.count {
            let segment = segments[index]
            end = max(end, Int(segment.contentEnd))
            mask |= segment.faceMask
            if segment.hardBreak { break }
            index += 1
        }
        var prefixEnd = start
        var prefixWidth = 0.0
        if position == .middle {
            var running = 0.0
            while prefixEnd < end {
                let candidate = running + advances[prefixEnd] - kern(after: prefixEnd)
                if candidate > limit / 2 { break }
                running += advances[prefixEnd]
                prefixEnd += 1
                prefixWidth = candidate
            }
        }
        // The end: clusters taken back to front while they fit beside the prefix and the "…".
        var suffixStart = end
        var suffixWidth = 0.0
        var running = 0.0
        while suffixStart > prefixEnd {
            let cluster = suffixStart - 1
            let candidate = running + advances[cluster] - (suffixStart == end ? kern(after: cluster) : 0)
            if prefixWidth + candidate > limit { break }
            running = candidate
            suffixStart = cluster
            suffixWidth = candidate
        }
        // All of the paragraph fits: the cut text is in later paragraphs, so the "…" ends it.
        if suffixStart == prefixEnd { return truncate(from: start, maxWidth: maxWidth) }
        // Spaces next to the "…" are not shown.
        while suffixStart < end, Self.isSpace(storage.drawing.text, utf16Offset: Int(clusterStart[suffixStart])) {
            suffixWidth -= advances[suffixStart]
            suffixStart += 1
        }
        return RawLine(start: start, end: end, width: prefixWidth + ellipsisAdvance + max(0, suffixWidth),
                       faceMask: mask, isTruncated: true, omitted: prefixEnd..<suffixStart)
    }

    private static func isSpace(_ text: String, utf16Offset: Int) -> Bool {
        let index = String.Index(utf16Offset: utf16Offset, in: text)
        return text.unicodeScalars[index].properties.isWhitespace
    }
}
