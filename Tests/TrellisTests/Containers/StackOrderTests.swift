import Testing
import Trellis

// UIKit's tie-break by arrangement order. UIStackView.Distribution.fill: "When the arranged
// views don't fit within the stack view, it shrinks the views according to their compression
// resistance priority. If the arranged views don't fill the stack view, it stretches the views
// according to their hugging priority. If there's any ambiguity, the stack view resizes the
// arranged views based on their index in the arrangedSubviews array." UIStackView.h says the
// equal distributions squeeze "by compressionResistance priorities followed by arrangement
// order". Trellis's reading: of the visible views whose priorities tie, the earliest gives way
// first, when stretching and when shrinking; an explicit priority difference always wins.

private func box(_ width: Double, _ height: Double, _ label: String) -> LayoutNode {
    let node = LayoutNode(debugLabel: label)
    node.content = FixedContent(size: Size(width: width, height: height))
    return node
}

/// A stack of `views` at the root's frame `size`, unsnapped.
private func layOut(_ stack: StackNode, _ size: Size) {
    stack.frame = Rect(origin: .zero, size: size)
    stack.displayScale = 0
    stack.layoutIfNeeded()
}

@Suite struct StackOrderTests {
    @Test func theFirstOfTiedViewsStretches() {
        let v = [box(30, 10, "a"), box(40, 10, "b"), box(50, 10, "c"), box(60, 10, "d")]
        let stack = StackNode(arrangedSubviews: v)
        layOut(stack, Size(width: 300, height: 10))
        // All hug at 250: the underflow 300 − 180 = 120 goes to the first view.
        #expect(v.map(\.frame.width) == [150, 40, 50, 60])
        #expect(v.map(\.frame.minX) == [0, 150, 190, 240])
    }

    @Test func theFirstOfTiedViewsShrinks() {
        let v = [box(30, 10, "a"), box(40, 10, "b"), box(50, 10, "c"), box(60, 10, "d")]
        let stack = StackNode(arrangedSubviews: v)
        layOut(stack, Size(width: 160, height: 10))
        // All resist at 750: the overflow 180 − 160 = 20 comes out of the first view.
        #expect(v.map(\.frame.width) == [10, 40, 50, 60])
    }

    @Test func aHiddenFirstViewPassesTheStretchToTheNextVisibleOne() {
        let v = [box(30, 10, "a"), box(40, 10, "b"), box(50, 10, "c")]
        v[0].isHidden = true
        let stack = StackNode(arrangedSubviews: v)
        stack.axis = .vertical
        layOut(stack, Size(width: 50, height: 100))
        // Vertical: heights 10 and 10 visible, underflow 80 to b, the first visible view.
        #expect(v.map(\.frame.height) == [0, 90, 10])
        #expect(v[2].frame.minY == 90)
    }

    @Test func anExplicitPriorityBeatsArrangementOrder() {
        let v = [box(30, 10, "a"), box(40, 10, "b"), box(50, 10, "c")]
        let stack = StackNode(arrangedSubviews: v)
        // 250.5 against 250: 10^(9 × 0.5 / 1000) − 1 ≈ 1% more costly to stretch, far above
        // the order step; b is now the lowest-hugging view.
        v[0].setContentHuggingPriority(LayoutPriority(250.5), for: .horizontal)
        v[0].setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        layOut(stack, Size(width: 200, height: 10))
        #expect(v.map(\.frame.width) == [30, 120, 50])
        stack.frame.size.width = 100
        stack.layoutIfNeeded()
        // Overflow 20: b and c tie at 750 compression, a resists at 751; b is earlier.
        #expect(v.map(\.frame.width) == [30, 20, 50])
    }

    @Test func orderIsTheArrangementNotTheOrderOfCreation() {
        let c = box(50, 10, "c"), b = box(40, 10, "b"), a = box(30, 10, "a")
        let stack = StackNode(arrangedSubviews: [])
        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(a, at: 0)
        layOut(stack, Size(width: 200, height: 10))
        #expect([a, b, c].map(\.frame.width) == [110, 40, 50])
        // Moving c to the front makes it the one that stretches.
        stack.insertArrangedSubview(c, at: 0)
        stack.layoutIfNeeded()
        #expect([c, a, b].map(\.frame.width) == [130, 30, 40])
        #expect([c, a, b].map(\.frame.minX) == [0, 130, 160])
    }

    @Test func equalSpacingSqueezesByArrangementOrder() {
        let v = [box(40, 10, "a"), box(60, 10, "b"), box(30, 10, "c")]
        let stack = StackNode(arrangedSubviews: v)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        layOut(stack, Size(width: 140, height: 10))
        // 130 of views + 2 × 10 minimum spacing = 150 in 140: the first view gives up 10,
        // the gaps stay at their minimum.
        #expect(v.map(\.frame.width) == [30, 60, 30])
        #expect(v.map(\.frame.minX) == [0, 40, 110])
    }
}
