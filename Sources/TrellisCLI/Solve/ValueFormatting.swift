import TrellisRender

/// A solved value as `trellis solve` prints it: ``DecimalFormat/commandLine`` (6 decimals,
/// trailing zeros and point removed, never `-0`); a non-finite value, which the solver never
/// produces, prints as `nan`, `inf` or `-inf` rather than hiding as `0`.
func formatValue(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    return DecimalFormat.commandLine.string(value)
}
