import Cassowary

/// How the first attribute relates to the second: `==`, `<=` or `>=`.
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
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String

    /// The line.
    public let line: UInt

    /// Creates a location.
    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// The file name without its module: `ChatCell.swift`.
    public var fileName: String {
        if let slash = fileID.lastIndex(of: "/") { return String(fileID[fileID.index(after: slash)...]) }
        return fileID
    }

    /// `ChatCell.swift:42`
    public var description: String { "\(fileName):\(line)" }
}
