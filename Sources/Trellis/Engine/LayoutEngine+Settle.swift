import Cassowary

/// What the natural-width pass of `settleContent(_:_:target:memo:)` saw: the
/// width each height-for-width slot was read at, for one frame (or fitting) target and one
/// starting state of the content constants. While the engine's `version` is unchanged (no
/// constraint, constant, content or structure change) the same inputs give the same widths,
/// so a later layout at a remembered target measures at them directly instead of resetting
/// the content to its natural width and re-solving (two dual-simplex rounds per slot, most of
/// the cost of a fitting call).
struct NaturalPassMemo {
    struct Entry {
        let target: Size
        /// The content sizes in force before the pass (the reset solve depends on them).
        let start: [Size]
        /// Per content slot, the solved width pass one measured at (unused for other slots).
        let widths: [Double]
    }

    /// Entries hold for this engine version only.
    private var version = Int.min
    private var entries: [Entry] = []
    private var next = 0
    /// Enough for a cell fitted at a few widths (portrait, landscape, split view).
    static let capacity = 8

    /// The remembered widths for `target` starting from `start`, if still valid.
    mutating func widths(target: Size, start: [Size], version: Int) -> [Double]? {
        guard version == self.version else {
            self.version = version
            entries.removeAll(keepingCapacity: true)
            next = 0
            return nil
        }
        for entry in entries where entry.target == target && entry.start == start { return entry.widths }
        return nil
    }

    mutating func record(target: Size, start: [Size], widths: [Double], version: Int) {
        if version != self.version {
            self.version = version
            entries.removeAll(keepingCapacity: true)
            next = 0
        }
        let entry = Entry(target: target, start: start, widths: widths)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}

extension LayoutEngine {
    /// The second pass: height-for-width content gets the size measured at its solved width
    /// (the height, and the width of its widest line, so wrapped text shrink-wraps);
    /// repeated (at most four times) until nothing moves. Content narrowed by an earlier
    /// layout first gets its natural width back, so it can grow when given more room; the
    /// widths that first solve gives are remembered per `target` (see `NaturalPassMemo`),
    /// so laying out again at a known target skips the reset and its solve.
    func settleContent(_ solver: inout Solver, _ applied: inout [Size], target: Size, memo: inout NaturalPassMemo) {
        guard !contentSlots.isEmpty else { return }
        var changed: Bool
        var none: [Double] = []
        if let remembered = memo.widths(target: target, start: applied, version: version) {
            changed = settlePass(&solver, &applied, firstPass: remembered, observing: &none)
        } else {
            let start = applied
            var any = false
            for index in contentSlots.indices where contentSlots[index].isHeightForWidth {
                any = true
                guard let natural = contentSlots[index].node.naturalContentMeasurement?.size,
                      applied[index].width != natural.width else { continue }
                setIntrinsic(Size(width: natural.width, height: applied[index].height), slot: index,
                             in: &solver, applied: &applied)
            }
            guard any else { return }
            var observed = Array(repeating: 0.0, count: contentSlots.count)
            changed = settlePass(&solver, &applied, firstPass: nil, observing: &observed)
            memo.record(target: target, start: start, widths: observed, version: version)
        }
        var passes = 1
        while changed && passes < 4 {
            changed = settlePass(&solver, &applied, firstPass: nil, observing: &none)
            passes += 1
        }
    }

    /// Measures every height-for-width slot at its solved width (or at the width `firstPass`
    /// remembers for it) and applies the size it asks for; each width read is recorded in
    /// `observed` when that has room for it. Returns whether any size changed.
    private func settlePass(_ solver: inout Solver, _ applied: inout [Size], firstPass: [Double]?,
                            observing observed: inout [Double]) -> Bool {
        var changed = false
        for index in contentSlots.indices {
            guard contentSlots[index].isHeightForWidth else { continue }
            let node = contentSlots[index].node
            guard let natural = node.naturalContentMeasurement?.size else { continue }
            let width = firstPass?[index] ?? solver.value(of: node.widthVariable)
            if index < observed.count { observed[index] = width }
            guard let measured = node.contentSize(atSolvedWidth: width) else { continue }
            let wanted = width < natural.width - 1e-9 ? measured : natural
            if wanted != applied[index] {
                setIntrinsic(wanted, slot: index, in: &solver, applied: &applied)
                changed = true
            }
        }
        return changed
    }
}
