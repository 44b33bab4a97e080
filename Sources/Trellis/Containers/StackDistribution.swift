/// How a ``StackNode`` sizes and spaces its arranged subviews along its axis
/// (`UIStackView.Distribution`).
public enum StackDistribution: Int, Sendable, Hashable, CaseIterable {
    /// Subviews fill the axis; hugging and compression resistance decide who stretches or shrinks.
    case fill
    /// Subviews fill the axis with equal lengths.
    case fillEqually
    /// Subviews fill the axis with lengths proportional to their intrinsic lengths.
    case fillProportionally
    /// Subviews keep their lengths; the gaps between them are equal (at least `spacing`).
    case equalSpacing
    /// Subviews keep their lengths; their centers are equally spaced (gaps at least `spacing`).
    case equalCentering
}
