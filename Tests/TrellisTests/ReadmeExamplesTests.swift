import Cassowary
import Testing
import Trellis
import TrellisText

/// The README's examples, verbatim where they are code, so the front page never lies.
@Suite struct ReadmeExamplesTests {
    @Test func solverExample() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width >= 30)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(250, for: width)
        #expect(solver.value(of: right) == 260)
    }

    @Test func dslExample() {
        let contentView = LayoutNode(debugLabel: "content")
        contentView.frame = Rect(x: 0, y: 0, width: 375, height: 200)
        let textView = LayoutNode(debugLabel: "text")
        contentView.addSubview(textView)
        textView.snp.makeConstraints { make in
            make.top.equalTo(contentView).offset(15)
            make.width.equalTo(100)
            make.left.equalTo(contentView).offset(15)
            make.bottom.equalTo(contentView).offset(-15)
        }
        contentView.layoutIfNeeded()
        #expect(textView.frame == Rect(x: 15, y: 15, width: 100, height: 170))
    }

    @Test func textExample() {
        let prepared = PreparedText("Hello, world! 👍🏽 你好", font: .builtin(size: 17))
        let layout = prepared.layout(maxWidth: 100)
        // Every line is a UTF-16 range, and together they cover the text.
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.first?.range.lowerBound == 0)
        #expect(layout.lines.last?.range.upperBound == ("Hello, world! 👍🏽 你好" as String).utf16.count)
        #expect(layout.width <= 100)
    }
}
