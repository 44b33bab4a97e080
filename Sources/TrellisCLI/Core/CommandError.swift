/// Every way a command can fail. Commands throw these; ``CommandLineTool`` turns them into
/// text and an exit code in one place (``outcome(for:)``), so messages look alike everywhere.
///
/// ```swift
/// throw CommandError.usage("The value 'abc' is invalid for '--size <pt>': expected a number")
/// throw CommandError.failure("cannot read 'layout.solve': No such file or directory")
/// ```
enum CommandError: Error, Sendable, Equatable {
    /// The arguments are wrong: exit 64, followed by the command's usage line.
    case usage(String)
    /// The command ran and failed: exit 1, printed as `Error: message`.
    case failure(String)
    /// A complete, already formatted diagnostic (for instance a compiler-style
    /// `file:line:column: error:` with an excerpt), printed as is with this exit code.
    case diagnostic(String, exitCode: Int32)

    /// The text and exit code this error produces; `command` is the subcommand whose usage a
    /// usage error repeats (nil for the top level).
    func outcome(for command: CommandDescription?) -> CommandOutcome {
        switch self {
        case .usage(let message):
            let name = command.map { "trellis \($0.name)" } ?? "trellis"
            let usage = command.map(HelpFormatter.usageLine(for:)) ?? HelpFormatter.rootUsageLine
            return CommandOutcome(
                standardError: "Error: \(message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n",
                exitCode: CommandOutcome.usageCode)
        case .failure(let message):
            return CommandOutcome(standardError: "Error: \(message)\n", exitCode: CommandOutcome.failureCode)
        case .diagnostic(let text, let exitCode):
            return CommandOutcome(standardError: text.hasSuffix("\n") ? text : text + "\n", exitCode: exitCode)
        }
    }
}
