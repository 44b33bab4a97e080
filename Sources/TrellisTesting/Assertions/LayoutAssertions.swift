import Trellis

/// Fails the test when `node`'s frame is not `expected` within `accuracy` on each value,
/// with both rectangles, the values that differ and an ASCII picture of the tree. Reads the
/// frame as it is: lay the tree out first.
///
/// Works under Swift Testing and XCTest (see ``TestReporter``). Returns whether it passed.
///
/// ```swift
/// root.layoutIfNeeded()
/// assertFrame(avatar, equals: Rect(x: 8, y: 8, width: 32, height: 32))
/// assertFrame(text, equals: Rect(x: 56, y: 16, width: 48, height: 24), in: .root)
/// ```
@discardableResult
public func assertFrame(_ node: LayoutNode, equals expected: Rect, accuracy: Double = 0.001,
                        in space: FrameSpace = .superview, _ message: @autoclosure () -> String = "",
                        reporter: TestReporter = .automatic, fileID: String = #fileID,
                        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    guard let failure = LayoutChecks.frameMismatch(node, expected: expected, accuracy: accuracy, in: space) else {
        return true
    }
    return recordFailure(failure, message(), reporter, TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test when the engine had to break a required constraint anywhere in `node`'s
/// tree, listing each conflict in DSL form with call sites. Lays the tree out if needed.
@discardableResult
public func assertNoLayoutConflicts(_ node: LayoutNode, _ message: @autoclosure () -> String = "",
                                    reporter: TestReporter = .automatic, fileID: String = #fileID,
                                    filePath: StaticString = #filePath, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    guard let failure = LayoutChecks.conflicts(in: node) else { return true }
    return recordFailure(failure, message(), reporter, TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test when the constraints leave any frame in `node`'s tree undetermined,
/// listing each ambiguous item, its free values and the constraints that mention it.
@discardableResult
public func assertUnambiguousLayout(_ node: LayoutNode, _ message: @autoclosure () -> String = "",
                                    reporter: TestReporter = .automatic, fileID: String = #fileID,
                                    filePath: StaticString = #filePath, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    guard let failure = LayoutChecks.ambiguity(in: node) else { return true }
    return recordFailure(failure, message(), reporter, TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``assertNoLayoutConflicts(_:_:reporter:fileID:filePath:line:column:)`` and
/// ``assertUnambiguousLayout(_:_:reporter:fileID:filePath:line:column:)`` together: one
/// failure listing both kinds of problem.
@discardableResult
public func assertSoundLayout(_ node: LayoutNode, _ message: @autoclosure () -> String = "",
                              reporter: TestReporter = .automatic, fileID: String = #fileID,
                              filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let problems = [LayoutChecks.conflicts(in: node), LayoutChecks.ambiguity(in: node)].compactMap { $0 }
    guard !problems.isEmpty else { return true }
    return recordFailure(problems.joined(separator: "\n\n"), message(), reporter, TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports `failure` (after the caller's message) and returns false, for an assertion's result.
func recordFailure(_ failure: String, _ message: String, _ reporter: TestReporter, _ location: TestLocation) -> Bool {
    reporter.report(TestFailure(message: prefixed(message, failure), location: location))
    return false
}

/// The caller's message, if any, on its own line before the failure.
func prefixed(_ message: String, _ failure: String) -> String {
    message.isEmpty ? failure : message + "\n" + failure
}
