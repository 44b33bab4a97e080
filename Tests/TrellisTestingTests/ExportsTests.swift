import Testing
import TrellisTesting

@Test func testingReexportsLayoutAndRender() {
    #expect(LayoutNode().subviews.isEmpty)
    #expect(RenderFormat.svg.fileExtension == "svg")
}
