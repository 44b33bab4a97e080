import Foundation
import Testing
@testable import TrellisText

/// Fonts found on the machine. Each test is skipped, with its reason, when its font is absent.
@Suite("System fonts and fallback")
struct SystemFontTests {
    @Test("DejaVu Sans parses with its published metrics", .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func dejaVu() throws {
        let face = try FontFace(contentsOf: SystemFonts.dejaVuSans)
        #expect(face.unitsPerEm == 2048)
        #expect(face.verticalMetrics == (1901, -483, 0))
        #expect(face.familyName == "DejaVu Sans")
        let kerned = PreparedText("AVAWAY To", font: Font(face: face, size: 2048)).singleLineWidth
        #expect(kerned == 11042)  // HarfBuzz: 11042 units, 993 of kerning
    }

    @Test("the registry finds families by name, any case", .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func registryLookup() throws {
        let registry = FontRegistry(directories: ["/usr/share/fonts"])
        #expect(try registry.face(family: "dejavu sans").identifier == SystemFonts.dejaVuSans + "#0")
        #expect(try registry.face(family: "DejaVu Sans", style: "Bold").styleName == "Bold")
        #expect(throws: FontError.familyNotFound("No Such Family")) { try registry.face(family: "No Such Family") }
        #expect(registry.familyNames.contains("DejaVu Sans"))
    }

    @Test("an app folder is searched first", .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func appFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TinyFont(familyName: "App Font").build()).write(to: folder.appendingPathComponent("app.ttf"))
        let registry = FontRegistry(directories: [])
        #expect(throws: FontError.self) { try registry.face(family: "App Font") }
        registry.addDirectory(folder.path)
        #expect(try registry.face(family: "App Font").unitsPerEm == 1000)
    }

    @Test("CJK faces are chosen by language", .enabled(if: SystemFonts.has(SystemFonts.notoCJK), "fonts-noto-cjk is not installed"))
    func cjkByLanguage() throws {
        let registry = FontRegistry(directories: ["/usr/share/fonts/opentype/noto"])
        #expect(registry.fallbackFaces(language: "ja").first?.identifier == SystemFonts.notoCJK + "#0")
        #expect(registry.fallbackFaces(language: "ko").first?.identifier == SystemFonts.notoCJK + "#1")
        #expect(registry.fallbackFaces(language: "zh-Hans").first?.identifier == SystemFonts.notoCJK + "#2")
        #expect(registry.fallbackFaces(language: "zh-TW").first?.identifier == SystemFonts.notoCJK + "#3")
        #expect(registry.fallbackFaces(language: "zh-HK").first?.identifier == SystemFonts.notoCJK + "#4")
    }

    @Test(
        "fallback per grapheme: Latin in DejaVu, CJK in Noto CJK, emoji in Noto Color Emoji",
        .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans) && SystemFonts.has(SystemFonts.notoCJK) && SystemFonts.has(SystemFonts.notoEmoji),
                 "DejaVu, Noto CJK or Noto Color Emoji is not installed"))
    func fallbackChain() throws {
        let registry = FontRegistry(directories: ["/usr/share/fonts"])
        let font = Font(face: try registry.face(family: "DejaVu Sans"), size: 17, fallbacks: registry.fallbackFaces(language: "ja"))
        let prepared = PreparedText("A你👍🏽", font: font)
        // A in DejaVu (1401/2048), 你 in Noto CJK (1000/1000), the emoji in Noto Color Emoji (2550/2048).
        let expected = [1401.0 / 2048 * 17, 17, 2550.0 / 2048 * 17]
        for (ours, theirs) in zip(prepared.characterAdvances, expected) { #expect(abs(ours - theirs) < 1e-9) }
        // Fixed line height keeps DejaVu's; "tallest" grows for the CJK face (1160 + 288 per 1000).
        let fixed = prepared.layout()
        let tallest = prepared.layout(options: TextOptions(lineHeight: .tallest))
        #expect(abs(fixed.height - (1901.0 + 483) / 2048 * 17) < 1e-9)
        #expect(abs(tallest.height - (1.160 + 0.500 * 0 + max(0.288, 500.0 / 2048)) * 17) < 0.5)
        #expect(tallest.height > fixed.height)
    }

    @Test("Arabic and Hebrew fall back to Noto when the primary font lacks them", .enabled(if: SystemFonts.has(SystemFonts.notoArabic) && SystemFonts.has(SystemFonts.notoHebrew), "fonts-noto-core is not installed"))
    func rtlFallback() throws {
        let registry = FontRegistry(directories: ["/usr/share/fonts/truetype/noto"])
        let font = Font(face: TinyFontFace.make(), size: 17, fallbacks: registry.fallbackFaces())
        let prepared = PreparedText("שלום مرحبا", font: font)
        let hebrew = try FontFace(contentsOf: SystemFonts.notoHebrew)
        let shin = try #require(hebrew.glyph(for: "ש"))
        #expect(abs(prepared.characterAdvances[0] - Double(hebrew.advance(ofGlyph: shin)) / 1000 * 17) < 1e-9)
        #expect(prepared.layout().lines[0].isRightToLeft)
    }
}

enum TinyFontFace {
    static func make() -> FontFace {
        (try? FontFace(bytes: TinyFont().build(), identifier: "tiny")) ?? .builtin
    }
}
