extension PreparedText {
    /// The glyphs of one laid-out line, placed in the block: x from the block's left edge
    /// (the line's alignment included), y at the line's baseline. Includes the "…" of a
    /// truncated line; hanging spaces and the line break are left out.
    ///
    /// ```swift
    /// let layout = prepared.layout(maxWidth: 240)
    /// let glyphs = layout.lines.flatMap { prepared.glyphs(for: $0) }
    /// ```
    /// - Complexity: O(characters of the line).
    public func glyphs(for line: TextLayout.Line) -> [PositionedGlyph] {
        glyphs(in: line.range, truncated: line.isTruncated, rightToLeft: line.isRightToLeft).map { glyph in
            var glyph = glyph
            glyph.x += line.x
            glyph.y = line.baseline
            return glyph
        }
    }

    /// The glyphs of the characters `range` (UTF-16 offsets; a line's range) placed as one
    /// line from x = 0 at the left edge, baseline y = 0, then an ellipsis when `truncated`.
    ///
    /// Each cluster draws its first scalar's glyph (Arabic joining forms applied) and the
    /// glyphs of its combining marks at the end of its own advance (marks have zero advance;
    /// no GPOS mark attachment). A right-to-left line is mirrored as a whole (no bidi
    /// reordering of embedded left-to-right runs).
    /// - Complexity: O(characters in `range`).
    public func glyphs(in range: Range<Int>, truncated: Bool = false, rightToLeft: Bool = false) -> [PositionedGlyph] {
        let drawing = storage.drawing
        let starts = clusterStart
        var first = clusterIndex(utf16Offset: range.lowerBound)
        var end = clusterIndex(utf16Offset: range.upperBound)
        guard first < end || truncated else { return [] }
        first = min(first, advances.count)
        end = min(max(end, first), advances.count)
        let text = drawing.text
        let utf16 = text.utf16
        let lineStart = utf16.index(utf16.startIndex, offsetBy: Int(starts[first]), limitedBy: utf16.endIndex) ?? utf16.endIndex
        // Scalars of each cluster, walked once.
        var scalars = text.unicodeScalars[lineStart...].makeIterator()
        var offset = Int(starts[first])
        var pending: Unicode.Scalar? = scalars.next()
        var clusters: [(index: Int, scalars: [Unicode.Scalar])] = []
        clusters.reserveCapacity(end - first)
        for i in first..<end {
            let next = Int(starts[i + 1])
            var own: [Unicode.Scalar] = []
            while let scalar = pending, offset < next {
                own.append(scalar)
                offset += scalar.utf16.count
                pending = scalars.next()
            }
            clusters.append((i, own))
        }
        // Hanging spaces and line breaks at the end are not drawn.
        while let last = clusters.last, let scalar = last.scalars.first,
              scalar == " " || scalar == "\t" || scalar.properties.isWhitespace && last.scalars.count == 1 {
            clusters.removeLast()
        }
        let builtinOnly = drawing.faceOf.isEmpty
        var result: [PositionedGlyph] = []
        result.reserveCapacity(clusters.count + 1)
        var widths: [Double] = []  // each glyph's advance, for mirroring
        if rightToLeft { widths.reserveCapacity(clusters.count + 1) }
        var x = 0.0
        for (i, own) in clusters {
            let range = Int(starts[i])..<Int(starts[i + 1])
            let faceIndex = builtinOnly ? 0 : Int(drawing.faceOf[i])
            let face = drawing.faces[faceIndex]
            let scale = builtinOnly ? storage.primaryMetrics.scale : storage.faceMetrics[faceIndex].scale
            let glyph: UInt16? = face.isBuiltin ? nil : drawing.glyphs[i]
            result.append(PositionedGlyph(face: face, glyph: glyph, x: x, y: 0, scale: scale, utf16Range: range))
            let ownAdvance = advances[i] - kern(after: i)
            if rightToLeft { widths.append(ownAdvance) }
            if glyph != nil {
                for mark in own.dropFirst() {
                    guard let markGlyph = face.glyph(for: mark) else { continue }
                    result.append(PositionedGlyph(face: face, glyph: markGlyph, x: x + ownAdvance, y: 0, scale: scale, utf16Range: range))
                    if rightToLeft { widths.append(0) }
                }
            }
            x += advances[i]
        }
        if let last = clusters.last { x -= kern(after: last.index) }
        if truncated {
            let faceIndex = builtinOnly ? 0 : drawing.faces.firstIndex { $0.glyph(for: "\u{2026}") != nil } ?? drawing.faces.count - 1
            let face = drawing.faces[faceIndex]
            let scale = builtinOnly ? storage.primaryMetrics.scale : storage.faceMetrics[faceIndex].scale
            let at = Int(starts[end])
            result.append(PositionedGlyph(face: face, glyph: face.glyph(for: "\u{2026}"), x: x, y: 0, scale: scale, utf16Range: at..<at))
            if rightToLeft { widths.append(ellipsisAdvance) }
            x += ellipsisAdvance
        }
        if rightToLeft {  // mirror: each glyph's box [x, x + advance) flips within [0, width)
            let width = x
            for k in result.indices { result[k].x = width - result[k].x - widths[k] }
        }
        return result
    }
}
