//: # TrellisChat: a chat screen laid out by constraints
//:
//: Each message type has a cell template declared once with the DSL; the layout keeps one
//: prepared solver per template and re-solves it per message, caches heights, finds the
//: visible rows by binary search and keeps the reader's place when messages arrive.
//: Renderers only read the frames it produces.
import Foundation
import TrellisChat
#if canImport(PlaygroundSupport)
import PlaygroundSupport
#endif

//: ## Messages
//: Plain values: who, which way, when (seconds since 1970) and what.
let me = ChatSender(id: "me", displayName: "Me")
let alice = ChatSender(id: "alice", displayName: "Alice")
let liLei = ChatSender(id: "lilei", displayName: "李雷")
let start = 1_764_500_000.0
let messages = [
    ChatMessage(id: "m1", sender: alice, direction: .incoming, timestamp: start,
                kind: .text("Did the layout engine land?")),
    ChatMessage(id: "m2", sender: me, direction: .outgoing, timestamp: start + 40,
                kind: .text("Yes: constraints in, frames out, no UIKit needed 🎉")),
    ChatMessage(id: "m3", sender: liLei, direction: .incoming, timestamp: start + 90,
                kind: .text("太好了！中文换行也对吗？")),
    ChatMessage(id: "m4", sender: alice, direction: .incoming, timestamp: start + 7_200,
                kind: .image(pixelSize: Size(width: 1200, height: 800))),
]

//: ## The layout
//: A fixed "now" keeps the time headers ("Yesterday 10:13"...) the same on every run.
let formatter = TimeHeaderFormatter(now: { start + 86_400 }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
var layout = ChatLayout(width: 375, headerFormatter: formatter)
do {
    _ = try layout.replaceAll(messages, viewport: Viewport(offsetY: 0, height: 667))
} catch {
    print("layout failed:", error)
}
print(layout.count, "messages,", layout.contentHeight, "points tall")

//: ## Frames for renderers
//: A cell is a frame plus parts (bubble, avatar, text with its lines and baselines...), in
//: the cell's coordinates, ready to draw.
for cell in layout.allCells() {
    let roles = cell.parts.map(\.role.rawValue).joined(separator: ", ")
    print(cell.kind, cell.frame, "parts:", roles)
    for text in cell.parts.compactMap(\.text) {
        for line in text.lines { print("    line", line.range, "baseline", line.baseline, "width", line.width) }
    }
}

//: ## Only what is on screen
//: The rows a viewport shows are found by binary search over the cached offsets.
let viewport = Viewport(offsetY: max(0, layout.contentHeight - 300), height: 300)
print("visible near the bottom:", layout.visibleRange(for: viewport))

//: ## New messages keep the reader's place
//: Appending while at the bottom keeps the view pinned; the update says where to scroll.
let reply = ChatMessage(id: "m5", sender: me, direction: .outgoing, timestamp: start + 7_260,
                        kind: .text("Laid out in pure Swift 👍"))
do {
    let update = try layout.append([reply], viewport: viewport)
    print("scroll to", update.contentOffsetY, "pinned:", update.isPinnedToBottom)
} catch {
    print("append failed:", error)
}
print("messages", layout.messages.count, "content height", layout.contentHeight)
