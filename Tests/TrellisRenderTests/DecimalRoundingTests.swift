import Testing
@testable import TrellisRender

/// ``DecimalFormat`` rounds half away from zero with integer arithmetic (no libm call); it must
/// print what rounding with `rounded(.toNearestOrAwayFromZero)` printed, for every magnitude.
@Suite struct DecimalRoundingTests {
    /// The former formatter: libm rounding, then the digits.
    static func reference(_ value: Double, digits maximum: Int) -> String {
        guard value.isFinite else { return "0" }
        var digits = maximum
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        while digits > 0, value.magnitude * Double(divisor) >= 0x1p53 {
            digits -= 1
            divisor /= 10
        }
        let scaled = (value.magnitude * Double(divisor)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 0x1p53 else {
            let rounded = value.rounded()
            if let integer = Int64(exactly: rounded) { return String(integer) }
            return "\(rounded)"
        }
        var n = UInt64(scaled)
        guard n != 0 else { return "0" }
        while digits > 0, n % 10 == 0 {
            n /= 10
            digits -= 1
        }
        var text = ""
        if digits > 0 {
            var fraction = ""
            for _ in 0..<digits {
                fraction = String(n % 10) + fraction
                n /= 10
            }
            text = "." + fraction
        }
        text = String(n) + text
        return value < 0 ? "-" + text : text
    }

    @Test(arguments: [0, 2, 3, 6])
    func randomValuesPrintAsWithLibmRounding(digits: Int) {
        let format = DecimalFormat(maximumFractionDigits: digits)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(digits)
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var mismatches: [Double] = []
        for index in 0..<200_000 {
            let bits = next()
            let value: Double
            switch index % 4 {
            case 0:  // any magnitude from 1e-8 to 1e18, either sign
                let exponent = Double(bits % 2600) / 100 - 8
                value = (bits & 1 == 0 ? 1 : -1) * (Double(bits >> 11) / 0x1p53 + 1) * pow10(exponent)
            case 1:  // exact ties at the last kept decimal: k + 0.5 units
                let units = Double(bits % 10_000_000) + 0.5
                value = (bits & 1 == 0 ? 1 : -1) * units / pow10(Double(digits))
            case 2:  // layout-like coordinates: hundredths and thirds
                value = Double(Int64(bits % 2_000_000) - 1_000_000) / 300
            default:  // raw doubles near 2^53 once scaled
                value = Double(bitPattern: 0x4330_0000_0000_0000 | (bits & 0xF_FFFF_FFFF_FFFF)) / pow10(Double(digits)) * (bits & 2 == 0 ? 1 : 2)
            }
            if format.string(value) != Self.reference(value, digits: digits) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    private func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        let whole = Int(exponent.rounded(.down))
        for _ in 0..<abs(whole) { result = whole < 0 ? result / 10 : result * 10 }
        return result * (1 + (exponent - Double(whole)) * 9)
    }
}
