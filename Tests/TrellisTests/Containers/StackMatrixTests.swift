import Testing
import Trellis

// Every distribution × alignment pair, on both axes, with three arranged views of different
// intrinsic sizes: none hidden, or each one hidden in turn. Each case runs twice: in a stack
// of a fixed frame, and in a stack that only has an origin (it hugs its content).
//
// The expected frames come from `uikitFrames` below, a direct arithmetic reading of
// UIStackView's documented rules (UIStackView.h and the UIStackView reference), never from
// running Trellis:
//
// Along the axis (length L, spacing s, visible views of intrinsic lengths l₀…lₙ₋₁):
// - every distribution "fits first and last arranged subviews tightly to the container";
// - a hidden view takes no space and neither does the spacing next to it ("hidden views
//   collapse"), so only the n visible views count below;
// - `fill` keeps intrinsic lengths (s is "a strict spacing") and gives the underflow
//   L − Σl − (n−1)s to the view of lowest hugging; here all hug at 250, an ambiguity UIKit
//   resolves "according to arrangement order": the first visible view stretches;
// - `fillEqually`: "items are all the same size": (L − (n−1)s) / n each; with no length
//   imposed, "the size of the item with the largest intrinsicContentSize";
// - `fillProportionally`: "underflow adjustments are distributed among the items
//   proportional to their intrinsicContentSizes": lᵢ · (L − (n−1)s) / Σl;
// - `equalSpacing`: intrinsic lengths, "additional underflow spacing is divided equally in
//   the spaces between the items": gaps (L − Σl) / (n−1), never below s;
// - `equalCentering`: intrinsic lengths, "equal center-to-center spacing … while still
//   maintaining a minimum edge-to-edge spacing": centres evenly spaced between the first
//   view's centre at l₀/2 and the last's at L − lₙ₋₁/2. With no length imposed the stack is
//   as short as the minimum spacing allows: centre distance max(s + (lᵢ + lᵢ₊₁)/2).
// Across the axis (extent C, intrinsic extents mᵢ):
// - `fill`: 0…C; `leading`/`top`: at 0, mᵢ; `trailing`/`bottom`: at C − mᵢ; `center`: (C − mᵢ)/2;
// - `firstBaseline` (horizontal stacks only): first baselines on one line, the group as high
//   as it fits, so the line sits max(first baseline) below the top; `lastBaseline`: last
//   baselines on one line, the group as low as it fits. UIKit documents both as "valid for
//   horizontal axis only"; a vertical stack treats them as `fill`.
// - with no extent imposed, the stack is as thick as its thickest view (for the baselines:
//   as the aligned group).
// Hidden views are not asserted beyond their zero length along the axis.

private struct Item {
    let size: Size
    let firstBaseline: Double
    let lastBaseline: Double
}

/// Three views: different widths, heights and baselines (v1 is two lines of text).
private let items = [
    Item(size: Size(width: 40, height: 20), firstBaseline: 15, lastBaseline: 15),
    Item(size: Size(width: 60, height: 36), firstBaseline: 12, lastBaseline: 30),
    Item(size: Size(width: 30, height: 28), firstBaseline: 20, lastBaseline: 20),
]

private let spacing = 10.0
private let horizontalFrame = Size(width: 240, height: 50)
private let verticalFrame = Size(width: 100, height: 200)

