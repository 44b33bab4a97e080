import Foundation
import Testing
import TrellisTesting

@Suite struct ImageSnapshotTests {
    /// A 4 × 3 image: white, with one pixel set.
    static func image(_ pixel: (Int, Int)? = nil, color: [UInt8] = [200, 30, 30, 255]) -> SnapshotImage {
        var rgba = [UInt8](repeating: 255, count: 4 * 3 * 4)
        if let (x, y) = pixel { for c in 0..<4 { rgba[(y * 4 + x) * 4 + c] = color[c] } }
        return SnapshotImage(width: 4, height: 3, rgba: rgba)!
    }

    @Test func pngRoundTripsThroughTheRendererEncoder() throws {
        let image = Self.image((1, 2))
        #expect(SnapshotImage(png: image.pngData) == image)
        #expect(SnapshotImage(png: [1, 2, 3]) == nil)
        #expect(SnapshotImage(width: 2, height: 2, rgba: [0]) == nil)
    }

    @Test func toleranceAbsorbsSmallChannelDifferencesOnly() {
        let reference = Self.image((1, 1), color: [100, 100, 100, 255])
        let close = Self.image((1, 1), color: [102, 99, 100, 255])
        #expect(ImageComparison(reference: reference, actual: close).matches)
        let far = Self.image((1, 1), color: [140, 100, 100, 255])
        let comparison = ImageComparison(reference: reference, actual: far)
        #expect(!comparison.matches && comparison.differingPixels == 1 && comparison.totalPixels == 12)
        #expect(comparison.diff.rgba[(1 * 4 + 1) * 4 ..< (1 * 4 + 1) * 4 + 3] == [255, 0, 0])
        // One pixel in twelve is within a 10% budget.
        #expect(ImageComparison(reference: reference, actual: far, tolerance: ImageTolerance(channel: 2, fraction: 0.1)).matches)
        // Different sizes never match.
        let small = SnapshotImage(width: 1, height: 1, rgba: [255, 255, 255, 255])!
        #expect(!ImageComparison(reference: reference, actual: small, tolerance: ImageTolerance(fraction: 1)).matches)
    }

    @Test func recordsThenMatchesThenWritesADiffImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = SnapshotStore(directory: folder.path + "/__Snapshots__/T")
        let log = FailureLog()
        let reference = Self.image((0, 0))
        #expect(!assertImageSnapshot(png: reference.pngData, named: "img", record: .missing, store: store, reporter: log.reporter))
        #expect(log.messages.last?.contains("recorded one at") == true)
        #expect(assertImageSnapshot(png: reference.pngData, named: "img", record: .never, store: store, reporter: log.reporter))

        let changed = Self.image((3, 2))
        #expect(!assertImageSnapshot(png: changed.pngData, named: "img", record: .missing, store: store, reporter: log.reporter))
        let message = try #require(log.messages.last)
        #expect(message.contains("2 of 12 pixels differ"))
        let diffPath = store.path(named: "img.diff", pathExtension: "png")
        let diff = try #require(FileManager.default.contents(atPath: diffPath).flatMap { SnapshotImage(png: [UInt8]($0)) })
        #expect(diff.rgba[0..<3] == [255, 0, 0] && diff.rgba[(2 * 4 + 3) * 4 ..< (2 * 4 + 3) * 4 + 3] == [255, 0, 0])
        #expect(diff.rgba[4..<7] != [255, 0, 0])
        let actual = FileManager.default.contents(atPath: store.path(named: "img.actual", pathExtension: "png"))
        #expect(actual.flatMap { SnapshotImage(png: [UInt8]($0)) } == changed)
        // The reference is left alone.
        let stored = FileManager.default.contents(atPath: store.path(named: "img", pathExtension: "png"))
        #expect(stored.flatMap { SnapshotImage(png: [UInt8]($0)) } == reference)
        // Not a PNG: a clear failure.
        #expect(!assertImageSnapshot(png: [0, 1], named: "img", record: .never, store: store, reporter: log.reporter))
        #expect(log.messages.last?.contains("not PNG data") == true)
    }
}
