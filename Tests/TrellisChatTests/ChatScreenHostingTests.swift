import Testing
import Trellis
import TrellisChat
import TrellisText

// A chat screen as one node tree: a navigation bar under the status bar, a ScrollNode hosting
// a ChatLayout's cells, an input bar (a non-scrolling TextViewNode and a ButtonNode) on the
// keyboard layout guide. Expected frames follow UIKit's rules: the bar sits on the safe
// area's top (47 on a 375 x 812 phone), the keyboard guide's top is the keyboard's top (or the
// safe area's bottom, 812 - 34, while it is down), the scroll view fills the space between
// them, and its contentSize is the transcript's height at the scroll view's width.

@Test func chatScreenIsOneNodeTree() throws {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let navigationBar = LayoutNode(debugLabel: "navigationBar")
    let messages = ScrollNode(debugLabel: "messages")
    let inputBar = LayoutNode(debugLabel: "inputBar")
    let field = TextViewNode(text: "Hello", font: .builtin(size: 17), isScrollEnabled: false, debugLabel: "field")
    let send = ButtonNode(title: "Send", font: .builtin(size: 17), debugLabel: "send")
    for node in [navigationBar, messages, inputBar] { screen.addSubview(node) }
    inputBar.addSubview(field)
    inputBar.addSubview(send)
    navigationBar.snp.makeConstraints { make in
        make.top.equalTo(screen.safeAreaLayoutGuide)
        make.leading.trailing.equalToSuperview()
        make.height.equalTo(44)
    }
    messages.snp.makeConstraints { make in
        make.top.equalTo(navigationBar.snp.bottom)
        make.leading.trailing.equalToSuperview()
        make.bottom.equalTo(inputBar.snp.top)
    }
    inputBar.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        make.bottom.equalTo(screen.keyboardLayoutGuide.snp.top)
    }
    field.snp.makeConstraints { make in
        make.top.bottom.leading.equalToSuperview().inset(8)
        make.trailing.equalTo(send.snp.leading).offset(-8)
    }
    send.snp.makeConstraints { make in
        make.trailing.equalToSuperview().inset(8)
        make.centerY.equalTo(field)
    }
    var layout = ChatLayout(width: 320)
    try layout.replaceAll(ChatSample.messages, viewport: Viewport(offsetY: 0, height: 600))
    let content = ChatScrollContent(layout: layout)
    messages.hostedContent = content
    screen.displayScale = 0
    screen.keyboardHeight = 336
    screen.layoutIfNeeded()

    let line = LabelContent(text: "Hello", font: .builtin(size: 17), numberOfLines: 0).measure(proposedWidth: nil).size.height
    let barHeight = line + 16 + 16   // the text view's 8 + 8 inset, the bar's 8 + 8 around it
    #expect(navigationBar.frame == Rect(x: 0, y: 47, width: 375, height: 44))
    #expect(abs(inputBar.frame.maxY - (812 - 336)) < 1e-9)
    #expect(abs(inputBar.frame.height - barHeight) < 1e-9)
    #expect(messages.frame.minY == 91)
    #expect(abs(messages.frame.height - (812 - 336 - barHeight - 91)) < 1e-9)
    // The transcript was made 320 wide: hosting re-flows it at the scroll view's 375.
    var fresh = ChatLayout(width: 375)
    try fresh.replaceAll(ChatSample.messages, viewport: Viewport(offsetY: 0, height: 600))
    #expect(messages.contentSize == Size(width: 375, height: fresh.contentHeight))
    #expect(screen.layoutConflicts.isEmpty)

    // Scrolled to the newest message: the visible cells are the fresh layout's for that band.
    let bottom = fresh.bottomOffset(viewportHeight: messages.bounds.height)
    messages.contentOffset = Point(x: 0, y: bottom)
    let expected = fresh.visibleRange(for: Viewport(offsetY: bottom, height: messages.bounds.height))
        .map { fresh.cellFrame(at: $0) }
    #expect(!expected.isEmpty)
    #expect(messages.hostedItemFrames == expected)

    // Keyboard down: the input bar sits on the safe area's bottom and the messages grow.
    screen.keyboardHeight = 0
    screen.layoutIfNeeded()
    #expect(abs(inputBar.frame.maxY - (812 - 34)) < 1e-9)
    #expect(abs(messages.frame.height - (812 - 34 - barHeight - 91)) < 1e-9)
}
