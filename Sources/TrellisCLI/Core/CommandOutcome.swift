import Foundation

/// What a command produced: text for standard output and standard error, and an exit code
/// (0 success, 1 failure, 64 usage error, as swift-argument-parser uses them).
public struct CommandOutcome: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32

    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    public static let successCode: Int32 = 0
    public static let failureCode: Int32 = 1
    public static let usageCode: Int32 = 64

    /// Writes both streams to the process's standard output and error.
    public func flush() {
        if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
        if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
    }
}
