import Foundation
import TrellisRender

/// How different two images may be and still match: a pixel differs when any channel is
/// more than `channel` apart; the images match when at most `fraction` of the pixels differ
/// (and their sizes are equal).
public struct ImageTolerance: Sendable, Hashable {
    /// Largest difference per channel (0–255) that still counts as the same pixel.
    public var channel: Int
    /// Largest share of differing pixels (0–1) that still matches.
    public var fraction: Double

    /// A tolerance; the default (2 per channel, no differing pixel) absorbs rounding only.
    public init(channel: Int = 2, fraction: Double = 0) {
        self.channel = max(0, channel)
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }
}

/// What comparing two images found: how many pixels differ, and a diff image (differing
/// pixels red, the rest the reference faded to a light grey).
public struct ImageComparison: Sendable, Hashable {
    /// Pixels whose channels differ by more than the tolerance (every pixel when the sizes differ).
    public var differingPixels: Int
    /// The larger image's pixel count.
    public var totalPixels: Int
    /// Whether the sizes agree and the differing share is within the tolerance.
    public var matches: Bool
    /// The diff image (the actual image's size).
    public var diff: SnapshotImage

    /// Compares `actual` with `reference`.
    ///
    /// - Complexity: O(pixels).
    public init(reference: SnapshotImage, actual: SnapshotImage, tolerance: ImageTolerance = ImageTolerance()) {
        let sameSize = reference.width == actual.width && reference.height == actual.height
        var diff = [UInt8](repeating: 255, count: actual.width * actual.height * 4)
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let i = (y * actual.width + x) * 4
                guard sameSize else {
                    diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0
                    differing += 1
                    continue
                }
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(reference.rgba[i + c]) - Int(actual.rgba[i + c]))) }
                if worst > tolerance.channel {
                    differing += 1
                    diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0
                } else {
                    let grey = UInt8((Int(reference.rgba[i]) + Int(reference.rgba[i + 1]) + Int(reference.rgba[i + 2])) / 3 / 4 + 191)
                    diff[i] = grey; diff[i + 1] = grey; diff[i + 2] = grey
                }
            }
        }
        let total = max(reference.width * reference.height, actual.width * actual.height)
        differingPixels = sameSize ? differing : total
        totalPixels = total
        matches = sameSize && Double(differing) <= tolerance.fraction * Double(total)
        self.diff = SnapshotImage(width: actual.width, height: actual.height, rgba: diff)!
    }
}

extension SnapshotImage {
    /// The image as PNG data (TrellisRender's encoder: stored zlib blocks).
    public var pngData: [UInt8] { PNGEncoder.encode(width: width, height: height, rgba: rgba) }
}

/// Compares a PNG (e.g. the output of TrellisChatRender's `ChatPNGRenderer`) with `__Snapshots__/<TestFile>/<name>.png`
/// pixel by pixel, within `tolerance`. On a mismatch it writes `<name>.actual.png` and
/// `<name>.diff.png` (differing pixels in red) beside the reference and fails naming them and
/// the count of differing pixels. Recording works as for text snapshots.
///
/// ```swift
/// let png = ChatPNGRenderer(scale: 2).render(scene)
/// assertImageSnapshot(png: png, named: "sample-chat", tolerance: ImageTolerance(channel: 8, fraction: 0.001))
/// ```
@discardableResult
public func assertImageSnapshot(png: [UInt8], named name: String? = nil, tolerance: ImageTolerance = ImageTolerance(),
                                record: SnapshotRecordMode? = nil, store: SnapshotStore? = nil, reporter: TestReporter = .automatic,
                                function: String = #function, fileID: String = #fileID,
                                filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let store = store ?? SnapshotStore(testFilePath: "\(filePath)")
    let mode = record ?? SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
    let message = ImageSnapshotCheck.verify(png: png, named: name ?? snapshotName(function: function), tolerance: tolerance,
                                            store: store, record: mode)
    guard let message else { return true }
    reporter.report(TestFailure(message: message, location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
    return false
}

/// The file handling of ``assertImageSnapshot(png:named:tolerance:record:store:reporter:function:fileID:filePath:line:column:)``.
enum ImageSnapshotCheck {
    /// Nil when the image matches; otherwise the failure message.
    static func verify(png: [UInt8], named name: String, tolerance: ImageTolerance, store: SnapshotStore,
                       record: SnapshotRecordMode) -> String? {
        let path = store.path(named: name, pathExtension: "png")
        guard let actual = SnapshotImage(png: png) else { return "The image to snapshot as \(path) is not PNG data this reader decodes." }
        let manager = FileManager.default
        let existing = manager.fileExists(atPath: path)
        if record == .all || (!existing && record == .missing) {
            let written = write(actual.pngData, to: path, in: store.directory)
            return written ?? SnapshotOutcome.recorded(path: path, replacedExisting: existing).failureMessage
        }
        guard existing else { return SnapshotOutcome.missing(path: path).failureMessage }
        guard let data = manager.contents(atPath: path), let reference = SnapshotImage(png: [UInt8](data)) else {
            return "Snapshot \(path): could not read it as a PNG."
        }
        let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        if comparison.matches { return nil }
        let actualPath = store.path(named: "\(name).actual", pathExtension: "png")
        let diffPath = store.path(named: "\(name).diff", pathExtension: "png")
        if let error = write(actual.pngData, to: actualPath, in: store.directory) ?? write(comparison.diff.pngData, to: diffPath, in: store.directory) {
            return error
        }
        let size = reference.width == actual.width && reference.height == actual.height ? ""
            : " (reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height))"
        return "Image snapshot does not match \(path)\(size): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ"
            + " by more than \(tolerance.channel) per channel (tolerance \(tolerance.fraction * 100)%).\n"
            + "Actual: \(actualPath)\nDiff: \(diffPath)\nIf the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=1."
    }

    private static func write(_ bytes: [UInt8], to path: String, in directory: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "Snapshot \(path): could not write it: \(error)"
        }
    }
}
