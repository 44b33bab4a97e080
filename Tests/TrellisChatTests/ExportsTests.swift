import Testing
import TrellisChat

@Test func chatReexportsLayoutAndText() {
    let node = LayoutNode()
    #expect(node.subviews.isEmpty)
    let prepared = PreparedText("Hi", font: .builtin(size: 14))
    #expect(prepared.layout(maxWidth: 100).lines.count == 1)
}
