extension PreparedText {
    /// Gives raw lines their heights, baselines, alignment and UTF-16 ranges.
    func place(_ raw: [RawLine], options: LayoutOptions) -> TextLayout {
        var blockWidth = 0.0
        for line in raw { blockWidth = max(blockWidth, line.width) }
        let primary = faceMetrics.first ?? (0, 0, 0)
        let natural = primary.ascent + primary.descent + primary.lineGap
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(raw.count)
        var y = 0.0
        var paragraph = 0
        for (index, line) in raw.enumerated() {
            while paragraph + 1 < paragraphs.count, Int(paragraphs[paragraph + 1].start) <= line.start { paragraph += 1 }
            let isRightToLeft = paragraphs.isEmpty ? false : paragraphs[paragraph].isRightToLeft
            var ascent = primary.ascent
            var descent = primary.descent
            var height = natural
            switch options.lineHeight {
            case .font:
                break
            case .multiple(let factor):
                height = natural * factor
            case .points(let points):
                height = points
            case .tallest:
                var gap = primary.lineGap
                var mask = line.faceMask
                while mask != 0 {
                    let face = mask.trailingZeroBitCount
                    mask &= mask - 1
                    guard face < faceMetrics.count else { continue }
                    ascent = max(ascent, faceMetrics[face].ascent)
                    descent = max(descent, faceMetrics[face].descent)
                    gap = max(gap, faceMetrics[face].lineGap)
                }
                height = ascent + descent + gap
            }
            let x: Double
            switch options.alignment {
            case .left: x = 0
            case .right: x = blockWidth - line.width
            case .center: x = (blockWidth - line.width) / 2
            case .natural: x = isRightToLeft ? blockWidth - line.width : 0
            }
            let halfLeading = (height - ascent - descent) / 2
            let range = Int(clusterStart[line.start])..<Int(clusterStart[line.end])
            lines.append(TextLayout.Line(
                range: range, width: line.width, x: x, y: y, height: height,
                ascent: ascent, descent: descent, baseline: y + halfLeading + ascent,
                isRightToLeft: isRightToLeft, isTruncated: line.isTruncated))
            y += height
            if index + 1 < raw.count { y += options.lineSpacing }
        }
        return TextLayout(lines: lines, width: blockWidth, height: y)
    }
}
