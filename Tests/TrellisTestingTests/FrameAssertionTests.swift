import Testing
import TrellisTesting

@Suite struct FrameAssertionTests {
    @Test func matchingFramesPass() {
        let (root, avatar, text) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }
        #expect(assertFrame(avatar, equals: Rect(x: 8, y: 8, width: 32, height: 32)))
        #expect(assertFrame(text, equals: Rect(x: 8, y: 8, width: 48, height: 24)))
        #expect(assertFrame(text, equals: Rect(x: 56, y: 16, width: 48, height: 24), in: .root))
        #expect(assertFrame(avatar, equals: Rect(x: 8.4, y: 7.6, width: 32, height: 32), accuracy: 0.5))
    }

    @Test func mismatchMessageShowsBothRectsTheDifferencesAndThePicture() throws {
        let (root, avatar, _) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }
        let message = try #require(LayoutChecks.frameMismatch(avatar, expected: Rect(x: 8, y: 10, width: 32, height: 30)))
        #expect(message == """
            Frame of avatar (in its superview's coordinates) differs by more than 0.001:
              expected (8, 10, 32, 30)
                actual (8, 8, 32, 32)
              y: expected 10, actual 8 (-2)
              height: expected 30, actual 32 (+2)

            Layout of cell (1 column = 2 pt, 1 row = 4 pt):
            +-----------------------------------------------------------+
            |cell                                                       |
            |   +---------------+   +-------------------------------+   |
            |   |avatar         |   |bubble                         |   |
            |   |               |   |   +-----------------------+   |   |
            |   |               |   |   |text                   |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   +---------------+   |   +-----------------------+   |   |
            |                       |                               |   |
            |                       +-------------------------------+   |
            |                                                           |
            |                                                           |
            |                                                           |
            +-----------------------------------------------------------+
            Frames (root coordinates):
              cell (0, 0, 120, 64)
                avatar (8, 8, 32, 32)   <- checked, expected (8, 10, 32, 30) in superview
                bubble (48, 8, 64, 40)
                  text (56, 16, 48, 24)
            """)
    }

    @Test func failingAssertionRecordsAnIssue() {
        let (root, avatar, _) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }
        withKnownIssue {
            #expect(!assertFrame(avatar, equals: .zero, "avatar should collapse"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("avatar should collapse\nFrame of avatar") && text.contains("width: expected 0, actual 32 (+32)")
        }
    }

    @Test func customReporterGetsMessageAndCallSite() throws {
        let log = FailureLog()
        let (root, _, text) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }
        let line: UInt = #line + 1
        assertFrame(text, equals: Rect(x: 8, y: 8, width: 48, height: 24), in: .root, reporter: log.reporter)
        let failure = try #require(log.failures.first)
        #expect(log.failures.count == 1)
        #expect(failure.location.line == line)
        #expect(failure.location.fileID.hasSuffix("FrameAssertionTests.swift"))
        #expect(failure.message.hasPrefix("Frame of text (in its root's coordinates)"))
        #expect(failure.message.contains("  x: expected 8, actual 56 (+48)\n  y: expected 8, actual 16 (+8)\n"))
    }

    @Test func unlabelledNodesAreNamedByTheirPath() throws {
        let root = LayoutNode()
        root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let child = LayoutNode()
        let first = LayoutNode()
        root.addSubview(first)
        root.addSubview(child)
        let message = try #require(LayoutChecks.frameMismatch(child, expected: Rect(x: 1, y: 0, width: 0, height: 0)))
        #expect(message.hasPrefix("Frame of node at #1 "))
        #expect(message.contains("Layout of the root"))
        #expect(message.contains("    #1 (0, 0, 0, 0)   <- checked"))
    }

    @Test func notANumberNeverMatches() {
        let (root, avatar, _) = Layouts.cell()
        defer { withExtendedLifetime(root) {} }
        #expect(LayoutChecks.frameMismatch(avatar, expected: Rect(x: .nan, y: 8, width: 32, height: 32)) != nil)
    }

    @Test func runsUnderSwiftTesting() {
        #expect(TestReporter.isInsideSwiftTestingTest)
    }
}
