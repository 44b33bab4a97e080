/// Where an assertion was written: the caller's `#fileID`, `#filePath`, `#line` and
/// `#column`, in the forms both Swift Testing and XCTest need.
///
/// ```swift
/// let here = TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
public struct TestLocation: Sendable {
    /// `Module/File.swift`.
    ///
    /// ```swift
    /// here.fileID   // "MyAppTests/ChatCellTests.swift"
    /// ```
    public let fileID: String
    /// The full path (XCTest wants a `StaticString`).
    ///
    /// ```swift
    /// XCTFail("frames differ", file: here.filePath, line: here.line)
    /// ```
    public let filePath: StaticString
    /// The line.
    ///
    /// ```swift
    /// here.line   // the assertion's line
    /// ```
    public let line: UInt
    /// The column.
    ///
    /// ```swift
    /// here.column   // the assertion's column
    /// ```
    public let column: UInt

    /// Creates a location; every assertion makes one from its defaulted arguments.
    ///
    /// ```swift
    /// TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    /// ```
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The path as a `String`.
    ///
    /// ```swift
    /// let path: String = here.filePathString
    /// ```
    public var filePathString: String { "\(filePath)" }
}
