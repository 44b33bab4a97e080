import Trellis

/// Draws a tree as boxes on a character grid: for terminals and readable test failures.
/// Each node's edges are rounded to the nearest column and row at the ``scale``, so
/// adjacent nodes share an edge; a box is drawn over its parent's, and its label goes in the
/// first free run of its interior (left out when it does not fit). Hidden nodes are dotted.
///
/// ```swift
/// root.layoutIfNeeded()
/// print(ASCIIBoxRenderer(scale: .init(pointsPerColumn: 10, pointsPerRow: 20)).render(root))
/// // +---------+
/// // |root     |
/// // |  +---+  |
/// // |  |a  |  |
/// // +--+---+--+
/// ```
public struct ASCIIBoxRenderer: FrameTreeRenderer {
    /// How many points one character cell stands for, across and down. Characters are
    /// about twice as tall as wide, so the default is 4 points a column and 8 a row.
    public struct Scale: Sendable, Hashable {
        /// Points per column.
        public var pointsPerColumn: Double

        /// Points per row.
        public var pointsPerRow: Double

        /// Creates a scale (each value at least 0.01 points).
        public init(pointsPerColumn: Double, pointsPerRow: Double) {
            self.pointsPerColumn = pointsPerColumn.isFinite ? max(pointsPerColumn, 0.01) : 4
            self.pointsPerRow = pointsPerRow.isFinite ? max(pointsPerRow, 0.01) : 8
        }

        /// 4 points a column, 8 a row: a 375-point phone screen is 95 columns wide.
        public static let standard = Scale(pointsPerColumn: 4, pointsPerRow: 8)
    }

    /// Points per character cell.
    ///
    /// ```swift
    /// var renderer = ASCIIBoxRenderer()
    /// renderer.scale = .init(pointsPerColumn: 8, pointsPerRow: 16)
    /// ```
    public var scale: Scale

    /// Whether hidden nodes (and what is below them) are drawn, dotted.
    ///
    /// ```swift
    /// var renderer = ASCIIBoxRenderer()
    /// renderer.showsHiddenNodes = false
    /// ```
    public var showsHiddenNodes: Bool

    /// The largest grid drawn, in columns and rows: a runaway frame cannot make a huge string.
    public var maximumGridSize: (columns: Int, rows: Int)

    /// Creates a renderer.
    public init(scale: Scale = .standard, showsHiddenNodes: Bool = true, maximumGridSize: (columns: Int, rows: Int) = (400, 400)) {
        self.scale = scale
        self.showsHiddenNodes = showsHiddenNodes
        self.maximumGridSize = maximumGridSize
    }

    /// ``RenderFormat/ascii``.
    public var format: RenderFormat { .ascii }

    /// The picture, one line per row, ending with a line break.
    public func render(_ tree: FrameTree) -> String {
        let shown = tree.drawingOrder.filter { showsHiddenNodes || !$0.isEffectivelyHidden }
        // A scroll node's children show only inside it: each box is cut to its clip (and
        // dropped when nothing of it shows).
        let entries = shown.filter { entry in entry.clip.map { $0.width > 0 && $0.height > 0 && visible(entry, in: $0) } ?? true }
        let cells = entries.map { cellBox(FrameTree.intersect($0.clip, $0.node.absoluteFrame)) }
        let columns = min((cells.map(\.right).max() ?? 0) + 1, max(maximumGridSize.columns, 1))
        let rows = min((cells.map(\.bottom).max() ?? 0) + 1, max(maximumGridSize.rows, 1))
        var grid = ASCIIGrid(columns: columns, rows: rows)
        for (entry, box) in zip(entries, cells) {
            grid.drawBox(column: box.left, row: box.top, lastColumn: box.right, lastRow: box.bottom,
                         stroke: entry.isEffectivelyHidden ? .dotted : .solid)
        }
        // Labels after every box, each in the part of its box that no child covers.
        var children: [[Int]: [CellBox]] = [:]
        for (entry, box) in zip(entries, cells) where !entry.indexPath.isEmpty {
            children[Array(entry.indexPath.dropLast()), default: []].append(box)
        }
        for (entry, box) in zip(entries, cells) {
            if let title = entry.node.details?.title, let rect = entry.node.details?.titleRect {
                // A button's title on the row of its title rectangle, inside the box.
                let at = cellBox(ContainerMarks.absolute(rect, entry))
                let row = min(max(at.top, box.top + 1), box.bottom - 1)
                if row > box.top, box.right - box.left - 1 >= title.count {
                    grid.write(title, column: max(at.left, box.left + 1), row: row)
                    continue
                }
            }
            guard let label = entry.node.label, !label.isEmpty else { continue }
            place(String(label.map { $0.isNewline || $0 == "\t" ? " " : $0 }), in: box, avoiding: children[entry.indexPath] ?? [], on: &grid)
        }
        return grid.string
    }

    /// A node's box in cells (inclusive corners), clamped to the grid's first quadrant.
    private func visible(_ entry: FrameTree.Entry, in clip: Rect) -> Bool {
        let frame = entry.node.absoluteFrame
        return frame.maxX > clip.minX && frame.minX < clip.maxX && frame.maxY > clip.minY && frame.minY < clip.maxY
    }

    struct CellBox: Hashable {
        var left, top, right, bottom: Int

        func covers(column: Int, row: Int) -> Bool {
            column >= left && column <= right && row >= top && row <= bottom
        }
    }

    private func cellBox(_ frame: Rect) -> CellBox {
        func cell(_ value: Double, _ step: Double) -> Int {
            let position = (value / step).rounded(.toNearestOrAwayFromZero)
            guard position.isFinite else { return 0 }
            return Int(min(max(position, 0), 100_000))
        }
        return CellBox(left: cell(frame.minX, scale.pointsPerColumn), top: cell(frame.minY, scale.pointsPerRow),
                       right: cell(frame.maxX, scale.pointsPerColumn), bottom: cell(frame.maxY, scale.pointsPerRow))
    }

    /// Writes `label` in the first interior row (top down) with a run of blank cells outside
    /// every child box long enough to hold it, as far left as possible.
    private func place(_ label: String, in box: CellBox, avoiding children: [CellBox], on grid: inout ASCIIGrid) {
        let length = label.count
        guard box.bottom - box.top >= 2, box.right - box.left - 1 >= length else { return }
        // Rows and columns past the grid cannot hold a label: the walk stops at its edge.
        let lastRow = min(box.bottom, grid.rows), lastColumn = min(box.right, grid.columns)
        guard box.top + 1 < lastRow, box.left + 1 < lastColumn else { return }
        for row in (box.top + 1)..<lastRow {
            var runStart = box.left + 1
            for column in (box.left + 1)..<lastColumn {
                let free = grid[column: column, row: row] == " "
                    && !children.contains { $0.covers(column: column, row: row) }
                if !free {
                    runStart = column + 1
                } else if column - runStart + 1 == length {
                    grid.write(label, column: runStart, row: row)
                    return
                }
            }
        }
    }
}
