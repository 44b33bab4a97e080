import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

/// Issue 10: `trellis render --format ascii` with a transcript width of 1e8 asked for a
/// 3.5 TB grid and 1e308 trapped converting to `Int`. The grid is now capped (scaled across,
/// cut down), and frames far outside it cost nothing.
@Suite struct ASCIILimitsTests {
    @Test func aHugeWidthIsScaledToTheColumnCap() {
        let scene = ChatScene(layout: Transcript.sample.layout(width: 100_000))
        let text = ChatASCIIRenderer().render(scene)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 400 })
        #expect(text.hasSuffix("(scaled to 400 columns: one column is 250.63 points)\n"))   // 100000 / 399
        #expect(text.contains("+-"))
    }

    @Test func aTallChatIsCutAtTheRowCapAndSaysSo() {
        let scene = ChatScene(layout: Transcript.sample.layout(width: 375))
        let text = ChatASCIIRenderer(maximumGridSize: (columns: 400, rows: 30)).render(scene)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 31)
        let rows = DecimalFormat.markup.string((scene.height / 14).rounded() + 1)
        #expect(lines.last == "(cut after 30 of \(rows) rows)")
        // Within the caps the picture has no note.
        #expect(!ChatASCIIRenderer().render(scene).contains("(cut after"))
    }

    @Test func framesBeyondAnyGridNeitherTrapNorLoop() {
        // Parts at 1e300 points and NaN: the conversion to a cell clamps; drawing walks only the grid.
        let far = ChatPart(role: .bubble, frame: Rect(x: -1e300, y: 0, width: 2e300, height: 1e300))
        let nan = ChatPart(role: .image, frame: Rect(x: .nan, y: .nan, width: 10, height: 10))
        let cell = ChatCellFrame(messageID: MessageID("m"), kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 100, height: 50),
                                 parts: [far, nan], isMirrored: false)
        let scene = ChatScene(width: 100, contentHeight: .infinity, cells: [cell], senders: [:])
        let text = ChatASCIIRenderer().render(scene)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 2)   // an infinite height is no rows beyond the first
        let huge = ChatScene(width: 1e300, contentHeight: 1e300, cells: [cell], senders: [:])
        let capped = ChatASCIIRenderer(maximumGridSize: (columns: 40, rows: 20)).render(huge)
        #expect(capped.split(separator: "\n", omittingEmptySubsequences: false).count == 23)   // 20 rows and the two notes
    }

    @Test func aGridBoxFarLargerThanTheGridIsClipped() {
        var grid = ASCIIGrid(columns: 4, rows: 3)
        grid.drawBox(column: -2_000_000_000, row: 1, lastColumn: 2_000_000_000, lastRow: 2_000_000_000)
        grid.write("abcdef", column: -1_000_000, row: 0)
        #expect(grid.string == "\n----\n\n")
    }
}
