import Testing
import TrellisChatRender

@Suite struct ChatPNGRendererTests {
    @Test func theChatRendersAsAPNGOfTheScaledSize() {
        let scene = ChatFixtures.scene()
        let png = ChatPNGRenderer(scale: 2).render(scene)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[16..<24]) == [0, 0, 1, 144, 0, 0, 0, 160])  // 400 × 160
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
