import Cassowary

/// An item whose frame the constraints do not determine, and along which axes.
///
/// ```swift
/// let entries = root.ambiguousLayoutItems()
/// entries.first?.item.displayName   // "title"
/// entries.first?.axes               // [.horizontal]
/// ```
public struct AmbiguousItem: CustomStringConvertible {
    /// The node or guide.
    public let item: LayoutItem

    /// The axes along which it can move or resize without changing how well the constraints
    /// are met.
    public let axes: Set<LayoutAxis>

    /// Which of its values are free: `left`, `top`, `width`, `height`.
    public let freeValues: [String]

    /// `title: horizontal (left, width)`
    public var description: String {
        let names = LayoutAxis.allCases.filter { axes.contains($0) }.map { $0 == .horizontal ? "horizontal" : "vertical" }
        return "\(item.displayName): \(names.joined(separator: ", ")) (\(freeValues.joined(separator: ", ")))"
    }
}

extension LayoutEngine {
    /// Probes every value with a very weak edit pushed 1000 points each way, on a copy of the
    /// solver: a value that moves is not determined by the constraints (it is either missing a
    /// constraint or balanced between equal-priority optional ones). The probe's weight (1e-3)
    /// is below every priority's (at least 1), so it only moves what costs nothing to move.
    func ambiguousItems() -> [AmbiguousItem] {
        flushDirtyContent()
        var probe = solver
        let strength = Strength(0.001)
        var result: [AmbiguousItem] = []
        scope.forEachItem { item in
            var axes = Set<LayoutAxis>()
            var free: [String] = []
            let values: [(Variable, String, LayoutAxis)] = [
                (item.leftVariable, "left", .horizontal), (item.topVariable, "top", .vertical),
                (item.widthVariable, "width", .horizontal), (item.heightVariable, "height", .vertical),
            ]
            for (variable, name, axis) in values where item !== scope {
                if Self.isFree(variable, in: &probe, strength: strength) {
                    axes.insert(axis)
                    free.append(name)
                }
            }
            if !free.isEmpty { result.append(AmbiguousItem(item: item, axes: axes, freeValues: free)) }
        }
        return result
    }

    private static func isFree(_ variable: Variable, in probe: inout Solver, strength: Strength) -> Bool {
        let value = probe.value(of: variable)
        // A probe the solver refuses (an edit already on the variable, or numbers that
        // overflow) proves nothing: the variable then counts as determined.
        do throws(SolverError) { try probe.addEditVariable(variable, strength: strength) } catch { return false }
        defer {
            do throws(SolverError) { try probe.removeEditVariable(variable) } catch {
                assertionFailure("AmbiguityReport: removing the probe edit just added: \(error)")
            }
        }
        for delta in [1000.0, -1000.0] {
            do throws(SolverError) { try probe.suggestValue(value + delta, for: variable) } catch { return false }
            if abs(probe.value(of: variable) - value) > 1e-6 { return true }
        }
        return false
    }
}
