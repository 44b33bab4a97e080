/// The faces one text is measured with: the font's face, its fallbacks, then the built-in
/// metrics, and the choice among them per grapheme cluster.
///
/// Building one allocates one ``Faces`` object (one chain per prepared text), which its copies
/// share; the first face's ASCII glyphs and advances are read from tables the face filled at
/// load.
struct FaceChain: Sendable {
    /// Scale and vertical metrics of one face at the font's size.
    struct Metrics: Sendable {
        /// Points per font unit.
        var scale: Double
        /// Ascent, descent (positive) and line gap in points.
        var ascent: Double
        var descent: Double
        var lineGap: Double

        init(_ face: FontFace, size: Double) {
            let m = face.verticalMetrics
            scale = size / Double(face.unitsPerEm)
            ascent = Double(m.ascender) * scale
            descent = Double(-m.descender) * scale
            lineGap = Double(m.lineGap) * scale
        }
    }

    /// What a font's chain holds, built once per chain and shared by its copies: a preparation
    /// passes its chain to the scanner, the shaper, the kerning and the storage, and a copy of
    /// these fields was a dozen retains and releases.
    final class Faces: Sendable {
        let primaryFace: FontFace
        let primarySFNT: SFNTFace?
        let fallbacks: [FontFace]
        let primary: Metrics
        let fallbackMetrics: [Metrics]
        let builtinMetrics: Metrics
        let emojiFace: Int?
        let count: Int

        init(primaryFace: FontFace, primarySFNT: SFNTFace?, fallbacks: [FontFace], primary: Metrics,
             fallbackMetrics: [Metrics], builtinMetrics: Metrics, emojiFace: Int?, count: Int) {
            self.primaryFace = primaryFace
            self.primarySFNT = primarySFNT
            self.fallbacks = fallbacks
            self.primary = primary
            self.fallbackMetrics = fallbackMetrics
            self.builtinMetrics = builtinMetrics
            self.emojiFace = emojiFace
            self.count = count
        }
    }

    private let faces: Faces
    /// Face 0. For the built-in metrics alone it is ``FontFace/builtin`` and the chain has one face.
    var primaryFace: FontFace { faces.primaryFace }
    /// The parsed first face (nil for the built-in metrics).
    var primarySFNT: SFNTFace? { faces.primarySFNT }
    /// Faces 1...fallbacks.count: the font's fallbacks without repeats, cut at the built-in
    /// metrics (nothing after them is reached). The built-in metrics come last, after these.
    var fallbacks: [FontFace] { faces.fallbacks }
    /// The scale and metrics of the first face.
    var primary: Metrics { faces.primary }
    /// The same for each fallback (empty without fallbacks).
    var fallbackMetrics: [Metrics] { faces.fallbackMetrics }
    /// The same for the built-in metrics at the font's size.
    var builtinMetrics: Metrics { faces.builtinMetrics }
    /// The index of the first colour (emoji) face, if any.
    var emojiFace: Int? { faces.emojiFace }
    var isBuiltinOnly: Bool
    /// Some face has GSUB/GPOS shaping (``SFNTFace/shaping``): only then can a run need the shaper.
    var hasShaping: Bool
    /// Some face has contextual kerning that unshaped text can match
    /// (``SFNTFace/unshapedContextual``): only then does the unshaped path look for it.
    var hasUnshapedContextual: Bool
    /// How many faces: 1 for the built-in metrics alone, else the first face, the fallbacks and
    /// the built-in metrics.
    var count: Int { faces.count }
    /// Faces after the chain's own (`count...`): the chains of an attributed text's other fonts,
    /// each its first face, fallbacks and built-in metrics (empty for one font).
    var extra: Extra? = nil
    /// All faces: `count` plus the extra faces.
    var totalCount: Int { count + (extra?.faces.count ?? 0) }

    /// The extra faces and their metrics, one reference (nil, nothing to retain, for one font).
    final class Extra: Sendable {
        let faces: [FontFace]
        let metrics: [Metrics]
        init(faces: [FontFace], metrics: [Metrics]) {
            self.faces = faces
            self.metrics = metrics
        }
    }

