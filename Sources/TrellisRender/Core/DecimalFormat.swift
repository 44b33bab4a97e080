/// Stable, locale-free number formatting for every renderer: at most a fixed number of
/// decimals, no trailing zeros, no `-0`, no exponent for sensible layout values. The same
/// value prints the same text on every machine.
///
/// ```swift
/// let format = DecimalFormat(maximumFractionDigits: 2)
/// format.string(10)        // "10"
/// format.string(1.0 / 3)   // "0.33"
/// format.string(-0.001)    // "0"
/// format.string(12.5)      // "12.5"
/// ```
package struct DecimalFormat: Sendable, Hashable {
    /// Decimals kept after rounding (clamped to `0...6`).
    package let maximumFractionDigits: Int

    /// Creates a format keeping at most `maximumFractionDigits` decimals (clamped to `0...6`).
    package init(maximumFractionDigits: Int) {
        self.maximumFractionDigits = min(max(maximumFractionDigits, 0), 6)
    }

    /// Two decimals: what the SVG and HTML writers use (a hundredth of a point is far below
    /// a device pixel).
    package static let markup = DecimalFormat(maximumFractionDigits: 2)

    /// Three decimals: what the JSON writer uses.
    package static let json = DecimalFormat(maximumFractionDigits: 3)

    /// Six decimals: what `trellis solve` and `trellis measure` print.
    package static let commandLine = DecimalFormat(maximumFractionDigits: 6)

    /// The value rounded half away from zero to ``maximumFractionDigits`` decimals. Non-finite
    /// values print as `0` (no format the renderers write can hold them); magnitudes too large
    /// for all the decimals in a double (past 2^53 once scaled) keep fewer, and integers past
    /// `Int64` print in Swift's own notation.
    package func string(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Keep the scaled value below 2^53, where doubles hold integers exactly: very large
        // magnitudes give up decimals rather than print digits they do not have.
        var digits = maximumFractionDigits
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        while digits > 0, value.magnitude * Double(divisor) >= 0x1p53 {
            digits -= 1
            divisor /= 10
        }
        let scaledMagnitude = (value.magnitude * Double(divisor)).rounded(.toNearestOrAwayFromZero)
        if scaledMagnitude >= 0x1p53 {
            let rounded = value.rounded()
            if let integer = Int64(exactly: rounded) { return String(integer) }
            return "\(rounded)"
        }
        let scaled = UInt64(scaledMagnitude)
        guard scaled != 0 else { return "0" }
        return Self.text(negative: value < 0, scaled: scaled, decimals: digits)
    }

    /// `scaled / 10^decimals` in decimal, trailing fraction zeros dropped, written into the
    /// string's own storage (at most 21 bytes: a sign, 16 digits below 2^53 and a point; short
    /// results are small strings and allocate nothing).
    private static func text(negative: Bool, scaled: UInt64, decimals: Int) -> String {
        String(unsafeUninitializedCapacity: 48) { out in
            // The digits, least significant first, at out[24...]: at least decimals + 1 of them.
            let scratch = 24
            var n = scaled
            var count = 0
            repeat {
                out[scratch + count] = UInt8(truncatingIfNeeded: 48 + n % 10)
                n /= 10
                count += 1
            } while n > 0 || count <= decimals
            var skip = 0  // trailing zeros of the fraction
            while skip < decimals, out[scratch + skip] == 48 { skip += 1 }
            var written = 0
            if negative { out[0] = 45; written = 1 }  // "-"
            var k = count - 1
            while k >= decimals { out[written] = out[scratch + k]; written += 1; k -= 1 }
            if skip < decimals {
                out[written] = 46  // "."
                written += 1
                while k >= skip { out[written] = out[scratch + k]; written += 1; k -= 1 }
            }
            return written
        }
    }

    /// The rounded value itself (what ``string(_:)`` prints), `0` for non-finite values.
    package func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        guard value.magnitude < 1e15 else { return value.rounded() }
        var scale = 1.0
        for _ in 0..<maximumFractionDigits { scale *= 10 }
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }
}
