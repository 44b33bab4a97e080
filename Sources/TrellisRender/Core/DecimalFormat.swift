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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
            guard let start = write(value, into: buffer.baseAddress!) else { return Self.largeString(value) }
            // At most 21 bytes; 15 or fewer (every coordinate) make a small string, no allocation.
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// Appends what ``string(_:)`` returns to `output`, as UTF-8, without making a string.
    /// - Complexity: O(digits).
    @inline(__always)
    package func append(_ value: Double, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
            if let start = write(value, into: buffer.baseAddress!) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            } else {
                output += Self.largeString(value).utf8
            }
        }
    }

    /// Appends what ``string(_:)`` returns to `output`, without making a string.
    /// - Complexity: O(digits).
    @inline(__always)
    package func append(_ value: Double, to output: inout ByteBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
            if let start = write(value, into: buffer.baseAddress!) {
                output.append(UnsafeBufferPointer(rebasing: buffer[start...]))
            } else {
                output.append(Self.largeString(value))
            }
        }
    }

    /// Room for a sign, 16 digits below 2^53 and a point, with some to spare.
    private static let bufferSize = 32

    /// Writes the text of `value` right-aligned in `out[0..<bufferSize]` and returns where it
    /// starts; nil when the magnitude is past 2^53 at every number of decimals (the caller
    /// prints those with ``largeString(_:)``).
    @inline(__always)
    private func write(_ value: Double, into out: UnsafeMutablePointer<UInt8>) -> Int? {
        guard value.isFinite else {
            out[Self.bufferSize - 1] = 48  // "0"
            return Self.bufferSize - 1
        }
        // Keep the scaled value below 2^53, where doubles hold integers exactly: very large
        // magnitudes give up decimals rather than print digits they do not have. (Powers of
        // ten up to 10^6 are exact doubles, and so are their quotients by ten.)
        var digits = maximumFractionDigits
        var divisor = 1.0
        for _ in 0..<digits { divisor *= 10 }
        while digits > 0, value.magnitude * divisor >= 0x1p53 {
            digits -= 1
            divisor /= 10
        }
        let scaled = value.magnitude * divisor
        // Below 2^53 rounding cannot reach 2^53 (from 2^52 on every double is an integer).
        guard scaled < 0x1p53 else { return nil }
        // Rounded half away from zero without a call into libm: the truncation, plus one when
        // the fraction (exact: a double's fractional part is a double) is a half or more.
        var n = UInt64(scaled)
        if scaled - Double(n) >= 0.5 { n += 1 }
        var position = Self.bufferSize
        guard n != 0 else {
            out[position - 1] = 48
            return position - 1
        }
        // Trailing zeros of the fraction are dropped; then the fraction's digits (zero-padded
        // to `digits`), a point when any are left, and the integer part (at least one digit).
        while digits > 0, n % 10 == 0 {
            n /= 10
            digits -= 1
        }
        if digits > 0 {
            for _ in 0..<digits {
                position -= 1
                out[position] = UInt8(truncatingIfNeeded: 48 + n % 10)
                n /= 10
            }
            position -= 1
            out[position] = 46  // "."
        }
        repeat {
            position -= 1
            out[position] = UInt8(truncatingIfNeeded: 48 + n % 10)
            n /= 10
        } while n > 0
        if value < 0 {
            position -= 1
            out[position] = 45  // "-"
        }
        return position
    }

    /// A value whose magnitude is past 2^53 even without decimals: the integer, or Swift's
    /// own notation past `Int64`.
    private static func largeString(_ value: Double) -> String {
        let rounded = value.rounded()
        if let integer = Int64(exactly: rounded) { return String(integer) }
        return "\(rounded)"
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
