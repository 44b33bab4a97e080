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
        let placed: [PositionedGlyph]
        if let omitted = line.omittedRange {
            // Head or middle truncation: the start, the "…", then the end after them.
            let first = clusterIndex(utf16Offset: line.range.lowerBound)
            let cut = clusterIndex(utf16Offset: omitted.lowerBound)
            let shown = clusterIndex(utf16Offset: omitted.upperBound)
            let ellipsis = ellipsis(forCluster: PreparedText.ellipsisCluster(
                first: first, omitted: cut..<shown, end: clusterIndex(utf16Offset: line.range.upperBound)))
            let head = glyphs(in: line.range.lowerBound..<omitted.lowerBound, truncated: true, rightToLeft: false, ellipsis: ellipsis)
            var shift = ellipsis.advance
            if cut > first { shift += advances[first..<cut].reduce(0, +) - kern(after: cut - 1) }
            let tail = glyphs(in: omitted.upperBound..<line.range.upperBound).map { glyph in
                var glyph = glyph
                glyph.x += shift
                return glyph
            }
            placed = head + tail
        } else {
            placed = glyphs(in: line.range, truncated: line.isTruncated, rightToLeft: line.isRightToLeft)
        }
        return placed.map { glyph in
            var glyph = glyph
            glyph.x += line.x
            glyph.y += line.baseline
            return glyph
        }
    }

    /// The glyphs of the characters `range` (UTF-16 offsets; a line's range) placed as one
    /// line from x = 0 at the left edge, baseline y = 0, then an ellipsis when `truncated`.
    ///
    /// A shaped run (GSUB/GPOS, see the README's TrellisText section) draws its shaped glyphs:
    /// ligatures, joining forms, marks placed by their anchors; `x` and `y` include each
    /// glyph's GPOS offsets. Elsewhere each cluster draws its first scalar's glyph and the
    /// glyphs of its combining marks at the end of its own advance. A right-to-left line is
    /// mirrored as a whole (no bidi reordering of embedded left-to-right runs).
    /// The "…" is drawn in the font of the last character of `range` (of its first when
    /// `range` is empty), the rule of ``layout(maxWidth:options:)``'s tail truncation.
    /// - Complexity: O(characters in `range`).
    public func glyphs(in range: Range<Int>, truncated: Bool = false, rightToLeft: Bool = false) -> [PositionedGlyph] {
        glyphs(in: range, truncated: truncated, rightToLeft: rightToLeft, ellipsis: nil)
    }

    /// ``glyphs(in:truncated:rightToLeft:)`` with the "…" given (nil: the tail rule's).
    func glyphs(in range: Range<Int>, truncated: Bool, rightToLeft: Bool, ellipsis: Ellipsis?) -> [PositionedGlyph] {
        let drawing = storage.drawing
        let starts = clusterStart
        var first = clusterIndex(utf16Offset: range.lowerBound)
        var end = clusterIndex(utf16Offset: range.upperBound)
        guard first < end || truncated else { return [] }
        first = min(first, advances.count)
        end = min(max(end, first), advances.count)
        let ellipsis = ellipsis ?? (truncated ? self.ellipsis(forCluster: PreparedText.ellipsisCluster(
            first: first, omitted: end..<end, end: end)) : Ellipsis(advance: 0, face: 0))
        let text = drawing.text
        let utf16 = text.utf16
        // Hanging spaces and line breaks at the end are not drawn.
        while end > first, let scalar = Self.scalar(text, at: Int(starts[end - 1])),
              scalar == " " || scalar == "\t" || scalar.properties.isWhitespace && starts[end] - starts[end - 1] <= 2 {
            end -= 1
        }
        let lineStart = utf16.index(utf16.startIndex, offsetBy: Int(starts[first]), limitedBy: utf16.endIndex) ?? utf16.endIndex
        var scalars = text.unicodeScalars[lineStart...].makeIterator()
        let chain = storage.chain
        let uniform = drawing.faceOf.isEmpty  // every cluster uses the first face
        var result: [PositionedGlyph] = []
        result.reserveCapacity(end - first + 1)
        var widths: [Double] = []  // each glyph's advance, for mirroring
        if rightToLeft { widths.reserveCapacity(end - first + 1) }
        var x = 0.0
        var offsets: [(index: Int, x: Double, y: Double)] = []  // GPOS offsets of shaped glyphs
        // The face of the previous cluster, kept: looking it up copies (retains) it.
        var faceIndexInUse = -1
        var face = FontFace.builtin
        var scale = 1.0
        for i in first..<end {
            let range = Int(starts[i])..<Int(starts[i + 1])
            let faceIndex = uniform ? 0 : Int(drawing.faceOf[i])
            if faceIndex != faceIndexInUse {
                face = chain.face(faceIndex)
                scale = chain.scale(faceIndex)
                faceIndexInUse = faceIndex
            }
            if let shaped = drawing.shaped, shaped.isShaped[i] {
                // A shaped cluster: its glyphs with their own advances; offsets once mirrored.
                var pen = x
                for k in Int(shaped.start[i])..<Int(shaped.start[i + 1]) {
                    offsets.append((result.count, Double(shaped.xOffsets[k]) * scale, Double(shaped.yOffsets[k]) * scale))
                    result.append(PositionedGlyph(face: face, glyph: shaped.glyphs[k], x: pen, y: 0, scale: scale, utf16Range: range))
                    let advance = Double(shaped.advances[k]) * scale
                    if rightToLeft { widths.append(advance) }
                    pen += advance
                }
                x += advances[i]
                var skipped = 0  // keep `scalars` at the next cluster
                while skipped < range.count, let scalar = scalars.next() { skipped += scalar.utf16.count }
                continue
            }
            let glyph: UInt16? = face.isBuiltin ? nil : drawing.glyphs[i]
            result.append(PositionedGlyph(face: face, glyph: glyph, x: x, y: 0, scale: scale, utf16Range: range))
            let ownAdvance = advances[i] - kern(after: i)
            if rightToLeft { widths.append(ownAdvance) }
            // The cluster's first scalar, then its marks (drawn at the end of the base's advance).
            var consumed = scalars.next().map { $0.utf16.count } ?? range.count
            while consumed < range.count, let mark = scalars.next() {
                consumed += mark.utf16.count
                guard glyph != nil, let markGlyph = face.glyph(for: mark) else { continue }
                result.append(PositionedGlyph(face: face, glyph: markGlyph, x: x + ownAdvance, y: 0, scale: scale, utf16Range: range))
                if rightToLeft { widths.append(0) }
            }
            x += advances[i]
        }
        if end > first { x -= kern(after: end - 1) }
        if truncated {
            let face = chain.face(ellipsis.face)
            let scale = chain.scale(ellipsis.face)
            let at = Int(starts[end])
            result.append(PositionedGlyph(face: face, glyph: face.glyph(for: "\u{2026}"), x: x, y: 0, scale: scale, utf16Range: at..<at))
            if rightToLeft { widths.append(ellipsis.advance) }
            x += ellipsis.advance
        }
        if rightToLeft {  // mirror: each glyph's box [x, x + advance) flips within [0, width)
            let width = x
            for k in result.indices { result[k].x = width - result[k].x - widths[k] }
        }
        for offset in offsets {  // y up in font units, y down on the line
            result[offset.index].x += offset.x
            result[offset.index].y -= offset.y
        }
        return result
    }

    /// The scalar starting at a UTF-16 offset of `text`.
    private static func scalar(_ text: String, at offset: Int) -> Unicode.Scalar? {
        let utf16 = text.utf16
        guard let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex), index < utf16.endIndex else { return nil }
        return text.unicodeScalars[index]
    }
}
