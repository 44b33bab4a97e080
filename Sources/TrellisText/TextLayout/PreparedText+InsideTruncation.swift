extension PreparedText {
    /// The last visible line of text truncated at its head or middle: the line stands for the
    /// clusters from `start` to the end of the paragraph (its hard break or the text's end,
    /// trailing spaces dropped) and shows as many of them as fit around the "…": for `.head`
    /// the end, for `.middle` a start of up to half the width left beside its "…" and then the
    /// end. The "…" is in the font of the last cluster of the start, or, with no start, of the
    /// first cluster shown after it.
    /// - Complexity: O(clusters of the paragraph's rest).
    func truncateInside(from start: Int, maxWidth: Double, position: TruncationPosition) -> RawLine {
        let tolerance = PreparedText.fitTolerance
        let stop = maxWidth - narrowestEllipsis + tolerance
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
            var cluster = start
            while cluster < end {
                let candidate = running + advances[cluster] - kern(after: cluster)
                if candidate > stop / 2 { break }
                if candidate <= (maxWidth - ellipsis(forCluster: cluster).advance + tolerance) / 2 {
                    prefixEnd = cluster + 1
                    prefixWidth = candidate
                }
                running += advances[cluster]
                cluster += 1
            }
        }
        // The end: clusters taken back to front while they fit beside the prefix and the "…"
        // (the prefix's, or that of the end's first shown cluster when there is no prefix).
        let fixed: Ellipsis? = prefixEnd > start ? ellipsis(forCluster: prefixEnd - 1) : nil
        var suffixStart = end
        var suffixWidth = 0.0
        var running = 0.0
        // The first non-space cluster at or after the candidate start, when its font matters.
        let tracksShown = fixed == nil && !storage.runs.isEmpty
        var firstShown: Int? = nil
        var cluster = end
        while cluster > prefixEnd {
            cluster -= 1
            running += advances[cluster] - (cluster == end - 1 ? kern(after: cluster) : 0)
            if prefixWidth + running > stop { break }
            if tracksShown, !Self.isSpace(storage.drawing.text, utf16Offset: Int(clusterStart[cluster])) { firstShown = cluster }
            let ellipsis = fixed ?? self.ellipsis(forCluster: firstShown ?? start)
            if prefixWidth + running <= maxWidth - ellipsis.advance + tolerance {
                suffixStart = cluster
                suffixWidth = running
            }
        }
        // All of the paragraph fits: the cut text is in later paragraphs, so the "…" ends it.
        if suffixStart == prefixEnd { return truncate(from: start, maxWidth: maxWidth) }
        // Spaces next to the "…" are not shown.
        while suffixStart < end, Self.isSpace(storage.drawing.text, utf16Offset: Int(clusterStart[suffixStart])) {
            suffixWidth -= advances[suffixStart]
            suffixStart += 1
        }
        let ellipsis = ellipsis(forCluster: PreparedText.ellipsisCluster(first: start, omitted: prefixEnd..<suffixStart, end: end))
        return RawLine(start: start, end: end, width: prefixWidth + ellipsis.advance + max(0, suffixWidth),
                       faceMask: mask, isTruncated: true, omitted: prefixEnd..<suffixStart)
    }

    private static func isSpace(_ text: String, utf16Offset: Int) -> Bool {
        let index = String.Index(utf16Offset: utf16Offset, in: text)
        return text.unicodeScalars[index].properties.isWhitespace
    }
}
