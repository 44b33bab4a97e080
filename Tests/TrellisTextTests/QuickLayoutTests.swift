import Testing
@testable import TrellisText

/// `PreparedText.quickLayout` (one pass, no `LineSink`) must give bit for bit what the general
/// wrapping gives, whenever it answers.
@Suite("Quick layout")
struct QuickLayoutTests {
    /// Every number of a layout as its bit pattern, so that 0 and -0 (or two NaNs) differ.
    static func bits(_ layout: TextLayout) -> [UInt64] {
        var bits = [layout.width.bitPattern, layout.height.bitPattern, UInt64(layout.lines.count)]
        for line in layout.lines {
            bits += [UInt64(line.range.lowerBound), UInt64(line.range.upperBound)]
            bits += [line.width, line.x, line.y, line.height, line.ascent, line.descent, line.baseline].map(\.bitPattern)
            bits += [line.isRightToLeft ? 1 : 0, line.isTruncated ? 1 : 0, line.omittedRange == nil ? 0 : 1]
        }
        return bits
    }

    @Test("the same lines as the general wrapping on random texts, widths and options", arguments: [false, true])
    func matchesGeneralWrapping(bundled: Bool) {
        let font = bundled ? Font.system(size: 17) : Font.builtin(size: 17)
        var state: UInt64 = 0x0DDB_1A5E_5BAD_5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let widths: [Double] = [0, 1, 8, 30, 55.5, 80, 120, 200, 260, 300, 1000, .infinity, -5, .nan]
        let heights: [LineHeight] = [.font, .font, .font, .multiple(1.4), .points(22), .points(.nan), .tallest]
        let alignments: [TextAlignment] = [.natural, .left, .right, .center]
        var answered = 0
        var declined = 0
        for text in PreparedStorageTests.randomTexts(count: 400) {
            var options = TextOptions()
            options.lineHeight = heights[next(heights.count)]
            options.alignment = alignments[next(alignments.count)]
            options.lineSpacing = [0, 3, 0.5][next(3)]
            options.numberOfLines = [0, 0, 0, 0, 1, 2, 3][next(7)]
            let prepared = PreparedText(text, font: font, options: options)
            for _ in 0..<6 {
                let width = widths[next(widths.count)]
                let general = prepared.wrappedLayout(maxWidth: width, options: options)
                guard let quick = prepared.quickLayout(maxWidth: width, options: options) else {
                    declined += 1
                    continue
                }
                answered += 1
                #expect(Self.bits(quick) == Self.bits(general), "\(text.debugDescription) at \(width), \(options)")
            }
        }
        // Both paths must be exercised for the comparison to mean anything.
        #expect(answered > 500, "\(answered) answered")
        #expect(declined > 100, "\(declined) declined")
    }

    /// The one-line shortcut at the widths where the wrap starts to break: exactly at the
    /// largest width it compares, one ulp either side, and far wider.
    @Test("one-line shortcut at its boundary", arguments: [false, true])
    func oneLineBoundary(bundled: Bool) {
        let font = bundled ? Font.system(size: 17) : Font.builtin(size: 17)
        var fitted = 0
        for text in PreparedStorageTests.randomTexts(count: 300) {
            let prepared = PreparedText(text, font: font)
            let oneLine = prepared.storage.oneLine
            guard oneLine.need < .infinity else { continue }
            let exact = oneLine.need - PreparedText.fitTolerance
            for width in [exact, exact.nextDown, exact.nextUp, exact.nextDown.nextDown, oneLine.need * 2 + 10] {
                let options = prepared.storage.options
                let general = prepared.wrappedLayout(maxWidth: width, options: options)
                // Right-to-left paragraphs take the general path.
                guard let quick = prepared.quickLayout(maxWidth: width, options: options) else { continue }
                if oneLine.fits(width + PreparedText.fitTolerance) {
                    fitted += 1
                    #expect(general.lines.count == 1, "\(text.debugDescription) at \(width)")
                }
                #expect(Self.bits(quick) == Self.bits(general), "\(text.debugDescription) at \(width)")
            }
        }
        #expect(fitted > 300, "\(fitted) one-line layouts")
    }
}