/// The stack's size and the visible views' frames by UIKit's rules; `fixed` is the stack's
/// size when it has one.
private func uikitFrames(axis: LayoutAxis, distribution: StackDistribution, alignment: StackAlignment,
                         hidden: Int?, fixed: Size?) -> (stack: Size, frames: [Int: Rect]) {
    let visible = items.indices.filter { $0 != hidden }
    let horizontal = axis == .horizontal
    let lengths = visible.map { horizontal ? items[$0].size.width : items[$0].size.height }
    let extents = visible.map { horizontal ? items[$0].size.height : items[$0].size.width }
    let n = Double(visible.count)
    let sum = lengths.reduce(0, +)

    // Along the axis.
    let naturalLength: Double
    switch distribution {
    case .fillEqually: naturalLength = n * lengths.max()! + (n - 1) * spacing
    case .equalCentering where visible.count > 1:
        let distance = zip(lengths, lengths.dropFirst()).map { spacing + ($0 + $1) / 2 }.max()!
        naturalLength = lengths.first! / 2 + (n - 1) * distance + lengths.last! / 2
    default: naturalLength = sum + (n - 1) * spacing
    }
    let length = fixed.map { horizontal ? $0.width : $0.height } ?? naturalLength
    var starts: [Double] = [], sizes: [Double] = []
    if visible.count == 1 {
        starts = [0]; sizes = [length]
    } else {
        switch distribution {
        case .fill:
            sizes = lengths
            sizes[0] += length - sum - (n - 1) * spacing
        case .fillEqually:
            sizes = Array(repeating: (length - (n - 1) * spacing) / n, count: visible.count)
        case .fillProportionally:
            sizes = lengths.map { $0 * (length - (n - 1) * spacing) / sum }
        case .equalSpacing, .equalCentering:
            sizes = lengths
        }
        switch distribution {
        case .equalSpacing:
            let gap = (length - sum) / (n - 1)
            var x = 0.0
            for size in sizes { starts.append(x); x += size + gap }
        case .equalCentering:
            let first = lengths.first! / 2, last = length - lengths.last! / 2
            starts = sizes.indices.map { i in first + Double(i) * (last - first) / (n - 1) - sizes[i] / 2 }
        default:
            var x = 0.0
            for size in sizes { starts.append(x); x += size + spacing }
        }
    }

    // Across the axis.
    var effective = alignment
    if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { effective = .fill }
    let heights = visible.map { items[$0].size.height }
    var crossStarts: [Double] = [], crossSizes: [Double] = extents
    var naturalExtent = extents.max()!
    var extent: Double { fixed.map { horizontal ? $0.height : $0.width } ?? naturalExtent }
    switch effective {
    case .firstBaseline:
        let line = visible.map { items[$0].firstBaseline }.max()!
        let tops = visible.map { line - items[$0].firstBaseline }
        naturalExtent = zip(tops, heights).map { $0 + $1 }.max()!
        crossStarts = tops
    case .lastBaseline:
        // The line's distance from the bottom is the largest of the views' (height − last baseline).
        let below = visible.map { items[$0].size.height - items[$0].lastBaseline }.max()!
        let line = visible.map { items[$0].lastBaseline }.max()!
        naturalExtent = line + below
        crossStarts = visible.map { extent - below - items[$0].lastBaseline }
    case .fill:
        crossStarts = extents.map { _ in 0 }
        crossSizes = extents.map { _ in extent }
    case .leading:
        crossStarts = extents.map { _ in 0 }
    case .trailing:
        crossStarts = extents.map { extent - $0 }
    case .center:
        crossStarts = extents.map { (extent - $0) / 2 }
    }

    var frames: [Int: Rect] = [:]
    for (k, index) in visible.enumerated() {
        frames[index] = horizontal
            ? Rect(x: starts[k], y: crossStarts[k], width: sizes[k], height: crossSizes[k])
            : Rect(x: crossStarts[k], y: starts[k], width: crossSizes[k], height: sizes[k])
    }
    let stack = horizontal ? Size(width: length, height: extent) : Size(width: extent, height: length)
    return (stack, frames)
}

