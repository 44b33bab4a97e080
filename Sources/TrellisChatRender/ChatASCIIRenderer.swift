import TrellisChat
import TrellisRender

/// Draws a laid-out chat on a character grid, for terminals and readable test failures:
/// bubbles and cards as boxes with the text's lines inside, as many as the box has rows (each
/// cut with "…" when it does not fit; East Asian wide characters take one cell here but two
/// in a terminal, so their rows look longer), headers and system notices centred in parentheses, avatars as `[A]` with
/// the sender's initials, nicknames above their bubble, images and maps as labelled boxes, and
/// the input bar at the bottom. Each column is ``pointsPerColumn`` wide, each row
/// ``pointsPerRow`` tall. The grid never exceeds ``maximumGridSize``: a wider chat is scaled
/// to fit across and a taller one is cut, and a last line says which.
///
/// ```swift
/// print(ChatASCIIRenderer().render(ChatScene(layout: ChatSample.layout(width: 375))))
/// // (Monday 14:00)
/// // [A]  Alice
/// //     +--------------------------------+
/// //     |Hi everyone! Planning a hike    |
/// ```
public struct ChatASCIIRenderer: Sendable {
    /// Points per character column (5).
    public var pointsPerColumn: Double

    /// Points per text row (14).
    public var pointsPerRow: Double

    /// The largest grid drawn, in columns and rows (at least 10 × 1), so the text (and the
    /// memory for it) stays bounded whatever the chat's size: 400 × 20,000 by default.
    public var maximumGridSize: (columns: Int, rows: Int)

    /// Creates a renderer.
    /// - Parameters:
    ///   - pointsPerColumn: points per character column (at least 0.5; 5 when not finite).
    ///   - pointsPerRow: points per text row (at least 0.5; 14 when not finite).
    ///   - maximumGridSize: the largest grid drawn.
    public init(pointsPerColumn: Double = 5, pointsPerRow: Double = 14, maximumGridSize: (columns: Int, rows: Int) = (400, 20_000)) {
        self.pointsPerColumn = pointsPerColumn.isFinite ? max(pointsPerColumn, 0.5) : 5
        self.pointsPerRow = pointsPerRow.isFinite ? max(pointsPerRow, 0.5) : 14
        self.maximumGridSize = maximumGridSize
    }

    /// `RenderFormat/ascii`.
    public var format: RenderFormat { .ascii }

    /// The grid as text: lines without trailing spaces, each ending with a line break.
    /// - Parameter scene: the laid-out chat.
    /// - Complexity: O(columns × rows) of the grid, which ``maximumGridSize`` bounds, plus the
    ///   scene's parts and text.
    public func render(_ scene: ChatScene) -> String {
        let limit = (columns: max(maximumGridSize.columns, 10), rows: max(maximumGridSize.rows, 1))
        var renderer = self
        let width = scene.width.isFinite ? max(scene.width, 0) : 0
        let scaled = (width / pointsPerColumn).rounded() + 1 > Double(limit.columns)
        if scaled { renderer.pointsPerColumn = width / Double(limit.columns - 1) }
        let height = scene.height.isFinite ? max(scene.height, 0) : 0
        let fullRows = (height / pointsPerRow).rounded() + 1
        let cut = fullRows > Double(limit.rows)
        var grid = ASCIIGrid(columns: renderer.column(width) + 1, rows: cut ? limit.rows : Int(fullRows))
        for cell in scene.cells { renderer.draw(cell, scene: scene, on: &grid) }
        if let bar = scene.inputBar { renderer.drawInputBar(bar, origin: scene.inputBarOrigin, on: &grid) }
        var text = grid.string
        if scaled { text += "(scaled to \(limit.columns) columns: one column is \(Self.points(renderer.pointsPerColumn)) points)\n" }
        if cut { text += "(cut after \(limit.rows) of \(Self.points(fullRows)) rows)\n" }
        return text
    }

    /// A grid position: a Double beyond any grid (or not a number) becomes a far-off cell
    /// instead of trapping in the conversion to `Int`; the grid ignores cells outside it.
    private func column(_ x: Double) -> Int { Self.cell(x / pointsPerColumn) }
    private func row(_ y: Double) -> Int { Self.cell(y / pointsPerRow) }

    private static func cell(_ position: Double) -> Int {
        guard !position.isNaN else { return -1 }
        return Int(min(max(position.rounded(), -1_000_000_000), 1_000_000_000))
    }

    private static func points(_ value: Double) -> String { DecimalFormat.markup.string(value) }

