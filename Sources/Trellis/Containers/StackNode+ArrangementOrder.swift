import Cassowary

/// UIKit's tie-break by arrangement order. The `fill` distribution "shrinks the views
/// according to their compression resistance priority … stretches the views according to
/// their hugging priority. If there's any ambiguity, the stack view resizes the arranged
/// views based on their index in the arrangedSubviews array" (UIStackView.Distribution.fill;
/// UIStackView.h says the same of the equal distributions' overflow). Trellis reads "based on
/// their index" as: among visible views whose priorities tie, the earliest gives way first,
/// when stretching and when shrinking.
///
/// The rule costs no constraint: along the stack's axis, the hugging and compression
/// resistance strengths of the visible view at index k are multiplied by 1 + k·ε, so of two
/// views at the same priority the earlier one is the cheaper to resize. ε·k stays far below
/// the 2% that separates two integer priorities (priority p weighs 10^(9p/1000)), so an
/// explicit priority difference always wins over arrangement order.
extension StackNode {
    /// The strength step per arranged index.
    static let orderEpsilon = 1e-7
    /// Indexes past this share the last step (5,000 × 1e-7 = 0.05% of a priority).
    static let orderRankLimit = 5_000

    /// Records each visible arranged view's index and re-weights the content constraints of
    /// the views whose index (or the stack's axis) changed.
    func updateArrangementOrder(visible: [LayoutNode]) {
        var ranks: [ObjectIdentifier: Int] = [:]
        ranks.reserveCapacity(visible.count)
        for (index, view) in visible.enumerated() { ranks[ObjectIdentifier(view)] = min(index, Self.orderRankLimit) }
        let axisChanged = orderAxis != axis
        let previous = rankedViews
        let old = arrangementRanks
        arrangementRanks = ranks
        rankedViews = visible
        orderAxis = axis
        guard let engine = rootEngine else { return }
        // A view that left the tree lost its content constraints with it; one still here but
        // no longer ranked (hidden, or removed from the arrangement) goes back to plain weights.
        for view in previous where ranks[ObjectIdentifier(view)] == nil && view.superview === self
            && view.mayHaveIntrinsicSize {
            engine.contentPrioritiesChanged(of: view)
        }
        for view in visible where view.mayHaveIntrinsicSize {
            let key = ObjectIdentifier(view)
            if axisChanged || old[key] != ranks[key] { engine.contentPrioritiesChanged(of: view) }
        }
    }

    /// The index-weighting factor of `view` along `axis`, 1 when there is none.
    func orderFactor(of view: LayoutNode, along axis: LayoutAxis) -> Double {
        guard axis == orderAxis, let rank = arrangementRanks[ObjectIdentifier(view)], rank > 0 else { return 1 }
        return 1 + Double(rank) * Self.orderEpsilon
    }
}

extension LayoutNode {
    /// The solver strengths of the node's hugging and compression resistance, horizontal
    /// then vertical: its priorities' strengths, weighted by its arranged index when its
    /// superview is a stack (see ``StackNode``'s arrangement order).
    func contentStrengths() -> (hugWidth: Strength, resistWidth: Strength, hugHeight: Strength, resistHeight: Strength) {
        var hugWidth = huggingStorage.horizontal.strength, resistWidth = compressionStorage.horizontal.strength
        var hugHeight = huggingStorage.vertical.strength, resistHeight = compressionStorage.vertical.strength
        if let stack = superview as? StackNode {
            let horizontal = stack.orderFactor(of: self, along: .horizontal)
            let vertical = stack.orderFactor(of: self, along: .vertical)
            if horizontal != 1 {
                hugWidth = Self.weighted(hugWidth, horizontal)
                resistWidth = Self.weighted(resistWidth, horizontal)
            }
            if vertical != 1 {
                hugHeight = Self.weighted(hugHeight, vertical)
                resistHeight = Self.weighted(resistHeight, vertical)
            }
        }
        return (hugWidth, resistWidth, hugHeight, resistHeight)
    }

    private static func weighted(_ strength: Strength, _ factor: Double) -> Strength {
        strength == .required ? strength : Strength(strength.value * factor)
    }
}
