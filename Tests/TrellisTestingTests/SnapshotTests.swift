import Foundation
import Testing
import TrellisTesting

@Suite struct SnapshotStoreTests {
    @Test func storeLivesBesideTheTestFile() {
        let store = SnapshotStore(testFilePath: "/repo/Tests/AppTests/CellTests.swift")
        #expect(store.directory == "/repo/Tests/AppTests/__Snapshots__/CellTests")
        #expect(store.path(named: "cell", pathExtension: "svg") == "/repo/Tests/AppTests/__Snapshots__/CellTests/cell.svg")
    }

    @Test func recordsMissingThenMatchesThenFailsWithADiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = SnapshotStore(directory: folder.path + "/__Snapshots__/T")
        let first = store.verify("a\nb\nc\n", named: "s", pathExtension: "txt", record: .missing)
        let path = store.path(named: "s", pathExtension: "txt")
        #expect(first == .recorded(path: path, replacedExisting: false))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\nc\n")
        #expect(first.failureMessage?.contains("No snapshot was found; recorded one at \(path)") == true)
        #expect(store.verify("a\nb\nc\n", named: "s", pathExtension: "txt", record: .missing) == .matched)
        #expect(store.verify("a\nb\nc\n", named: "s", pathExtension: "txt", record: .never) == .matched)

        let mismatch = store.verify("a\nB\nc\n", named: "s", pathExtension: "txt", record: .missing)
        #expect(mismatch == .mismatched(path: path, diff: "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"))
        #expect(mismatch.failureMessage == """
            Snapshot does not match \(path)
            --- reference
            +++ actual
            @@ -1,3 +1,3 @@
             a
            -b
            +B
             c
            If the change is intended, re-record with TRELLIS_RECORD_SNAPSHOTS=1.
            """)
        // A failed comparison leaves the reference alone.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\nc\n")
    }

    @Test func recordModeAllReplacesAndNeverRefuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = SnapshotStore(directory: folder.path)
        let path = store.path(named: "x", pathExtension: "svg")
        #expect(store.verify("<svg/>", named: "x", pathExtension: "svg", record: .never) == .missing(path: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(store.verify("<svg/>", named: "x", pathExtension: "svg", record: .all) == .recorded(path: path, replacedExisting: false))
        let replaced = store.verify("<svg></svg>", named: "x", pathExtension: "svg", record: .all)
        #expect(replaced == .recorded(path: path, replacedExisting: true))
        #expect(replaced.failureMessage?.hasPrefix("Recorded a new snapshot over \(path)") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg></svg>")
    }

    @Test func environmentSelectsTheRecordMode() {
        #expect(SnapshotRecordMode(environment: [:]) == .missing)
        #expect(SnapshotRecordMode(environment: ["TRELLIS_RECORD_SNAPSHOTS": "1"]) == .all)
        #expect(SnapshotRecordMode(environment: ["TRELLIS_RECORD_SNAPSHOTS": "TRUE"]) == .all)
        #expect(SnapshotRecordMode(environment: ["TRELLIS_RECORD_SNAPSHOTS": "0"]) == .missing)
        #expect(SnapshotRecordMode(environment: ["TRELLIS_RECORD_SNAPSHOTS": "never"]) == .never)
    }

    @Test func namesComeFromTheTestFunction() {
        #expect(snapshotName(function: "cellLayout()") == "cellLayout")
        #expect(snapshotName(function: "cell(width:height:)") == "cell_width_height")
        #expect(snapshotName(function: "()") == "snapshot")
    }
}

@Suite struct SnapshotAssertionTests {
    @Test func layoutSnapshotIsRecordedComparedAndDiffed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = SnapshotStore(directory: folder.path)
        let (root, avatar, _) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }

        withKnownIssue {
            #expect(!assertSnapshot(of: root, store: store))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("No snapshot was found")
        }
        let path = store.path(named: "layoutSnapshotIsRecordedComparedAndDiffed", pathExtension: "txt")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ASCIIBoxRenderer().render(root))
        #expect(assertSnapshot(of: root, store: store))

        avatar.snp.updateConstraints { $0.size.equalTo(24) }
        root.layoutIfNeeded()
        let log = FailureLog()
        #expect(!assertSnapshot(of: root, record: .never, store: store, reporter: log.reporter))
        let message = try #require(log.messages.first)
        #expect(message == """
            Snapshot does not match \(path)
            --- reference
            +++ actual
            @@ -1,9 +1,9 @@
             +-----------------------------+
            -| +-------+ +---------------+ |
            -| |avatar | | +-----------+ | |
            -| |       | | |text       | | |
            -| |       | | |           | | |
            -| +-------+ | +-----------+ | |
            -|cell       +---------------+ |
            +| +-----+ +-----------------+ |
            +| |     | | +-------------+ | |
            +| |     | | |text         | | |
            +| +-----+ | |             | | |
            +|cell     | +-------------+ | |
            +|         +-----------------+ |
             |                             |
             +-----------------------------+
            If the change is intended, re-record with TRELLIS_RECORD_SNAPSHOTS=1.
            """)
    }

    @Test func svgAndTextSnapshotsUseTheirExtensions() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = SnapshotStore(directory: folder.path)
        let (root, _, _) = Layouts.cell()
        let log = FailureLog()
        assertSnapshot(of: root, as: .svg, named: "cell", store: store, reporter: log.reporter)
        assertSnapshot(of: root, as: .json, named: "cell", store: store, reporter: log.reporter)
        assertTextSnapshot("hello\n", pathExtension: "md", named: "note", store: store, reporter: log.reporter)
        #expect(log.messages.count == 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["cell.json", "cell.svg", "note.md"])
        #expect(assertSnapshot(of: root, as: .svg, named: "cell", store: store))
        #expect(SnapshotFormat.ascii().pathExtension == "txt" && SnapshotFormat.html.pathExtension == "html")
    }
}

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(reference: "a\nb\n", actual: "a\nb\n") == "")
    }

    @Test func distantChangesMakeSeparateHunks() {
        let reference = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "LINE 2"
        lines.insert("new", at: 15)
        lines.remove(at: 19)
        let actual = lines.joined(separator: "\n") + "\n"
        #expect(LineDiff.unified(reference: reference, actual: actual, context: 1) == """
            @@ -1,3 +1,3 @@
             line 1
            -line 2
            +LINE 2
             line 3
            @@ -15,2 +15,3 @@
             line 15
            +new
             line 16
            @@ -18,3 +19,2 @@
             line 18
            -line 19
             line 20
            """)
    }

    @Test func missingFinalNewlineIsShown() {
        #expect(LineDiff.unified(reference: "a\n", actual: "a") == """
            @@ -1,1 +1,1 @@
            -a
            +a
            \\ No newline at end of file
            """)
    }

    @Test func emptySidesAreAllAddedOrRemoved() {
        #expect(LineDiff.unified(reference: "", actual: "x\ny\n") == "@@ -0,0 +1,2 @@\n+x\n+y")
        #expect(LineDiff.unified(reference: "x\n", actual: "") == "@@ -1,1 +0,0 @@\n-x")
    }
}
