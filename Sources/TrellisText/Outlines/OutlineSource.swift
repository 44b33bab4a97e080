/// Where a face's glyph outlines come from: `glyf`/`loca` (with `gvar`), `CFF `, `CFF2`, or
/// nowhere (a bitmap emoji font, the built-in metrics). A damaged outline table keeps the face usable for
/// measuring; asking it for an outline throws the error found while opening it.
enum OutlineSource: Sendable {
    case none
    case trueType(TrueTypeOutlines)
    case cff(CFFOutlines)
    case cff2(CFF2Outlines)
    case damaged(FontError)

    /// - Parameter coordinates: the face's normalized axis position (empty: the default instance);
    ///   `gvar` deltas and CFF2 blends apply there. A damaged gvar header leaves the outlines unreadable.
    init(directory: TableDirectory, bytes: [UInt8], head: FontReader, numGlyphs: Int, coordinates: [Double] = []) {
        do throws(FontError) {
            if let glyf = directory.table("glyf", in: bytes), let loca = directory.table("loca", in: bytes) {
                let variations = try directory.table("gvar", in: bytes).flatMap { gvar throws(FontError) in
                    try GlyphVariations(gvar, coordinates: coordinates)
                }
                self = .trueType(try TrueTypeOutlines(glyf: glyf, loca: loca, indexToLocFormat: Int(try head.i16(50)),
                                                      numGlyphs: numGlyphs, variations: variations))
            } else if let cff = directory.table("CFF ", in: bytes) {
                self = .cff(try CFFOutlines(cff))
            } else if let cff2 = directory.table("CFF2", in: bytes) {
                self = .cff2(try CFF2Outlines(cff2, coordinates: coordinates))
            } else {
                self = .none
            }
        } catch {
            self = .damaged(error)
        }
    }

    var hasOutlines: Bool {
        switch self {
        case .trueType, .cff, .cff2: return true
        case .none, .damaged: return false
        }
    }

    func outline(_ glyph: UInt16) throws(FontError) -> GlyphOutline {
        switch self {
        case .none: return GlyphOutline()
        case .trueType(let outlines): return try outlines.outline(glyph)
        case .cff(let outlines): return try outlines.outline(glyph)
        case .cff2(let outlines): return try outlines.outline(glyph)
        case .damaged(let error): throw error
        }
    }
}
