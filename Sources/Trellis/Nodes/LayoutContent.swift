/// Content with a natural size, like Yoga's measure function: text, an image, a badge. The
/// engine asks it for its size at a proposed width and turns the answer into Auto Layout's
/// hugging and compression-resistance constraints.
///
/// ```swift
/// struct Badge: LayoutContent {
///     func measure(proposedWidth: Double?) -> ContentMeasurement {
///         ContentMeasurement(size: Size(width: 24, height: 16))
///     }
/// }
/// node.content = Badge()
/// ```
/// Content whose height depends on its width (wrapping text) sets `isHeightForWidth`; the
/// engine then solves twice: once with the natural (unwrapped) size, then with the size
/// measured at the width the first solve gave it.
public protocol LayoutContent {
    /// The natural size when at most `proposedWidth` wide (`nil`: as wide as it likes). Use
    /// ``LayoutNode/noIntrinsicMetric`` for a dimension the content does not determine.
    func measure(proposedWidth: Double?) -> ContentMeasurement
    /// Whether the measured height depends on the proposed width (default `false`).
    var isHeightForWidth: Bool { get }
}

extension LayoutContent {
    /// Content is width-independent unless it says otherwise.
    public var isHeightForWidth: Bool { false }
}
