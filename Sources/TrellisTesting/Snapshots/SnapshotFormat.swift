import Trellis
import TrellisRender

/// How a layout is written to a snapshot file: a render of its frame tree.
///
/// ```swift
/// assertSnapshot(of: root, as: .ascii())                 // __Snapshots__/<File>/<test>.txt
/// assertSnapshot(of: root, as: .svg, named: "cell")     // __Snapshots__/<File>/cell.svg
/// ```
public enum SnapshotFormat: Sendable, Hashable {
    /// Boxes on a character grid at `scale` (readable in a diff).
    case ascii(ASCIIBoxRenderer.Scale = .standard)
    /// Labelled boxes in SVG.
    case svg
    /// The `trellis.frames` JSON document.
    case json
    /// Labelled boxes in an HTML page.
    case html

    /// The snapshot file's extension: `txt`, `svg`, `json`, `html`.
    ///
    /// ```swift
    /// SnapshotFormat.ascii().pathExtension   // "txt"
    /// ```
    public var pathExtension: String {
        switch self {
        case .ascii: RenderFormat.ascii.fileExtension
        case .svg: RenderFormat.svg.fileExtension
        case .json: RenderFormat.json.fileExtension
        case .html: RenderFormat.html.fileExtension
        }
    }

    /// The text written for `tree`.
    ///
    /// ```swift
    /// SnapshotFormat.svg.render(FrameTree(root))
    /// ```
    public func render(_ tree: FrameTree) -> String {
        switch self {
        case let .ascii(scale): ASCIIBoxRenderer(scale: scale).render(tree)
        case .svg: SVGBoxRenderer().render(tree)
        case .json: JSONFrameRenderer().render(tree)
        case .html: HTMLBoxRenderer().render(tree)
        }
    }
}

/// When snapshot files are written.
///
/// ```swift
/// assertSnapshot(of: root, record: .all)   // rewrite this one
/// ```
public enum SnapshotRecordMode: Sendable, Hashable {
    /// Write a snapshot that does not exist yet (and fail, so a new file is looked at);
    /// compare the others. The default.
    case missing
    /// Rewrite every snapshot (and fail, so recording never passes silently).
    case all
    /// Never write: a missing snapshot is a failure (for CI).
    case never

    /// The variable that selects the mode: `TRELLIS_RECORD_SNAPSHOTS`.
    ///
    /// ```swift
    /// let mode = ProcessInfo.processInfo.environment[SnapshotRecordMode.environmentVariable]
    /// ```
    public static let environmentVariable = "TRELLIS_RECORD_SNAPSHOTS"

    /// The mode `environment` asks for: `1`, `true`, `yes` or `all` record everything,
    /// `never` records nothing, anything else (or nothing) records missing snapshots.
    ///
    /// ```swift
    /// SnapshotRecordMode.from(environment: ["TRELLIS_RECORD_SNAPSHOTS": "1"])   // .all
    /// ```
    public static func from(environment: [String: String]) -> SnapshotRecordMode {
        switch environment[environmentVariable]?.lowercased() {
        case "1", "true", "yes", "all": .all
        case "never": .never
        default: .missing
        }
    }
}
