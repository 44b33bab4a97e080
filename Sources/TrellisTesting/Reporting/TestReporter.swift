#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where failed assertions go. ``automatic`` records a Swift Testing issue inside a Swift
/// Testing test (`Test.current != nil`) and calls `XCTFail` otherwise; the others force one
/// framework, or hand failures to a closure.
///
/// ```swift
/// assertFrame(avatar, equals: expected, reporter: .xcTest)
/// assertFrame(avatar, equals: expected, reporter: .custom { failure in print(failure.message) })
/// ```
public struct TestReporter: Sendable {
    private enum Kind: Sendable {
        case automatic, swiftTesting, xcTest
        case custom(@Sendable (TestFailure) -> Void)
    }

    private let kind: Kind

    /// Swift Testing inside a Swift Testing test, XCTest otherwise (the default).
    public static let automatic = TestReporter(kind: .automatic)
    /// Always `Issue.record` (Swift Testing).
    public static let swiftTesting = TestReporter(kind: .swiftTesting)
    /// Always `XCTFail`.
    public static let xcTest = TestReporter(kind: .xcTest)

    /// Hands each failure to `body` (to collect, print or rethrow them).
    public static func custom(_ body: @escaping @Sendable (TestFailure) -> Void) -> TestReporter {
        TestReporter(kind: .custom(body))
    }

    /// Reports one failure.
    public func report(_ failure: TestFailure) {
        switch kind {
        case let .custom(body): body(failure)
        case .swiftTesting: Self.recordIssue(failure)
        case .xcTest: Self.failXCTest(failure)
        case .automatic:
            if Self.isInsideSwiftTestingTest {
                Self.recordIssue(failure)
            } else {
                Self.failXCTest(failure)
            }
        }
    }

    /// Whether the current task runs a Swift Testing test.
    public static var isInsideSwiftTestingTest: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }

    private static func recordIssue(_ failure: TestFailure) {
        #if canImport(Testing)
        let location = Testing.SourceLocation(
            fileID: failure.location.fileID, filePath: failure.location.filePathString,
            line: Int(failure.location.line), column: Int(failure.location.column))
        Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        #else
        failXCTest(failure)
        #endif
    }

    private static func failXCTest(_ failure: TestFailure) {
        #if canImport(XCTest)
        XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
        #else
        fatalError("\(failure.location.fileID):\(failure.location.line): \(failure.message)")
        #endif
    }
}
