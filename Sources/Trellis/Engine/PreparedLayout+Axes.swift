import Cassowary

/// Whether a prepared layout's fitted height can be known without its widths.
///
/// When no chain of constraints links the root's height to the root's width or to a sized
/// node's width, the solver's system splits in two: the rows, objective terms and pivots of
/// the vertical part never touch a horizontal symbol, so the sequence of height suggestions
/// alone decides the height (bit for bit), whatever widths were suggested. A template that
/// only needs a height (a chat cell being measured) can then skip its width suggestions, or
/// remember the height it got for the same vertical inputs. Constraints that mix the axes
/// (an aspect ratio, a width tied to a height) join the two parts, and the shortcut is off.
extension PreparedLayout {
    /// Whether any constraint of `solver` connects `height` to one of `widths`.
    /// - Complexity: O(terms of all constraints), once at init.
    static func heightDepends(on widths: [Variable], height: Variable, in solver: Solver) -> Bool {
        var index: [Variable: Int] = [:]
        var parent: [Int] = []
        func id(_ variable: Variable) -> Int {
            if let known = index[variable] { return known }
            index[variable] = parent.count
            parent.append(parent.count)
            return parent.count - 1
        }
        func root(_ start: Int) -> Int {
            var node = start
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for constraint in solver.constraints {
            let variables = constraint.variables
            guard let first = variables.first else { continue }
            let anchor = root(id(first))
            for variable in variables.dropFirst() {
                let other = root(id(variable))
                if other != anchor { parent[other] = anchor }
            }
        }
        guard let heightID = index[height] else { return false }
        let heightRoot = root(heightID)
        return widths.contains { width in index[width].map { root($0) == heightRoot } ?? false }
    }
}
