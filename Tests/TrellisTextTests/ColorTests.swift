import Testing
import TrellisText

// UIColor's constructors and fixed colours: components rounded to 8 bits (0.5 × 255 = 127.5
// rounds to 128 = 0x80), systemBackground white in the light appearance.

@Test func colorComponentsRoundToEightBits() {
    #expect(Color.red.rgba == 0xFF00_00FF && Color.gray.rgba == 0x8080_80FF)
    #expect(Color.clear.rgba == 0 && Color.systemBackground == .white)
    #expect(Color.secondarySystemBackground.rgba == 0xF2F2_F7FF)
    #expect(Color(red: 2, green: -1, blue: .nan).rgba == 0xFF00_00FF)   // clamped, NaN as 0
}

@Test func withAlphaComponentReplacesOnlyTheAlpha() {
    #expect(Color.black.withAlphaComponent(0.5).rgba == 0x0000_0080)
    #expect(Color.secondaryLabel.withAlphaComponent(1).rgba == 0x3C3C_43FF)
    #expect(Color.white.withAlphaComponent(3) == .white)
}
