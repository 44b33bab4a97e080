import Testing
import Trellis
import TrellisText

@Suite struct LabelAttributedTextTests {
    private let text = AttributedText("Due ", font: Font(face: .standard, size: 12))
        + AttributedText("tomorrow", font: Font(face: .standardBold, size: 24))

    @Test func intrinsicSizeComesFromTheAttributedText() {
        let label = Label(text: "ignored", font: .builtin(size: 40))
        label.attributedText = text
        #expect(label.text == "Due tomorrow")
        let layout = PreparedText(text).layout()
        #expect(label.intrinsicContentSize == Size(width: layout.width, height: layout.height))
        // One line holding 24 pt Noto Sans: 1.362 × 24 = 32.688 tall (hhea 1069 + 293 per 1000).
        #expect(abs(label.intrinsicContentSize.height - 32.688) < 1e-9)
    }

    @Test func heightForWidthWrapsAsOneParagraph() {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.attributedText = text
        // At 125 "Due" (12 pt, 1.362 × 12 = 16.344) and "tomorrow" (24 pt Bold, 119.928 wide by
        // HarfBuzz, 1.362 × 24 = 32.688 tall) take a line each.
        let measured = label.labelContent.measure(proposedWidth: 125)
        #expect(abs(measured.size.height - (16.344 + 32.688)) < 1e-9)
    }

    @Test func textAndFontReplaceTheAttributedText() {
        let label = Label(frame: .zero)
        label.attributedText = text
        label.text = "plain"
        #expect(label.attributedText == nil)
        let plain = PreparedText("plain", font: label.font).layout()
        #expect(label.intrinsicContentSize == Size(width: plain.width, height: plain.height))
        label.attributedText = text
        label.font = .builtin(size: 17)
        #expect(label.attributedText == nil && label.text == "Due tomorrow")
        let whole = PreparedText("Due tomorrow", font: .builtin(size: 17)).layout()
        #expect(label.intrinsicContentSize == Size(width: whole.width, height: whole.height))
    }
}
