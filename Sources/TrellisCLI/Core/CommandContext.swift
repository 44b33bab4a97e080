import Foundation

/// What a command may read besides its arguments: standard input. Commands take it as a value
/// so that tests can hand them any input without touching the process's streams.
///
/// ```swift
/// let outcome = CommandLineTool.run(arguments: ["solve", "-"],
///                                   context: .standardInput("var x\nx == 4\n"))
/// outcome.standardOutput   // "x 4\n"
/// ```
public struct CommandContext: Sendable {
    /// Reads all of standard input; called at most once, and only by a command that needs it.
    public var readStandardInput: @Sendable () -> Data

    /// A context that reads standard input with `readStandardInput`.
    public init(readStandardInput: @escaping @Sendable () -> Data) {
        self.readStandardInput = readStandardInput
    }

    /// The running process's standard input.
    public static let process = CommandContext {
        FileHandle.standardInput.readDataToEndOfFile()
    }

    /// A context whose standard input is `text`.
    public static func standardInput(_ text: String) -> CommandContext {
        let data = Data(text.utf8)
        return CommandContext { data }
    }
}
