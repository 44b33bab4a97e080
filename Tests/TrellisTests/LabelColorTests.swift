import Testing
import Trellis

// UILabel's textColor: black by default, the colour of attributed runs without a
// `.foregroundColor` (UILabel fills a run's missing attributes from its own properties), and,
// set while an attributed text is shown, the colour of all of it.

@Test func labelTextColorDefaultsToBlack() {
    let label = Label(text: "Hi")
    #expect(label.textColor == Color(red: 0, green: 0, blue: 0))
    #expect(label.coloredRuns.map(\.color) == [.black] && label.coloredRuns.map(\.range) == [0..<2])
    label.textColor = .red
    #expect(label.coloredRuns.map(\.color) == [.red])
    label.text = nil
    #expect(label.coloredRuns.isEmpty)
}

@Test func attributedRunsWithoutAColourUseTheTextColor() {
    let label = Label()
    label.textColor = .gray
    let font = Font.systemFont(ofSize: 15)
    var text = AttributedText(string: "Ann: ", attributes: [.font: font, .foregroundColor: Color.blue])
    text.append(AttributedText("hello", font: font))
    label.attributedText = text
    // "Ann: " is 5 UTF-16 units in blue; "hello" has no colour, so it takes gray.
    #expect(label.coloredRuns.map(\.range) == [0..<5, 5..<10])
    #expect(label.coloredRuns.map(\.color) == [.blue, Color(white: 0.5)])
    #expect(label.attributedText?.runs[1].attributes.foregroundColor == nil)
}

@Test func settingTextColorColoursTheWholeAttributedText() throws {
    // UILabel.textColor: "assigning a new value to this property causes the color to be applied
    // to the entirety of the string in the attributedText property"; fonts stay.
    let label = Label()
    let bold = Font.boldSystemFont(ofSize: 15), regular = Font.systemFont(ofSize: 15)
    var text = AttributedText(string: "Ann: ", attributes: [.font: bold, .foregroundColor: Color.blue])
    text.append(AttributedText("hello", font: regular))
    label.attributedText = text
    let size = label.intrinsicContentSize
    label.textColor = .red
    let runs = try #require(label.attributedText).runs
    #expect(runs.map(\.range) == [0..<5, 5..<10])
    #expect(runs.map(\.attributes.font) == [bold, regular])
    #expect(label.coloredRuns.map(\.color) == [.red, .red])
    #expect(label.text == "Ann: hello" && label.intrinsicContentSize == size)
}

@Test func backgroundColorIsClearByDefault() {
    let view = LayoutNode()
    #expect(view.backgroundColor == nil)
    view.backgroundColor = .white
    #expect(view.backgroundColor == Color(white: 1))
    view.backgroundColor = nil
    #expect(view.backgroundColor == nil)
}
