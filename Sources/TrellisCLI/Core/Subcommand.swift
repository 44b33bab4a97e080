/// A `trellis` subcommand: a declarative description from which parsing and help are
/// generated, and a pure function from parsed arguments (and the context's standard input)
/// to an outcome. Register new subcommands in ``CommandLineTool/subcommands``.
///
/// ```swift
/// enum HelloCommand: Subcommand {
///     static let description = CommandDescription(
///         name: "hello", abstract: "Greet someone.",
///         arguments: [.positional("name", help: "Who to greet.")])
///
///     static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome {
///         CommandOutcome(standardOutput: "Hello, \(try arguments.required("name"))!\n")
///     }
/// }
/// ```
protocol Subcommand {
    static var description: CommandDescription { get }

    /// Runs the command. Throw ``CommandError`` for every failure; it is rendered in one place.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome
}
