import Foundation
import Trellis
import TrellisRender

/// Renders `node`'s solved tree in `format` and compares it with the file
/// `__Snapshots__/<TestFile>/<name>.<ext>` beside the test, failing with a line diff when
/// they differ. A missing file is recorded (and the test fails once, so it gets looked at);
/// set `TRELLIS_RECORD_SNAPSHOTS=1` to re-record every snapshot. Lay the tree out first.
///
/// `name` defaults to the test function's name; give one when a test takes several
/// snapshots. `store` overrides where the files live (a temporary folder, a shared one).
///
/// ```swift
/// @Test func cellLayout() {
///     let cell = makeCell()
///     cell.layoutIfNeeded()
///     assertSnapshot(of: cell)                            // __Snapshots__/CellTests/cellLayout.txt
///     assertSnapshot(of: cell, as: .svg, named: "cell")   // __Snapshots__/CellTests/cell.svg
/// }
/// ```
@discardableResult
public func assertSnapshot(of node: LayoutNode, as format: SnapshotFormat = .ascii(), named name: String? = nil,
                           record: SnapshotRecordMode? = nil, store: SnapshotStore? = nil, reporter: TestReporter = .automatic,
                           function: String = #function, fileID: String = #fileID,
                           filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    assertTextSnapshot(format.render(FrameTree(node)), pathExtension: format.pathExtension, named: name,
                       record: record, store: store, reporter: reporter, function: function, fileID: fileID,
                       filePath: filePath, line: line, column: column)
}

/// Compares any text (a chat render, a report) with its snapshot file, as
/// ``assertSnapshot(of:as:named:record:store:reporter:function:fileID:filePath:line:column:)``
/// does for layouts.
@discardableResult
public func assertTextSnapshot(_ text: String, pathExtension: String, named name: String? = nil,
                               record: SnapshotRecordMode? = nil, store: SnapshotStore? = nil, reporter: TestReporter = .automatic,
                               function: String = #function, fileID: String = #fileID,
                               filePath: StaticString = #filePath, line: UInt = #line,
                               column: UInt = #column) -> Bool {
    let store = store ?? SnapshotStore(testFilePath: "\(filePath)")
    let mode = record ?? SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
    let outcome = store.verify(text, named: name ?? snapshotName(function: function),
                               pathExtension: pathExtension, record: mode)
    guard let message = outcome.failureMessage else { return true }
    reporter.report(TestFailure(message: message,
                                location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
    return false
}

/// A file name from a test function's name: `testCell()` and `cell(width:)` become
/// `testCell` and `cell_width`.
public func snapshotName(function: String) -> String {
    var name = ""
    var pendingSeparator = false
    for character in function {
        if character.isLetter || character.isNumber || character == "-" {
            if pendingSeparator, !name.isEmpty { name += "_" }
            pendingSeparator = false
            name.append(character)
        } else {
            pendingSeparator = true
        }
    }
    return name.isEmpty ? "snapshot" : name
}
