import Foundation
import Testing
@testable import TrellisCLI

@Suite struct SolveOutputTests {
    @Test func theArchitectureExample() {
        let outcome = solve("""
            var left width right            # declare variables (values print in this order)
            right == left + width           # relations: ==  <=  >=
            width >= 30 @required
            width <= 100
            left == 10 @weak
            edit width @strong              # edit variable with its strength
            suggest width 250               # suggest a value (after edit)
            """)
        #expect(outcome == CommandOutcome(standardOutput: "left 10\nwidth 100\nright 110\n"))
    }

    @Test func theBundledExample() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/layout.solve").path
        let outcome = trellis("solve", path)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == """
            screen.width 375
            attach.left 8
            attach.width 36
            field.left 52
            field.width 243
            field.height 82
            send.left 303
            send.width 64
            send.top 54
            text.height 66
            bar.height 98

            """)
    }

    @Test func valuesHaveUpToSixDecimalsAndNoNegativeZero() {
        let outcome = solve("""
            var third twoThirds half tiny negative big unused
            3 * third == 1
            twoThirds == 2 / 3
            half == 2.5
            tiny == -0.0000001
            negative == -1e-3 * 1.5
            big == 123456789.125
            """)
        #expect(outcome.standardOutput == """
            third 0.333333
            twoThirds 0.666667
            half 2.5
            tiny 0
            negative -0.0015
            big 123456789.125
            unused 0

            """)
        #expect(outcome.exitCode == 0)
    }

    @Test func strongerStrengthsWin() {
        #expect(solve("var x\nx == 10 @weak\nx == 20 @medium\n").standardOutput == "x 20\n")
        #expect(solve("var x\nx == 10 @1000\nx == 20 @999\n").standardOutput == "x 10\n")
        #expect(solve("var x\nx == 10 @strong\nx == 20 @1e6\nx == 40 @1e6\n").standardOutput == "x 20\n")
        #expect(solve("var x\nx <= 5\nx == 20 @strong\n").standardOutput == "x 5\n")
    }

    @Test func anUnderdeterminedSystemTakesItsSoftConstraints() {
        #expect(solve("var x y\nx + y == 10\nx == 2 @weak\n").standardOutput == "x 2\ny 8\n")
    }

    @Test func theLastSuggestionWins() {
        let outcome = solve("""
            var x double
            double == 2 * x
            edit x @strong
            suggest x 5
            suggest x -(3 + 4)
            """)
        #expect(outcome.standardOutput == "x -7\ndouble -14\n")
    }

    @Test func trueConstantConstraintsAreAccepted() {
        #expect(solve("var x\n1 <= 2\nx == 3\n").standardOutput == "x 3\n")
    }

    @Test func anEmptyFilePrintsNothing() {
        #expect(solve("") == CommandOutcome())
        #expect(solve("# nothing\n\n").standardOutput == "")
    }

    @Test func aFileAndStandardInputGiveTheSameOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = "var a b\na + b == 10\na - b == 4\n"
        let path = try directory.write("pair.solve", source)
        #expect(trellis("solve", path) == CommandOutcome(standardOutput: "a 7\nb 3\n"))
        #expect(solve(source) == CommandOutcome(standardOutput: "a 7\nb 3\n"))
        #expect(trellis("solve", "--", "-", input: source).standardOutput == "a 7\nb 3\n")
    }

    @Test func aMissingFileIsAFailure() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("absent.solve").path
        #expect(trellis("solve", path) == CommandOutcome(
            standardError: "Error: cannot read '\(path)': no such file\n", exitCode: 1))
        #expect(trellis("solve", directory.url.path) == CommandOutcome(
            standardError: "Error: cannot read '\(directory.url.path)': it is a directory\n", exitCode: 1))
    }

    @Test func aFileThatIsNotUTF8IsAFailure() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.url.appendingPathComponent("binary.solve")
        try Data([0x76, 0x61, 0x72, 0x20, 0xFF, 0xFE]).write(to: url)
        #expect(trellis("solve", url.path) == CommandOutcome(
            standardError: "Error: cannot read '\(url.path)': it is not UTF-8 text\n", exitCode: 1))
        let binary = CommandContext { Data([0xFF]) }
        #expect(CommandLineTool.run(arguments: ["solve", "-"], context: binary) == CommandOutcome(
            standardError: "Error: standard input is not UTF-8 text\n", exitCode: 1))
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-2.5, "-2.5"), (1.0 / 3, "0.333333"), (0.0000004, "0"),
        (-0.0000004, "0"), (89.99999999997, "90"), (1e15, "1000000000000000"),
    ])
    func formatting(value: Double, text: String) {
        #expect(formatValue(value) == text)
    }
}
