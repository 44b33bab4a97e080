import Trellis
import TrellisRender

/// When snapshot files are written.
public enum SnapshotRecordMode: Sendable, Hashable {
    /// Write a snapshot that does not exist yet (and fail, so a new file is looked at);
    /// compare the others. The default.
    case missing
    /// Rewrite every snapshot (and fail, so recording never passes silently).
    case all
    /// Never write: a missing snapshot is a failure (for CI).
    case never

    /// The variable that selects the mode: `TRELLIS_RECORD_SNAPSHOTS`.
    public static let environmentVariable = "TRELLIS_RECORD_SNAPSHOTS"

    /// The mode `environment` asks for: `1`, `true`, `yes` or `all` record everything,
    /// `never` records nothing, anything else (or nothing) records missing snapshots.
    public init(environment: [String: String]) {
        switch environment[Self.environmentVariable]?.lowercased() {
        case "1", "true", "yes", "all": self = .all
        case "never": self = .never
        default: self = .missing
        }
    }
}
