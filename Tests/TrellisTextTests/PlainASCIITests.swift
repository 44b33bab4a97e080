import Testing
@testable import TrellisText

/// ``PlainASCII``: the printable ASCII characters whose clusters the shaping check passes over.
/// The prepared text must be bit for bit what the full check gives (`fastPaths: false`), in
/// faces where some of printable ASCII starts a rule (Inter's `calt`, DejaVu's ligatures) and
/// where none does (the bundled Noto Sans).
@Suite("PlainASCII skips only clusters that cannot need the shaper")
struct PlainASCIITests {
    static let paths = [SystemFonts.interVariable, SystemFonts.dejaVuSans, SystemFonts.liberationSans]

    static func fonts() throws -> [Font] {
        var fonts: [Font] = [.system(size: 17), .bold(size: 13)]
        for path in paths where SystemFonts.has(path) {
            fonts.append(Font(face: try FontFace(contentsOf: path), size: 15))
        }
        return fonts
    }

    @Test("a character is plain exactly when its glyph neither triggers a lookup nor starts a pair rule")
    func definition() throws {
        for font in try PlainASCIITests.fonts() {
            guard case .sfnt(let face) = font.face.kind, let shaping = face.shaping else { continue }
            let triggers = shaping.triggers
            for scalar in UInt32(0)...0x7F {
                let glyph = face.glyph(for: scalar)
                let expected = ClusterScanner.isPrintable(scalar) && !ShapingTriggers.has(triggers.always, glyph)
                    && !ShapingTriggers.has(triggers.first, glyph)
                #expect(shaping.plainASCII.contains(scalar) == expected, "U+\(String(scalar, radix: 16)) in \(font.face)")
            }
        }
    }

    @Test("Inter has printable ASCII that is not plain (else the comparison below would prove little)",
          .enabled(if: SystemFonts.has(SystemFonts.interVariable), "needs fonts-inter-variable"))
    func interHasTriggers() throws {
        let face = try FontFace(contentsOf: SystemFonts.interVariable)
        guard case .sfnt(let sfnt) = face.kind, let shaping = sfnt.shaping else {
            Issue.record("Inter has no shaping")
            return
        }
        #expect(shaping.plainASCII.count < 95)
    }

    @Test("pairs and triples of printable ASCII, and mixed text, equal the full check")
    func equalsFullCheck() throws {
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        var texts: [String] = []
        for a in printable {
            for b in printable {
                texts.append("x" + a + b + "y")
                texts.append(a + b + "->" + a + "fi")
            }
        }
        texts += ScanShortcutTests.texts(count: 500, seed: 0x9E37_79B9_7F4A_7C15)
        for font in try PlainASCIITests.fonts() {
            for text in texts {
                let fast = PreparedText(text, font: font, options: TextOptions(), attributed: nil)
                let general = PreparedText(text, font: font, options: TextOptions(), attributed: nil, fastPaths: false)
                if let difference = ScanShortcutTests.difference(fast, general) {
                    Issue.record("\(difference): \(text.debugDescription) in \(font.face)")
                    break
                }
            }
        }
    }
}
