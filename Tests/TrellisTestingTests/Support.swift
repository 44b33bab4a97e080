import Foundation
import Synchronization
import TrellisTesting

/// Layouts the assertion tests check. A tree falls apart when its root is released (children
/// do not keep their superview), so tests hold the root until they are done.
enum Layouts {
    /// A 120 × 64 cell: avatar (8, 8, 32, 32) and bubble (48, 8, 64, 40) with text inside.
    static func cell() -> (root: LayoutNode, avatar: LayoutNode, text: LayoutNode) {
        let root = LayoutNode(debugLabel: "cell")
        root.frame = Rect(x: 0, y: 0, width: 120, height: 64)
        let avatar = LayoutNode(debugLabel: "avatar")
        let bubble = LayoutNode(debugLabel: "bubble")
        let text = LayoutNode(debugLabel: "text")
        root.addSubview(avatar)
        root.addSubview(bubble)
        bubble.addSubview(text)
        avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(8)
            make.size.equalTo(32)
        }
        bubble.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(8)
            make.top.trailing.equalToSuperview().inset(8)
            make.height.equalTo(40)
        }
        text.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
        root.layoutIfNeeded()
        return (root, avatar, text)
    }
}

/// Collects failures a custom reporter receives.
final class FailureLog: Sendable {
    private let storage = Mutex<[TestFailure]>([])

    var reporter: TestReporter {
        .custom { failure in self.storage.withLock { $0.append(failure) } }
    }

    var messages: [String] { storage.withLock { $0.map(\.message) } }
    var failures: [TestFailure] { storage.withLock { $0 } }
}

/// A fresh folder under the temporary directory, removed by `cleanUp()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "trellis-testing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
