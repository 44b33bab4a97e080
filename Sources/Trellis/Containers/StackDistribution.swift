/// How a ``StackNode`` sizes and spaces its arranged subviews along its axis
/// (`UIStackView.Distribution`).
public enum StackDistribution: Int, Sendable, Hashable, CaseIterable {
    /// Subviews fill the axis; hugging and compression resistance decide who stretches or
    /// shrinks, and among tied priorities the earliest arranged view gives way first
    /// (UIKit: "based on their index in the arrangedSubviews array").
    case fill
    /// Subviews fill the axis with equal lengths.
    case fillEqually
    /// Subviews fill the axis with lengths proportional to their intrinsic lengths.
    case fillProportionally
    /// Subviews keep their lengths; the gaps between them are equal (at least `spacing`).
    case equalSpacing
    /// Subviews keep their lengths; their centers are equally spaced as far as gaps of at
    /// least `spacing` allow (UIKit's "as much as possible").
    case equalCentering
}
