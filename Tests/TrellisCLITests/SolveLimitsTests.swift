import Testing
@testable import TrellisCLI

/// Issue 10's `trellis solve` reproducers: deep nesting, long sign chains, overflowing
/// coefficients, huge files and slow dense systems end in a clear error, never a crash, a
/// hang or a printed `inf`.
@Suite struct SolveLimitsTests {
    @Test func tenThousandParenthesesAreNestedTooDeeply() {
        // Was a stack overflow (SIGSEGV) in the recursive-descent parser.
        let depth = 4_000
        let outcome = solve("var x\nx == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix("<stdin>:2:106: error: nested too deeply: at most 100 levels of parentheses"))
        #expect(outcome.standardError.count < 1_000)   // the excerpt is cut around the caret
    }

    @Test func parenthesesUpToTheLimitParse() {
        let depth = SolveLimits.maximumNesting
        let outcome = solve("var x\nx == " + String(repeating: "(", count: depth) + "7" + String(repeating: ")", count: depth) + "\n")
        #expect(outcome.standardOutput == "x 7\n")
    }

    @Test func longSignChainsFoldWithoutRecursion() {
        // 9,000 unary signs: an even count of minus signs is +, an odd count -.
        #expect(solve("var x\nx == " + String(repeating: "-", count: 9_000) + "3\n").standardOutput == "x 3\n")
        #expect(solve("var x\nx == " + String(repeating: "-+", count: 4_499) + "-3\n").standardOutput == "x 3\n")
        #expect(solve("var x\nx == 1 " + String(repeating: "- -", count: 3_000) + "2\n").standardOutput == "x 3\n")
    }

    @Test func overflowingCoefficientsAreAnErrorNotInf() {
        // The solver's products of 1e300 coefficients overflow: the solver refuses the
        // constraint whose substitution overflows (SolverError.overflow), exit 1, line named.
        let outcome = solve("var x y\nx == 1e300 * y + 1e300\ny == 1e300 * x\n")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("<stdin>:3: error: numeric overflow"))
        #expect(!outcome.standardError.contains(" inf"))
        // Sides whose difference overflows are caught while parsing, at the relation.
        let sides = solve("var x\nx + 1e308 == -1e308\n")
        #expect(sides.exitCode == 64)
        #expect(sides.standardError.hasPrefix("<stdin>:2:11: error: the value overflows"))
    }

    @Test func longLinesAndManyStatementsAreRejectedWhereTheLimitIsCrossed() {
        let long = solve("var x\nx == " + String(repeating: "1 + ", count: 2_600) + "1\n")
        #expect(long.exitCode == 64)
        #expect(long.standardError.hasPrefix("<stdin>:2:10001: error: the line is too long: at most 10000 characters"))
        let many = solve("var x\n" + String(repeating: "x >= 0\n", count: SolveLimits.maximumStatements))
        #expect(many.exitCode == 64)
        #expect(many.standardError.hasPrefix("<stdin>:10001:1: error: too many statements: at most 10000 in one file"))
        let names = (0...SolveLimits.maximumVariables).map { "v\($0)" }
        let lines = stride(from: 0, to: names.count, by: 1_000).map { "var " + names[$0..<min($0 + 1_000, names.count)].joined(separator: " ") }
        let variables = solve(lines.joined(separator: "\n") + "\n")
        #expect(variables.exitCode == 64)
        #expect(variables.standardError.contains("error: too many variables: at most 10000 in one file"))
    }

    @Test func aFileOverTenMegabytesIsNotRead() {
        let outcome = solve(String(repeating: "# padding\n", count: 1_000_001))
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError == "error: standard input is 10000010 bytes; a constraint file may hold at most 10000000\n")
    }

    /// A dense system: `count` constraints over `count` variables, each summing 25 of them
    /// (chosen by a fixed linear congruential generator), plus weak goals. Cassowary's cost
    /// grows steeply with density: 250 such constraints take about 6 s in release (kiwisolver
    /// takes longer still), which is why `solve` has a time limit.
    static func dense(_ count: Int) -> String {
        var seed: UInt64 = 1
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var lines = ["var " + (0..<count).map { "x\($0)" }.joined(separator: " ")]
        for i in 0..<count {
            lines.append((0..<25).map { _ in "\(next(9) + 1) * x\(next(count))" }.joined(separator: " + ") + " >= \(i)")
        }
        for i in 0..<count { lines.append("x\(i) == \(i) @weak") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theTimeLimitStopsADenseSystem() {
        let outcome = trellis("solve", "--time-limit", "0.05", "-", input: Self.dense(150))
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.contains("error: the solver ran past the time limit of 0.05 s after"))
        #expect(trellis("solve", "--time-limit", "0", "-", input: "var x\n").exitCode == 64)
        #expect(trellis("solve", "--time-limit", "nan", "-", input: "var x\n").exitCode == 64)
        #expect(trellis("solve", "--time-limit", "5", "-", input: "var x\nx == 2\n").standardOutput == "x 2\n")
    }
}
