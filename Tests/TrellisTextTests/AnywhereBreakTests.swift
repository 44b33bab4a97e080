import Testing
import TrellisText

// WordBreak.anywhere (CSS `line-break: anywhere`, UIKit's byCharWrapping): a break between
// any two grapheme clusters, except before a space, which hangs at the line's end.

@Suite struct AnywhereBreakTests {
    let anywhere = TextOptions(lineBreak: LineBreakOptions(wordBreak: .anywhere))

    @Test func opportunitiesBetweenEveryCharacterButBeforeSpaces() {
        let text = "ab c👍🏽d\ne"
        let found = LineBreaker(options: LineBreakOptions(wordBreak: .anywhere)).characterOpportunities(text)
        // a | b | ␠ | c | 👍🏽 | d | \n | e: none before the first character, none before the
        // space (it hangs) or the newline, allowed after the space (as UAX #14), mandatory after
        // the newline, allowed everywhere else, the emoji with its modifier kept whole.
        #expect(found == [.prohibited, .allowed, .prohibited, .allowed, .allowed, .allowed, .prohibited, .mandatory])
        let normal = LineBreaker().characterOpportunities(text)
        #expect(normal[1] == .prohibited)   // inside a word: no break normally
    }

    @Test func wrapsInsideWordsAtTheFirstClusterThatDoesNotFit() {
        let font = Font.builtin(size: 17)
        let text = "Hello world"
        let prepared = PreparedText(text, font: font, options: anywhere)
        // The width of "Hello wo" plus a hair: the line takes 8 clusters, the rest wraps.
        let width = PreparedText("Hello wo", font: font).singleLineWidth + 0.01
        let lines = prepared.layout(maxWidth: width).lines
        #expect(lines.map(\.range) == [0..<8, 8..<11])
        // Word wrapping at the same width moves the whole word.
        #expect(PreparedText(text, font: font).layout(maxWidth: width).lines.map(\.range) == [0..<6, 6..<11])
    }

    @Test func spacesStillHangAtTheLineEnd() {
        let font = Font.builtin(size: 17)
        let prepared = PreparedText("ab   cd", font: font, options: anywhere)
        // "ab" fits and the spaces hang after it; no line starts with a space.
        let width = PreparedText("ab", font: font).singleLineWidth + 0.01
        let lines = prepared.layout(maxWidth: width).lines
        #expect(lines.map(\.range) == [0..<5, 5..<7])
    }
}
