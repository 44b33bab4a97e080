import Trellis

/// Issue 12's stack target: a vertical stack of 100 rows, each a horizontal stack of an
/// image, a column of two labels and a button, built and laid out; against the same
/// constraints written by hand with the DSL on plain nodes (target: under 1.5x). Both give
/// the same frames (the checksum is the last button's bottom plus the sum of the subtitles'
/// widths). Frames unsnapped.
enum StackRowsWorkload {
    static let width = 375.0

    struct Row {
        let image: ImageNode
        let title: Label
        let subtitle: Label
        let button: ButtonNode
    }

    /// The row's leaf nodes. The image and button hug (required), so the text column takes
    /// the row's slack without a tie for UIKit's arrangement order to break.
    static func makeLeaves(_ index: Int) -> Row {
        let image = ImageNode(image: Image(size: Size(width: 40, height: 40)))
        image.setContentHuggingPriority(.required, for: .horizontal)
        let title = Label(text: "Row \(index)", font: .builtin(size: 16))
        let subtitle = Label(text: "Subtitle of row \(index)", font: .builtin(size: 13))
        let button = ButtonNode(title: "Open")
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        button.setContentHuggingPriority(.required, for: .horizontal)
        return Row(image: image, title: title, subtitle: subtitle, button: button)
    }

    static func checksum(_ root: LayoutNode, _ rows: [Row]) -> Double {
        rows[rows.count - 1].button.frame.maxY + rows.reduce(0) { $0 + $1.subtitle.frame.width }
    }

    @inline(never)
    static func phaseStacks(count: Int) -> Double {
        let root = LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: 10_000))
        root.displayScale = 0
        var rows: [Row] = []
        rows.reserveCapacity(count)
        let list = StackNode(arrangedSubviews: [])
        list.axis = .vertical
        list.spacing = 1
        root.addSubview(list)
        list.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        for index in 0..<count {
            let row = makeLeaves(index)
            let text = StackNode(arrangedSubviews: [row.title, row.subtitle])
            text.axis = .vertical
            text.spacing = 2
            let line = StackNode(arrangedSubviews: [row.image, text, row.button])
            line.spacing = 8
            line.alignment = .center
            line.isLayoutMarginsRelativeArrangement = true
            list.addArrangedSubview(line)
            rows.append(row)
        }
        root.layoutIfNeeded()
        return checksum(root, rows)
    }

    /// The constraints the stacks make, by hand: chains along each axis, centring with the
    /// weak pull that sizes a row, and the list's fill alignment.
    @inline(never)
    static func phaseHand(count: Int) -> Double {
        let root = LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: 10_000))
        root.displayScale = 0
        var rows: [Row] = []
        rows.reserveCapacity(count)
        let list = LayoutNode()
        root.addSubview(list)
        list.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        var previous: LayoutNode?
        for index in 0..<count {
            let row = makeLeaves(index)
            let line = LayoutNode(), text = LayoutNode()
            list.addSubview(line)
            for view in [row.image, text, row.button] { line.addSubview(view) }
            text.addSubview(row.title)
            text.addSubview(row.subtitle)
            line.snp.makeConstraints { make in
                if let previous { make.top.equalTo(previous.snp.bottom).offset(1) } else { make.top.equalToSuperview() }
                make.leading.trailing.equalToSuperview()
            }
            row.title.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            row.subtitle.snp.makeConstraints { make in
                make.top.equalTo(row.title.snp.bottom).offset(2)
                make.leading.trailing.bottom.equalToSuperview()
            }
            row.image.snp.makeConstraints { make in make.leading.equalTo(line.snp.leadingMargin) }
            text.snp.makeConstraints { make in make.leading.equalTo(row.image.snp.trailing).offset(8) }
            row.button.snp.makeConstraints { make in
                make.leading.equalTo(text.snp.trailing).offset(8)
                make.trailing.equalTo(line.snp.trailingMargin)
            }
            for view in [row.image, text, row.button] {
                view.snp.makeConstraints { make in
                    make.centerY.equalTo(line.snp.centerYWithinMargins)
                    make.top.greaterThanOrEqualTo(line.snp.topMargin)
                    make.top.equalTo(line.snp.topMargin).priority(49)
                }
            }
            previous = line
            rows.append(row)
        }
        previous?.snp.makeConstraints { make in make.bottom.equalToSuperview() }
        root.layoutIfNeeded()
        return checksum(root, rows)
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let name = "stack rows N=\(count)"
        let expected = phaseHand(count: count)
        context.measure(name, "stacks: build+layout", repetitions: repetitions, expected: expected) {
            phaseStacks(count: count)
        }
        context.measure(name, "same constraints by hand: build+layout", repetitions: repetitions, expected: expected) {
            phaseHand(count: count)
        }
    }
}
