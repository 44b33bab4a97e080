import Testing
import TrellisRender

@Test func formatsHaveFileExtensions() {
    #expect(RenderFormat.allCases.map(\.fileExtension) == ["svg", "html", "json", "txt"])
    #expect(RenderFormat(rawValue: "ascii") == .ascii)
}
