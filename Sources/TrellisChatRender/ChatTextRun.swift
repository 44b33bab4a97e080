import TrellisChat
import TrellisRender

/// One text part placed on the page: which cell and part it belongs to, its text frame,
/// the part's rectangle and the rectangle it must fit (its bubble or card).
///
/// ```swift
/// let run = scene.textRuns[0]
/// run.lineOrigin(0)   // where the first line's baseline starts
/// ```
public struct ChatTextRun: Sendable, Hashable {
    /// The cell's index in ``ChatScene/cells`` (`cells.count` for the input bar).
    public var cellIndex: Int

    /// The part's index in the cell.
    public var partIndex: Int

    /// The part's role.
    public var role: PartRole

    /// The text and its lines (relative to ``partFrame``).
    public var text: TextFrame

    /// The part's rectangle in page coordinates.
    public var partFrame: Rect

    /// The bubble or card around the text, in page coordinates.
    public var container: Rect

    /// Creates a run.
    /// - Parameters:
    ///   - cellIndex: the cell's index in the scene.
    ///   - partIndex: the part's index in the cell.
    ///   - role: the part's role.
    ///   - text: the text and its lines.
    ///   - partFrame: the part's rectangle in page coordinates.
    ///   - container: the bubble or card the text must fit, in page coordinates.
    public init(cellIndex: Int, partIndex: Int, role: PartRole, text: TextFrame, partFrame: Rect, container: Rect) {
        self.cellIndex = cellIndex
        self.partIndex = partIndex
        self.role = role
        self.text = text
        self.partFrame = partFrame
        self.container = container
    }

    /// The page coordinates of line `index`'s baseline start.
    /// - Parameter index: the line's index in ``text``.
    public func lineOrigin(_ index: Int) -> Point {
        let line = text.lines[index]
        return Point(x: partFrame.minX + line.frame.minX, y: partFrame.minY + line.baseline)
    }

    /// The characters of line `index` as drawn: the line's UTF-16 range of the string without
    /// its hanging spaces and line break, plus "…" when the line is truncated.
    /// - Parameter index: the line's index in ``text``.
    public func lineString(_ index: Int) -> String {
        let (body, _, ellipsis) = drawnLine(index)
        return ellipsis ? body + "…" : body
    }

    /// Line `index`'s characters from the string (without hanging spaces and the break), the
    /// UTF-16 offset they start at, and whether a "…" follows them.
    private func drawnLine(_ index: Int) -> (body: String, start: Int, ellipsis: Bool) {
        let line = text.lines[index]
        let utf16 = text.string.utf16
        let count = utf16.count
        let start = min(max(0, line.range.lowerBound), count)
        let lower = utf16.index(utf16.startIndex, offsetBy: start)
        let upper = utf16.index(utf16.startIndex, offsetBy: min(max(line.range.lowerBound, line.range.upperBound), count))
        var string = String(text.string[lower..<upper])
        // Hanging spaces and the hard break are not drawn (the line's width leaves them out).
        while let last = string.last, last.isNewline || last == " " || last == "\t" { string.removeLast() }
        return (string, start, line.isTruncated && !string.hasSuffix("…"))
    }

    /// Line `index` as drawn (``lineString(_:)``) cut where `runs` (UTF-16 ranges of the
    /// string, in order) change, each piece with its run's index; a "…" goes with the last piece.
    package func lineSegments(_ index: Int, runs: [AttributedText.Run]) -> [(run: Int, string: String)] {
        let (body, start, ellipsis) = drawnLine(index)
        var segments: [(run: Int, string: String)] = []
        var offset = start
        for character in body {
            let owner = ChatPainter.runIndex(of: offset, in: runs)
            if let last = segments.last, last.run == owner {
                segments[segments.count - 1].string.append(character)
            } else {
                segments.append((owner, String(character)))
            }
            offset += character.utf16.count
        }
        if ellipsis {
            if segments.isEmpty { segments.append((ChatPainter.runIndex(of: start, in: runs), "")) }
            segments[segments.count - 1].string += "…"
        }
        return segments
    }
}
