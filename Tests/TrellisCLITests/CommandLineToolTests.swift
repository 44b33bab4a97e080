import Testing
@testable import TrellisCLI

@Suite struct CommandLineToolTests {
    static let rootHelp = """
        OVERVIEW: Trellis: constraint-based layout, solved to exact frames.

        USAGE: trellis <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          render                  Draw a chat transcript as SVG, HTML, JSON or ASCII.
          solve                   Solve a constraint file and print its values.
          measure                 Measure text with a font and print its lines as JSON.

          See 'trellis help <subcommand>' for detailed help.

        """

    @Test func topLevelHelp() {
        #expect(trellis("--help") == CommandOutcome(standardOutput: Self.rootHelp))
        #expect(trellis("-h") == CommandOutcome(standardOutput: Self.rootHelp))
        #expect(trellis("help") == CommandOutcome(standardOutput: Self.rootHelp))
    }

    @Test func noArgumentsPrintsHelpAsAUsageError() {
        #expect(trellis() == CommandOutcome(standardError: Self.rootHelp, exitCode: 64))
    }

    @Test func versionPrintsTheVersion() {
        #expect(trellis("--version") == CommandOutcome(standardOutput: CommandLineTool.version + "\n"))
    }

    @Test func everySubcommandIsListedOnce() {
        let names = CommandLineTool.subcommands.map { $0.description.name }
        #expect(names == ["render", "solve", "measure"])
    }

    @Test func subcommandHelpThreeWays() {
        for name in ["render", "solve", "measure"] {
            let help = trellis("help", name)
            #expect(help.exitCode == 0)
            #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
            #expect(help.standardOutput.contains("\nUSAGE: trellis \(name) "))
            #expect(help.standardOutput.contains("\nOPTIONS:\n"))
            #expect(trellis(name, "--help") == help)
            #expect(trellis(name, "-h") == help)
        }
    }

    @Test func solveHelp() {
        #expect(trellis("solve", "--help").standardOutput == """
            OVERVIEW: Solve a constraint file and print its values.

            The file holds one statement a line; '#' starts a comment:
              var left width right    declare variables; values print in this order
              right == left + width   a relation: == <= >=; + - ( ); * and / by constants
              width >= 30 @strong     @required (default) @strong @medium @weak @<weight>
              edit width @strong      make a variable an edit variable (default @strong)
              suggest width 250       suggest a value for it

            Weights: weak 1, medium 1000, strong 1e6; required constraints always hold.
            Prints one 'name value' line per variable with up to 6 decimals. Exit status: 0
            solved, 1 unsatisfiable (the lines of a minimal conflicting set are named), a
            non-finite value, past the time limit or unreadable, 64 syntax error or past a
            limit (with line:column). Limits: 10 MB, 10000 statements and variables, 10000
            characters a line, parentheses 100 deep.

            USAGE: trellis solve [--time-limit <seconds>] <file>

            ARGUMENTS:
              <file>                  The constraint file, or '-' to read standard input.

            OPTIONS:
              --time-limit <seconds>  Stop with an error when solving takes longer (default
                                      2).
              -h, --help              Show help information.


            """)
    }

    @Test func everyHelpLineFitsEightyColumnsExceptUsage() {
        for text in [Self.rootHelp, trellis("help", "solve").standardOutput, trellis("help", "measure").standardOutput] {
            for line in text.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "\(line)")
            }
        }
    }

    @Test func unknownSubcommandIsAUsageError() {
        #expect(trellis("frobnicate") == CommandOutcome(standardError: """
            Error: unknown subcommand 'frobnicate'
            Usage: trellis <subcommand>
              See 'trellis --help' for more information.

            """, exitCode: 64))
        #expect(trellis("sovle").standardError.hasPrefix("Error: unknown subcommand 'sovle'. Did you mean 'solve'?\n"))
        #expect(trellis("--verison").standardError.hasPrefix("Error: unknown option '--verison'. Did you mean '--version'?\n"))
        #expect(trellis("help", "nothing").exitCode == 64)
        #expect(trellis("help", "solve", "measure").exitCode == 64)
    }

    @Test func usageErrorsOfASubcommandRepeatItsUsage() {
        #expect(trellis("solve") == CommandOutcome(standardError: """
            Error: Missing expected argument '<file>'
            Usage: trellis solve [--time-limit <seconds>] <file>
              See 'trellis solve --help' for more information.

            """, exitCode: 64))
        #expect(trellis("solve", "a.solve", "b.solve").standardError.hasPrefix("Error: Unexpected argument 'b.solve'\n"))
        #expect(trellis("solve", "--verbose", "a.solve").exitCode == 64)
    }

    @Test func afterDoubleDashHelpIsAFileName() {
        #expect(trellis("solve", "--", "--help") == CommandOutcome(
            standardError: "Error: cannot read '--help': no such file\n", exitCode: 1))
    }
}
