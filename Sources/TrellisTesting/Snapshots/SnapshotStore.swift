import Foundation

/// A folder of snapshot files, as swift-snapshot-testing lays them out:
/// `__Snapshots__/<TestFile>/<name>.<ext>` beside the test file. Compares a fresh render
/// with the file, or (re)writes it, and says what happened.
///
/// ```swift
/// let store = SnapshotStore(testFilePath: #filePath)
/// let outcome = store.verify(ascii, named: "cell", pathExtension: "txt", record: .missing)
/// ```
public struct SnapshotStore: Sendable, Hashable {
    /// The folder holding this test file's snapshots.
    public let directory: String

    /// A store in `directory` (created when a snapshot is first written).
    public init(directory: String) {
        self.directory = directory
    }

    /// The store for a test file: `<its folder>/__Snapshots__/<its name without .swift>`.
    public init(testFilePath: String) {
        let url = URL(fileURLWithPath: testFilePath)
        let folder = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        self.init(directory: folder.appendingPathComponent(url.deletingPathExtension().lastPathComponent).path)
    }

    /// The file for a snapshot name.
    public func path(named name: String, pathExtension: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(name).\(pathExtension)").path
    }

    /// Compares `actual` with the stored snapshot, writing it when `record` says so.
    ///
    /// ```swift
    /// switch store.verify(text, named: "cell", pathExtension: "txt", record: .never) {
    /// case .matched: break
    /// case let outcome: print(outcome.failureMessage ?? "")
    /// }
    /// ```
    public func verify(_ actual: String, named name: String, pathExtension: String,
                       record: SnapshotRecordMode) -> SnapshotOutcome {
        let path = path(named: name, pathExtension: pathExtension)
        let existing = FileManager.default.fileExists(atPath: path)
        if record == .all || (!existing && record == .missing) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return .unreadable(path: path, reason: "could not write it: \(error)")
            }
            return .recorded(path: path, replacedExisting: existing)
        }
        guard existing else { return .missing(path: path) }
        let reference: String
        do {
            reference = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return .unreadable(path: path, reason: "could not read it: \(error)")
        }
        if reference == actual { return .matched }
        return .mismatched(path: path, diff: LineDiff.unified(reference: reference, actual: actual))
    }
}
