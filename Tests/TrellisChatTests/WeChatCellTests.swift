import Testing
@testable import TrellisChat

let alice = ChatSender(id: "alice", displayName: "Alice", avatar: "alice.png")
let me = ChatSender(id: "me", displayName: "Me")

func text(_ id: String, _ string: String, from sender: ChatSender = alice, at time: Double = 1_764_338_580) -> ChatMessage {
    ChatMessage(id: MessageID(id), sender: sender, direction: sender == me ? .outgoing : .incoming, timestamp: time,
                kind: .text(string))
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

@Test func classicIncomingTextCell() throws {
    var registry = ChatTemplateRegistry()
    let message = text("m1", "Hello")
    let cell = registry.cell(for: message, width: 375, context: CellContext())
    let t = PreparedText("Hello", font: .system(size: 14)).layout(maxWidth: 160)
    #expect(cell.part(.avatar)?.frame == Rect(x: 10, y: 10, width: 40, height: 40))
    let bubble = try #require(cell.part(.bubble))
    #expect(close(bubble.frame, Rect(x: 55, y: 10, width: t.width + 40, height: 40)))
    #expect(bubble.fill == .incomingBubble)
    let label = try #require(cell.part(.text))
    // The label: x 20, y 3 inside the bubble, 40 narrower and 12 shorter.
    #expect(close(label.frame, Rect(x: 75, y: 13, width: bubble.frame.width - 40, height: bubble.frame.height - 12)))
    #expect(label.text?.lines.count == 1)
    #expect(label.text?.lines[0].range == 0..<5)
    #expect(cell.frame.height == 60)   // max(bubble 40, avatar 40) + 20
    #expect(registry.size(for: message, width: 375).height == 60)
    #expect(registry.size(for: message, width: 375, extraHeight: 7, context: CellContext()) == Size(width: 375, height: 67))
}

@Test func classicOutgoingTextCellSitsOnTheRight() throws {
    var registry = ChatTemplateRegistry()
    let message = text("m1", "Hi there", from: me)
    let cell = registry.cell(for: message, width: 375, context: CellContext())
    let t = PreparedText("Hi there", font: .system(size: 14)).layout(maxWidth: 160)
    #expect(cell.isMirrored)
    #expect(cell.part(.avatar)?.frame == Rect(x: 325, y: 10, width: 40, height: 40))
    let bubble = try #require(cell.part(.bubble))
    #expect(close(bubble.frame, Rect(x: 320 - (t.width + 40), y: 10, width: t.width + 40, height: 40)))
    #expect(bubble.fill == .outgoingBubble)
    #expect(bubble.nineSlice?.isFlippedHorizontally == true)
    #expect(close(cell.part(.text)!.frame.minX, bubble.frame.minX + 20))
}

@Test func longTextWrapsWithin160AndBubbleShrinkWraps() throws {
    var registry = ChatTemplateRegistry()
    let string = "The quick brown fox jumps over the lazy dog while the chat keeps scrolling along nicely"
    let cell = registry.cell(for: text("m1", string), width: 375, context: CellContext())
    let t = PreparedText(string, font: .system(size: 14)).layout(maxWidth: 160)
    #expect(t.lines.count >= 3)
    #expect(t.width <= 160 && t.width < 159)   // the widest line, not the wrap width
    let bubble = try #require(cell.part(.bubble)).frame
    #expect(close(bubble.width, t.width + 40))
    #expect(close(bubble.height, t.height + 20))
    #expect(close(cell.frame.height, t.height + 40))
    let label = try #require(cell.part(.text))
    #expect(label.text?.lines.map(\.range) == t.lines.map(\.range))
    #expect(close(label.text!.lines[0].frame.minY, 4))   // the text's 4 pt padding inside the label
}

@Test func hiddenAvatarsMoveTheBubbleToTheEdge() throws {
    var configuration = ChatConfiguration()
    configuration.hidesAvatars = true
    var registry = ChatTemplateRegistry(configuration: configuration)
    let incoming = registry.cell(for: text("m1", "Hello"), width: 375, context: CellContext())
    #expect(incoming.part(.avatar) == nil)
    #expect(incoming.part(.bubble)?.frame.minX == 10)
    let outgoing = registry.cell(for: text("m2", "Hello", from: me), width: 375, context: CellContext())
    #expect(outgoing.part(.bubble)?.frame.maxX == 365)
}

@Test func nicknameShowsAboveTheBubbleAndRunsAreTighter() throws {
    var configuration = ChatConfiguration()
    configuration.isGroupChat = true
    var registry = ChatTemplateRegistry(configuration: configuration)
    let first = registry.cell(for: text("m1", "Hello"), width: 375, context: CellContext(isFirstInRun: true, showsNickname: true))
    let nick = PreparedText("Alice", font: .system(size: 12)).layout()
    let nickname = try #require(first.part(.nickname))
    #expect(close(nickname.frame, Rect(x: 55, y: 10, width: nick.width, height: nick.height)))
    #expect(close(first.part(.bubble)!.frame.minY, 10 + nick.height + 2))
    #expect(close(first.frame.height, 60 + nick.height + 2))
    let later = registry.cell(for: text("m2", "Again"), width: 375, context: CellContext(isFirstInRun: false))
    #expect(later.part(.nickname) == nil)
    #expect(later.part(.bubble)?.frame.minY == 4)
    #expect(later.frame.height == 54)
}

@Test func rightToLeftMirrorsEverything() throws {
    var configuration = ChatConfiguration()
    configuration.layoutDirection = .rightToLeft
    var rtl = ChatTemplateRegistry(configuration: configuration)
    var ltr = ChatTemplateRegistry()
    for message in [text("m1", "שלום עולם"), text("m2", "Hello", from: me)] {
        let a = ltr.cell(for: message, width: 375, context: CellContext())
        let b = rtl.cell(for: message, width: 375, context: CellContext())
        #expect(a.isMirrored != b.isMirrored)
        #expect(a.parts.count == b.parts.count)
        for (p, q) in zip(a.parts, b.parts) {
            #expect(p.role == q.role)
            #expect(close(q.frame, Rect(x: 375 - p.frame.maxX, y: p.frame.minY, width: p.frame.width, height: p.frame.height)))
        }
    }
    let incoming = rtl.cell(for: text("m3", "مرحبا"), width: 375, context: CellContext())
    #expect(incoming.part(.avatar)?.frame.minX == 325)
}

/// The template's prepared solver gives the frames the generic node engine gives for the
/// same DSL declaration.
@Test func templateFramesEqualTheGenericEngine() throws {
    let c = ChatConfiguration()
    for (content, top, nickname) in [(Size(width: 31.5, height: 20.95), 10.0, Size.zero),
                                      (Size(width: 158, height: 59.8), 4, Size(width: 30, height: 15)),
                                      (Size(width: 230, height: 180), 10, Size(width: 12, height: 13))] {
        let insets = c.textBubbleInsets
        var prepared = BubbleCellTemplate<TextContent>.declare(configuration: c, insets: insets)
        var fast = PreparedLayout(root: prepared.cell, width: 375, sizedNodes: [prepared.spacer, prepared.nickname, prepared.measure],
                                  readNodes: [prepared.avatar, prepared.nickname, prepared.bubble, prepared.area])
        fast.setSize(Size(width: 0, height: top), ofSized: 0)
        fast.setSize(nickname, ofSized: 1)
        fast.setSize(content, ofSized: 2)

        prepared = BubbleCellTemplate<TextContent>.declare(configuration: c, insets: insets)
        for (node, size) in [(prepared.spacer, Size(width: 0, height: top)), (prepared.nickname, nickname), (prepared.measure, content)] {
            node.content = FixedContent(size: size)
            for axis in [LayoutAxis.horizontal, .vertical] {
                node.setContentHuggingPriority(.required, for: axis)
                node.setContentCompressionResistancePriority(.required, for: axis)
            }
        }
        prepared.cell.frame = Rect(x: 0, y: 0, width: 375, height: 1000)
        let height = prepared.cell.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel).height
        #expect(close(fast.height, height))
        prepared.cell.displayScale = 0
        prepared.cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
        prepared.cell.layoutIfNeeded()
        let bubble = prepared.bubble.frame
        #expect(close(fast.frame(ofRead: 0), prepared.avatar.frame))
        #expect(close(fast.frame(ofRead: 1), prepared.nickname.frame))
        #expect(close(fast.frame(ofRead: 2), bubble))
        #expect(close(fast.frame(ofRead: 3), prepared.area.frame.offsetBy(dx: bubble.minX, dy: bubble.minY)))
    }
}

