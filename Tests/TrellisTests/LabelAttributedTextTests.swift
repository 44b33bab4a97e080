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

@Suite struct LabelAttributedEllipsisTests {
    @Test func truncatedLabelEndsInTheLastShownRunsEllipsis() throws {
        // A one-line label 100 wide holding "Hello " Regular 17 + "world" Bold 30 (Noto Sans
        // units per 1000 em: "Hello " 2686 → 45.662, Bold "w" 856 → 25.68, Bold "…" 855 →
        // 25.65): "Hello w…" is 96.992 wide; "wo" would add 619 × 0.03 = 18.57 (115.562).
        // With the first run's "…" (Regular 17, 791 → 13.447) it was "Hello w…" 84.789.
        let view = LayoutNode(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.attributedText = AttributedText("Hello ", font: Font(face: .standard, size: 17))
            + AttributedText("world", font: Font(face: .standardBold, size: 30))
        view.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100)
        }
        view.layoutIfNeeded()
        let line = try #require(label.textLayout.lines.first)
        #expect(line.isTruncated && line.range == 0..<7)
        #expect(abs(line.width - 96.992) < 0.01)
    }
}
