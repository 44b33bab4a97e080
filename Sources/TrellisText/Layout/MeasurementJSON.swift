import Foundation

/// The JSON that `trellis measure` prints:
/// `{"width":…,"height":…,"lines":[{"range":[start,end],"width":…,"baseline":…}]}`, where
/// ranges count UTF-16 code units. Numbers have up to 6 decimals, trailing zeros removed.
/// - Parameters:
///   - text: the text to measure.
///   - font: a font file path, or `builtin` for the built-in metrics.
///   - size: the font size in points.
///   - width: the wrap width; nil for no wrapping.
///   - maxLines: the most lines (tail-truncated with "…"); nil or 0 for all.
/// - Throws: ``FontError`` when the font file cannot be loaded.
public func measurementJSON(text: String, font: String, size: Double, width: Double? = nil, maxLines: Int? = nil) throws(FontError) -> String {
    let face: FontFace = font == "builtin" ? .builtin : try FontFace(contentsOf: font)
    let prepared = PreparedText(text, font: Font(face: face, size: size))
    let layout = prepared.layout(maxWidth: width ?? .infinity, options: LayoutOptions(numberOfLines: maxLines ?? 0))
    return measurementJSON(layout)
}

/// The `trellis measure` JSON of a layout already made.
public func measurementJSON(_ layout: TextLayout) -> String {
    let lines = layout.lines.map { line in
        "{\"range\":[\(line.range.lowerBound),\(line.range.upperBound)],\"width\":\(jsonNumber(line.width)),\"baseline\":\(jsonNumber(line.baseline))}"
    }
    return "{\"width\":\(jsonNumber(layout.width)),\"height\":\(jsonNumber(layout.height)),\"lines\":[\(lines.joined(separator: ","))]}"
}

/// A number with at most 6 decimals and no trailing zeros ("93.517", "20", "0").
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
