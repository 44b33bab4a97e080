//: # Trellis: layouts declared like SnapKit, solved in pure Swift
//:
//: `LayoutNode` is a `UIView` without drawing: a frame, subviews and constraints. You write
//: constraints with SnapKit's DSL (`node.snp.makeConstraints`), call `layoutIfNeeded()`, and
//: read frames. `TrellisRender` draws the result (ASCII, SVG, HTML, JSON) for checking by eye.
import Trellis
import TrellisRender
#if canImport(PlaygroundSupport)
import PlaygroundSupport
#endif

//: ## A message cell
//: The root's frame gives the tree its size; layout writes every other frame.
let cell = LayoutNode(debugLabel: "cell")
cell.frame = Rect(x: 0, y: 0, width: 320, height: 96)

let avatar = LayoutNode(debugLabel: "avatar")
let bubble = LayoutNode(debugLabel: "bubble")
let message = Label(text: "Constraints, solved in Swift, on any platform.", font: .builtin(size: 15),
                    numberOfLines: 0, debugLabel: "message")
cell.addSubview(avatar)
cell.addSubview(bubble)
bubble.addSubview(message)

avatar.snp.makeConstraints { make in
    make.top.leading.equalToSuperview().inset(12)
    make.size.equalTo(40)
}
bubble.snp.makeConstraints { make in
    make.top.equalTo(avatar)
    make.leading.equalTo(avatar.snp.trailing).offset(8)
    make.trailing.lessThanOrEqualToSuperview().inset(48)   // bubbles never reach the far edge
}
//: A label knows its size from its text (measured by TrellisText), so the bubble shrink-wraps
//: it: no width or height is given for either.
message.snp.makeConstraints { make in
    make.edges.equalToSuperview().inset(UIEdgeInsetsLike.bubble)
}

cell.layoutIfNeeded()
print("avatar ", avatar.frame)
print("bubble ", bubble.frame)
print("message", message.frame, "in", message.textLayout.lines.count, "lines")

//: ## Seeing it
//: Every renderer only reads frames. ASCII is handy in a terminal or a test failure:
print(cell.renderedBoxes(as: .ascii))
//: SVG and HTML open in a browser; JSON (the documented `trellis.frames` schema) feeds any
//: other renderer:
let svg = SVGBoxRenderer().render(cell)
let json = JSONFrameRenderer(style: .compact).render(cell)
print(svg.count, "bytes of SVG;", json.prefix(60), "...")

//: ## Changing the layout
//: `updateConstraints` changes constants in place; the next layout pass re-solves only what
//: changed.
avatar.snp.updateConstraints { make in make.size.equalTo(56) }
cell.layoutIfNeeded()
print("after update: avatar", avatar.frame, "bubble", bubble.frame)

//: ## Diagnostics instead of crashes
//: Contradictory required constraints are reported the way Auto Layout prints them, with the
//: DSL line and label of each constraint; the engine breaks the newest one and carries on.
let badge = LayoutNode(debugLabel: "badge")
cell.addSubview(badge)
badge.snp.makeConstraints { make in
    make.top.trailing.equalToSuperview()
    make.width.equalTo(400).labeled("wider than the cell")
    make.leading.greaterThanOrEqualToSuperview()
    make.height.equalTo(20)
}
cell.layoutIfNeeded()
for report in cell.layoutConflicts { print(report) }

//: Under-constrained items are found too: `spacer` has a size but no position.
let spacer = LayoutNode(debugLabel: "spacer")
cell.addSubview(spacer)
spacer.snp.makeConstraints { make in make.size.equalTo(10) }
cell.layoutIfNeeded()
for item in cell.ambiguousLayoutItems() { print("ambiguous:", item) }

/// The insets inside a chat bubble (a namespace so the page reads like app code).
enum UIEdgeInsetsLike {
    static let bubble = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
}