/// Builds the stack in a 1000 × 1000 root (frames unsnapped): pinned to the root's corner with `fixed`'s size,
/// or with only its origin pinned.
private func trellisFrames(axis: LayoutAxis, distribution: StackDistribution, alignment: StackAlignment,
                           hidden: Int?, fixed: Size?) -> (stack: Size, frames: [Rect]) {
    let root = LayoutNode(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    root.displayScale = 0   // unsnapped: the rules give fractions (UIKit snaps to its screen's pixels)
    let views = items.enumerated().map { index, item in
        let view = LayoutNode(debugLabel: "v\(index)")
        view.content = FixedContent(size: item.size, firstBaseline: item.firstBaseline, lastBaseline: item.lastBaseline)
        view.isHidden = index == hidden
        return view
    }
    let stack = StackNode(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    root.addSubview(stack)
    stack.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        if let fixed { make.size.equalTo(fixed) }
    }
    root.layoutIfNeeded()
    return (stack.frame.size, views.map(\.frame))
}

private func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

@Suite struct StackMatrixTests {
    @Test(arguments: StackDistribution.allCases, StackAlignment.allCases)
    func stackMatchesUIKitRules(distribution: StackDistribution, alignment: StackAlignment) {
        for axis in [LayoutAxis.horizontal, .vertical] {
            for hidden in [nil, 0, 1, 2] as [Int?] {
                for fixed in [axis == .horizontal ? horizontalFrame : verticalFrame, nil] as [Size?] {
                    let expected = uikitFrames(axis: axis, distribution: distribution, alignment: alignment,
                                               hidden: hidden, fixed: fixed)
                    let actual = trellisFrames(axis: axis, distribution: distribution, alignment: alignment,
                                               hidden: hidden, fixed: fixed)
                    let context = "\(axis) \(distribution) \(alignment) hidden \(hidden.map(String.init) ?? "none") "
                        + (fixed == nil ? "hugging" : "fixed")
                    #expect(abs(actual.stack.width - expected.stack.width) < 1e-6
                            && abs(actual.stack.height - expected.stack.height) < 1e-6,
                            "\(context): stack \(actual.stack) != \(expected.stack)")
                    for index in items.indices {
                        if let frame = expected.frames[index] {
                            #expect(close(actual.frames[index], frame), "\(context): v\(index) \(actual.frames[index]) != \(frame)")
                        } else {
                            let length = axis == .horizontal ? actual.frames[index].width : actual.frames[index].height
                            #expect(abs(length) < 1e-9, "\(context): hidden v\(index) has length \(length)")
                        }
                    }
                }
            }
        }
    }

    // The oracle itself, on cases worked by hand from the rules above.
    @Test func oracleAgreesWithHandWorkedCases() {
        // Horizontal fill, 240 wide, none hidden: 240 − 130 − 20 = 90 extra to v0 (first in
        // order): widths 130, 60, 30 at x 0, 140, 210. Centre alignment in 50: y 15, 7, 11.
        let fill = uikitFrames(axis: .horizontal, distribution: .fill, alignment: .center, hidden: nil,
                               fixed: horizontalFrame).frames
        #expect(fill[0] == Rect(x: 0, y: 15, width: 130, height: 20))
        #expect(fill[1] == Rect(x: 140, y: 7, width: 60, height: 36))
        #expect(fill[2] == Rect(x: 210, y: 11, width: 30, height: 28))
        // Horizontal first baseline, v2 hidden, hugging: line at max(15, 12) = 15: v0 at 0, v1
        // at 3 (bottom 39), so the stack is 39 tall and 40 + 10 + 60 = 110 wide.
        let baseline = uikitFrames(axis: .horizontal, distribution: .fill, alignment: .firstBaseline, hidden: 2, fixed: nil)
        #expect(baseline.stack == Size(width: 110, height: 39))
        #expect(baseline.frames[1] == Rect(x: 50, y: 3, width: 60, height: 36))
        // Vertical equal centering, hugging: heights 20, 36, 28; centre distances
        // 10 + 28 = 38 and 10 + 32 = 42, so 42: centres at 10, 52, 94; height 10 + 84 + 14 = 108.
        let centering = uikitFrames(axis: .vertical, distribution: .equalCentering, alignment: .leading, hidden: nil, fixed: nil)
        #expect(centering.stack == Size(width: 60, height: 108))
        #expect(centering.frames[1] == Rect(x: 0, y: 34, width: 60, height: 36))
        #expect(centering.frames[2] == Rect(x: 0, y: 80, width: 30, height: 28))
    }
}
