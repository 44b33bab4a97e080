import Testing
import TrellisTestSupport
@testable import TrellisChat

private func lines(_ n: Int) -> String { (1...n).map { "line \($0)" }.joined(separator: "\n") }

@Test(arguments: [1, 3, 6, 20])
func inputBarFollowsTheTextWithinThirtyToOneHundred(lineCount: Int) {
    var bar = InputBarLayout(width: 375)
    let frames = bar.layout(text: lines(lineCount))
    let measured = PreparedText(lines(lineCount), font: .system(size: 16)).layout(maxWidth: bar.textWidth)
    #expect(measured.lines.count == lineCount)
    let content = measured.height + 16
    let expected = min(100, max(30, content))
    #expect(close(frames.textView.height, expected))
    #expect(frames.isScrolling == (content > 100))
    #expect(close(frames.textContentHeight, content))
    // Pinned 5 pt to its neighbours and to the wrap view, whose height follows.
    #expect(frames.textView.minX == frames.voiceButton.maxX + 5)
    #expect(frames.textView.maxX == frames.emojiButton.minX - 5)
    #expect(frames.textView.minY == 5)
    #expect(close(frames.bar.height, expected + 10))
    #expect(close(frames.voiceButton, Rect(x: 5, y: frames.bar.height - 35, width: 30, height: 30)))
    #expect(frames.moreButton.maxX == 370 && frames.emojiButton.maxX == frames.moreButton.minX - 5)
    if lineCount >= 6 { #expect(frames.textView.height == 100 && frames.isScrolling) }
    if lineCount <= 3 { #expect(!frames.isScrolling) }
}

final class Heights: @unchecked Sendable {
    var values: [Double] = []
}

@Test func heightChangeCallbackFiresOnlyOnChange() {
    let heights = Heights()
    var bar = InputBarLayout(width: 375)
    bar.onHeightChange = { heights.values.append($0) }
    _ = bar.layout(text: "")
    _ = bar.layout(text: "h")
    _ = bar.layout(text: "he")
    _ = bar.layout(text: "hello\nworld")
    _ = bar.layout(text: "hello\nworld!")
    _ = bar.layout(text: lines(8))
    _ = bar.layout(text: lines(9))
    _ = bar.layout(text: "")
    // The bar's height: the text's (bundled Noto Sans 16 pt) + 8 + 8 insets + 5 + 5 around the field.
    let one = PreparedText("h", font: .system(size: 16)).layout().height + 26
    let two = PreparedText("hello\nworld", font: .system(size: 16)).layout().height + 26
    #expect(heights.values.count == 4)
    #expect(close(heights.values[0], one) && close(heights.values[1], two))
    #expect(heights.values[2] == 110)
    #expect(close(heights.values[3], one))
}

@Test func keyboardLiftsTheBarAndKeepsTheLastMessageVisible() throws {
    var rng = SplitMix64(seed: 11)
    var layout = ChatLayout(width: 375)
    try layout.replaceAll(randomHistory(60, prefix: "k", start: 1_700_000_000, rng: &rng), viewport: Viewport(offsetY: 0, height: 600))
    let listHeight = 812 - 91 - 34 - 40.0
    let viewport = Viewport(offsetY: layout.bottomOffset(viewportHeight: listHeight), height: listHeight)
    let shown = KeyboardLayout.arrange(screenHeight: 812, topInset: 91, safeAreaBottom: 34, keyboardHeight: 336, barHeight: 40,
                                       layout: layout, viewport: viewport)
    #expect(shown.barFrame == Rect(x: 0, y: 812 - 336 - 40, width: 375, height: 40))
    #expect(shown.listFrame.height == 812 - 336 - 40 - 91)
    let last = layout.cellFrame(at: layout.count - 1)
    #expect(last.maxY <= shown.viewport.offsetY + shown.viewport.height + 1e-9 && last.minY >= shown.viewport.offsetY)
    let hidden = KeyboardLayout.arrange(screenHeight: 812, topInset: 91, safeAreaBottom: 34, keyboardHeight: 0, barHeight: 40,
                                        layout: layout, viewport: shown.viewport)
    #expect(hidden.barFrame.minY == 812 - 34 - 40)
    #expect(hidden.viewport.offsetY == layout.bottomOffset(viewportHeight: listHeight))
}
