import Testing
import Trellis
import TrellisText

// Stacks inside stacks, a stack inside a cell, and wrapping labels inside stacks. Expected
// values come from UIStackView's rules (see StackMatrixTests) and, for text, from
// TrellisText measuring the same string at the width the rules give (two-pass
// height-for-width: the label's height is its text's height at its solved width).

private func box(_ width: Double, _ height: Double, _ label: String) -> LayoutNode {
    let node = LayoutNode(debugLabel: label)
    node.content = FixedContent(size: Size(width: width, height: height))
    return node
}

private func unsnappedRoot(_ width: Double, _ height: Double) -> LayoutNode {
    let root = LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.displayScale = 0
    return root
}

private func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

private let body = "Stacks wrap their labels at the width the stack gives them, not at the text's natural width"

@Suite struct StackCompositionTests {
    @Test func aRowInsideAColumnHugsItsContent() {
        let a = box(20, 20, "a"), b = box(40, 10, "b"), c = box(60, 30, "c")
        let row = StackNode(arrangedSubviews: [a, b])
        row.spacing = 8
        let column = StackNode(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 5
        let root = unsnappedRoot(400, 400)
        root.addSubview(column)
        column.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
        root.layoutIfNeeded()
        // Row: 20 + 8 + 40 = 68 wide, as tall as its tallest view (fill alignment: b grows to 20).
        // Column, leading: the row at 68 × 20, c below after 5 at its own 60 × 30; the column
        // is 68 wide and 20 + 5 + 30 = 55 tall.
        #expect(row.frame == Rect(x: 0, y: 0, width: 68, height: 20))
        #expect(a.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(b.frame == Rect(x: 28, y: 0, width: 40, height: 20))
        #expect(c.frame == Rect(x: 0, y: 25, width: 60, height: 30))
        #expect(column.frame == Rect(x: 10, y: 10, width: 68, height: 55))
    }

    @Test func aFixedColumnStretchesTheCheaperArrangedView() {
        let a = box(20, 20, "a"), b = box(40, 10, "b"), c = box(60, 30, "c")
        let row = StackNode(arrangedSubviews: [a, b])
        let column = StackNode(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.spacing = 5
        let root = unsnappedRoot(200, 100)
        root.addSubview(column)
        column.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        // fill: 100 − 20 − 5 − 30 = 45 of underflow. Stretching the row stretches both a and b
        // (fill alignment), two hugging constraints at 250; stretching c breaks one, so c grows
        // to 75. fill alignment: both are 200 wide; in the row a and b tie at 250, so the
        // first, a, takes the 140 extra: 160.
        #expect(row.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(c.frame == Rect(x: 0, y: 25, width: 200, height: 75))
        #expect(a.frame == Rect(x: 0, y: 0, width: 160, height: 20))
        #expect(b.frame == Rect(x: 160, y: 0, width: 40, height: 20))
    }

    @Test func aChatCardStackSizesItsCell() {
        // A chat card: a 48 × 48 thumbnail beside a column of title and wrapping subtitle,
        // 12 from the cell's edges, 12 between thumbnail and text, 4 between the lines.
        let cell = CellNode(style: .default, reuseIdentifier: "card")
        cell.displayScale = 0
        let thumbnail = ImageNode(image: Image(size: Size(width: 96, height: 96)), debugLabel: "thumbnail")
        thumbnail.snp.makeConstraints { make in make.size.equalTo(48) }
        let title = Label(text: "Trellis", font: .builtin(size: 17), debugLabel: "title")
        let subtitle = Label(text: body, font: .builtin(size: 14), numberOfLines: 0, debugLabel: "subtitle")
        let text = StackNode(arrangedSubviews: [title, subtitle])
        text.axis = .vertical
        text.spacing = 4
        let card = StackNode(arrangedSubviews: [thumbnail, text])
        card.spacing = 12
        card.alignment = .top
        cell.contentView.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }

        for width in [320.0, 375, 414] {
            // The text column gets what the thumbnail leaves: width − 24 − 48 − 12. fill
            // alignment makes both labels that wide; the subtitle wraps at it.
            let column = width - 24 - 48 - 12
            let titleHeight = PreparedText("Trellis", font: .builtin(size: 17)).layout().height
            let wrapped = PreparedText(body, font: .builtin(size: 14)).layout(maxWidth: column)
            #expect(wrapped.lines.count > 1)
            let textHeight = titleHeight + 4 + wrapped.height
            // Top alignment: the card is as tall as its taller view; the cell adds 12 + 12.
            let height = cell.preferredLayoutSize(fittingWidth: width).height
            #expect(abs(height - (24 + max(48, textHeight))) < 1e-6, "at \(width)")
            cell.frame = Rect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            #expect(thumbnail.frame == Rect(x: 0, y: 0, width: 48, height: 48))
            #expect(abs(text.frame.minX - 60) < 1e-6 && abs(text.frame.width - column) < 1e-6)
            #expect(abs(subtitle.frame.width - column) < 1e-6)
            #expect(abs(subtitle.frame.height - wrapped.height) < 1e-6)
            #expect(abs(subtitle.frame.minY - (titleHeight + 4)) < 1e-6)
        }
    }

    @Test func labelsInAFillEquallyRowWrapAtTheirShare() {
        let left = Label(text: body, font: .builtin(size: 14), numberOfLines: 0, debugLabel: "left")
        let right = Label(text: "Short", font: .builtin(size: 14), numberOfLines: 0, debugLabel: "right")
        let row = StackNode(arrangedSubviews: [left, right])
        row.distribution = .fillEqually
        row.alignment = .top
        row.spacing = 10
        let root = unsnappedRoot(210, 600)
        root.addSubview(row)
        row.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        // (210 − 10) / 2 = 100 each; each label is its text's height at 100; top alignment,
        // and the row, which nothing else sizes vertically, is as tall as the taller one.
        let leftText = PreparedText(body, font: .builtin(size: 14)).layout(maxWidth: 100)
        let rightText = PreparedText("Short", font: .builtin(size: 14)).layout(maxWidth: 100)
        #expect(leftText.lines.count > 2)
        #expect(close(left.frame, Rect(x: 0, y: 0, width: 100, height: leftText.height)))
        #expect(close(right.frame, Rect(x: 110, y: 0, width: 100, height: rightText.height)))
        #expect(abs(row.frame.height - leftText.height) < 1e-6)
    }

    @Test func aColumnOfWrappingLabelsGrowsWithItsText() {
        let labels = [body, "One line", body + " " + body].enumerated().map { index, text in
            Label(text: text, font: .builtin(size: 14), numberOfLines: 0, debugLabel: "l\(index)")
        }
        let column = StackNode(arrangedSubviews: labels)
        column.axis = .vertical
        column.spacing = 6
        let root = unsnappedRoot(180, 800)
        root.addSubview(column)
        column.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        // fill alignment: every label 180 wide and its text's height at 180, one after another.
        var y = 0.0
        for label in labels {
            let measured = PreparedText(label.text ?? "", font: .builtin(size: 14)).layout(maxWidth: 180)
            #expect(abs(label.frame.minY - y) < 1e-6 && abs(label.frame.height - measured.height) < 1e-6,
                    "\(label.displayName)")
            #expect(label.frame.width == 180)
            y += measured.height + 6
        }
        #expect(abs(column.frame.height - (y - 6)) < 1e-6)
        // New text re-flows the stack on the next layout.
        labels[1].text = body
        root.layoutIfNeeded()
        let grown = PreparedText(body, font: .builtin(size: 14)).layout(maxWidth: 180).height
        #expect(abs(labels[1].frame.height - grown) < 1e-6)
        #expect(abs(labels[2].frame.minY - (labels[1].frame.maxY + 6)) < 1e-6)
    }
}
