import Synchronization

/// An unknown of a linear system: a small `Hashable` identity plus a name for diagnostics.
///
/// A variable holds no value. Ask the solver that holds constraints on it:
/// ```swift
/// let width = Variable("width")
/// var solver = Solver()
/// try solver.addConstraint(width == 100)
/// solver.value(of: width)   // 100
/// ```
/// Two variables are equal when they were made by the same `Variable(_:)` call (their ids match);
/// the name plays no part in identity. Ids follow creation order, so expressions built from the
/// same calls reduce to the same term order on every run.
public struct Variable: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The identity of this variable: unique in the process, increasing in creation order.
    public let id: UInt64
    /// The name given at creation; used only for descriptions and `Solver.dump()`.
    public let name: String

    /// Creates a new, distinct variable.
    public init(_ name: String = "") {
        self.id = VariableIdentity.next()
        self.name = name
    }

    /// Whether two values are the same variable (same id).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v<id>` for an unnamed variable.
    public var description: String { name.isEmpty ? "v\(id)" : name }
    /// `Variable(name#id)`.
    public var debugDescription: String { "Variable(\(description)#\(id))" }
}

/// Hands out variable ids. An atomic counter: the one piece of process-wide state, needed so
/// that variables made on any thread are distinct. Solvers never depend on the numeric values,
/// only on their order within one expression, which follows creation order.
enum VariableIdentity {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
