import Testing
import TrellisTestSupport
@testable import Cassowary

/// Required constant updates through the cached factorization of the basis
/// (`MarkerColumnCache`): the column it gives is the one a fresh elimination gives, updates
/// match re-adding, and a refused update leaves the solver as it was.
@Suite struct MarkerColumnCacheTests {
    /// Rows of a grid (widths equal, summing to a container): a basis that is not
    /// triangular, so the factorization's back substitution is exercised, plus a chain below.
    static func gridSystem(columns: Int) -> (constraints: [Constraint], heights: [Constraint], variables: [Variable]) {
        let left = (0..<columns).map { Variable("left\($0)") }, width = (0..<columns).map { Variable("width\($0)") }
        let top = (0..<columns).map { Variable("top\($0)") }, height = (0..<columns).map { Variable("height\($0)") }
        var constraints: [Constraint] = [left[0] == 8, left[columns - 1] + width[columns - 1] == 300, top[0] == 4]
        var heights: [Constraint] = []
        for i in 1..<columns {
            constraints.append(left[i] == left[i - 1] + width[i - 1] + 8)
            constraints.append(width[i] == width[i - 1])
            constraints.append(top[i] == top[i - 1] + height[i - 1])
        }
        for i in 0..<columns {
            let fixed = height[i] == Double(20 + 3 * i)
            heights.append(fixed)
            constraints.append(fixed)
            constraints.append((width[i] >= 10) | .strong)
            constraints.append((height[i] == 44) | .weak)
        }
        return (constraints, heights, left + width + top + height)
    }

    @Test func cachedColumnIsTheFreshEliminationsColumn() throws {
        let system = Self.gridSystem(columns: 12)
        var solver = Solver()
        for constraint in system.constraints { try solver.addConstraint(constraint) }
        for constraint in system.constraints where constraint.strength.isRequired && constraint.relation == .equal {
            let record = try #require(solver.records[ObjectIdentifier(constraint)])
            guard solver.tableau.kinds[record.tag.marker] == .dummy, !solver.tableau.isBasic(record.tag.marker) else { continue }
            let fresh = solver.dummyColumn(of: record)
            let cached = solver.cachedDummyColumn(of: record)
            #expect(cached.cells.count == fresh.cells.count, "\(constraint)")
            var expected: [RowID: Double] = [:]
            for cell in fresh.cells { expected[cell.row] = cell.coefficient }
            for cell in cached.cells {
                #expect(isClose(cell.coefficient, expected[cell.row] ?? .nan, tolerance: 1e-12), "\(constraint) row \(cell.row.index)")
            }
            #expect(isClose(cached.objective, fresh.objective, tolerance: 1e-12))
        }
        // The equal widths sharing the row make the basis non-triangular: U has off-diagonal cells.
        #expect(solver.extras.first?.markerColumns?.isDiagonal == false)
    }

    /// Many updates in a row (one factorization), then the solver against a fresh one built
    /// with the final constants.
    @Test func updatesMatchAFreshSolver() throws {
        let system = Self.gridSystem(columns: 12)
        var solver = Solver()
        for constraint in system.constraints { try solver.addConstraint(constraint) }
        var finals: [ObjectIdentifier: Double] = [:]
        var random = SplitMix64(seed: 13)
        for step in 0..<60 {
            let index = Int(random.next() % UInt64(system.heights.count))
            let constant = -Double(10 + Int(random.next() % 60))
            try solver.updateConstant(of: system.heights[index], to: constant)
            finals[ObjectIdentifier(system.heights[index])] = constant
            if step == 30 { try solver.addConstraint((system.variables[0] == 9) | .weak) }   // a new basis midway
        }
        var fresh = Solver()
        for constraint in system.constraints {
            let constant = finals[ObjectIdentifier(constraint)]
            try fresh.addConstraint(constant.map { withConstant(constraint, $0) } ?? constraint)
        }
        try fresh.addConstraint((system.variables[0] == 9) | .weak)
        for variable in system.variables {
            #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-9), "\(variable)")
        }
    }

