import Trellis

/// `systemLayoutSizeFitting` of a 15-constraint chat cell (avatar, name, time, wrapping
/// text) on a prepared root node, cycling through four widths so every call suggests a new
/// width, re-measures the text and re-solves (the two-pass path).
enum DSLFittingWorkload {
    /// Glyphs of 8 × 18 points wrapped greedily.
    struct Text: LayoutContent {
        let count: Int
        var isHeightForWidth: Bool { true }
        func measure(proposedWidth: Double?) -> ContentMeasurement {
            let natural = Double(count) * 8
            let perLine = max(1, Int(((proposedWidth ?? natural) / 8).rounded(.down)))
            let lines = (count + perLine - 1) / perLine
            return ContentMeasurement(size: Size(width: Double(min(count, perLine)) * 8, height: Double(lines) * 18))
        }
    }

    static func makeCell() -> LayoutNode {
        let cell = LayoutNode(debugLabel: "cell")
        let avatar = LayoutNode(), name = LayoutNode(), time = LayoutNode(), text = LayoutNode(), bubble = LayoutNode()
        for node in [avatar, name, time, bubble] { cell.addSubview(node) }
        bubble.addSubview(text)
        name.content = FixedContent(size: Size(width: 90, height: 16))
        time.content = FixedContent(size: Size(width: 36, height: 12))
        text.content = Text(count: 70)
        avatar.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(8)           // 1
            make.bottom.equalTo(bubble)                          // 2
            make.size.equalTo(32)                                // 3, 4
        }
        name.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(6)                // 5
            make.leading.equalTo(bubble).offset(12)              // 6
        }
        bubble.snp.makeConstraints { make in
            make.top.equalTo(name.snp.bottom).offset(2)          // 7
            make.leading.equalTo(avatar.snp.trailing).offset(6)  // 8
            make.trailing.lessThanOrEqualToSuperview().offset(-40)  // 9
            make.bottom.equalToSuperview().offset(-6)            // 10
        }
        text.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 6, left: 12, bottom: 20, right: 12))  // 11-14
        }
        time.snp.makeConstraints { make in
            make.trailing.bottom.equalTo(bubble).inset(6)        // 15 (two)
        }
        return cell
    }

    @inline(never)
    static func benchFittingLoop(_ cell: LayoutNode, calls: Int) -> Double {
        var checksum = 0.0
        for k in 0..<calls {
            let width = 280 + 40 * Double(k % 4)
            checksum += cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel).height
        }
        return checksum
    }

    static func expectedHeight(width: Double) -> Double {
        // Text column = width - 8 - 32 - 6 - 40 - 24; 70 glyphs of 8 points.
        let column = width - 110
        let perLine = Int((min(column, 560) / 8).rounded(.down))
        let lines = Double((70 + perLine - 1) / perLine)
        return 6 + 16 + 2 + 6 + lines * 18 + 20 + 6
    }

    static func run(_ context: inout BenchmarkContext, calls: Int, repetitions: Int) {
        var expected = 0.0
        for k in 0..<calls { expected += expectedHeight(width: 280 + 40 * Double(k % 4)) }
        context.measure("DSL fitting cell", "\(calls) systemLayoutSizeFitting", repetitions: repetitions,
                        operations: calls, unit: "call", expected: expected,
                        setup: { () -> LayoutNode in
                            let cell = makeCell()
                            _ = benchFittingLoop(cell, calls: 8)   // prepare the fitting solver
                            return cell
                        }) { cell in
            benchFittingLoop(cell, calls: calls)
        }
    }
}
