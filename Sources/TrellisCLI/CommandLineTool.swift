/// The `trellis` command line: parses the arguments, runs one subcommand and returns what it
/// printed and its exit code. Nothing here calls `exit`, so every command is testable; errors
/// of every command are rendered here, in one place.
///
/// ```swift
/// let outcome = CommandLineTool.run(arguments: ["solve", "examples/layout.solve"])
/// print(outcome.standardOutput, terminator: "")
/// ```
public enum CommandLineTool {
    /// What `trellis --version` prints.
    public static let version = "0.1.0"

    static let overview = "Trellis: constraint-based layout, solved to exact frames."

    /// Runs `trellis` with `arguments` (without the program name).
    ///
    /// ```swift
    /// let outcome = CommandLineTool.run(arguments: ["measure", "--font", "builtin", "--size", "17", "--width", "60", "Hello, world!"])
    /// outcome.exitCode   // 0
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: the command line after the program name, e.g. `["solve", "layout.solve"]`.
    ///   - context: where standard input comes from; the process's by default.
    /// - Returns: the output, error text and exit code: 0 success, 1 failure, 64 usage error.
    public static func run(arguments: [String], context: CommandContext = .process) -> CommandOutcome {
        guard let first = arguments.first else {
            return CommandOutcome(standardError: rootHelp, exitCode: CommandOutcome.usageCode)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return CommandOutcome(standardOutput: rootHelp)
        case "help":
            return help(for: rest)
        case "--version":
            return CommandOutcome(standardOutput: version + "\n")
        default:
            guard let command = subcommand(named: first) else {
                return unknown(first)
            }
            return run(command, arguments: rest, context: context)
        }
    }

    private static func run(_ command: any Subcommand.Type, arguments: [String],
                            context: CommandContext) -> CommandOutcome {
        do throws(CommandError) {
            switch try ArgumentParser.parse(arguments, for: command.description) {
            case .help:
                return CommandOutcome(standardOutput: HelpFormatter.help(for: command.description))
            case .arguments(let parsed):
                return try command.run(parsed, context: context)
            }
        } catch {
            return error.outcome(for: command.description)
        }
    }

    /// `trellis help`, `trellis help solve`.
    private static func help(for arguments: [String]) -> CommandOutcome {
        guard let name = arguments.first else { return CommandOutcome(standardOutput: rootHelp) }
        guard let command = subcommand(named: name), arguments.count == 1 else {
            return unknown(arguments.count == 1 ? name : arguments.joined(separator: " "))
        }
        return CommandOutcome(standardOutput: HelpFormatter.help(for: command.description))
    }

    private static func unknown(_ word: String) -> CommandOutcome {
        let names = subcommands.map { $0.description.name }
        let kind = word.hasPrefix("-") ? "option" : "subcommand"
        var message = "unknown \(kind) '\(word)'"
        if let best = ArgumentParser.closest(to: word, among: names + ["--help", "--version"]) {
            message += ". Did you mean '\(best)'?"
        }
        return CommandError.usage(message).outcome(for: nil)
    }

    private static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.description.name == name }
    }

    static var rootHelp: String {
        HelpFormatter.rootHelp(overview: overview, subcommands: subcommands.map { $0.description })
    }
}
