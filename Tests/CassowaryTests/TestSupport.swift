import Testing
@testable import Cassowary
import TrellisTestSupport

// Shared helpers of the Cassowary tests: a seeded PRNG, error capture, tolerant comparison and
// the checks that define a minimal conflict set.

/// The error a call throws, or nil when it succeeds.
func thrown(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("an error that is not a SolverError: \(error)")
        return nil
    }
}

extension SolverError {
    /// The case name, for exact comparisons in tests (the enum is not `Equatable`).
    var caseName: String {
        switch self {
        case .unsatisfiableConstraint: return "unsatisfiableConstraint"
        case .duplicateConstraint: return "duplicateConstraint"
        case .unknownConstraint: return "unknownConstraint"
        case .duplicateEditVariable: return "duplicateEditVariable"
        case .unknownEditVariable: return "unknownEditVariable"
        case .requiredEditStrength: return "requiredEditStrength"
        case .nonFiniteNumber: return "nonFiniteNumber"
        case .overflow: return "overflow"
        case .negligibleCoefficient: return "negligibleCoefficient"
        case .internalError: return "internalError"
        }
    }

    /// The failing constraint and its conflict set, for an unsatisfiable error.
    var unsatisfiable: (constraint: Constraint, conflicts: [Constraint])? {
        if case let .unsatisfiableConstraint(constraint, conflicts) = self { return (constraint, conflicts) }
        return nil
    }

    /// The rejected number, for a non-finite error.
    var nonFinite: NonFiniteNumber? {
        if case let .nonFiniteNumber(number) = self { return number }
        return nil
    }
}

/// `a` and `b` agree within `tolerance`, relative to the larger magnitude (at least 1).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-8) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// `constraint` with another constant (what the solver holds after `updateConstant`).
func withConstant(_ constraint: Constraint, _ constant: Double) -> Constraint {
    Constraint(LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
               strength: constraint.strength)
}

/// Whether `constraint`'s expression (held at `constant`) satisfies its relation at the
/// solver's values, within 1e-8 relative to the magnitudes involved.
func holds(_ constraint: Constraint, constant: Double? = nil, in solver: Solver) -> Bool {
    var total = constant ?? constraint.expression.constant
    var scale = max(1, abs(total))
    for term in constraint.expression.terms {
        let part = term.coefficient * solver.value(of: term.variable)
        total += part
        scale = max(scale, abs(part))
    }
    let slack = 1e-8 * scale
    switch constraint.relation {
    case .equal: return abs(total) <= slack
    case .lessThanOrEqual: return total <= slack
    case .greaterThanOrEqual: return total >= -slack
    }
}

/// Whether a fresh solver accepts all of `constraints` (added in order).
func satisfiable(_ constraints: [Constraint]) -> Bool {
    var solver = Solver()
    for constraint in constraints where thrown({ try solver.addConstraint(constraint) }) != nil { return false }
    return true
}

/// Checks everything a minimal conflict set promises: its members are required constraints of
/// `added`, together with `failing` they cannot hold (checked in a fresh solver), and dropping
/// any single member makes the rest hold. `constants` gives the constants of members that
/// were updated in the solver.
func expectMinimalConflict(_ conflicts: [Constraint], failing: Constraint, among added: [Constraint],
                           constants: [ObjectIdentifier: Double] = [:],
                           sourceLocation: SourceLocation = #_sourceLocation)
{
    func held(_ c: Constraint) -> Constraint {
        constants[ObjectIdentifier(c)].map { withConstant(c, $0) } ?? c
    }
    for member in conflicts {
        #expect(added.contains { $0 === member }, "conflict member \(member) was not added", sourceLocation: sourceLocation)
        #expect(member.strength.isRequired, "soft constraint \(member) in a conflict", sourceLocation: sourceLocation)
    }
    let distinct = Set(conflicts.map(ObjectIdentifier.init))
    #expect(distinct.count == conflicts.count, "repeated conflict member", sourceLocation: sourceLocation)
    let members = conflicts.map(held)
    #expect(!satisfiable(members + [failing]), "conflict set is satisfiable", sourceLocation: sourceLocation)
    #expect(!satisfiable([failing] + members), "conflict set is satisfiable", sourceLocation: sourceLocation)
    for index in members.indices {
        var rest = members
        rest.remove(at: index)
        #expect(satisfiable(rest + [failing]), "member \(conflicts[index]) is not necessary",
                sourceLocation: sourceLocation)
    }
}

/// The values of `variables`, as bit patterns (for bit-identical comparisons).
func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
}

/// `Equatable`'s `==`, named so that it never resolves to the constraint-building operator.
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

/// The Objective section of a dump (its text between the header and the Tableau section).
func objectiveSection(_ dump: String) -> String {
    guard let start = dump.range(of: "Objective\n---------\n"), let end = dump.range(of: "\n\nTableau") else {
        Issue.record("not a dump: \(dump)")
        return ""
    }
    return String(dump[start.upperBound..<end.lowerBound])
}
