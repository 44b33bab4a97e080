import TrellisTesting
import XCTest

/// The helpers under XCTest: passing assertions, and failures routed to `XCTFail` (caught
/// here by overriding `recordFailure`, so the test can check them without failing).
final class XCTestReportingTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testPassingAssertions() {
        let (root, avatar, text) = Layouts.cell()
        XCTAssertTrue(assertFrame(avatar, equals: Rect(x: 8, y: 8, width: 32, height: 32)))
        XCTAssertTrue(assertFrame(text, equals: Rect(x: 56, y: 16, width: 48, height: 24), in: .root))
        XCTAssertTrue(assertSoundLayout(root))
    }

    func testNotInsideSwiftTesting() {
        XCTAssertFalse(TestReporter.isInsideSwiftTestingTest)
    }

    func testFailuresGoToXCTFail() {
        let (root, avatar, _) = Layouts.cell()
        capturing = true
        let passed = assertFrame(avatar, equals: Rect(x: 0, y: 0, width: 32, height: 32))
        capturing = false
        withExtendedLifetime(root) {}
        XCTAssertFalse(passed)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("x: expected 0, actual 8 (+8)") == true, captured.first ?? "")
        XCTAssertTrue(captured.first?.contains("Layout of cell") == true)
    }
}
