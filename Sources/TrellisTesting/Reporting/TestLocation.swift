/// Where an assertion was written: the caller's `#fileID`, `#filePath`, `#line` and
/// `#column`, in the forms both Swift Testing and XCTest need.
public struct TestLocation: Sendable {
    /// `Module/File.swift`.
    public let fileID: String
    /// The full path (XCTest wants a `StaticString`).
    public let filePath: StaticString
    /// The line.
    public let line: UInt
    /// The column.
    public let column: UInt

    /// Creates a location; every assertion makes one from its defaulted arguments.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The path as a `String`.
    public var filePathString: String { "\(filePath)" }
}