@Test func nineSliceFromCapInsets() {
    let slice = NineSlice(imageSize: Size(width: 40, height: 60), capInsets: EdgeInsets(top: 30, left: 15, bottom: 30, right: 15),
                          destination: Rect(x: 0, y: 0, width: 120, height: 80))
    #expect(slice.source[0] == Rect(x: 0, y: 0, width: 15, height: 30))
    #expect(slice.source[4] == Rect(x: 15, y: 30, width: 10, height: 0))
    #expect(slice.source[8] == Rect(x: 25, y: 30, width: 15, height: 30))
    #expect(slice.destination[0] == Rect(x: 0, y: 0, width: 15, height: 30))
    #expect(slice.destination[4] == Rect(x: 15, y: 30, width: 90, height: 20))
    #expect(slice.destination[8] == Rect(x: 105, y: 50, width: 15, height: 30))
    // Caps taller than the bubble shrink in proportion.
    let short = NineSlice(imageSize: Size(width: 40, height: 60), capInsets: EdgeInsets(top: 30, left: 15, bottom: 30, right: 15),
                          destination: Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(short.destination[0].height == 20 && short.destination[6].minY == 20 && short.destination[3].height == 0)
    // "Half the image": the centre point stretches.
    let half = BubbleImage(size: Size(width: 30, height: 40), capInsets: .half).resolvedCapInsets
    #expect(half == EdgeInsets(top: 20, left: 15, bottom: 19, right: 14))
    let mirrored = slice.mirrored()
    #expect(mirrored.isFlippedHorizontally)
    #expect(mirrored.destination[0] == Rect(x: 0, y: 0, width: 15, height: 30))
    #expect(mirrored.destination[2] == Rect(x: 105, y: 0, width: 15, height: 30))
}
