import Testing
import TrellisChat
import TrellisChatRender
import TrellisText

/// A PNG never allocates in proportion to a hostile scene size: it is scaled to fit across and
/// cut below (the limits of `ChatPNGRenderer`).
@Suite struct ChatPNGLimitsTests {
    /// The width and height fields of a PNG's IHDR chunk.
    func pixelSize(_ png: [UInt8]) -> (Int, Int) {
        func u32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    /// The fixture's one cell repeated `count` times, 80 points apart.
    func tallScene(cells count: Int, width: Double = 200) -> ChatScene {
        var scene = ChatFixtures.scene()
        let cell = scene.cells[0]
        scene.cells = (0..<count).map { index in
            var copy = cell
            copy.frame.origin.y = Double(index) * 80
            return copy
        }
        scene.width = width
        scene.contentHeight = Double(count) * 80
        return scene
    }

    @Test func aSmallSceneIsNeitherScaledNorCut() {
        let size = ChatPNGRenderer(scale: 3).imageSize(for: ChatFixtures.scene())
        #expect(size.width == 600 && size.height == 240 && size.scale == 3)
        #expect(size.drawnHeight == 80 && !size.isScaled && !size.isCut)
    }

    @Test func aTallSceneIsCutAfterTheRowsThatFit() {
        // 1,000,000 cells × 80 pt at 2x would be 400 × 160,000,000 pixels; 2^24 / 400 = 41,943
        // rows fit (41,943.04 rounded down), 20,971.5 points.
        let scene = tallScene(cells: 1_000_000)
        let renderer = ChatPNGRenderer(scale: 2)
        let size = renderer.imageSize(for: scene)
        #expect(size.width == 400 && size.height == 41_943 && size.isCut && !size.isScaled)
        #expect(size.drawnHeight == 20_971.5)
        let png = renderer.render(scene)
        #expect(pixelSize(png) == (400, 41_943))
    }

    @Test func aWideSceneIsDrawnAtASmallerScale() {
        // 100,000 points at 3x would be 300,000 pixels across: drawn at 16,384 / 100,000.
        var scene = ChatFixtures.scene()
        scene.width = 100_000
        let size = ChatPNGRenderer(scale: 3).imageSize(for: scene)
        #expect(size.isScaled && !size.isCut)
        #expect(size.width == 16_384 && size.scale == 0.16384)
        #expect(size.height == 14)  // 80 × 0.16384 = 13.1, rounded up
    }

    @Test func nonFiniteAndHugeScalesFallBack() {
        let scene = ChatFixtures.scene()
        #expect(ChatPNGRenderer(scale: .nan).imageSize(for: scene).scale == 1)
        #expect(ChatPNGRenderer(scale: 1e300).imageSize(for: scene).scale == 8)
        #expect(ChatPNGRenderer(scale: -2).imageSize(for: scene).width == 200)
    }
}
