import Testing
import Trellis   // alone: Font, FontFace and TextAlignment come re-exported, as a port needs

// UILabel's documented rules. An empty UILabel (text nil or "") has an intrinsic content size
// of 0 × 0; a multi-line label wraps its intrinsic size at preferredMaxLayoutWidth when that
// is positive, and at the width layout gives it when 0 ("automatic", iOS 8+).

private func screen(_ width: Double = 320) -> LayoutNode {
    LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: 480))
}

@Test func nilAndEmptyTextLayOutAsEmpty() {
    let root = screen()
    let label = Label()
    let below = LayoutNode()
    root.addSubview(label)
    root.addSubview(below)
    label.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(20) }
    below.snp.makeConstraints { make in
        make.top.equalTo(label.snp.bottom).offset(8)
        make.leading.equalToSuperview()
        make.size.equalTo(10)
    }
    #expect(label.text == nil)   // UILabel's text is nil until set
    #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    root.layoutIfNeeded()
    // 0 × 0 at (20, 20): the view below starts at 20 + 0 + 8.
    #expect(label.frame == Rect(x: 20, y: 20, width: 0, height: 0))
    #expect(below.frame.minY == 28)
    label.text = "Hello"
    root.layoutIfNeeded()
    #expect(label.frame.height > 0 && below.frame.minY == 28 + label.frame.height)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero && label.firstBaseline == nil)
    root.layoutIfNeeded()
    #expect(below.frame.minY == 28)
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
}

@Test func uiFontClassMethodsPickTheSystemFace() {
    #expect(Font.systemFont(ofSize: 15) == Font(face: .standard, size: 15))
    // The bundled family ships Regular and Bold: semibold and heavier draw with Bold.
    #expect(Font.systemFont(ofSize: 15, weight: .medium).face == .standard)
    #expect(Font.systemFont(ofSize: 15, weight: .semibold).face == .standardBold)
    #expect(Font.boldSystemFont(ofSize: 12) == Font(face: .standardBold, size: 12))
    let regular = Label(text: "Weight", font: .systemFont(ofSize: 20))
    let bold = Label(text: "Weight")
    bold.font = .boldSystemFont(ofSize: 20)
    #expect(bold.intrinsicContentSize.width > regular.intrinsicContentSize.width)
    // One line is ascender - descender + line gap of the face, scaled to the size (TrellisText's
    // line height, as UIFont.lineHeight).
    let (ascender, descender, gap) = FontFace.standard.verticalMetrics
    let em = Double(FontFace.standard.unitsPerEm)
    #expect(abs(regular.intrinsicContentSize.height - 20 * Double(ascender - descender + gap) / em) < 1e-9)
}

@Test func aFontFilesFaceMeasuresAsItsFont() throws {
    let bytes = try #require(FontFace.standardBold.fileData)
    let face = try FontFace(bytes: bytes, identifier: "copy-of-bold")
    let fromFile = Label(text: "Kerning AVA")
    fromFile.font = Font(face: face, size: 18)
    let system = Label(text: "Kerning AVA", font: .boldSystemFont(ofSize: 18))
    #expect(fromFile.intrinsicContentSize == system.intrinsicContentSize)
}

@Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let text = "The quick brown fox jumps over the lazy dog"
    let label = Label(text: text, font: .systemFont(ofSize: 14), numberOfLines: 0)
    let oneLine = label.intrinsicContentSize
    label.preferredMaxLayoutWidth = 100
    let wrapped = label.intrinsicContentSize
    // Wrapped at 100: no wider than 100, several lines tall.
    #expect(wrapped.width <= 100 && wrapped.width > 50)
    #expect(wrapped.height >= 3 * oneLine.height - 1e-9)
    // Pinned at its top-left only, the label takes that size (the first layout pass).
    let root = screen()
    root.addSubview(label)
    label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
    root.layoutIfNeeded()
    #expect(label.frame.width == wrapped.width.rounded() && label.frame.height == wrapped.height.rounded())
    // Narrower constraints still wrap it at their width (the second pass).
    label.snp.makeConstraints { make in make.width.lessThanOrEqualTo(60) }
    root.layoutIfNeeded()
    #expect(label.frame.width <= 60 && label.frame.height > wrapped.height)
    // 0 is automatic: unconstrained, the label is one line again.
    label.snp.removeConstraints()
    label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
    label.preferredMaxLayoutWidth = 0
    root.layoutIfNeeded()
    #expect(label.frame.height == oneLine.height.rounded())
    // Single-line labels ignore it; a NaN or negative width counts as 0.
    label.numberOfLines = 1
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == oneLine)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = .nan
    #expect(label.intrinsicContentSize == oneLine)
    label.preferredMaxLayoutWidth = -5
    #expect(label.intrinsicContentSize == oneLine)
}

@Test func textAlignmentAndLineBreakModeAreUILabelsNames() {
    let label = Label(text: "centred")
    label.textAlignment = .center
    label.lineBreakMode = .byWordWrapping
    #expect(label.labelContent.alignment == .center && label.labelContent.lineBreakMode == .byWordWrapping)
}

// UILabel's byCharWrapping: a two-line label wraps inside the word at the first character
// that does not fit, so a long word fills the first line instead of moving whole.
@Test func charWrappingLabelBreaksInsideWords() {
    let font = Font.builtin(size: 17)
    let label = Label(text: "Hello world", font: font, numberOfLines: 0, lineBreakMode: .byCharWrapping)
    let width = Label(text: "Hello wo", font: font).intrinsicContentSize.width + 0.01
    #expect(label.labelContent.textLayout(maxWidth: width).lines.map(\.range) == [0..<8, 8..<11])
    label.lineBreakMode = .byWordWrapping
    #expect(label.labelContent.textLayout(maxWidth: width).lines.map(\.range) == [0..<6, 6..<11])
}

/// UILabel's byTruncatingHead / byTruncatingMiddle on a one-line label: the "…" goes at the
/// start or the middle (Helvetica 10 pt: "aaaa bbbb cccc" at 40 pt keeps "…b cccc" and
/// "aa…ccc", see TruncationPositionTests for the arithmetic); with numberOfLines 0 nothing is
/// truncated, as in UIKit.
@Test func headAndMiddleTruncationFollowTheLineBreakMode() {
    let label = Label(text: "aaaa bbbb cccc", font: .builtin(size: 10), numberOfLines: 1, lineBreakMode: .byTruncatingHead)
    #expect(label.labelContent.textLayout(maxWidth: 40).lines.first?.omittedRange == 0..<8)
    label.lineBreakMode = .byTruncatingMiddle
    #expect(label.labelContent.textLayout(maxWidth: 40).lines.first?.omittedRange == 2..<11)
    label.numberOfLines = 0
    #expect(!label.labelContent.textLayout(maxWidth: 40).isTruncated)
}
