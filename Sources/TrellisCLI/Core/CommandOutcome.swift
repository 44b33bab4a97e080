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
    public var standardOutput: String
    /// The text for standard error: messages and diagnostics.
    public var standardError: String
    /// ``successCode``, ``failureCode`` or ``usageCode``.
    public var exitCode: Int32

    /// An outcome (default: nothing printed, exit code 0).
    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// 0: the command did its job.
    public static let successCode: Int32 = 0
    /// 1: the command ran and failed (an unsatisfiable file, an unreadable file or font).
    public static let failureCode: Int32 = 1
    /// 64 (`EX_USAGE`): the arguments or the input file's syntax are wrong.
    public static let usageCode: Int32 = 64

    /// Writes both streams to the process's standard output and error.
    public func flush() {
        if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
        if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
    }
}
