/// A grid of characters to draw boxes and text on, for terminals and test failures.
/// Crossing lines join: a vertical line drawn over a horizontal one becomes `+`.
///
/// ```swift
/// var grid = ASCIIGrid(columns: 6, rows: 3)
/// grid.drawBox(column: 0, row: 0, lastColumn: 5, lastRow: 2)
/// grid.write("hi", column: 1, row: 1)
/// grid.string
/// // +----+
/// // |hi  |
/// // +----+
/// ```
package struct ASCIIGrid: Sendable, Hashable {
    /// The characters a box is drawn with.
    package struct Stroke: Sendable, Hashable {
        /// Along top and bottom edges.
        package var horizontal: Character

        /// Along left and right edges.
        package var vertical: Character

        /// At corners and crossings.
        package var corner: Character

        /// Whether the stroke only fills blank cells (it never covers another line or text).
        package var isFaint: Bool

        /// Creates a stroke.
        package init(horizontal: Character, vertical: Character, corner: Character, isFaint: Bool = false) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.corner = corner
            self.isFaint = isFaint
        }

        /// `-`, `|` and `+`.
        package static let solid = Stroke(horizontal: "-", vertical: "|", corner: "+")

        /// `.`, `:` and `.`, faint: for hidden nodes.
        package static let dotted = Stroke(horizontal: ".", vertical: ":", corner: ".", isFaint: true)
    }

    /// The width in characters.
    package let columns: Int

    /// The height in lines.
    package let rows: Int
    private var cells: [Character]

    /// A blank grid (clamped to at least 0 × 0).
    ///
    /// - Complexity: O(columns × rows) time and memory; callers cap both (the renderers do).
    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: " ", count: self.columns * self.rows)
    }

    /// The character at a cell (a space outside the grid).
    package subscript(column column: Int, row row: Int) -> Character {
        contains(column, row) ? cells[row * columns + column] : " "
    }

    private func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// Sets one cell; cells outside the grid are ignored.
    package mutating func set(_ character: Character, column: Int, row: Int) {
        guard contains(column, row) else { return }
        cells[row * columns + column] = character
    }

    /// Paints a line character, turning a crossing with a line of the other direction (or a
    /// corner) into a corner.
    private mutating func paint(_ character: Character, column: Int, row: Int, crossings: Set<Character>,
                                corner: Character, faint: Bool) {
        let current = self[column: column, row: row]
        if faint, current != " " { return }
        set(crossings.contains(current) || current == "+" ? corner : character, column: column, row: row)
    }

    /// Draws a box with corners at the given cells (inclusive); a box one cell wide or tall
    /// is a line.
    package mutating func drawBox(column: Int, row: Int, lastColumn: Int, lastRow: Int, stroke: Stroke = .solid) {
        let (left, right) = (min(column, lastColumn), max(column, lastColumn))
        let (top, bottom) = (min(row, lastRow), max(row, lastRow))
        // Only the part inside the grid is walked: a box far larger than the grid costs no more.
        let (firstX, lastX) = (max(left, 0), min(right, columns - 1)), (firstY, lastY) = (max(top, 0), min(bottom, rows - 1))
        if firstX <= lastX {
            for x in firstX...lastX {
                paint(stroke.horizontal, column: x, row: top, crossings: Self.verticals, corner: stroke.corner, faint: stroke.isFaint)
                paint(stroke.horizontal, column: x, row: bottom, crossings: Self.verticals, corner: stroke.corner, faint: stroke.isFaint)
            }
        }
        if firstY <= lastY {
            for y in firstY...lastY {
                paint(stroke.vertical, column: left, row: y, crossings: Self.horizontals, corner: stroke.corner, faint: stroke.isFaint)
                paint(stroke.vertical, column: right, row: y, crossings: Self.horizontals, corner: stroke.corner, faint: stroke.isFaint)
            }
        }
        if left != right || top != bottom {
            for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)]
            where !stroke.isFaint || self[column: x, row: y] == " " || self[column: x, row: y] == stroke.horizontal
                || self[column: x, row: y] == stroke.vertical {
                set(stroke.corner, column: x, row: y)
            }
        }
    }

    private static let verticals: Set<Character> = ["|", ":"]
    private static let horizontals: Set<Character> = ["-", "."]

    /// Writes `text` from a cell rightwards, one character a cell, clipped at the grid edge.
    package mutating func write(_ text: String, column: Int, row: Int) {
        guard row >= 0, row < rows, column < columns else { return }
        var x = column
        for character in text {
            set(character, column: x, row: row)
            x += 1
            if x >= columns { break }
        }
    }

    /// The grid as lines without trailing spaces, joined by line breaks, with a final one
    /// when the grid has rows.
    package var string: String {
        var text = ""
        for row in 0..<rows {
            var line = String(cells[(row * columns)..<((row + 1) * columns)])
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
