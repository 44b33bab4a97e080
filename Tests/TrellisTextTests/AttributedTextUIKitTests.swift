import Foundation
import Testing
import TrellisText

/// AttributedText in NSAttributedString's spelling: attributes dictionaries, NSRange edits,
/// `length`, and typed errors where UIKit raises NSRangeException.
@Suite struct AttributedTextUIKitTests {
    private let regular = Font(face: .standard, size: 15)
    private let bold = Font(face: .standardBold, size: 15)

    @Test func dictionaryAttributesAndDefaults() {
        let text = AttributedText(string: "Hi", attributes: [.font: bold, .foregroundColor: Color.red])
        #expect(text.runs.map(\.range) == [0..<2])
        #expect(text.runs.map(\.attributes) == [AttributedText.Attributes(font: bold, foregroundColor: 0xFF0000FF)])
        // No .font: NSAttributedString's Helvetica 12 (the built-in Helvetica metrics), no colour.
        let plain = AttributedText(string: "Hi")
        #expect(plain.runs[0].attributes == AttributedText.Attributes(font: .builtin(size: 12)))
        // A value of the wrong type is left out, the rest kept.
        let odd = AttributedText(string: "Hi", attributes: [.font: Color.red, .foregroundColor: Color.blue])
        #expect(odd.runs[0].attributes == AttributedText.Attributes(font: .builtin(size: 12), foregroundColor: 0x0000FFFF))
        #expect(AttributedText() == AttributedText(string: ""))
        #expect(AttributedText(attributedString: text) == text)
    }

    @Test func lengthCountsUTF16() {
        // "👍" is one surrogate pair (2 units), "é" one unit.
        let text = AttributedText(string: "é👍", attributes: [.font: regular])
        #expect(text.length == 3 && text.length == text.utf16Count)
    }

    @Test func addAttributeChangesOneKeyOnARange() throws {
        var text = AttributedText(string: "Due tomorrow", attributes: [.font: regular, .foregroundColor: Color.gray])
        try text.addAttribute(.font, value: bold, range: NSRange(location: 4, length: 8))
        // The colour stays on both pieces; only the font of 4..<12 changed. Gray 0.5 → 0x80.
        #expect(text.runs.map(\.range) == [0..<4, 4..<12])
        #expect(text.runs.map(\.attributes) == [AttributedText.Attributes(font: regular, foregroundColor: 0x808080FF),
                                                AttributedText.Attributes(font: bold, foregroundColor: 0x808080FF)])
        try text.addAttributes([.font: regular], range: NSRange(location: 0, length: text.length))
        #expect(text.runs.count == 1)   // equal neighbours merge again
        try text.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: 3))
        #expect(text.runs.map(\.range) == [0..<3, 3..<12] && text.runs[0].attributes.foregroundColor == nil)
        try text.setAttributes(nil, range: NSRange(location: 0, length: 12))
        #expect(text == AttributedText(string: "Due tomorrow"))
    }

    @Test(arguments: [(12, 1), (13, 0), (-1, 2), (2, -1), (Int.max, 1), (1, Int.max), (NSNotFound, 0)])
    func rangesOutsideTheTextThrowAndChangeNothing(_ location: Int, _ length: Int) {
        var text = AttributedText(string: "Due tomorrow", attributes: [.font: regular])
        let before = text
        let error = AttributedTextError.invalidNSRange(location: location, length: length, textLength: 12)
        let range = NSRange(location: location, length: length)
        #expect(throws: error) { try text.addAttribute(.font, value: bold, range: range) }
        #expect(throws: error) { try text.addAttributes([.font: bold], range: range) }
        #expect(throws: error) { try text.setAttributes([.font: bold], range: range) }
        #expect(throws: error) { try text.removeAttribute(.font, range: range) }
        #expect(text == before)
    }

    @Test func mismatchedValuesThrowAndChangeNothing() {
        var text = AttributedText(string: "Due tomorrow", attributes: [.font: regular])
        let before = text
        let range = NSRange(location: 0, length: 3)
        #expect(throws: AttributedTextError.valueMismatch(key: .font)) { try text.addAttribute(.font, value: Color.red, range: range) }
        #expect(throws: AttributedTextError.valueMismatch(key: .foregroundColor)) {
            try text.addAttributes([.font: bold, .foregroundColor: bold], range: range)
        }
        let kern = AttributedText.Key(rawValue: "NSKern")
        #expect(throws: AttributedTextError.valueMismatch(key: kern)) { try text.setAttributes([kern: bold], range: range) }
        #expect(text == before)
    }

    @Test func colorsHaveUIKitsComponents() {
        // Components × 255, rounded: 0.5 → 127.5 → 128 (0x80), 1/3 → 85 (0x55), 2/3 → 170 (0xAA).
        #expect(Color.gray.rgba == 0x808080FF)
        #expect(Color.darkGray.rgba == 0x555555FF)
        #expect(Color.lightGray.rgba == 0xAAAAAAFF)
        #expect(Color.orange.rgba == 0xFF8000FF)
        #expect(Color.brown.rgba == 0x996633FF)   // 0.6, 0.4, 0.2 → 153, 102, 51
        #expect(Color.clear.rgba == 0)
        // The system colours' published 8-bit values; secondaryLabel's alpha 0.6 → 153 (0x99).
        #expect(Color.systemRed.rgba == 0xFF3B30FF)
        #expect(Color.secondaryLabel.rgba == 0x3C3C4399)
        // Out of range clamps; NaN is 0.
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1).rgba == 0xFF0000FF)
    }
}
