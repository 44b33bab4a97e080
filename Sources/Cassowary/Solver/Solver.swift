/// An incremental Cassowary solver: kiwi's algorithm and semantics, with typed atomic errors,
/// minimal conflict sets, and work proportional to what a change touches.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), right = Variable("right")
/// var solver = Solver()
/// try solver.addConstraint(right == left + width)
/// try solver.addConstraint(left == 10)
/// try solver.addConstraint(width >= 30)
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggestValue(250, for: width)
/// solver.value(of: right)   // 260
/// ```
///
/// Values are read on demand with ``value(of:)``: there is no `updateVariables()` step, and a
/// read costs O(1) whatever the size of the system. `Solver` is a value type: copying one is
/// cheap and gives an independent solver (copy-on-write), which is how a prepared solver is
/// shared across tasks.
///
/// Determinism: the same sequence of calls gives bit-identical values on every run; nothing in
/// the solver iterates a hashed container.
public struct Solver: Sendable {
    @usableFromInline var tableau = Tableau()
    var symbols = VariableTable<Symbol>()
    /// The variable of each external symbol (nil for other symbols), for dumps and undo.
    var variableOfSymbol: [Variable?] = []
    /// The id of each external symbol's variable (0 for other symbols), so a ``ValueSlot`` is
    /// checked without copying a `Variable`.
    @usableFromInline var variableIDOfSymbol: [UInt64] = []
    var records = IdentityTable<ObjectIdentifier, ConstraintRecord>()
    var edits = VariableTable<EditRecord>()
    var nextSequence = 0
    /// Variables whose long rows are kept as the constraints that define them (`Definitions`).
    var definitions = Definitions()
    /// Bumped by every mutating call but `suggestValue` (see `Solver+ValueChanges.swift`).
    package internal(set) var changeCount: UInt64 = 0
    /// The factorization of the basis and the record of moved values, rarely touched: one
    /// word of the solver (see `Definitions.store`), at most one element.
    var extras: [SolverExtras] = []
    /// Off inside the conflict finder's scratch solvers.
    let explainsConflicts: Bool
    /// Whether long rows may be kept as `definitions` (off only to test
    /// them against the tableau kiwi holds).
    let usesDefinitions: Bool
    /// Whether a required add whose phase one runs long is screened on its required
    /// subsystem (`Solver+Screening.swift`); off inside the scratch solvers that screen, and
    /// while an add that passed the screening runs again.
    var screensPhaseOne: Bool

    /// An empty solver.
    public init() {
        explainsConflicts = true
        usesDefinitions = true
        screensPhaseOne = true
    }

    init(explainsConflicts: Bool, usesDefinitions: Bool = true, screensPhaseOne: Bool? = nil) {
        self.explainsConflicts = explainsConflicts
        self.usesDefinitions = usesDefinitions
        self.screensPhaseOne = screensPhaseOne ?? explainsConflicts
    }

    /// An empty solver that keeps every row in the tableau as kiwi does (`usesDefinitions:
    /// false`): the reference the definitions are tested against.
    package init(usesDefinitions: Bool) {
        explainsConflicts = true
        self.usesDefinitions = usesDefinitions
        screensPhaseOne = true
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object was added before,
    ///   ``SolverError/nonFiniteNumber(_:)`` for a NaN or infinite coefficient, constant or
    ///   strength, ``SolverError/negligibleCoefficient(_:_:)`` for a coefficient below the 1e-8
    ///   tolerance, ``SolverError/overflow(_:)`` when solving overflows to infinity,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required
    ///   constraint cannot hold with the required ones already added (with a minimal conflicting
    ///   set). On any error the solver is unchanged.
    /// - Complexity: proportional to the rows that hold the constraint's symbols, not to the
    ///   size of the tableau.
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        changeCount &+= 1
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        noteInputMagnitude(try Solver.validate(constraint))
        try guardingOverflow(.addConstraint(constraint), undo: { $0.records[ObjectIdentifier(constraint)] = nil }) { (solver: inout Solver) throws(SolverError) in
            try solver.insert(constraint, constant: constraint.expression.constant)
        }
    }

