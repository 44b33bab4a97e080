import Testing
@testable import TrellisChat

/// A content sees the configuration only through its inputs, and the height cache keys each
/// message by their hash: what a content reads cannot be missing from the key.
@Suite struct ContentInputsTests {
    let t0 = 1_796_882_580.0
    let viewport = Viewport(offsetY: 0, height: 800)
    let tiles = [Size(width: 400, height: 300), Size(width: 300, height: 400), Size(width: 500, height: 500)]

    func albums() -> [ChatMessage] {
        [ChatMessage(id: "captioned", sender: alice, direction: .incoming, timestamp: t0, kind: .album(images: tiles, caption: "Beach day")),
         ChatMessage(id: "bare", sender: alice, direction: .incoming, timestamp: t0 + 1, kind: .album(images: tiles, caption: "")),
         ChatMessage(id: "photo", sender: alice, direction: .incoming, timestamp: t0 + 2, kind: .image(pixelSize: Size(width: 400, height: 300)))]
    }

    /// The caption's padding is an album input, so changing it re-measures the captioned album
    /// (its height grows by twice the change: once above and once below the caption). The
    /// captionless album's inputs leave the caption out, so it and the photo keep their heights.
    @Test func captionPaddingReachesTheCaptionedAlbumOnly() throws {
        var layout = ChatLayout(width: 375)
        try layout.replaceAll(albums(), viewport: viewport)
        #expect(layout.statistics.measuredCells == 3)
        let before = (0..<3).map { layout.cellFrame(at: $0).height }
        var padded = layout.configuration
        padded.textVerticalPadding += 5
        _ = layout.setConfiguration(padded, viewport: viewport)
        #expect(layout.statistics.measuredCells == 4)
        let after = (0..<3).map { layout.cellFrame(at: $0).height }
        #expect(after[0] == before[0] + 10)
        #expect(after[1] == before[1])
        #expect(after[2] == before[2])
        // Laying out the same messages afresh with the new configuration gives the same heights.
        var fresh = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: padded))
        try fresh.replaceAll(albums(), viewport: viewport)
        #expect((0..<3).map { fresh.cellFrame(at: $0).height } == after)
    }

    /// A captionless album narrows its inputs: no font, no caption padding.
    @Test func aCaptionlessAlbumReadsNoFont() {
        let content = AlbumContent()
        let inputs = content.inputs(from: ChatConfiguration())
        #expect(inputs.captionFont == ChatConfiguration().textFont)
        let bare = content.inputs(inputs, for: albums()[1])
        #expect(bare.captionFont == nil)
        #expect(bare.captionPadding == 0)
        // Three pictures, all shown: no "+N", so no count font either.
        #expect(bare.countFont == nil)
        #expect(content.inputs(inputs, for: albums()[0]).captionFont == inputs.captionFont)
        let many = ChatMessage(id: "many", sender: alice, direction: .incoming, timestamp: t0,
                               kind: .album(images: Array(repeating: tiles[0], count: 20), caption: "Trip"))
        #expect(content.inputs(inputs, for: many) == inputs)
    }

    /// A custom content that declares no inputs reads the whole configuration: any change
    /// re-measures it, even one no built-in content reads.
    @Test func aContentWithoutInputsReadsTheWholeConfiguration() throws {
        let poll = ChatMessage(id: "p", sender: alice, direction: .incoming, timestamp: t0,
                               kind: .custom(type: "poll", payload: ["options": "yes,no"]))
        let photo = albums()[2]
        var layout = ChatLayout(width: 375)
        var registry = layout.templates
        registry.register("poll") { BubbleCellTemplate(content: PollContent(), configuration: $0) }
        _ = layout.setTemplates(registry, viewport: viewport)
        try layout.replaceAll([poll, photo], viewport: viewport)
        #expect(layout.statistics.measuredCells == 2)
        var wider = layout.configuration
        wider.cardWidth += 20
        _ = layout.setConfiguration(wider, viewport: viewport)
        // The poll is re-measured; the photo (inputs: image box and minimum side) is not.
        #expect(layout.statistics.measuredCells == 3)
    }
}
