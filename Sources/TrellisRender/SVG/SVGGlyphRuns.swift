import Trellis
import TrellisText

/// How an SVG renderer draws laid-out text.
public enum SVGTextMode: String, Sendable, Hashable, CaseIterable {
    /// Glyph outlines as `<path>`s (each glyph once in `<defs>`, placed with `<use>`): the
    /// SVG looks the same in every viewer with no font installed. The default.
    case paths
    /// `<text>` elements in the measuring font's family: selectable, but drawn with whatever
    /// font the viewer finds.
    case live
}

/// Draws text as glyph outlines: every (face, glyph, size) is defined once as a `<path>` in
/// points, y down, with its origin at the pen position on the baseline, and each occurrence
/// is a `<use>` at its pen position. Characters whose face has no outlines (the built-in
/// metrics' CJK and emoji, bitmap emoji fonts) are drawn as `<text>` and counted in
/// ``liveCharacters``. One instance serves one document.
package final class SVGGlyphRuns {
    /// A face at a size: glyphs are defined once per (face, glyph, size).
    private struct Face: Hashable {
        let identifier: String
        let size: Double
    }

    /// The glyph tables of each face and size, by index in ``tables``.
    private var tableOf: [Face: Int] = [:]
    /// Per face and size, each glyph's definition number by glyph id (-1: nothing to draw,
    /// -2: not looked at yet), grown to the largest id seen.
    private var tables: [[Int32]] = []
    package private(set) var definitions: [MarkupElement] = []
    /// Characters drawn as `<text>` because their face has no outline for them.
    package private(set) var liveCharacters = 0
    /// Fonts by face identifier and size, to prepare text the way it was measured.
    private var fonts: [FontKey: Font] = [:]
    private let faces: [String: FontFace]
    package let liveFamily: String

    /// - Parameters:
    ///   - fonts: the fonts the scene was measured with (the scene's fonts).
    ///   - liveFamily: the CSS family for characters drawn as `<text>`.
    package init(fonts: [Font], liveFamily: String) {
        var faces: [String: FontFace] = [:]
        for font in fonts {
            self.fonts[Self.fontKey(font.face.identifier, font.size)] = self.fonts[Self.fontKey(font.face.identifier, font.size)] ?? font
            for face in [font.face] + font.fallbacks { faces[face.identifier] = face }
        }
        self.faces = faces
        self.liveFamily = liveFamily
    }

    /// A face identifier and a size (a struct: formatting them as one string cost more than
    /// the rest of a text part's lookup).
    private struct FontKey: Hashable {
        let identifier: String
        let size: UInt64  // the bits, so that every size (NaN too) finds itself; -0 is 0
    }

    private static func fontKey(_ identifier: String, _ size: Double) -> FontKey {
        FontKey(identifier: identifier, size: (size + 0).bitPattern)
    }

    /// The font text measured with face `identifier` at `size` was prepared with: a scene font
    /// of that face and size, else that face alone (a scene face or a bundled one); nil when
    /// the face is unknown.
    package func font(identifier: String, size: Double) -> Font? {
        if let font = fonts[Self.fontKey(identifier, size)] { return font }
        guard let face = identifier == FontFace.builtin.identifier ? .builtin : faces[identifier] ?? .bundled(identifier: identifier)
        else { return nil }
        let font = Font(face: face, size: size, fallbacks: fonts.values.first { $0.face == face }?.fallbacks ?? [])
        fonts[Self.fontKey(identifier, size)] = font
        return font
    }

    /// `string` prepared in `font`; short strings (times, names, header dates: a chat repeats
    /// them) are prepared once per document.
    /// - Complexity: O(length of `string`) the first time, a lookup after for a short one.
    package func prepared(_ string: String, font: Font) -> PreparedText {
        guard string.utf8.count <= Self.memoizedLength else { return PreparedText(string, font: font) }
        let key = PreparedKey(string: string, face: font.face.identifier, size: font.size)
        if let prepared = preparedTexts[key], prepared.font == font { return prepared }
        let prepared = PreparedText(string, font: font)
        if preparedTexts.count < Self.memoizedCount { preparedTexts[key] = prepared }
        return prepared
    }

    /// What ``prepared(_:font:)`` keeps: strings of at most 48 bytes, 4,096 of them.
    private static let memoizedLength = 48
    private static let memoizedCount = 4096

    private struct PreparedKey: Hashable {
        let string: String
        let face: String
        let size: Double
    }

    private var preparedTexts: [PreparedKey: PreparedText] = [:]

    /// The `<defs>` of every glyph used so far (nil when none was).
    package var defs: MarkupElement? {
        definitions.isEmpty ? nil : MarkupElement("defs", children: definitions.map(MarkupContent.element))
    }

    /// One line: `glyphs` (line-relative, from ``PreparedText/glyphs(in:truncated:rightToLeft:)``)
    /// with the line's baseline origin at `origin`, appended to `output` as markup bytes: a
    /// `<use>` per glyph with an outline, and a `<text>` per run of glyphs without one. A chat
    /// of 10,000 messages places about half a million.
    /// - Parameters:
    ///   - text: the string the glyphs' ranges index (UTF-16).
    ///   - size: the font size the glyphs were measured at.
    /// - Complexity: O(glyphs), plus each glyph's outline the first time it is used.
    package func line(_ glyphs: [PositionedGlyph], text: String, origin: Point, size: Double, into output: inout GlyphRunBuffer) {
        var live: (x: Double, string: String)?
        var table = -1  // the glyph table of `tableFace` at `size`
        var tableFace = ""
        var tableHasOutlines = false
        // The tables move here for the line (a class property would be access-checked per glyph).
        var tables: [[Int32]] = []
        swap(&tables, &self.tables)
        defer { swap(&tables, &self.tables) }
        var liveCount = 0
        glyphs.withUnsafeBufferPointer { glyphs in
            for index in glyphs.indices {
                // Fields read in place: copying a glyph would retain its face.
                let glyph = glyphs.baseAddress! + index
                if let id = glyph.pointee.glyph {
                    if table < 0 || glyph.pointee.face.identifier != tableFace {
                        tableFace = glyph.pointee.face.identifier
                        tableHasOutlines = glyph.pointee.face.hasOutlines
                        table = Self.tableIndex(Face(identifier: tableFace, size: size), in: &tables, of: &tableOf)
                    }
                    if tableHasOutlines {
                        if let run = live { flush(run, origin: origin, size: size, into: &output); live = nil }
                        // A glyph seen before is a table read; the face is copied (retained) only
                        // to define a new one.
                        let slot = Int(id)
                        var reference = slot < tables[table].count ? Int(tables[table][slot]) : -2
                        if reference == -2 { reference = define(&tables[table], glyph.pointee.face, id, scale: glyph.pointee.scale) }
                        guard reference >= 0 else { continue }
                        output.appendUse(reference, x: origin.x + glyph.pointee.x, y: origin.y + glyph.pointee.y)
                        continue
                    }
                }
                let characters = Self.substring(text, glyph.pointee.utf16Range)
                guard !characters.isEmpty else { continue }
                liveCount += characters.count
                if live == nil { live = (glyph.pointee.x, "") }
                live?.string += characters
            }
        }
        if let run = live { flush(run, origin: origin, size: size, into: &output) }
        liveCharacters += liveCount
    }

    /// Writes a run of characters without outlines as one `<text>` at the run's start.
    private func flush(_ run: (x: Double, string: String), origin: Point, size: Double, into output: inout GlyphRunBuffer) {
        output.appendLive(GlyphRunBuffer.LiveText(string: run.string, origin: Point(x: origin.x + run.x, y: origin.y),
                                                  family: liveFamily, size: size))
    }

    /// Counts characters a caller drew as `<text>` (text whose font has no outlines at all).
    package func countLive(_ characters: Int) { liveCharacters += characters }

    private static func substring(_ text: String, _ range: Range<Int>) -> String {
        let utf16 = text.utf16
        guard let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound, limitedBy: utf16.endIndex),
              let upper = utf16.index(lower, offsetBy: range.count, limitedBy: utf16.endIndex) else { return "" }
        return String(text[lower..<upper])
    }

    /// The table of glyph definitions for one face at one size.
    private static func tableIndex(_ face: Face, in tables: inout [[Int32]], of tableOf: inout [Face: Int]) -> Int {
        if let index = tableOf[face] { return index }
        tables.append([])
        tableOf[face] = tables.count - 1
        return tables.count - 1
    }

    /// Defines a glyph not looked at yet in its face's `table`: the number `n` of its
    /// `<path id="gn">`, or -1 for a glyph with no ink (a space) or a damaged one.
    private func define(_ table: inout [Int32], _ face: FontFace, _ glyph: UInt16, scale: Double) -> Int {
        let slot = Int(glyph)
        if slot >= table.count { table.append(contentsOf: repeatElement(-2, count: slot + 1 - table.count)) }
        guard let outline = try? face.outline(ofGlyph: glyph), !outline.isEmpty else {
            table[slot] = -1
            return -1
        }
        let id = definitions.count
        table[slot] = Int32(id)
        definitions.append(MarkupElement("path", ["id": "g\(id)", "d": Self.pathData(outline, scale: scale).string]))
        return id
    }

    /// Font units (y up) to points (y down) around the pen position.
    package static func pathData(_ outline: GlyphOutline, scale: Double) -> SVGPathData {
        func point(_ p: GlyphOutline.Point) -> Point { Point(x: p.x * scale, y: -p.y * scale) }
        var data = SVGPathData()
        for element in outline.elements {
            switch element {
            case .move(let p): data.move(to: point(p))
            case .line(let p): data.line(to: point(p))
            case .quad(let c, let p): data.quadCurve(to: point(p), control: point(c))
            case .cubic(let c1, let c2, let p): data.curve(to: point(p), control1: point(c1), control2: point(c2))
            case .close: data.close()
            }
        }
        return data
    }
}
