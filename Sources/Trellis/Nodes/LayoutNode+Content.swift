extension LayoutNode {
    /// The value meaning "no intrinsic size in this dimension" (UIKit's `noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    /// The node's content: anything with a natural size (text, an image). Setting it
    /// invalidates the intrinsic size.
    public var content: (any LayoutContent)? {
        get { contentStorage }
        set {
            contentStorage = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells layout the content's size changed (new text, say); the next layout re-measures.
    public func invalidateIntrinsicContentSize() {
        naturalMeasurement = nil
        narrowMeasurement = nil
        overriddenMeasurement = nil
        rootEngine?.contentChanged(of: self)
    }

    /// The content's measurement at no width limit, cached.
    var contentNaturalMeasurement: ContentMeasurement? {
        if let naturalMeasurement { return naturalMeasurement }
        guard let contentStorage else { return nil }
        let measured = contentStorage.measure(proposedWidth: nil)
        naturalMeasurement = measured
        return measured
    }

    /// The natural measurement layout uses: the content's, or for a subclass the size its
    /// ``intrinsicContentSize`` reports (with the content's baselines), cached.
    var naturalContentMeasurement: ContentMeasurement? {
        guard isCustomSubclass else { return contentNaturalMeasurement }
        if let overriddenMeasurement { return overriddenMeasurement }
        let size = intrinsicContentSize
        var measured: ContentMeasurement?
        if var content = contentNaturalMeasurement {
            content.size = size
            measured = content
        } else if size.width >= 0 || size.height >= 0 {
            measured = ContentMeasurement(size: size)
        }
        overriddenMeasurement = .some(measured)
        return measured
    }

    /// Whether layout should ask this node for an intrinsic size.
    var mayHaveIntrinsicSize: Bool { contentStorage != nil || isCustomSubclass }

    /// The size the content asks for once it is `width` wide: the natural size unless it is
    /// height-for-width and narrower than its natural width, then the size measured at that
    /// width (cached; a measurement at proposed width p giving width s holds for any width in
    /// s...p, as greedy line breaking does).
    func contentSize(atSolvedWidth width: Double) -> Size? {
        guard let natural = naturalContentMeasurement else { return nil }
        guard natural.size.width >= 0, width < natural.size.width - 1e-9 else { return natural.size }
        let proposed = max(0, width)
        if let narrow = narrowMeasurement,
           proposed <= narrow.proposed + 1e-9, proposed >= narrow.result.size.width - 1e-9 {
            return narrow.result.size
        }
        guard let content = contentStorage, content.isHeightForWidth else { return natural.size }
        let measured = content.measure(proposedWidth: proposed)
        narrowMeasurement = (proposed, measured)
        return measured.size
    }

    /// The first baseline from the top, if the content has one.
    var firstBaselineFromTop: Double? { naturalContentMeasurement?.firstBaseline }

    /// The last baseline from the bottom, if the content has one.
    var lastBaselineFromBottom: Double? {
        guard let natural = naturalContentMeasurement, let last = natural.lastBaseline else { return nil }
        return natural.size.height - last
    }

    /// How strongly the node resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingStorage.horizontal : huggingStorage.vertical
    }

    /// Sets the hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { huggingStorage.horizontal = priority } else { huggingStorage.vertical = priority }
        rootEngine?.contentPrioritiesChanged(of: self)
    }

    /// How strongly the node resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionStorage.horizontal : compressionStorage.vertical
    }

    /// Sets the compression resistance along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal { compressionStorage.horizontal = priority } else { compressionStorage.vertical = priority }
        rootEngine?.contentPrioritiesChanged(of: self)
    }
}
