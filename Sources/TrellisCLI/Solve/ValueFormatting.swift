import Foundation

/// A solved value as `trellis solve` prints it: rounded to 6 decimals, trailing zeros and a
/// trailing point removed, never `-0`.
///
/// ```swift
/// formatValue(250)            // "250"
/// formatValue(33.3333333)     // "33.333333"
/// formatValue(-0.0000001)     // "0"
/// ```
func formatValue(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