    init(font: Font) {
        let builtinMetrics = Metrics(.builtin, size: font.size)
        if font.face.isBuiltin {
            faces = Faces(primaryFace: font.face, primarySFNT: nil, fallbacks: [], primary: builtinMetrics, fallbackMetrics: [],
                          builtinMetrics: builtinMetrics, emojiFace: nil, count: 1)
            isBuiltinOnly = true
            hasShaping = false
            hasUnshapedContextual = false
            return
        }
        var primarySFNT: SFNTFace?
        if case .sfnt(let face) = font.face.kind { primarySFNT = face }
        var fallbacks = font.fallbacks
        if !fallbacks.isEmpty {
            var kept: [FontFace] = []
            for face in font.fallbacks {
                if face.isBuiltin { break }
                if face != font.face, !kept.contains(face) { kept.append(face) }
            }
            fallbacks = kept
        }
        let emojiFace = font.face.isColorFont ? 0 : fallbacks.firstIndex { $0.isColorFont }.map { $0 + 1 }
        faces = Faces(primaryFace: font.face, primarySFNT: primarySFNT, fallbacks: fallbacks,
                      primary: Metrics(font.face, size: font.size), fallbackMetrics: fallbacks.map { Metrics($0, size: font.size) },
                      builtinMetrics: builtinMetrics, emojiFace: emojiFace, count: fallbacks.count + 2)
        isBuiltinOnly = false
        hasShaping = primarySFNT?.shaping != nil || fallbacks.contains { face in
            if case .sfnt(let sfnt) = face.kind { return sfnt.shaping != nil }
            return false
        }
        hasUnshapedContextual = primarySFNT?.unshapedContextual != nil || fallbacks.contains { face in
            if case .sfnt(let sfnt) = face.kind { return sfnt.unshapedContextual != nil }
            return false
        }
    }

    /// Face `index` of the chain (the last one is the built-in metrics).
    @inline(__always)
    func face(_ index: Int) -> FontFace {
        if index == 0 { return primaryFace }
        if index <= fallbacks.count { return fallbacks[index - 1] }
        return index < count ? .builtin : extra.unsafelyUnwrapped.faces[index - count]
    }

    /// The parsed face `index`, nil for the built-in metrics.
    @inline(__always)
    func sfnt(_ index: Int) -> SFNTFace? {
        if index == 0 { return primarySFNT }
        if index <= fallbacks.count {
            guard case .sfnt(let face) = fallbacks[index - 1].kind else { return nil }
            return face
        }
        guard index >= count, case .sfnt(let face) = extra.unsafelyUnwrapped.faces[index - count].kind else { return nil }
        return face
    }

    /// The metrics of face `index`.
    @inline(__always)
    func metrics(_ index: Int) -> Metrics {
        if index == 0 { return primary }
        if index <= fallbackMetrics.count { return fallbackMetrics[index - 1] }
        return index < count ? builtinMetrics : extra.unsafelyUnwrapped.metrics[index - count]
    }

    /// The face for a cluster: the emoji face for emoji (or the built-in metrics without one),
    /// otherwise the first face whose cmap maps the first scalar.
    func faceIndex(first: UInt32, isEmoji: Bool) -> Int {
        let builtin = count - 1
        if isEmoji { return emojiFace ?? builtin }
        guard let primarySFNT else { return builtin }
        if primarySFNT.glyph(for: first) != 0 { return 0 }
        for index in 0..<fallbacks.count {
            guard case .sfnt(let face) = fallbacks[index].kind else { continue }
            if face.glyph(for: first) != 0 { return index + 1 }
        }
        return builtin
    }

    /// A cluster's advance in font units of face `index`, and the glyph kerning sees (0 if none).
    /// Combining marks and other scalars after the first add nothing.
    func advance(face index: Int, first: UInt32, isEmoji: Bool) -> (units: Int, glyph: UInt16) {
        guard let face = sfnt(index) else {
            if isEmoji { return (BuiltinMetrics.emojiAdvance, 0) }
            return (BuiltinMetrics.advance(first: first, properties: UnicodeProperties(first)), 0)
        }
        let glyph = face.glyph(for: first)
        return (face.advance(glyph), glyph)
    }

    /// The face that draws "…": the first that has it (the built-in metrics otherwise).
    func ellipsisFace() -> Int { faceIndex(first: 0x2026, isEmoji: false) }

    /// The advance of "…" in points with face `index` (by default the first face that has it).
    func ellipsisAdvance(face index: Int? = nil) -> Double {
        let index = index ?? ellipsisFace()
        if let face = sfnt(index) {
            return Double(face.advance(face.glyph(for: 0x2026))) * scale(index)
        }
        return Double(BuiltinMetrics.ellipsisAdvance) * scale(index)
    }

    /// Points per font unit of face `index`.
    @inline(__always)
    func scale(_ index: Int) -> Double {
        metrics(index).scale
    }
}
