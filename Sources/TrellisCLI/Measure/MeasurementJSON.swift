import TrellisRender
import TrellisText

/// The JSON that `trellis measure` prints:
/// `{"width":…,"height":…,"lines":[{"range":[start,end],"width":…,"baseline":…}]}`, where
/// ranges count UTF-16 code units and numbers have up to 6 decimals, trailing zeros removed.
/// - Parameters:
///   - font: a font file path, or `builtin` for the built-in metrics.
///   - width: the wrap width; nil for no wrapping.
///   - maxLines: the most lines (tail-truncated with "…"); nil or 0 for all.
/// - Throws: ``FontError`` when the font file cannot be loaded.
func measurementJSON(text: String, font: String, size: Double, width: Double? = nil,
                     maxLines: Int? = nil) throws(FontError) -> String {
    let face: FontFace = font == "builtin" ? .builtin : try FontFace(contentsOf: font)
    let prepared = PreparedText(text, font: Font(face: face, size: size))
    let layout = prepared.layout(maxWidth: width ?? .infinity, options: TextOptions(numberOfLines: maxLines ?? 0))
    return measurementJSON(layout)
}

/// The `trellis measure` JSON of a layout already made.
func measurementJSON(_ layout: TextLayout) -> String {
    let number = DecimalFormat.commandLine
    let lines = layout.lines.map { line in
        "{\"range\":[\(line.range.lowerBound),\(line.range.upperBound)],"
            + "\"width\":\(number.string(line.width)),\"baseline\":\(number.string(line.baseline))}"
    }
    return "{\"width\":\(number.string(layout.width)),\"height\":\(number.string(layout.height)),"
        + "\"lines\":[\(lines.joined(separator: ","))]}"
}
