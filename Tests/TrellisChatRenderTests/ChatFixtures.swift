import TrellisChat
import TrellisChatRender
import TrellisRender

/// Small chat scenes the chat renderer tests draw.
enum ChatFixtures {
    static let alice = ChatSender(id: "alice", displayName: "Alice Smith")

    /// A 200 × 80 page: one incoming cell with an avatar (10, 10, 40, 40) and a bubble
    /// (55, 10, 60, 40) holding "Hi" (builtin 14 pt) at (75, 23) in page coordinates.
    static func scene(inputBar: Bool = false) -> ChatScene {
        let layout = PreparedText("Hi", font: .builtin(size: 14)).layout()
        let text = TextFrame(string: "Hi", font: .builtin(size: 14), color: .primaryText, layout: layout)
        let cell = ChatCellFrame(messageID: "m1", kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 200, height: 80),
                                 parts: [
                                     ChatPart(role: .avatar, frame: Rect(x: 10, y: 10, width: 40, height: 40), fill: .avatarPlaceholder),
                                     ChatPart(role: .bubble, frame: Rect(x: 55, y: 10, width: 60, height: 40), fill: .incomingBubble,
                                              cornerRadius: 4),
                                     ChatPart(role: .text, frame: Rect(x: 75, y: 23, width: layout.width, height: layout.height),
                                              text: text),
                                 ], isMirrored: false)
        var bar: InputBarFrames?
        if inputBar {
            var input = InputBarLayout(width: 200, font: .builtin(size: 16))
            bar = input.layout(text: "")
        }
        return ChatScene(width: 200, contentHeight: 80, cells: [cell], senders: ["m1": alice], inputBar: bar, title: "Test")
    }

    /// The built-in sample with an input bar.
    static func sample(width: Double = 375) -> ChatScene {
        var bar = InputBarLayout(width: width)
        return ChatScene(layout: ChatSample.layout(width: width), inputBar: bar.layout(text: "Draft"), title: "Sample")
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
