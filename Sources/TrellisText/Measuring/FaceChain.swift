/// The faces one text is measured with: the font's face, its fallbacks, then the built-in
/// metrics, and the choice among them per grapheme cluster.
struct FaceChain: Sendable {
    /// Scale and vertical metrics of one face at the font's size.
    struct Metrics: Sendable {
        /// Points per font unit.
        var scale: Double
        /// Ascent, descent (positive) and line gap in points.
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// Faces in fallback order; the last one is always ``FontFace/builtin``.
    let faces: [FontFace]
    /// The scale and metrics of the first face.
    let primary: Metrics
    /// The scale and metrics of each face; empty for the built-in metrics alone (then
    /// ``primary`` is all there is, and preparing text allocates nothing for the chain).
    let metrics: [Metrics]
    /// The index of the first colour (emoji) face, if any.
    let emojiFace: Int?
    let isBuiltinOnly: Bool

    /// The faces of a font that is the built-in metrics (nothing after them is reached).
    private static let builtinFaces: [FontFace] = [.builtin]

    init(font: Font) {
        if font.face.isBuiltin {
            faces = FaceChain.builtinFaces
            let scale = font.size / Double(BuiltinMetrics.unitsPerEm)
            primary = Metrics(scale: scale, ascent: Double(BuiltinMetrics.ascender) * scale,
                              descent: Double(-BuiltinMetrics.descender) * scale, lineGap: Double(BuiltinMetrics.lineGap) * scale)
            metrics = []
            emojiFace = nil
            isBuiltinOnly = true
            return
        }
        var faces = [font.face]
        for face in font.fallbacks where !faces.contains(face) { faces.append(face) }
        if !faces.contains(.builtin) { faces.append(.builtin) }
        // Nothing after the built-in metrics is ever reached: they cover everything.
        if let builtin = faces.firstIndex(of: .builtin) { faces.removeSubrange((builtin + 1)...) }
        self.faces = faces
        metrics = faces.map { face in
            let m = face.verticalMetrics
            let scale = font.size / Double(face.unitsPerEm)
            return Metrics(scale: scale, ascent: Double(m.ascender) * scale, descent: Double(-m.descender) * scale,
                           lineGap: Double(m.lineGap) * scale)
        }
        primary = metrics[0]
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
            return Double(face.advance(face.glyph(for: 0x2026))) * scale(index)
        }
        return Double(BuiltinMetrics.ellipsisAdvance) * scale(index)
    }

    /// Points per font unit of face `index`.
    @inline(__always)
    func scale(_ index: Int) -> Double {
        metrics.isEmpty ? primary.scale : metrics[index].scale
    }
}
