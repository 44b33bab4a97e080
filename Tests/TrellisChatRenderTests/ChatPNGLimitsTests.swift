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
        // 1,000,000 cells × 80 pt at 2x would be 400 × 160,000,000 pixels: cut at the
        // 16,384-pixel side (2^24 / 400 = 41,943 rows would fit the pixel budget), 8,192 points.
        let scene = tallScene(cells: 1_000_000)
        let renderer = ChatPNGRenderer(scale: 2)
        let size = renderer.imageSize(for: scene)
        #expect(size.width == 400 && size.height == 16_384 && size.isCut && !size.isScaled)
        #expect(size.drawnHeight == 8_192)
        let png = renderer.render(scene)
        #expect(pixelSize(png) == (400, 16_384))
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

    @Test func aWideAndTallSceneKeepsThePixelBudget() {
        // 10,000 points at 1x is 10,000 pixels across: 2^24 / 10,000 = 1,677 rows fit.
        let size = ChatPNGRenderer().imageSize(for: tallScene(cells: 1_000, width: 10_000))
        #expect(size.width == 10_000 && size.height == 1_677 && size.isCut && !size.isScaled)
    }

    @Test func nonFiniteAndHugeScalesFallBack() {
        let scene = ChatFixtures.scene()
        #expect(ChatPNGRenderer(scale: .nan).imageSize(for: scene).scale == 1)
        #expect(ChatPNGRenderer(scale: 1e300).imageSize(for: scene).scale == 8)
        #expect(ChatPNGRenderer(scale: -2).imageSize(for: scene).width == 200)
    }
}
