import Foundation

/// `trellis solve FILE` (or `-` for standard input): parses a constraint file, solves it with
/// Cassowary and prints one `name value` line per declared variable, in declaration order.
/// Exit 0 when solved, 1 when a required constraint cannot hold (the minimal conflicting set
/// is named by line), a value is not finite, the time limit runs out or the file cannot be
/// read, 64 for a syntax error or a file past ``SolveLimits`` (`line:column`).
///
/// ```swift
/// let outcome = CommandLineTool.run(arguments: ["solve", "-"],
///                                   context: .standardInput("var w\nw >= 30\nw == 10 @weak\n"))
/// outcome.standardOutput   // "w 30\n"
/// ```
enum SolveCommand: Subcommand {
    static let description = CommandDescription(
        name: "solve",
        abstract: "Solve a constraint file and print its values.",
        discussion: """
            The file holds one statement a line; '#' starts a comment:
              var left width right    declare variables; values print in this order
              right == left + width   a relation: == <= >=; + - ( ); * and / by constants
              width >= 30 @strong     @required (default) @strong @medium @weak @<weight>
              edit width @strong      make a variable an edit variable (default @strong)
              suggest width 250       suggest a value for it

            Weights: weak 1, medium 1000, strong 1e6; required constraints always hold. \
            Prints one 'name value' line per variable with up to 6 decimals. Exit status: 0 \
            solved, 1 unsatisfiable (the lines of a minimal conflicting set are named), a \
            non-finite value, past the time limit or unreadable, 64 syntax error or past a \
            limit (with line:column). Limits: 10 MB, 10000 statements and variables, 10000 \
            characters a line, parentheses 100 deep.
            """,
        arguments: [
            .option("time-limit", valueName: "seconds", help: "Stop with an error when solving takes longer (default 2).",
                    isOptional: true),
            .positional("file", help: "The constraint file, or '-' to read standard input."),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome {
        let path = try arguments.required("file")
        let timeLimit = try arguments.double("time-limit") ?? SolveLimits.defaultTimeLimit
        guard timeLimit > 0, timeLimit <= SolveLimits.maximumTimeLimit else {
            throw arguments.invalid("time-limit", arguments.string("time-limit") ?? "", "expected seconds from 0 to 3600")
        }
        let source: SourceText
        if path == "-" {
            let data = context.readStandardInput()
            try checkSize(data.count, of: "standard input")
            guard let text = String(data: data, encoding: .utf8) else {
                throw .failure("standard input is not UTF-8 text")
            }
            source = SourceText(name: "<stdin>", text: text)
        } else {
            source = SourceText(name: path, text: try read(path))
        }
        return try solve(source, timeLimit: timeLimit)
    }

    /// Solves the text of a constraint file.
    static func solve(_ source: SourceText, timeLimit: Double = SolveLimits.defaultTimeLimit) throws(CommandError) -> CommandOutcome {
        let program: ConstraintProgram
        do throws(SolveSyntaxError) {
            program = try ConstraintProgram.parse(lines: source.lines)
        } catch {
            throw .diagnostic(SolveDiagnostics.syntax(error, in: source), exitCode: CommandOutcome.usageCode)
        }
        do throws(SolveFailure) {
            let values = try ProgramRunner.run(program, timeLimit: timeLimit)
            let output = values.map { "\($0.variable.name) \(formatValue($0.value))\n" }.joined()
            return CommandOutcome(standardOutput: output)
        } catch {
            throw .diagnostic(SolveDiagnostics.failure(error, in: source), exitCode: CommandOutcome.failureCode)
        }
    }

    /// The UTF-8 text of the file at `path`.
    private static func read(_ path: String) throws(CommandError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("cannot read '\(path)': it is a directory") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
            try checkSize(size, of: "'\(path)'")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read '\(path)': permission denied or unreadable")
        }
        try checkSize(data.count, of: "'\(path)'")
        guard let text = String(data: data, encoding: .utf8) else {
            throw .failure("cannot read '\(path)': it is not UTF-8 text")
        }
        return text
    }

    /// Rejects an input past ``SolveLimits/maximumFileBytes`` (exit 64: the input must change).
    private static func checkSize(_ bytes: Int, of name: String) throws(CommandError) {
        guard bytes <= SolveLimits.maximumFileBytes else {
            throw .diagnostic("error: \(name) is \(bytes) bytes; a constraint file may hold at most \(SolveLimits.maximumFileBytes)",
                              exitCode: CommandOutcome.usageCode)
        }
    }
}
