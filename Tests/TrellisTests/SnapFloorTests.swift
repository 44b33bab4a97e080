import Testing
import TrellisTestSupport
@testable import Trellis

/// Snapping to the pixel grid rounds down without libm (`LayoutEngine.floorOf`): it must be
/// `rounded(.down)` bit for bit, signed zeros, integers, huge values and NaN included.
@Suite struct SnapFloorTests {
    private static func same(_ x: Double) -> Bool {
        let fast = LayoutEngine.floorOf(x), exact = x.rounded(.down)
        return fast.bitPattern == exact.bitPattern || (fast.isNaN && exact.isNaN)
    }

    @Test func edgeValuesMatchRoundedDown() {
        let values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 0.999_999_999_999_999_9, -0.999_999_999_999_999_9,
                                1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p63, -0x1p63, 1e300, -1e300,
                                .infinity, -.infinity, .nan, 2.5, -2.5, 812.000_000_001, -812.000_000_001]
        for x in values { #expect(Self.same(x), "\(x)") }
    }

    @Test func randomValuesMatchRoundedDown() {
        var random = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let magnitude = [1.0, 100, 1e6, 1e12, 1e15, 1e17][random.int(0...5)]
            let x = random.double(-magnitude...magnitude)
            #expect(Self.same(x), "\(x)")
            #expect(Self.same(x.rounded(.down)), "\(x)")
        }
    }

    @Test func snapIsTheGridFormula() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let value = random.double(-5000...5000), scale = [1.0, 2, 3, 0.5][random.int(0...3)]
            let expected = (value * scale + 0.5 + 1e-9).rounded(.down) / scale
            #expect(LayoutEngine.snap(value, scale).bitPattern == expected.bitPattern)
        }
        #expect(LayoutEngine.snap(12.3, 0) == 12.3)
    }
}
