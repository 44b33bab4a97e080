/// The faces one text is measured with: the font's face, its fallbacks, then the built-in
/// metrics, and the choice among them per grapheme cluster.
struct FaceChain: Sendable {
    /// Faces in fallback order; the last one is always ``FontFace/builtin``.
    let faces: [FontFace]
    /// Points per font unit for each face.
    let scales: [Double]
    /// Ascent, descent (positive) and line gap in points for each face.
    let metrics: [(ascent: Double, descent: Double, lineGap: Double)]
    /// The index of the first colour (emoji) face, if any.
    let emojiFace: Int?
    let isBuiltinOnly: Bool

    init(font: Font) {
        var faces = [font.face]
        for face in font.fallbacks where !faces.contains(face) { faces.append(face) }
        if !faces.contains(.builtin) { faces.append(.builtin) }
        // Nothing after the built-in metrics is ever reached: they cover everything.
        if let builtin = faces.firstIndex(of: .builtin) { faces.removeSubrange((builtin + 1)...) }
        self.faces = faces
        scales = faces.map { font.size / Double($0.unitsPerEm) }
        metrics = faces.map { face in
            let m = face.verticalMetrics
            let scale = font.size / Double(face.unitsPerEm)
            return (Double(m.ascender) * scale, Double(-m.descender) * scale, Double(m.lineGap) * scale)
        }
        emojiFace = faces.firstIndex { $0.isColorFont }
        isBuiltinOnly = faces.count == 1
    }

    /// The face for a cluster: the emoji face for emoji (or the built-in metrics without one),
    /// otherwise the first face whose cmap maps the first scalar.
    func faceIndex(first: UInt32, isEmoji: Bool) -> Int {
        let builtin = faces.count - 1
        if isEmoji { return emojiFace ?? builtin }
        for index in 0..<builtin {
            guard case .sfnt(let face) = faces[index].kind else { continue }
            if face.glyph(for: first) != 0 { return index }
        }
        return builtin
    }

    /// A cluster's advance in font units of face `index`, and the glyph kerning sees (0 if none).
    /// Combining marks and other scalars after the first add nothing.
    func advance(face index: Int, first: UInt32, isEmoji: Bool) -> (units: Int, glyph: UInt16) {
        switch faces[index].kind {
        case .builtin:
            if isEmoji { return (BuiltinMetrics.emojiAdvance, 0) }
            return (BuiltinMetrics.advance(first: first, properties: UnicodeProperties(first)), 0)
        case .sfnt(let face):
            let glyph = face.glyph(for: first)
            return (face.advance(glyph), glyph)
        }
    }

    /// The advance of "…" in points with the first face that has it.
    func ellipsisAdvance() -> Double {
        let index = faceIndex(first: 0x2026, isEmoji: false)
        if case .sfnt(let face) = faces[index].kind {
            return Double(face.advance(face.glyph(for: 0x2026))) * scales[index]
        }
        return Double(BuiltinMetrics.ellipsisAdvance) * scales[index]
    }
}
