import Testing
@testable import Cassowary

/// Variables defined by long required equalities are kept out of the tableau's cells (issue
/// 13's pinned rows; see `Definitions`). Oracle: the same calls on a solver that keeps every
/// row as kiwi does (`Solver(usesDefinitions: false)`, the tableau the kiwi fixtures check),
/// whose values must agree to 1e-9 after every call, including removals, constant updates,
/// edits and failing adds.
@Suite struct DefinitionTests {
    /// The (h) pinned rows: `top[i] == top[i-1] + h[i-1] + 8`, `h >= 20`, `h == 44..50 @medium`,
    /// and a `@strong` total that squeezes the rows.
    struct Pinned {
        var fast = Solver()
        var reference = Solver(usesDefinitions: false)
        let top: [Variable]
        let height: [Variable]
        var links: [Constraint] = []
        var wishes: [Constraint] = []
        let total: Constraint
        /// The case of the last call's error on the fast solver, if it threw.
        var lastError: String?

        init(count: Int, total: Double) throws {
            top = (0..<count).map { Variable("top\($0)") }
            height = (0..<count).map { Variable("h\($0)") }
            links.append(top[0] == 0)
            var all = [links[0]]
            for i in 0..<count {
                if i > 0 {
                    links.append(top[i] == top[i - 1] + height[i - 1] + 8)
                    all.append(links[i])
                }
                all.append(height[i] >= 20)
                wishes.append((height[i] == Double(44 + i % 7)) | .medium)
                all.append(wishes[i])
            }
            self.total = (top[count - 1] + height[count - 1] == total) | .strong
            all.append(self.total)
            for constraint in all { try apply { try $0.addConstraint(constraint) } }
        }

        /// Runs a call on both solvers: both throw (the same case) or both succeed.
        mutating func apply(_ call: (inout Solver) throws -> Void) throws {
            var fastError: SolverError?
            var referenceError: SolverError?
            do { try call(&fast) } catch { fastError = error as? SolverError }
            do { try call(&reference) } catch { referenceError = error as? SolverError }
            #expect(fastError?.caseName == referenceError?.caseName)
            lastError = fastError?.caseName
            if let fastError, case let .unsatisfiableConstraint(_, a) = fastError,
               let referenceError, case let .unsatisfiableConstraint(_, b) = referenceError {
                #expect(a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init))
            }
            expectSameValues()
        }

        func expectSameValues() {
            for variable in top + height {
                let a = fast.value(of: variable), b = reference.value(of: variable)
                #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "\(variable): \(a) against \(b)")
            }
        }
    }

    @Test func definitionsAreUsedAndAgree() throws {
        let pinned = try Pinned(count: 120, total: 40 * 120)
        #expect(pinned.fast.definitions.list.count > 50)
        #expect(pinned.reference.definitions.isEmpty)
        // The rows are squeezed: the strong total holds, some heights at their minimum.
        #expect(abs(pinned.fast.value(of: pinned.top[119]) + pinned.fast.value(of: pinned.height[119]) - 4800) < 1e-9)
    }

    @Test func editsAndSoftUpdatesKeepDefinitions() throws {
        var pinned = try Pinned(count: 100, total: 45 * 100)
        let top = pinned.top[60]
        try pinned.apply { try $0.addEditVariable(top, strength: .strong) }
        for value in [1000.0, 2500, 40, 3000] { try pinned.apply { try $0.suggestValue(value, for: top) } }
        let wish = pinned.wishes[30]
        for constant in [-30.0, -49, -20] { try pinned.apply { try $0.updateConstant(of: wish, to: constant) } }
        #expect(!pinned.fast.definitions.isEmpty)
        // A later constraint on a defined variable is built through the definitions.
        let tail = pinned.top[99] - pinned.top[10] >= 3000
        try pinned.apply { try $0.addConstraint(tail) }
        #expect(!pinned.fast.definitions.isEmpty)
    }

    @Test(arguments: [1, 50, 99])
    func removalsAndRequiredUpdatesAgree(index: Int) throws {
        var pinned = try Pinned(count: 100, total: 40 * 100)
        let link = pinned.links[index]
        try pinned.apply { try $0.updateConstant(of: link, to: -20) }
        try pinned.apply { try $0.removeConstraint(link) }
        #expect(pinned.fast.definitions.isEmpty)
        try pinned.apply { try $0.addConstraint(link) }
        let total = pinned.total
        try pinned.apply { try $0.removeConstraint(total) }
    }

    @Test func failingAddLeavesBothUnchanged() throws {
        var pinned = try Pinned(count: 80, total: 40 * 80)
        let count = pinned.fast.definitions.list.count
        let impossible = pinned.top[79] <= pinned.top[3]
        try pinned.apply { try $0.addConstraint(impossible) }
        #expect(pinned.lastError == "unsatisfiableConstraint")
        #expect(pinned.fast.definitions.list.count == count)
        #expect(!pinned.fast.hasConstraint(impossible))
    }

    /// (g): `x[i] >= x[i-1] + 1` with a conflicting `@weak` target per variable; the chain's
    /// subjects are defined through their slacks.
    @Test func inequalityChainAgrees() throws {
        var fast = Solver(), reference = Solver(usesDefinitions: false)
        let x = (0..<90).map { Variable("x\($0)") }
        var links = [x[0] == 0]
        var all = [links[0]]
        for i in 0..<90 {
            if i > 0 {
                links.append(x[i] >= x[i - 1] + 1)
                all.append(links[i])
            }
            all.append((x[i] == Double((i * 37) % 90)) | .weak)
        }
        func same() {
            for v in x { #expect(abs(fast.value(of: v) - reference.value(of: v)) <= 1e-9 * max(1, abs(reference.value(of: v)))) }
        }
        for constraint in all {
            try fast.addConstraint(constraint)
            try reference.addConstraint(constraint)
        }
        #expect(!fast.definitions.isEmpty)
        same()
        try fast.addEditVariable(x[45], strength: .medium)
        try reference.addEditVariable(x[45], strength: .medium)
        try fast.suggestValue(10, for: x[45])
        try reference.suggestValue(10, for: x[45])
        same()
        try fast.removeConstraint(links[30])
        try reference.removeConstraint(links[30])
        same()
    }
}
