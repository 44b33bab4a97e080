import Foundation
import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

@Suite struct ChatSVGAndHTMLRendererTests {
    @Test func svgDrawsTheCellAsAPersonExpects() {
        let svg = ChatSVGRenderer().render(ChatFixtures.scene())
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">"##))
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="80" fill="#EDEDED"/>"##))
        // Avatar: a circle in the sender's colour with the initials (as outlines: ChatBadgeTests).
        let color = ChatTheme().avatarColor(for: "alice")
        #expect(svg.contains(##"<circle cx="30" cy="30" r="20" fill="\##(color)"/>\##n    <g fill="#FFFFFF"><use href="#g0""##))
        // Bubble: rounded, white, tail on the left (incoming) pointing at x 49.
        #expect(svg.contains(##"<path d="M59 10L111 10A4 4 0 0 1 115 14L115 46A4 4 0 0 1 111 50L59 50A4 4 0 0 1 55 46L55 36L49 30L55 24L55 14A4 4 0 0 1 59 10Z" fill="#FFFFFF" stroke="#DADADA" stroke-width="0.5"/>"##))
        // Text at its baseline, in the built-in family list.
        let baseline = 23 + PreparedText("Hi", font: .builtin(size: 14)).layout().lines[0].baseline
        #expect(svg.contains(##"<text x="75" y="\##(DecimalFormat.markup.string(baseline))" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="#111111">Hi</text>"##))
    }

    @Test func outgoingBubblesAreBlueWithTheTailOnTheRight() {
        let path = ChatSVGRenderer().render(ChatFixtures.sample())
        #expect(path.contains(##"fill="#4C8DFF""##))
        #expect(path.contains(##"class="message outgoing text""##))
        #expect(path.contains(##"class="message incoming text""##))
        #expect(path.contains(##"class="message unsupported poll""##) || path.contains(##"class="message incoming poll""##))
    }

    @Test func liveModeDrawsEveryLaidOutLineAsOneTextElement() {
        let scene = ChatFixtures.sample()
        let svg = ChatSVGRenderer(textMode: .live).render(scene)
        let lines = scene.textRuns.reduce(0) { $0 + $1.text.lines.count }
        let avatars = scene.cells.flatMap(\.parts).filter { $0.role == .avatar }.count
        let fileIcons = scene.cells.flatMap(\.parts).filter { $0.imageName?.hasPrefix("file.") == true }.count
        // Lines, avatar initials and file type labels are the only text elements.
        #expect(ChatFixtures.count("<text ", in: svg) == lines + avatars + fileIcons)
        for run in scene.textRuns {
            for index in run.text.lines.indices {
                #expect(svg.contains(">" + MarkupEscaping.text(run.lineString(index)) + "</text>"))
            }
        }
        #expect(svg.contains(">Today</text>") == false)
        #expect(svg.contains(##"class="input-bar""##))
    }

