/// What one face needs to shape text: its GSUB and GPOS lookups, the steps each script runs,
/// GDEF, and the triggers that let unshaped text skip it all. Nil for a face with neither
/// table, and for colour (emoji) fonts, whose clusters are measured as one glyph each.
final class FaceShaping: Sendable {
    let gdef: GlyphDefinitions
    let substitution: LayoutEngine?
    let positioning: LayoutEngine?
    /// Per ``ShapingScript`` (by raw value): the GSUB steps and the GPOS steps.
    let substitutionSteps: [[ShapingFeatures.Step]]
    let positioningSteps: [[ShapingFeatures.Step]]
    let triggers: ShapingTriggers
    /// The lookups of GPOS `kern` (left out when kerning is off).
    let kernLookups: Set<Int>
    /// The font has GSUB joining-form features for Arabic (else presentation forms are used).
    let hasArabicForms: Bool
    /// The face's shaped words, when no lookup sees the space glyph (``SpaceIndependence``);
    /// nil otherwise, and runs are shaped whole.
    let words: ShapedWordCache?
    /// The printable ASCII characters whose clusters (of one scalar) never need the shaper.
    let plainASCII: PlainASCII

    /// - Parameters:
    ///   - coordinates: the face's normalized axis position (empty: the default instance).
    ///   - asciiGlyphs: the glyphs of U+0000–U+007F, for the pair lookups' memos.
    init?(directory: TableDirectory, bytes: [UInt8], coordinates: [Double] = [], asciiGlyphs: [UInt16] = []) {
        let gsub = directory.table("GSUB", in: bytes)
        let gpos = directory.table("GPOS", in: bytes)
        guard gsub != nil || gpos != nil else { return nil }
        let gdef = GlyphDefinitions(directory.table("GDEF", in: bytes), coordinates: coordinates)
        self.gdef = gdef
        substitution = gsub.flatMap { try? LayoutEngine(table: $0, gdef: gdef, isPositioning: false) }
        positioning = gpos.flatMap { try? LayoutEngine(table: $0, gdef: gdef, isPositioning: true, asciiGlyphs: asciiGlyphs) }
        func steps(_ table: FontReader?, _ positioning: Bool) -> [[ShapingFeatures.Step]] {
            ShapingScript.allCases.map { script in
                guard let table else { return [] }
                return (try? ShapingFeatures(table: table, script: script, positioning: positioning))?.steps ?? []
            }
        }
        substitutionSteps = steps(gsub, false)
        positioningSteps = steps(gpos, true)
        hasArabicForms = substitutionSteps[Int(ShapingScript.arabic.rawValue)].contains { $0.mask != 1 }
        guard substitutionSteps.contains(where: { !$0.isEmpty }) || positioningSteps.contains(where: { !$0.isEmpty }) else { return nil }
        kernLookups = gpos.map { Set((try? ContextualPositioning.kernLookups($0)) ?? []) } ?? []
        var triggers = ShapingTriggers()
        if let substitution {
            for lookup in Set(substitutionSteps.joined().map(\.lookup)).sorted() where lookup < substitution.lookups.count {
                if let found = substitution.lookups[lookup] { triggers.add(substitution: found) } else { triggers.addAll() }
            }
        }
        if let positioning {
            // Pair kerning and contextual kerning of `kern` run on the fast path as well.
            let kern = kernLookups
            for lookup in Set(positioningSteps.joined().map(\.lookup)).sorted() where lookup < positioning.lookups.count {
                guard let found = positioning.lookups[lookup] else { triggers.addAll(); continue }
                if kern.contains(lookup), found.type == 2 || found.type == 8 { continue }
                triggers.add(positioning: found)
            }
        }
        self.triggers = triggers
        plainASCII = PlainASCII(triggers: triggers, asciiGlyphs: asciiGlyphs)
        let space = asciiGlyphs.count > 0x20 ? asciiGlyphs[0x20] : 0
        words = SpaceIndependence.holds(substitution: substitution, positioning: positioning, gdef: gdef, space: space)
            ? ShapedWordCache() : nil
    }

    /// Whether clusters `range` (one run of this face) need the shaper: a cluster of several
    /// scalars, a glyph that a lookup may change, or an Arabic letter when the font has forms.
    /// With `fastPaths`, a cluster of one ``plainASCII`` character is passed over unread.
    func needsShaping(_ range: Range<Int>, glyphs: UnsafeBufferPointer<UInt16>, firsts: UnsafeBufferPointer<UInt32>,
                      isMultiScalar: (Int) -> Bool, fastPaths: Bool) -> Bool {
        let always = triggers.always
        let plain = fastPaths ? plainASCII : PlainASCII()
        for i in range {
            if plain.contains(firsts[i]), !isMultiScalar(i) { continue }
            let glyph = glyphs[i]
            if ShapingTriggers.has(always, glyph) || isMultiScalar(i) { return true }
            if i + 1 < range.upperBound, triggers.pairMayChange(glyph, glyphs[i + 1]) { return true }
            if hasArabicForms, firsts[i] >= 0x600, firsts[i] < 0x900 { return true }
        }
        return false
    }
}
