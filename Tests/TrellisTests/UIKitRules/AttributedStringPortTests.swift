import Testing
import Trellis   // alone: NSRange, NSMakeRange, NSMaxRange, AttributedText and Color come re-exported

// NSAttributedString code after the rename table (scripts/port/uikit-to-trellis.sed), with
// Trellis imported alone. Noto Sans advances in units per 1000 em (HarfBuzz): "Hello" Regular
// 741 + 564 + 258 + 258 + 605 = 2426, " world" Bold 260 + 856 + 619 + 454 + 305 + 633 = 3127.

@Test func nsRangeEditsPortWithTrellisAlone() throws {
    var text = AttributedText(string: "Hello world", attributes: [.font: Font.systemFont(ofSize: 20)])
    let range = NSMakeRange(5, text.length - 5)
    #expect(NSMaxRange(range) == 11)
    try text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 20), range: range)
    let label = Label()
    label.attributedText = text
    // 2426 × 0.02 = 48.52 and 3127 × 0.02 = 62.54: 111.06 wide; 1.362 × 20 = 27.24 tall.
    #expect(abs(label.intrinsicContentSize.width - 111.06) < 0.01)
    #expect(abs(label.intrinsicContentSize.height - 27.24) < 1e-9)
    // Where UIKit raises NSRangeException, the edit throws and the text is unchanged.
    let before = text
    #expect(throws: AttributedTextError.invalidNSRange(location: 8, length: 4, textLength: 11)) {
        try text.setAttributes([.foregroundColor: Color.red], range: NSRange(location: 8, length: 4))
    }
    #expect(text == before)
}
