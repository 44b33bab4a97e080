import Trellis

/// The content of one `<g>` of glyphs as ``SVGGlyphRuns`` writes it: `<use>` elements and
/// live `<text>` runs, in order, as the inline markup bytes they are written as. Canvases
/// copy the bytes (``SVGByteCanvas``) or turn them back into content (``SVGElementCanvas``).
/// Noncopyable: one owner, passed `inout`.
package struct GlyphRunBuffer: ~Copyable {
    /// Every `<use>` and `<text>` so far, inline.
    package private(set) var bytes: ByteBuffer
    /// How many `<use>` elements `bytes` holds.
    package private(set) var uses = 0
    /// The live `<text>` runs: each one's bytes in ``bytes`` and what it draws.
    package private(set) var live: [(range: Range<Int>, text: LiveText)] = []

    /// A run of characters drawn as `<text>`: `SVG.text(string, at: origin, style:
    /// TextStyle(family: family, size: size))`.
    package struct LiveText {
        /// The characters.
        package var string: String
        /// The baseline start.
        package var origin: Point
        /// The CSS family list.
        package var family: String
        /// The font size in points.
        package var size: Double

        /// The element the bytes are.
        package var element: MarkupElement { SVG.text(string, at: origin, style: TextStyle(family: family, size: size)) }
    }

    /// The last `<use>`'s y and where its digits are in ``bytes``: the glyphs of a line share
    /// their baseline, so its digits are copied rather than formatted again.
    private var lastY = Double.nan
    private var lastYDigits = 0..<0

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 1024) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// Whether nothing was written.
    package var isEmpty: Bool { bytes.count == 0 }

    /// Appends `<use href="#g<reference>" x=".." y=".."/>`.
    @inline(__always)
    package mutating func appendUse(_ reference: Int, x: Double, y: Double) {
        bytes.append("<use href=\"#g" as StaticString)
        Self.appendInteger(reference, to: &bytes)
        bytes.append("\" x=\"" as StaticString)
        DecimalFormat.markup.append(x, to: &bytes)
        bytes.append("\" y=\"" as StaticString)
        if y == lastY {
            bytes.appendCopy(of: lastYDigits)
        } else {
            let start = bytes.count
            DecimalFormat.markup.append(y, to: &bytes)
            lastY = y
            lastYDigits = start..<bytes.count
        }
        bytes.append("\"/>" as StaticString)
        uses += 1
    }

    /// Appends a live `<text>` element, written inline as ``LiveText/element`` would be.
    package mutating func appendLive(_ text: LiveText) {
        let start = bytes.count
        bytes.append("<text x=\"" as StaticString)
        DecimalFormat.markup.append(text.origin.x, to: &bytes)
        bytes.append("\" y=\"" as StaticString)
        DecimalFormat.markup.append(text.origin.y, to: &bytes)
        bytes.append("\" font-family=\"" as StaticString)
        MarkupEscaping.appendAttribute(text.family, to: &bytes)
        bytes.append("\" font-size=\"" as StaticString)
        DecimalFormat.markup.append(text.size, to: &bytes)
        bytes.append("\">" as StaticString)
        MarkupEscaping.appendText(text.string, to: &bytes)
        bytes.append("</text>" as StaticString)
        live.append((start..<bytes.count, text))
    }

    /// The content as element children, in order: the `<use>` bytes between live runs, and the
    /// runs' elements.
    package func contents() -> [MarkupContent] {
        var contents: [MarkupContent] = []
        var position = 0
        bytes.withBytes { all in
            for run in live {
                if run.range.lowerBound > position {
                    contents.append(.bytes(Array(UnsafeBufferPointer(rebasing: all[position..<run.range.lowerBound]))))
                }
                contents.append(.element(run.text.element))
                position = run.range.upperBound
            }
            if all.count > position { contents.append(.bytes(Array(UnsafeBufferPointer(rebasing: all[position...])))) }
        }
        return contents
    }

    /// A non-negative integer in decimal.
    @inline(__always)
    private static func appendInteger(_ value: Int, to output: inout ByteBuffer) {
        if value < 10 {
            output.append(UInt8(truncatingIfNeeded: 48 + value))
            return
        }
        var divisor = 10
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(truncatingIfNeeded: 48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
