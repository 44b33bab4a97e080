import Testing
import TrellisText
@testable import TrellisChat

/// Text parts hand the renderer the prepared text their lines came from (so it does not shape
/// the string again), and that handle never changes what a frame is.
@Suite struct PreparedTextSourceTests {
    @Test func framesCompareAndHashWithoutTheirSource() {
        let font = Font.system(size: 17)
        let prepared = PreparedText("Saturday works for me", font: font)
        let plain = TextFrame(string: "Saturday works for me", font: font, color: .primaryText, layout: prepared.layout(maxWidth: 90))
        let kept = plain.preparedFrom(prepared)
        #expect(kept.source.prepared != nil && plain.source.prepared == nil)
        #expect(kept == plain)
        #expect(kept.hashValue == plain.hashValue)
    }

    @Test func messageTextKeepsTheTextItsLinesCameFrom() throws {
        let cells = ChatSample.layout(width: 375).allCells()
        // Text messages (TextContent); other templates may hand over a cached layout instead.
        let texts = cells.filter { $0.kind == .message(type: "text") }.flatMap(\.parts).filter { $0.role == .text }.compactMap(\.text)
        #expect(texts.count > 5)
        for text in texts {
            let source = try #require(text.source.prepared)
            #expect(source.utf16Count == text.string.utf16.count)
            #expect(source.font.face.identifier == text.fontFace && source.font.size == text.fontSize)
        }
    }
}
