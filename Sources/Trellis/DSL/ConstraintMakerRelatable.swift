/// The relation step of a line: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo` and
/// their `...ToSuperview` forms. Each records the caller's `#fileID` and `#line`.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
/// make.top.equalToSuperview { $0.safeAreaLayoutGuide }
/// ```
public struct ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    func related(_ target: ConstraintTarget, _ relation: ConstraintRelation, _ file: String, _ line: UInt)
        -> ConstraintMakerEditable {
        description.relate(target, relation, SourceLocation(fileID: file, line: line))
        return ConstraintMakerEditable(description)
    }

    func relatedToSuperview(_ call: String, _ relation: ConstraintRelation, _ file: String, _ line: UInt,
                            _ target: (LayoutNode) -> ConstraintTarget) -> ConstraintMakerEditable {
        guard let superview = description.item.implicitSuperview else {
            description.failMissingSuperview(call, relation, SourceLocation(fileID: file, line: line))
            return ConstraintMakerEditable(description)
        }
        return related(target(superview), relation, file, line)
    }

    /// `attributes == target`.
    @discardableResult
    public func equalTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable { related(other.constraintTarget, .equal, file, line) }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        related(other.constraintTarget, .lessThanOrEqual, file, line)
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                     _ line: UInt = #line) -> ConstraintMakerEditable {
        related(other.constraintTarget, .greaterThanOrEqual, file, line)
    }

    /// `attributes == superview.attributes`; without a superview, a diagnostic (not a crash).
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview()", .equal, file, line) { $0.constraintTarget }
    }

    /// `attributes <= superview.attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview()", .lessThanOrEqual, file, line) { $0.constraintTarget }
    }

    /// `attributes >= superview.attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview()", .greaterThanOrEqual, file, line) { $0.constraintTarget }
    }

    /// `attributes == f(superview)`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T, _ file: String = #fileID,
                                                               _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview { ... }", .equal, file, line) { closure($0).constraintTarget }
    }

    /// `attributes <= f(superview)`.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                         _ file: String = #fileID,
                                                                         _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview { ... }", .lessThanOrEqual, file, line) { closure($0).constraintTarget }
    }

    /// `attributes >= f(superview)`.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                            _ file: String = #fileID,
                                                                            _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview { ... }", .greaterThanOrEqual, file, line) {
            closure($0).constraintTarget
        }
    }
}
