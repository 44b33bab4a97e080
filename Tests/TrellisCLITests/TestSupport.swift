import Foundation
@testable import TrellisCLI

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the directory and returns the file's path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `trellis` with these arguments and `input` as standard input.
func trellis(_ arguments: String..., input: String = "") -> CommandOutcome {
    CommandLineTool.run(arguments: arguments, context: .standardInput(input))
}

/// Runs `trellis solve -` on `source`.
func solve(_ source: String) -> CommandOutcome {
    trellis("solve", "-", input: source)
}

/// The syntax error `source` produces, or nil if it parses.
func syntaxError(_ source: String) -> SolveSyntaxError? {
    do throws(SolveSyntaxError) {
        _ = try ConstraintProgram.parse(source)
        return nil
    } catch {
        return error
    }
}

/// The folded left side minus right side of the single constraint in `source` (after the
/// declarations), by variable name; the constant under the key "1".
func folded(_ source: String) throws -> [String: Double] {
    let program = try ConstraintProgram.parse(source)
    guard case .constraint(let constraint)? = program.statements.last?.kind else {
        throw FoldingError.noConstraint
    }
    var result: [String: Double] = ["1": constraint.expression.constant]
    for term in constraint.expression.terms { result[term.variable.name] = term.coefficient }
    return result
}

enum FoldingError: Error { case noConstraint }
