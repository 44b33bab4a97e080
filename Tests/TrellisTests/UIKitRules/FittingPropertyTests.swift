import Testing
import TrellisTestSupport
import Trellis

// Property: fitting a cell tree as a parentless root (how UITableView sizes a new cell) gives
// the same size as fitting the same node under a parent, and both give the height the
// generator derives by UIKit's rules (a required vertical chain's sum, the fitting priority
// pulling every `>=` down to its minimum). 500 seeded trees.

/// Builds a random tree below `node`, whose width is `width`, and returns the height UIKit
/// gives `node` when fitted at the lowest vertical priority.
private func grow(_ node: LayoutNode, width: Double, depth: Int, _ random: inout SplitMix64) -> Double {
    let childCount = depth >= 3 ? 0 : Int.random(in: 0...3, using: &random)
    if childCount == 0 { return constrainLeaf(node, width: width, &random) }
    var previous: LayoutNode?
    var chain = 0.0
    for index in 0..<childCount {
        let child = LayoutNode(debugLabel: "n\(depth)-\(index)")
        node.addSubview(child)
        let left = Double(Int.random(in: 0...8, using: &random))
        let right = Double(Int.random(in: 0...8, using: &random))
        let gap = Double(Int.random(in: 0...10, using: &random))
        child.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(left)
            make.trailing.equalToSuperview().offset(-right)
            if let previous {
                make.top.equalTo(previous.snp.bottom).offset(gap)
            } else {
                make.top.equalToSuperview().offset(gap)
            }
        }
        chain += gap + grow(child, width: width - left - right, depth: depth + 1, &random)
        previous = child
    }
    let bottom = Double(Int.random(in: 0...10, using: &random))
    chain += bottom
    // Sometimes a floor on the container's own height; then the last child's bottom is an
    // inequality, so the container is max(chain, floor) tall (an equality would make the
    // floor stretch the chain, hence the required width: an unsatisfiable fitting).
    guard Bool.random(using: &random) else {
        previous?.snp.makeConstraints { make in make.bottom.equalToSuperview().offset(-bottom) }
        return chain
    }
    let floor = Double(Int.random(in: 0...200, using: &random))
    previous?.snp.makeConstraints { make in make.bottom.lessThanOrEqualToSuperview().offset(-bottom) }
    node.snp.makeConstraints { make in make.height.greaterThanOrEqualTo(floor) }
    return max(chain, floor)
}

private func constrainLeaf(_ node: LayoutNode, width: Double, _ random: inout SplitMix64) -> Double {
    switch Int.random(in: 0...4, using: &random) {
    case 0:
        let height = Double(Int.random(in: 0...200, using: &random))
        node.snp.makeConstraints { make in make.height.equalTo(height) }
        return height
    case 1:
        let height = Double(Int.random(in: 0...200, using: &random))
        node.snp.makeConstraints { make in make.height.greaterThanOrEqualTo(height) }
        return height
    case 2:
        let ratio = [0.25, 0.5, 0.75, 1][Int.random(in: 0...3, using: &random)]
        node.snp.makeConstraints { make in make.height.equalTo(node.snp.width).multipliedBy(ratio) }
        return width * ratio
    case 3:
        let height = Double(Int.random(in: 1...60, using: &random))
        node.content = FixedContent(size: Size(width: 30, height: height))
        return height
    default:
        // 10 × 20-point glyphs wrapped at the leaf's width.
        let count = Int.random(in: 1...80, using: &random)
        node.content = WrappingText(count: count)
        let perLine = max(1, Int((width / 10).rounded(.down)))
        return Double((count + perLine - 1) / perLine) * 20
    }
}

@Test func rootFittingEqualsParentedFittingOn500Trees() {
    var random = SplitMix64(seed: 11)
    var mismatches: [String] = []
    for seed in 0..<500 {
        let cell = LayoutNode(debugLabel: "cell")
        let width = Double(Int.random(in: 280...430, using: &random))
        let expected = grow(cell, width: width, depth: 0, &random)
        let target = Size(width: width, height: 0)
        let asRoot = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let parent = LayoutNode(debugLabel: "table")
        parent.frame = Rect(x: 0, y: 0, width: 500, height: 900)
        parent.addSubview(cell)
        let parented = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        // No solver call failed on the way (each would be a `solverFailure` diagnostic).
        if !cell.constraintDiagnostics.isEmpty {
            mismatches.append("tree \(seed): \(cell.constraintDiagnostics.map(\.message))")
        }
        if !close(asRoot.height, parented.height) || !close(asRoot.height, expected) || !close(asRoot.width, width) {
            mismatches.append("tree \(seed) at \(width): root \(asRoot), parented \(parented), expected \(expected)")
        }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
}
