import TrellisChat
import TrellisRender

/// Attributed text: each run drawn in its own font and colour (``TextFrame/attributedText``).
/// Glyph outlines come from the text prepared again with its runs' fonts (the same clusters
/// and advances the layout measured), grouped by run under a `<g fill>`; live text is one
/// `<text>` per line with a `<tspan>` per run. A run without a colour takes the frame's.
extension ChatPainter {
    func attributedLines<Canvas: SVGCanvas & ~Copyable>(_ attributed: AttributedText, _ text: TextFrame, in frame: Rect, into canvas: inout Canvas) {
        let run = ChatTextRun(cellIndex: 0, partIndex: 0, role: .text, text: text, partFrame: frame, container: frame)
        let fallback = theme.color(text.color)
        let runs = attributed.runs
        if let glyphRuns {
            let prepared = PreparedText(attributed)
            for index in text.lines.indices {
                let line = text.lines[index]
                let glyphs = prepared.glyphs(in: line.range, truncated: line.isTruncated, rightToLeft: line.isRightToLeft)
                var start = 0
                while start < glyphs.count {
                    let owner = Self.runIndex(of: glyphs[start].utf16Range.lowerBound, in: runs)
                    var end = start + 1
                    while end < glyphs.count, Self.runIndex(of: glyphs[end].utf16Range.lowerBound, in: runs) == owner { end += 1 }
                    let attributes = runs[owner].attributes
                    var uses = GlyphRunBuffer()
                    glyphRuns.line(Array(glyphs[start..<end]), text: text.string, origin: run.lineOrigin(index),
                                   size: attributes.font.size, into: &uses)
                    canvas.glyphGroup(Self.fill(attributes.foregroundColor, fallback), uses)
                    start = end
                }
            }
            return
        }
        for index in text.lines.indices {
            let spans = run.lineSegments(index, runs: runs).map { segment in
                let attributes = runs[segment.run].attributes
                var element = MarkupElement("tspan", Self.fill(attributes.foregroundColor, fallback), text: segment.string)
                let identifier = attributes.font.face.identifier
                element = element.setting("font-family", fonts.family(for: identifier, web: false))
                element = element.setting("font-size", attributes.font.size)
                return fonts.weight(for: identifier).map { element.setting("font-weight", $0) } ?? element
            }
            let origin = run.lineOrigin(index)
            // The empty text keeps the writer inline: whitespace between the spans would be drawn.
            canvas.element(MarkupElement("text", children: [.text("")] + spans.map(MarkupContent.element))
                .setting("x", origin.x).setting("y", origin.y))
        }
    }

    /// The run holding UTF-16 offset `offset` (the last run past the end: a truncation's "…").
    static func runIndex(of offset: Int, in runs: [AttributedText.Run]) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// `fill` (and `fill-opacity` below full alpha) for a run's `0xRRGGBBAA`, else `fallback`.
    static func fill(_ rgba: UInt32?, _ fallback: String) -> KeyValuePairs<String, String> {
        guard let rgba else { return ["fill": fallback] }
        let color = RunColor(rgba)
        guard let opacity = color.opacity else { return ["fill": color.hex] }
        return ["fill": color.hex, "fill-opacity": DecimalFormat.markup.string(opacity)]
    }
}

/// A run's `0xRRGGBBAA` colour as the markup writes it.
struct RunColor {
    /// `#RRGGBB`.
    let hex: String
    /// The alpha in 0...1, nil when opaque.
    let opacity: Double?

    init(_ rgba: UInt32) {
        let digits = String(rgba >> 8, radix: 16, uppercase: true)
        hex = "#" + String(repeating: "0", count: 6 - digits.count) + digits
        let alpha = rgba & 0xFF
        opacity = alpha == 0xFF ? nil : Double(alpha) / 255
    }

    /// CSS: `#RRGGBB`, or `rgba(r,g,b,a)` below full alpha.
    var css: String {
        guard let opacity, let value = UInt32(hex.dropFirst(), radix: 16) else { return hex }
        let (r, g, b) = ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
        return "rgba(\(r),\(g),\(b),\(DecimalFormat.markup.string(opacity)))"
    }
}
