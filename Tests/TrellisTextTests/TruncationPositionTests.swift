import Testing
@testable import TrellisText

/// Head and middle truncation (UIKit's byTruncatingHead / byTruncatingMiddle) with the
/// built-in Helvetica metrics at 10 pt, from the AFM widths: a 5.56, b 5.56, c 5.00,
/// space 2.78, "…" 10.00 (no kerning pairs among these). A 40 pt line leaves 30 pt beside
/// the "…".
@Suite struct TruncationPositionTests {
    let prepared = PreparedText("aaaa bbbb cccc", font: .builtin(size: 10))

    @Test func headKeepsTheEnd() throws {
        let layout = prepared.layout(maxWidth: 40, options: TextOptions(numberOfLines: 1, truncation: .head))
        let line = try #require(layout.lines.first)
        // From the end: cccc 20, space 22.78, b 28.34; one more b (33.9) passes 30.
        #expect(line.range == 0..<14)
        #expect(line.omittedRange == 0..<8)
        #expect(line.isTruncated)
        #expect(abs(line.width - (10 + 28.34)) < 1e-9)
        let glyphs = prepared.glyphs(for: line)
        // "…" at x 0, then "b cccc" from x 10.
        #expect(glyphs.count == 7)
        #expect(abs(glyphs[1].x - 10) < 1e-9)
    }

    @Test func middleKeepsBothEnds() throws {
        let layout = prepared.layout(maxWidth: 40, options: TextOptions(numberOfLines: 1, truncation: .middle))
        let line = try #require(layout.lines.first)
        // The start takes up to 15: aa (11.12). The end takes what is left of 30 beside it
        // (18.88): ccc (15).
        #expect(line.omittedRange == 2..<11)
        #expect(abs(line.width - (11.12 + 10 + 15)) < 1e-9)
        let glyphs = prepared.glyphs(for: line)
        #expect(glyphs.count == 2 + 1 + 3)
        #expect(abs(glyphs[2].x - 11.12) < 1e-9)          // the "…"
        #expect(abs(glyphs[3].x - (11.12 + 10)) < 1e-9)   // the first kept c
    }

    @Test func wrappedLinesBeforeTheLastAreUntouched() throws {
        let layout = prepared.layout(maxWidth: 40, options: TextOptions(numberOfLines: 2, truncation: .head))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].range == 0..<5)   // "aaaa " wraps as usual
        #expect(layout.lines[0].omittedRange == nil)
        // The last line stands for "bbbb cccc"; 30 pt keep "b cccc".
        #expect(layout.lines[1].range == 5..<14)
        #expect(layout.lines[1].omittedRange == 5..<8)
    }

    /// When the rest of the paragraph fits, the cut text is a later paragraph: the "…" ends
    /// the line, as tail truncation puts it.
    @Test func aParagraphThatFitsEndsWithTheEllipsis() throws {
        let text = PreparedText("aa\nbbbb", font: .builtin(size: 10))
        for position in [TruncationPosition.head, .middle] {
            let line = try #require(text.layout(maxWidth: 40, options: TextOptions(numberOfLines: 1, truncation: position)).lines.first)
            #expect(line.omittedRange == nil)
            #expect(line.isTruncated)
            #expect(line.range == 0..<2)
        }
    }

    @Test func textThatFitsIsNotTruncated() {
        let layout = prepared.layout(maxWidth: 200, options: TextOptions(numberOfLines: 1, truncation: .middle))
        #expect(!layout.isTruncated)
        #expect(layout.lines.first?.omittedRange == nil)
    }
}
