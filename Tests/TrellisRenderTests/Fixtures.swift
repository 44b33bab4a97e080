import Trellis
import TrellisRender

/// Small solved trees the render tests draw.
enum Fixtures {
    /// A 120 × 64 cell: avatar (8, 8, 32, 32), bubble (48, 8, 64, 40) holding text
    /// (56, 16, 48, 24), and a hidden badge (104, 52, 12, 8).
    static func cell() -> LayoutNode {
        let root = LayoutNode(debugLabel: "cell")
        root.frame = Rect(x: 0, y: 0, width: 120, height: 64)
        let avatar = LayoutNode(debugLabel: "avatar")
        let bubble = LayoutNode(debugLabel: "bubble")
        let text = LayoutNode(debugLabel: "text")
        let badge = LayoutNode(debugLabel: "badge")
        badge.isHidden = true
        root.addSubview(avatar)
        root.addSubview(bubble)
        bubble.addSubview(text)
        root.addSubview(badge)
        avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(8)
            make.size.equalTo(32)
        }
        bubble.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(8)
            make.top.trailing.equalToSuperview().inset(8)
            make.height.equalTo(40)
        }
        text.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
        badge.snp.makeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(4)
            make.width.equalTo(12)
            make.height.equalTo(8)
        }
        root.layoutIfNeeded()
        return root
    }

    /// A hand-made tree with awkward numbers and characters: thirds, a negative origin, a
    /// label that needs escaping, an unlabelled node.
    static func awkward() -> FrameTree {
        FrameTree(root: FrameTree.Node(label: "a<b> & \"c\"", frame: Rect(x: 5, y: 5, width: 100, height: 100 / 3), children: [
            FrameTree.Node(frame: Rect(x: -0.0001, y: 1.0 / 3, width: 2.0 / 3, height: 10)),
        ]))
    }
}
