/// A failed assertion: its full message and where it was written.
///
/// ```swift
/// TestReporter.custom { failure in
///     print("\(failure.location.fileID):\(failure.location.line): \(failure.message)")
/// }
/// ```
public struct TestFailure: Sendable {
    /// The readable explanation (several lines: a diff, a picture of the layout...).
    public let message: String
    /// The assertion's call site.
    public let location: TestLocation

    /// Creates a failure.
    public init(message: String, location: TestLocation) {
        self.message = message
        self.location = location
    }
}
