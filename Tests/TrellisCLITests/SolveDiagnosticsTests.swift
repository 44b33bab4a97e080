import Testing
@testable import TrellisCLI

@Suite struct SolveDiagnosticsTests {
    @Test func aConflictNamesTheMinimalSetByLine() {
        let outcome = solve("""
            var left width right
            right == left + width
            width <= 100
            left == 10
            left >= 0 @strong
            var other
            other == 5
            right >= 200
            other <= 1000
            """)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == """
            <stdin>:8: error: unsatisfiable required constraint: line 8 conflicts with lines 2, 3, 4
             8 | right >= 200
            note: the conflicting required constraints (a minimal set: weaken or remove any one):
             2 | right == left + width
             3 | width <= 100
             4 | left == 10

            """)
    }

    @Test func onlyTheNecessaryLinesAreNamed() {
        let outcome = solve("var x\nx >= 10\nx >= 5\nx <= 3\n")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.hasPrefix("<stdin>:4: error: unsatisfiable required constraint: line 4 conflicts with line 2\n"))
    }

    @Test func lineNumbersAlignInTheGutter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("wide.solve", "var x\n\nx == 1\n" + String(repeating: "\n", count: 8) + "x == 2 # no\n")
        #expect(trellis("solve", path) == CommandOutcome(standardError: """
            \(path):12: error: unsatisfiable required constraint: line 12 conflicts with line 3
             12 | x == 2 # no
            note: the conflicting required constraints (a minimal set: weaken or remove any one):
              3 | x == 1

            """, exitCode: 1))
    }

    @Test func aConstraintThatCanNeverHold() {
        #expect(solve("var a\na - a == 1\n") == CommandOutcome(standardError: """
            <stdin>:2: error: unsatisfiable required constraint: line 2 can never hold
             2 | a - a == 1
            note: without variables it reads '-1 == 0', which is false

            """, exitCode: 1))
    }

    @Test func softConstraintsNeverConflict() {
        #expect(solve("var x\nx == 1\nx == 2 @strong\nx >= 3 @weak\n") == CommandOutcome(standardOutput: "x 1\n"))
    }

    @Test func aSyntaxErrorShowsLineColumnAndACaret() {
        #expect(solve("var a b\n\ta == 2 * (a + b) * b\n") == CommandOutcome(standardError: """
            <stdin>:2:19: error: non-linear expression: '*' multiplies two expressions with variables; one side must be a constant
             2 | \ta == 2 * (a + b) * b
               | \t                 ^

            """, exitCode: 64))
    }

    @Test func aMissingOperandIsShownJustAfterTheOperator() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("cut.solve", "var w\nw == 2 *   # oops\n")
        #expect(trellis("solve", path) == CommandOutcome(standardError: """
            \(path):2:9: error: expected an expression after '*', found end of line
             2 | w == 2 *   # oops
               |         ^

            """, exitCode: 64))
    }

    @Test func anUndeclaredNameIsNamed() {
        let outcome = solve("var width\nwidth == height / 2\n")
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix("<stdin>:2:10: error: undeclared variable 'height'; declare it first with 'var height'\n"))
    }

    @Test func aSuggestWithoutAnEditIsNamedWithItsLine() {
        let outcome = solve("var w\nw >= 0\nsuggest w 10\n")
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix("<stdin>:3:9: error: cannot suggest a value for 'w'"))
    }

    @Test func nonFiniteNumbersAreRejected() {
        #expect(solve("var w\nw == 1e400\n").standardError.hasPrefix(
            "<stdin>:2:6: error: the number '1e400' is too large to be finite\n"))
        #expect(solve("var w\nedit w\nsuggest w -inf\n").standardError.hasPrefix(
            "<stdin>:3:12: error: 'inf' is not allowed: numbers must be finite\n"))
        #expect(solve("var w\nw == 1e300 * 1e300 @weak\n").exitCode == 64)
    }
}
