/// The `trellis` command line: parses the arguments, runs one subcommand and returns what it
/// printed and its exit code. Nothing here calls `exit`, so every command is testable.
///
/// ```swift
/// let outcome = CommandLineTool.run(arguments: ["solve", "layout.txt"])
/// print(outcome.standardOutput)
/// ```
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static func run(arguments: [String]) -> CommandOutcome {
        guard let first = arguments.first else {
            return CommandOutcome(standardError: usage, exitCode: CommandOutcome.usageCode)
        }
        switch first {
        case "--help", "-h", "help":
            return CommandOutcome(standardOutput: usage)
        case "--version":
            return CommandOutcome(standardOutput: version + "\n")
        default:
            return CommandOutcome(
                standardError: "Error: unknown subcommand '\(first)'\n\n" + usage,
                exitCode: CommandOutcome.usageCode)
        }
    }

    static let usage = """
        OVERVIEW: Trellis lays out constraint-based layouts and solves them to exact frames.

        USAGE: trellis <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """
}
