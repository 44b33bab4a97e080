import Foundation

/// One face of a font: a parsed TrueType/OpenType file (or one face of a collection), or the
/// built-in metrics. A cheap, immutable value: copies share the parsed data.
///
/// ```swift
/// let dejaVu = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let jp = try FontFace(contentsOf: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 0)
/// dejaVu.unitsPerEm // 2048
/// ```
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable {
        case builtin
        case sfnt(SFNTFace)
    }

    let kind: Kind
    /// What makes two faces the same for caching: the file path (or the identifier given with
    /// the data) and the face index.
    public let identifier: String

    /// Metrics that work everywhere with no font file: Helvetica's ASCII widths, 1 em for
    /// East Asian wide characters, 1.245 em per emoji (tables in `BuiltinMetrics.swift`).
    public static let builtin = FontFace(kind: .builtin, identifier: "builtin")

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// Loads face `faceIndex` of a font file (`.ttf`, `.otf`, or a `.ttc` collection).
    ///
    /// - Parameters:
    ///   - path: the font file.
    ///   - faceIndex: which face of a `.ttc` collection (0 for a single font).
    /// - Throws: ``FontError`` when the file is unreadable, not a font, or damaged.
    public init(contentsOf path: String, faceIndex: Int = 0) throws(FontError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        try self.init(bytes: [UInt8](data), faceIndex: faceIndex, identifier: "\(path)#\(faceIndex)")
    }

    /// Parses face `faceIndex` of font data held in memory.
    ///
    /// - Parameters:
    ///   - bytes: the font file's bytes.
    ///   - faceIndex: which face of a `.ttc` collection (0 for a single font).
    ///   - identifier: names the data in caches; two different fonts need two identifiers.
    /// - Throws: ``FontError`` when the data is not a font or is damaged.
    public init(bytes: [UInt8], faceIndex: Int = 0, identifier: String) throws(FontError) {
        self.init(kind: .sfnt(try SFNTFace(bytes: bytes, faceIndex: faceIndex)), identifier: identifier)
    }

    /// How many faces a font file holds (its numFonts for a `.ttc`, else 1).
    public static func faceCount(bytes: [UInt8]) throws(FontError) -> Int {
        try TableDirectory.faceCount(bytes)
    }

    /// Faces are equal when their identifiers are.
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    /// The family name and the identifier.
    public var description: String { "FontFace(\(familyName), \(identifier))" }

    /// The family name (typographic family when the font has one), "Helvetica" for the built-in.
    public var familyName: String {
        switch kind {
        case .builtin: return "Helvetica"
        case .sfnt(let face): return face.names.family ?? identifier
        }
    }

    /// The subfamily, e.g. "Regular" or "Bold": for a variable face away from its default
    /// position, the `STAT` name there when it has one (``statStyleName``), else the `name` table's.
    public var styleName: String {
        switch kind {
        case .builtin: return "Regular"
        case .sfnt(let face):
            if !face.coordinates.isEmpty, let name = statStyleName { return name }
            return face.names.style ?? "Regular"
        }
    }

    /// Font units per em (1000 for the built-in metrics).
    public var unitsPerEm: Int {
        switch kind {
        case .builtin: return BuiltinMetrics.unitsPerEm
        case .sfnt(let face): return face.unitsPerEm
        }
    }

    /// Ascender, descender (negative) and line gap in font units.
    public var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        switch kind {
        case .builtin: return (BuiltinMetrics.ascender, BuiltinMetrics.descender, BuiltinMetrics.lineGap)
        case .sfnt(let face): return (face.ascender, face.descender, face.lineGap)
        }
    }

    /// True for the built-in metrics.
    public var isBuiltin: Bool {
        if case .builtin = kind { return true }
        return false
    }

    /// True for a colour emoji font (it has CBDT, sbix, COLR or SVG glyphs).
    public var isColorFont: Bool {
        if case .sfnt(let face) = kind { return face.isColorFont }
        return false
    }

    /// The glyph id for a scalar, or nil when the face does not map it (always nil for built-in).
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        guard case .sfnt(let face) = kind else { return nil }
        let glyph = face.glyph(for: scalar.value)
        return glyph == 0 ? nil : glyph
    }

    /// The advance of a glyph in font units.
    public func advance(ofGlyph glyph: UInt16) -> Int {
        guard case .sfnt(let face) = kind else { return 0 }
        return face.advance(glyph)
    }

    /// The font file's bytes (the whole collection for a `.ttc` face), nil for the built-in
    /// metrics: what an HTML page embeds as an `@font-face` data URL.
    public var fileData: [UInt8]? {
        guard case .sfnt(let face) = kind else { return nil }
        return face.bytes
    }

    /// Which face of its file this is (0 for a single font and for the built-in metrics).
    public var faceIndex: Int {
        guard case .sfnt(let face) = kind else { return 0 }
        return face.faceIndex
    }

    /// True when the face can draw its glyphs: it has `glyf` or `CFF ` outlines (false for the
    /// built-in metrics, bitmap emoji fonts and `CFF2`).
    public var hasOutlines: Bool {
        guard case .sfnt(let face) = kind else { return false }
        return face.outlines.hasOutlines
    }

    /// The outline of a glyph in font units, y up; empty for a glyph without contours (a space)
    /// and for a face without outlines.
    ///
    /// - Throws: ``FontError`` when the glyph's data is damaged (never traps on bad data).
    /// - Complexity: O(points of the glyph, components included); nothing is cached.
    public func outline(ofGlyph glyph: UInt16) throws(FontError) -> GlyphOutline {
        guard case .sfnt(let face) = kind else { return GlyphOutline() }
        return try face.outlines.outline(glyph)
    }

    /// The pair kerning between two glyphs in font units, as HarfBuzz applies it by default.
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        guard case .sfnt(let face) = kind else { return 0 }
        return face.kern(left, right)
    }
}

/// A face at a size, with the faces to fall back to for characters it lacks.
///
/// Each grapheme cluster is measured with the first of `face`, `fallbacks` that covers it, and
/// with the built-in metrics when none does. Emoji-presentation clusters go to the first colour
/// font in the list.
///
/// ```swift
/// let font = Font.builtin(size: 17)
/// let withFallbacks = Font(face: dejaVu, size: 17, fallbacks: registry.fallbackFaces(language: "ja"))
/// ```
public struct Font: Sendable, Hashable {
    /// The face tried first.
    public var face: FontFace
    /// Points (or pixels) per em.
    public var size: Double
    /// Faces tried in order for clusters `face` does not cover.
    public var fallbacks: [FontFace]

    /// A font of `face` at `size`, falling back to `fallbacks`.
    public init(face: FontFace, size: Double, fallbacks: [FontFace] = []) {
        self.face = face
        self.size = size
        self.fallbacks = fallbacks
    }

    /// The built-in metrics at `size`: fast and identical on every machine.
    public static func builtin(size: Double) -> Font {
        Font(face: .builtin, size: size)
    }
}