    @Test func pathModeDrawsGlyphsOnceAndPlacesThemAtTheLayoutsPositions() throws {
        let scene = ChatFixtures.sample()
        let (svg, live) = ChatSVGRenderer().renderCountingLiveText(scene)
        // Text measured with the bundled Noto Sans is outlines: its lines are no <text>.
        #expect(!svg.contains(">Hi everyone! Planning a</text>"))
        let ids = svg.components(separatedBy: "<path id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids.count > 40 && Set(ids).count == ids.count)  // each glyph defined once
        let uses = svg.components(separatedBy: "<use href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(uses.count > ids.count * 3 && Set(uses) == Set(ids))
        // The first line's first glyph sits at the line's origin; the second at the first's advance.
        let run = try #require(scene.textRuns.first { $0.lineString(0) == "Hi everyone! Planning a" })
        let origin = run.lineOrigin(0)
        let font = Font.system(size: run.text.fontSize)
        let h = try #require(font.face.glyph(for: "H"))
        let advance = Double(font.face.advance(ofGlyph: h) + font.face.kerning(h, try #require(font.face.glyph(for: "i"))))
            * font.size / Double(font.face.unitsPerEm)
        let format = DecimalFormat.markup
        #expect(svg.contains(##"x="\##(format.string(origin.x))" y="\##(format.string(origin.y))"/>"##))
        #expect(svg.contains(##"x="\##(format.string(origin.x + advance))" y="\##(format.string(origin.y))"/>"##))
        // CJK and emoji have no outline in the bundled font: drawn as <text> and counted.
        #expect(live > 0)
        #expect(svg.contains("font-family=\"Helvetica, Arial, sans-serif\" font-size=\"14\">好主意！我周六有空，周</text>"))
    }

    @Test func headerPillsAreCentredThirtyPercentBlack() throws {
        let scene = ChatFixtures.sample()
        let header = try #require(scene.cells.first { $0.kind == .timeHeader })
        let pill = try #require(header.part(.headerPill))
        #expect(abs(pill.frame.midX - scene.width / 2) < 0.01)
        #expect(pill.cornerRadius == 5)
        let svg = ChatSVGRenderer().render(scene)
        #expect(svg.contains(##"rx="5" fill="#000000" fill-opacity="0.3""##))
    }


    @Test func htmlPlacesOneNowrapSpanPerLine() {
        let scene = ChatFixtures.scene()
        let html = ChatHTMLRenderer().render(scene)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Test</title>"))
        #expect(ChatFixtures.count(##"<span class="tl""##, in: html) == 1)
        #expect(html.contains(##"data-run="0" data-line="0""##))
        #expect(html.contains(##"data-limit="115""##))
        #expect(html.contains("left:75px;top:23px"))
        #expect(html.contains(">Hi</span>"))
        #expect(!html.contains("@font-face"))
        #expect(!html.contains(##"class="tp""##))
        let probes = ChatHTMLRenderer(includesParagraphs: true).render(scene)
        #expect(probes.contains(##"<div class="tp" data-run="0" data-starts="0""##))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
                   "DejaVu Sans (fonts-dejavu-core) is not installed"))
    func htmlBindsFontFilesWithFontFace() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let face = try FontFace(contentsOf: path)
        var configuration = ChatSample.configuration
        configuration.textFont = Font(face: face, size: 14)
        var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration),
                                headerFormatter: ChatSample.headerFormatter())
        try layout.replaceAll(Array(ChatSample.messages.prefix(3)), viewport: Viewport(offsetY: 0, height: 0))
        let html = ChatHTMLRenderer().render(ChatScene(layout: layout))
        // DejaVu Sans (759 KB) and the bundled Noto Sans are embedded, byte for byte.
        let dejaVu = try #require(FileManager.default.contents(atPath: path))
        #expect(html.contains("@font-face{font-family:'trellis-0';src:url(data:font/ttf;base64,\(dejaVu.base64EncodedString()))}"))
        let noto = Data(try #require(FontFace.standard.fileData))
        #expect(html.contains("src:url(data:font/ttf;base64,\(noto.base64EncodedString()))}"))
        #expect(html.contains("font-family:&#39;trellis-0&#39;, sans-serif"))
        #expect(!html.contains("file://"))
        let svg = ChatSVGRenderer(textMode: .live).render(ChatScene(layout: layout))
        #expect(svg.contains(##"font-family="&#39;DejaVu Sans&#39;, sans-serif""##))
    }

    @Test func avatarColoursAndInitialsAreStable() {
        let theme = ChatTheme()
        #expect(ChatTheme.stableHash("") == 14_695_981_039_346_656_037)
        // Expected colours computed by Python's FNV-1a (64-bit offset basis and prime from the
        // FNV spec) over the UTF-8 bytes, indexing the ten-colour default palette.
        #expect(theme.avatarColor(for: "alice") == "#7986CB")   // FNV-1a 5803779529149266183 % 10 = 3
        #expect(theme.avatarColor(for: "bob") == "#BA68C8")   // FNV-1a 21748447695211092 % 10 = 2
        #expect(theme.avatarColor(for: "lilei") == "#A1887F")   // FNV-1a 7995360115710927928 % 10 = 8
        #expect(theme.avatarColor(for: "me") == "#FFB74D")   // FNV-1a 624134510078873767 % 10 = 7
        #expect(theme.avatarColor(for: "carol") == "#BA68C8")   // FNV-1a 12663155935008590962 % 10 = 2
        #expect(ChatTheme.initials("Alice Smith") == "AS")
        #expect(ChatTheme.initials("bob") == "B")
        #expect(ChatTheme.initials("李雷") == "李")
        #expect(ChatTheme.initials("  ") == "?")
    }

    @Test func linesDropHangingSpacesAndShowTheEllipsis() {
        let font = Font.builtin(size: 14)
        let layout = PreparedText("one two three four five six", font: font).layout(maxWidth: 60, options: TextOptions(numberOfLines: 2))
        let text = TextFrame(string: "one two three four five six", font: font, color: .primaryText, layout: layout)
        let run = ChatTextRun(cellIndex: 0, partIndex: 0, role: .text, text: text, partFrame: .zero, container: .zero)
        #expect(run.lineString(0) == "one two")
        #expect(run.lineString(1).hasSuffix("…"))
    }
}