    /// The box of `rect`: at least three columns and three rows, so text fits between edges.
    private func box(_ rect: Rect) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let left = column(rect.minX), top = row(rect.minY)
        return (left, top, max(column(rect.maxX) - 1, left + 2), max(row(rect.maxY) - 1, top + 2))
    }

    private func draw(_ cell: ChatCellFrame, scene: ChatScene, on grid: inout ASCIIGrid) {
        let origin = cell.frame.origin
        var container: (left: Int, top: Int, right: Int, bottom: Int)?
        var texts: [(ChatPart, Rect)] = []
        var bubbleFrame: Rect?
        for part in cell.parts {
            let frame = part.frame.offsetBy(origin)
            switch part.role {
            case .headerPill, .systemNotice:
                guard let text = part.text, !text.lines.isEmpty else { continue }
                let label = "(" + Self.line(text, 0) + ")"
                grid.write(label, column: max(0, (grid.columns - label.count) / 2), row: row(frame.midY - pointsPerRow / 2))
            case .avatar:
                let name = scene.senders[cell.messageID].map { $0.displayName } ?? "?"
                grid.write("[" + ChatTheme.initials(name) + "]", column: column(frame.minX), row: row(frame.minY))
            case .bubble:
                let b = box(frame)
                grid.drawBox(column: b.left, row: b.top, lastColumn: b.right, lastRow: b.bottom)
                container = b
                bubbleFrame = frame
            case .image, .mapThumbnail:
                let b = box(frame)
                grid.drawBox(column: b.left, row: b.top, lastColumn: b.right, lastRow: b.bottom, stroke: .dotted)
                let label = part.role == .image ? "image" : "map"
                if b.right - b.left - 1 >= label.count { grid.write(label, column: b.left + 1, row: (b.top + b.bottom) / 2) }
            case .nickname:
                if let text = part.text, !text.lines.isEmpty { texts.append((part, frame)) }
            default:
                if let text = part.text, !text.lines.isEmpty { texts.append((part, frame)) }
            }
        }
        var used: Set<Int> = []
        for (part, frame) in texts {
            guard let text = part.text else { continue }
            if part.role == .nickname {
                grid.write(Self.line(text, 0), column: column(frame.minX), row: max(0, (container?.top ?? row(frame.minY) + 1) - 1))
                continue
            }
            // Parts hanging under the bubble (reactions, labels, WeChat's quote) are drawn where they are.
            let outside = bubbleFrame.map { frame.minY >= $0.maxY - 0.5 } ?? false
            for index in text.lines.indices {
                let line = text.lines[index]
                var target = row(frame.minY + line.frame.midY - pointsPerRow / 2)
                var left = column(frame.minX + line.frame.minX), right = Int.max
                if let c = container, !outside {
                    target = max(target, c.top + 1)
                    while used.contains(target) { target += 1 }
                    guard target < c.bottom else { break }
                    left = min(max(left, c.left + 1), c.right - 1)
                    right = c.right - 1
                }
                used.insert(target)
                grid.write(Self.fitted(Self.line(text, index), columns: right == Int.max ? Int.max : right - left + 1),
                           column: left, row: target)
            }
        }
    }

    private func drawInputBar(_ bar: InputBarFrames, origin: Point, on grid: inout ASCIIGrid) {
        let whole = box(bar.bar.offsetBy(origin))
        grid.drawBox(column: whole.left, row: whole.top, lastColumn: min(whole.right, grid.columns - 1),
                     lastRow: min(whole.bottom, grid.rows - 1))
        let field = bar.textView.offsetBy(origin)
        let middle = min(max(row(field.midY - pointsPerRow / 2), whole.top + 1), max(whole.bottom - 1, whole.top + 1))
        grid.write("(o)", column: column(bar.voiceButton.minX), row: middle)
        grid.write("(:)", column: column(bar.emojiButton.minX), row: middle)
        grid.write("(+)", column: column(bar.moreButton.minX), row: middle)
        let left = column(field.minX), right = min(column(field.maxX) - 1, grid.columns)
        grid.write("[" + String(repeating: " ", count: max(0, right - left - 1)) + "]", column: left, row: middle)
        if !bar.text.lines.isEmpty {
            grid.write(Self.fitted(Self.line(bar.text, 0), columns: right - left - 1), column: left + 1, row: middle)
        }
    }

    /// Line `index` of `text` as drawn.
    static func line(_ text: TextFrame, _ index: Int) -> String {
        ChatTextRun(cellIndex: 0, partIndex: 0, role: .text, text: text, partFrame: .zero, container: .zero).lineString(index)
    }

    /// `string` cut to `columns` characters, ending in "…" when cut.
    static func fitted(_ string: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard string.count > columns else { return string }
        return String(string.prefix(columns - 1)) + "…"
    }
}
