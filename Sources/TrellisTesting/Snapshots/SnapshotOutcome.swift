import Foundation

/// What ``SnapshotStore/verify(_:named:pathExtension:record:)`` found.
public enum SnapshotOutcome: Sendable, Hashable {
    /// The file holds exactly the render.
    case matched
    /// The render was written (a new file, or an old one replaced in record mode). A failure,
    /// so recording never passes unnoticed.
    case recorded(path: String, replacedExisting: Bool)
    /// The render differs from the file: a unified line diff, reference to actual.
    case mismatched(path: String, diff: String)
    /// No file, and the mode forbids writing one.
    case missing(path: String)
    /// The file could not be read or written.
    case unreadable(path: String, reason: String)

    /// Nil for ``matched``; otherwise what to tell the person running the tests.
    public var failureMessage: String? {
        let variable = SnapshotRecordMode.environmentVariable
        switch self {
        case .matched:
            return nil
        case let .recorded(path, replaced):
            return (replaced ? "Recorded a new snapshot over \(path)" : "No snapshot was found; recorded one at \(path)")
                + ".\nCheck it, then run the test again (without \(variable)=1) to compare against it."
        case let .mismatched(path, diff):
            return "Snapshot does not match \(path)\n--- reference\n+++ actual\n\(diff)\n"
                + "If the change is intended, re-record with \(variable)=1."
        case let .missing(path):
            return "No snapshot at \(path), and recording is off (\(variable)=never)."
        case let .unreadable(path, reason):
            return "Snapshot \(path): \(reason)"
        }
    }
}