    /// A chain `top[i] == top[i-1] + h[i-1]` (what the DSL's pinned rows give): one height's
    /// update moves every later top by the change and no earlier one.
    @Test func chainUpdateMovesOnlyTheRowsBelow() throws {
        let count = 200
        let top = (0..<count).map { Variable("top\($0)") }, height = (0..<count).map { Variable("h\($0)") }
        var solver = Solver()
        var heights: [Constraint] = []
        try solver.addConstraint(top[0] == 0)
        for i in 0..<count {
            let fixed = height[i] == Double(20 + i % 7)
            heights.append(fixed)
            try solver.addConstraint(fixed)
            if i > 0 { try solver.addConstraint(top[i] == top[i - 1] + height[i - 1]) }
        }
        let before = top.map { solver.value(of: $0) }
        try solver.updateConstant(of: heights[100], to: -Double(20 + 100 % 7 + 5))
        for i in 0..<count {
            #expect(solver.value(of: top[i]) == before[i] + (i > 100 ? 5 : 0), "top\(i)")
        }
    }

    /// A redundant equality (its dummy basic) makes the update impossible: refused with the
    /// conflict, the solver unchanged and still usable.
    @Test func refusedUpdateLeavesTheSolverUnchanged() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let fixed = x == 10
        try solver.addConstraints([fixed, y == x + 5, y == 15, (z == x) | .weak, z <= 40])
        #expect(throws: SolverError.self) { try solver.updateConstant(of: fixed, to: -20) }
        #expect(solver.constant(of: fixed) == -10)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15 && solver.value(of: z) == 10)
        try solver.updateConstant(of: fixed, to: -10)
        #expect(solver.value(of: z) == 10)
    }

    /// The kept last column (`DummyColumn`): runs of updates to one constraint, switches to
    /// another, refused updates (a required cap below) and a new basis midway give exactly
    /// the values, moved symbols and refusals of a twin whose kept column is thrown away
    /// before every update (so it solves each column afresh).
    @Test func keptColumnMatchesAFreshSolveBitForBit() throws {
        for seed in UInt64(1)...8 {
            var random = SplitMix64(seed: seed)
            let count = 40 + Int(random.next() % 40)
            let top = (0..<count).map { Variable("top\($0)") }, height = (0..<count).map { Variable("h\($0)") }
            var constraints: [Constraint] = [top[0] == 0, top[count - 1] + height[count - 1] <= 60 * Double(count)]
            var heights: [Constraint] = []
            for i in 0..<count {
                let fixed = height[i] == Double(20 + i % 7)
                heights.append(fixed)
                constraints.append(fixed)
                if i > 0 { constraints.append(top[i] == top[i - 1] + height[i - 1] + 0.5) }
            }
            var kept = Solver(), twin = Solver()
            for constraint in constraints {
                try kept.addConstraint(constraint)
                try twin.addConstraint(constraint)
            }
            var index = 0
            for step in 0..<120 {
                if random.next() % 4 == 0 { index = Int(random.next() % UInt64(count)) }
                // Mostly small changes; now and then one the cap refuses.
                let grow = random.next() % 10 == 0 ? 100.0 * Double(count) : Double(random.next() % 30)
                let constant = -(20 + grow)
                let other = heights[(index + 1) % count]
                let otherRecord = try #require(twin.records[ObjectIdentifier(other)])
                _ = twin.cachedDummyColumn(of: otherRecord)   // the twin forgets its last column
                let keptResult = Result { () throws(SolverError) in try kept.updateConstant(of: heights[index], to: constant) }
                let twinResult = Result { () throws(SolverError) in try twin.updateConstant(of: heights[index], to: constant) }
                switch (keptResult, twinResult) {
                case (.success, .success):
                    #expect(kept.localChange.symbols == twin.localChange.symbols, "seed \(seed) step \(step)")
                case (.failure, .failure):
                    break
                default:
                    Issue.record("seed \(seed) step \(step): one solver refused, the other did not")
                }
                for variable in top + height {
                    #expect(kept.value(of: variable).bitPattern == twin.value(of: variable).bitPattern, "seed \(seed) step \(step) \(variable)")
                }
                if step == 60 {
                    try kept.addConstraint((top[count / 2] == 5) | .weak)   // a new basis: a new factorization
                    try twin.addConstraint((top[count / 2] == 5) | .weak)
                }
            }
        }
    }
}
