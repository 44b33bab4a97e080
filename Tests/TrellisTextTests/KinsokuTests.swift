import Testing
@testable import TrellisText

@Suite("Kinsoku and CJK breaking")
struct KinsokuTests {
    let font = Font.builtin(size: 1000)
    static let noStart: Set<Character> = ["、", "。", "，", "）", "」", "！", "？"]
    static let noEnd: Set<Character> = ["「", "（"]

    @Test("no line starts with 、。，）」！？ and none ends with 「（, at every width")
    func kinsoku() {
        let text = "「こんにちは、世界！」と彼は言った。（本当に？）それは、すごいですね。「はい」。"
        let prepared = PreparedText(text, font: font)
        // From 3 em up every segment fits a line, so only UAX #14 opportunities are used.
        for width in stride(from: 3000.0, through: 12_000, by: 500) {
            let lines = lineTexts(text, prepared.layout(maxWidth: width))
            for (index, line) in lines.enumerated() {
                if index > 0, let first = line.first { #expect(!Self.noStart.contains(first), "width \(width): \(lines)") }
                if index + 1 < lines.count, let last = line.last { #expect(!Self.noEnd.contains(last), "width \(width): \(lines)") }
            }
        }
    }

    @Test("ideographs break between each other")
    func ideographs() {
        let text = "你好世界"
        #expect(lineTexts(text, PreparedText(text, font: font).layout(maxWidth: 2000)) == ["你好", "世界"])
    }

    @Test("strict keeps small kana and ー attached; normal (browsers) breaks before them")
    func strictness() {
        let breaker = { (strictness: LineBreakStrictness) in
            LineBreaker(options: LineBreakOptions(strictness: strictness)).characterOpportunities("キャー")
        }
        #expect(breaker(.strict) == [.prohibited, .prohibited, .prohibited])
        #expect(breaker(.normal) == [.prohibited, .allowed, .allowed])
        #expect(breaker(.loose) == [.prohibited, .allowed, .allowed])
    }

    @Test("loose also breaks before iteration marks")
    func loose() {
        #expect(LineBreaker(options: LineBreakOptions(strictness: .normal)).characterOpportunities("時々")[1] == .prohibited)
        #expect(LineBreaker(options: LineBreakOptions(strictness: .loose)).characterOpportunities("時々")[1] == .allowed)
    }

    @Test("Korean keep-all wraps at spaces only")
    func keepAll() {
        let text = "한국어 텍스트"
        let normal = LineBreaker().characterOpportunities(text)
        let keepAll = LineBreaker(options: LineBreakOptions(wordBreak: .keepAll)).characterOpportunities(text)
        #expect(normal[1] == .allowed)
        #expect(keepAll == [.prohibited, .prohibited, .prohibited, .prohibited, .allowed, .prohibited, .prohibited])
    }

    @Test("plain UAX #14 breaks URLs after slashes, never inside the scheme")
    func urlUnicodeStyle() {
        let text = "https://example.com/path"
        let opportunities = LineBreaker(options: LineBreakOptions(style: .unicode)).characterOpportunities(text)
        let offsets = opportunities.indices.filter { opportunities[$0] == .allowed }
        #expect(offsets == [8, 20])  // "https://" | "example.com/" | "path"
    }

    @Test("the browser style (default) keeps a URL whole up to its query, as Chrome does")
    func urlBrowserStyle() {
        let text = "https://example.com/path/to/page?x=1&y=2"
        let opportunities = LineBreaker().characterOpportunities(text)
        let offsets = opportunities.indices.filter { opportunities[$0] == .allowed }
        #expect(offsets == [33])  // "https://example.com/path/to/page?" | "x=1&y=2"
        let dashed = LineBreaker().characterOpportunities("ftp://host/file-1.2.tar.gz")
        #expect(dashed.indices.filter { dashed[$0] == .allowed } == [16])  // after "file-" (a letter before "-")
    }
}
