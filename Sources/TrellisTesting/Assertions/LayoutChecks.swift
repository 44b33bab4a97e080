import Trellis
import TrellisRender

/// The checks behind the assertions, as plain functions: each returns the failure message,
/// or nil when the layout passes. Use them to build assertions of your own, or to print a
/// diagnosis while debugging.
///
/// ```swift
/// if let message = LayoutChecks.frameMismatch(avatar, expected: Rect(x: 8, y: 8, width: 32, height: 32)) {
///     print(message)
/// }
/// ```
public enum LayoutChecks {
    /// Why `node`'s frame (in `space`) is not `expected` within `accuracy` on every value:
    /// both rectangles, the values that differ, an ASCII picture of the node's tree and a
    /// listing of its frames with the node marked. Nil when it matches.
    public static func frameMismatch(_ node: LayoutNode, expected: Rect, accuracy: Double = 0.001,
                                     in space: FrameSpace = .superview) -> String? {
        let actual = node.frame(in: space)
        let names = ["x", "y", "width", "height"]
        let expectedValues = [expected.x, expected.y, expected.width, expected.height]
        let actualValues = [actual.x, actual.y, actual.width, actual.height]
        var differences: [String] = []
        for index in 0..<4 {
            let (want, got) = (expectedValues[index], actualValues[index])
            guard !(abs(want - got) <= accuracy) else { continue }
            differences.append("  \(names[index]): expected \(number(want)), actual \(number(got)) (\(signed(got - want)))")
        }
        guard !differences.isEmpty else { return nil }
        let name = node.debugLabel ?? "node at \(pathName(node.indexPathFromRoot))"
        let spaceName = space == .superview ? "superview" : "root"
        var lines = ["Frame of \(name) (in its \(spaceName)'s coordinates) differs by more than \(number(accuracy)):"]
        lines.append("  expected \(rect(expected))")
        lines.append("    actual \(rect(actual))")
        lines += differences
        lines.append("")
        lines.append(picture(of: node.root, marking: node, expected: expected, space: space))
        return lines.joined(separator: "\n")
    }

    /// An ASCII picture of `root`'s tree scaled to fit about 80 columns, then its frames (in
    /// root coordinates), with `marked` flagged: what frame failures print.
    public static func picture(of root: LayoutNode, marking marked: LayoutNode? = nil, expected: Rect? = nil,
                               space: FrameSpace = .superview) -> String {
        let tree = FrameTree(root)
        let scale = diagramScale(for: tree.canvasSize)
        let rootName = root.debugLabel ?? "the root"
        var text = "Layout of \(rootName) (1 column = \(number(scale.pointsPerColumn)) pt, 1 row = \(number(scale.pointsPerRow)) pt):\n"
        text += ASCIIBoxRenderer(scale: scale).render(tree)
        text += "Frames (root coordinates):\n"
        let markedPath = marked?.indexPathFromRoot
        for entry in tree.drawingOrder {
            let indent = String(repeating: "  ", count: entry.depth + 1)
            var line = "\(indent)\(entry.displayName) \(rect(entry.node.absoluteFrame))"
            if entry.node.isHidden { line += " hidden" }
            if entry.indexPath == markedPath {
                line += "   <- checked"
                if let expected { line += ", expected \(rect(expected)) in \(space == .superview ? "superview" : "root")" }
            }
            text += line + "\n"
        }
        return String(text.dropLast())
    }

    /// A scale that draws `size` about 78 columns wide (at least one point a column), rows
    /// twice as tall as columns.
    static func diagramScale(for size: Size) -> ASCIIBoxRenderer.Scale {
        let widest = max(size.width, size.height / 2, 1)
        var perColumn = 1.0
        for step in [1.0, 2, 4, 5, 8, 10, 16, 20, 25, 50, 100, 200, 500, 1000] {
            perColumn = step
            if widest / step <= 78 { break }
        }
        return ASCIIBoxRenderer.Scale(pointsPerColumn: perColumn, pointsPerRow: perColumn * 2)
    }

    static func number(_ value: Double) -> String { DecimalFormat(maximumFractionDigits: 3).string(value) }

    static func signed(_ value: Double) -> String {
        let text = number(value)
        return text.hasPrefix("-") || text == "0" ? text : "+" + text
    }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))"
    }

    static func pathName(_ path: [Int]) -> String {
        "#" + (path.isEmpty ? "root" : path.map(String.init).joined(separator: "."))
    }
}