    /// Adds several constraints, all or nothing: if one fails, the solver is restored to its
    /// state before the call and the error is rethrown.
    ///
    /// - Complexity: the adds, plus one copy of the solver's storage (the snapshot that makes
    ///   the call atomic): for many small batches on a large solver, call ``addConstraint(_:)``.
    public mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        let saved = self
        for constraint in constraints {
            do {
                try addConstraint(constraint)
            } catch {
                self = saved
                throw error
            }
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
    /// - Complexity: proportional to the rows that hold the constraint's marker (for a required
    ///   equality, whose marker is kept out of the rows, plus a sparse solve over the equalities
    ///   chained to it), then the re-optimisation pivots.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        changeCount &+= 1
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        try guardingOverflow(.removeConstraint(constraint), undo: { $0.records[ObjectIdentifier(constraint)] = record }) { (solver: inout Solver) throws(SolverError) in
            try solver.removeRecord(record)
        }
    }

    /// Whether this constraint object is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints added and not removed, in the order they were added (edit variables'
    /// internal constraints are not listed).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    // MARK: Values

    /// The current value of a variable; 0 for a variable the solver has never seen.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The current value of a variable, as ``value(of:)``.
    public subscript(variable: Variable) -> Double { value(of: variable) }

    /// Removes every constraint and edit variable but keeps the allocated memory.
    public mutating func reset() {
        changeCount &+= 1
        withExtras { $0.symbolEpoch &+= 1 }
        tableau.reset()
        symbols.removeAll()
        variableOfSymbol.removeAll(keepingCapacity: true)
        variableIDOfSymbol.removeAll(keepingCapacity: true)
        records.removeAll()
        edits.removeAll()
        definitions.removeAll()
        nextSequence = 0
    }

    // MARK: Input checks

    /// Below this fraction of a constraint's largest coefficient, a tiny coefficient counts as
    /// a rounding residue (about 45 ulps).
    static let residueRatio = 1.0e-14

    /// Checks a constraint's numbers; returns the largest magnitude among them.
    static func validate(_ constraint: Constraint) throws(SolverError) -> Double {
        var largest = 0.0
        var hasTiny = false
        for term in constraint.expression.terms {
            let magnitude = abs(term.coefficient)
            guard magnitude < .infinity else {
                throw .nonFiniteNumber(NonFiniteNumber(place: .coefficient(term.variable, constraint), value: term.coefficient))
            }
            if magnitude > largest { largest = magnitude }
            if magnitude < 1.0e-8 { hasTiny = true }
        }
        if _slowPath(hasTiny) { try rejectNegligibleCoefficients(constraint, largest: largest) }
        let constant = constraint.expression.constant
        guard constant.isFinite else {
            throw .nonFiniteNumber(NonFiniteNumber(place: .constant(constraint), value: constant))
        }
        guard constraint.strength.value.isFinite else {
            throw .nonFiniteNumber(NonFiniteNumber(place: .strength(constraint), value: constraint.strength.value))
        }
        return max(largest, abs(constant))
    }

    private static func rejectNegligibleCoefficients(_ constraint: Constraint, largest: Double) throws(SolverError) {
        // kiwi drops coefficients under 1e-8, so `1e-9 * x == 1` would silently lose x. A tiny
        // coefficient is still dropped quietly when it is a rounding residue beside a normal
        // one (`0.1 * x + 0.2 * x - 0.3 * x` leaves 5.6e-17); otherwise it is an error.
        for term in constraint.expression.terms where term.coefficient != 0 && nearZero(term.coefficient) {
            if abs(term.coefficient) >= Solver.residueRatio * largest { throw .negligibleCoefficient(term, constraint) }
        }
    }
}

/// What the solver remembers of each constraint it holds.
struct ConstraintRecord: Sendable {
    let constraint: Constraint
    var tag: Tag
    /// Order of addition, for listing and conflict reports.
    let sequence: Int
    /// The constant in force (an update may have changed it from the constraint's own).
    var constant: Double
    /// The coefficient the marker was given when the row was built: changing the constant by
    /// `d` is the same as shifting the marker by `d / markerCoefficient`.
    let markerCoefficient: Double
    let isEdit: Bool
}

/// An edit variable: its internal `v == value` constraint and the value last suggested.
struct EditRecord: Sendable {
    let variable: Variable
    let constraint: Constraint
    let marker: Symbol
    var value: Double
}
