import Cassowary

/// How the first attribute relates to the second: `==`, `<=` or `>=`.
///
/// ```swift
/// lc.relation == .lessThanOrEqual   // for `make.width.lessThanOrEqualTo(200)`
/// ```
public enum ConstraintRelation: Sendable, Hashable, CustomStringConvertible {
    /// `==`, `<=` and `>=`: `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo`.
    case equal, lessThanOrEqual, greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// Where a DSL call was written: the caller's `#fileID` and `#line`.
///
/// ```swift
/// lc.location.description   // "ChatCell.swift:42"
/// ```
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it.
    ///
    /// ```swift
    /// SourceLocation(fileID: "App/ChatCell.swift", line: 42).fileID   // "App/ChatCell.swift"
    /// ```
    public let fileID: String

    /// The line.
    ///
    /// ```swift
    /// lc.location.line   // 42
    /// ```
    public let line: UInt

    /// Creates a location.
    ///
    /// ```swift
    /// let here = SourceLocation(fileID: #fileID, line: #line)
    /// ```
    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// The file name without its module: `ChatCell.swift`.
    ///
    /// ```swift
    /// SourceLocation(fileID: "App/ChatCell.swift", line: 42).fileName   // "ChatCell.swift"
    /// ```
    public var fileName: String {
        if let slash = fileID.lastIndex(of: "/") { return String(fileID[fileID.index(after: slash)...]) }
        return fileID
    }

    /// `ChatCell.swift:42`
    public var description: String { "\(fileName):\(line)" }
}
