import Testing
import Trellis

// UIButton's per-state API: the normal state's title and image are measured; the other
// states' values read back, falling back to the normal ones when unset (UIKit's rule).

@Test func normalTitleIsMeasuredOtherStatesReadBack() {
    let button = ButtonNode(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    #expect(button.currentTitle == "Follow" && button.title == "Follow")
    #expect(button.title(for: .selected) == "Following")
    #expect(button.title(for: .highlighted) == "Follow")
    let measuredFollow = button.intrinsicContentSize
    button.setTitle("Following", for: .highlighted)   // not the normal state: size unchanged
    #expect(button.intrinsicContentSize == measuredFollow)
    button.setTitle(nil, for: .selected)              // nil falls back to the normal title
    #expect(button.title(for: .selected) == "Follow")
    let image = Image(size: Size(width: 20, height: 20))
    button.setImage(image, for: .normal)
    #expect(button.currentImage == image && button.image(for: .disabled) == image)
    // The image adds its 20 pt width before the title.
    #expect(button.intrinsicContentSize.width == measuredFollow.width + 20)
}

@Test func titleLabelFontSetsTheButtonFont() {
    let button = ButtonNode(title: "Send")
    let before = button.intrinsicContentSize
    button.titleLabel?.font = .boldSystemFont(ofSize: 30)
    #expect(button.font == .boldSystemFont(ofSize: 30))
    #expect(button.titleLabel?.text == "Send")
    #expect(button.intrinsicContentSize.height > before.height)
    button.font = .systemFont(ofSize: 12)              // and back the other way
    #expect(button.titleLabel?.font == .systemFont(ofSize: 12))
    #expect(button.titleLabel?.superview == nil)       // not laid out as a subview
}
