import Foundation

/// What a command produced: text for standard output and standard error, and an exit code
/// (0 success, 1 failure, 64 usage error, as swift-argument-parser uses them).
///
/// ```swift
/// let outcome = CommandLineTool.run(arguments: ["--version"])
/// outcome.standardOutput   // "0.1.0\n"
/// outcome.exitCode         // 0
/// outcome.flush()          // writes both streams; only the executable does this
/// ```
public struct CommandOutcome: Sendable, Equatable {
    /// The text for standard output.
    ///
    /// ```swift
    /// CommandLineTool.run(arguments: ["--version"]).standardOutput   // "0.1.0\n"
    /// ```
    public var standardOutput: String
    /// The text for standard error: messages and diagnostics.
    ///
    /// ```swift
    /// if !outcome.standardError.isEmpty { print("diagnostics:", outcome.standardError) }
    /// ```
    public var standardError: String
    /// ``successCode``, ``failureCode`` or ``usageCode``.
    ///
    /// ```swift
    /// exit(outcome.exitCode)
    /// ```
    public var exitCode: Int32

    /// An outcome (default: nothing printed, exit code 0).
    ///
    /// ```swift
    /// let usage = CommandOutcome(standardError: "usage: trellis <command>\n", exitCode: CommandOutcome.usageCode)
    /// ```
    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// 0: the command did its job.
    ///
    /// ```swift
    /// outcome.exitCode == CommandOutcome.successCode
    /// ```
    public static let successCode: Int32 = 0
    /// 1: the command ran and failed (an unsatisfiable file, an unreadable file or font).
    ///
    /// ```swift
    /// outcome.exitCode == CommandOutcome.failureCode   // e.g. an unsatisfiable constraint file
    /// ```
    public static let failureCode: Int32 = 1
    /// 64 (`EX_USAGE`): the arguments or the input file's syntax are wrong.
    ///
    /// ```swift
    /// CommandLineTool.run(arguments: ["no-such-command"]).exitCode   // 64
    /// ```
    public static let usageCode: Int32 = 64

    /// Writes both streams to the process's standard output and error.
    ///
    /// ```swift
    /// CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())).flush()
    /// ```
    public func flush() {
        if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
        if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
    }
}
