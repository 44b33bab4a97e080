import Testing
@testable import TrellisChat

/// Groups of consecutive messages: positions from sender, the 60 s window and sections; the
/// style's avatar, tail and corner rules per position.
@Suite struct GroupingTests {
    typealias M = Messenger

    /// Alice at 0, 10, 20 s, Bob at 30 s, Alice at 200 s (past the 60 s window), then a
    /// system notice and Alice again at 210 s (notices stand alone).
    static let history = [
        M.message("a1", M.alice, 0, .text("one")), M.message("a2", M.alice, 10, .text("two")),
        M.message("a3", M.alice, 20, .text("three")), M.message("b1", M.bob, 30, .text("hi")),
        M.message("a4", M.alice, 200, .text("later")), M.message("s1", M.alice, 205, .system("Bob left")),
        M.message("a5", M.alice, 210, .text("again")),
    ]

    @Test func positionsFollowSenderWindowAndNotices() throws {
        var style = ChatStyle.telegram
        style.groupingInterval = 60
        let layout = try M.layout(Self.history, M.configuration(style))
        #expect((0..<7).map { layout.context(at: $0).position } == [.first, .middle, .last, .single, .single, .single, .single])
        // WeChat has no time window: a4 (170 s after b1, another sender) is single, but with an
        // unlimited window a 170 s pause from the same sender would still join.
        var wechat = ChatConfiguration()
        wechat.sectionRule = .sinceSectionStart(10_000)
        let classic = try M.layout([M.message("x1", M.alice, 0, .text("a")), M.message("x2", M.alice, 500, .text("b"))], wechat)
        #expect(classic.context(at: 0).position == .first && classic.context(at: 1).position == .last)
    }

    @Test func appendAndDeleteRecomputeTheNeighboursPosition() throws {
        var layout = try M.layout(Array(Self.history.prefix(2)), M.configuration(.telegram))
        #expect(layout.context(at: 1).position == .last)
        try layout.append([Self.history[2]], viewport: Viewport(offsetY: 0, height: 100))
        #expect(layout.context(at: 1).position == .middle && layout.context(at: 2).position == .last)
        try layout.delete(["a3"], viewport: Viewport(offsetY: 0, height: 100))
        #expect(layout.context(at: 1).position == .last)
        // Offsets still add up exactly after the neighbour's height was recomputed.
        let fresh = try M.layout(Array(Self.history.prefix(2)), M.configuration(.telegram))
        #expect(layout.contentHeight == fresh.contentHeight)
    }

    @Test func telegramCornersAvatarAndTailByPosition() throws {
        let layout = try M.layout(Array(Self.history.prefix(3)), M.configuration(.telegram))
        let cells = (0..<3).map { layout.cell(at: $0) }
        let bubbles = cells.map { $0.part(.bubble)! }
        // Incoming, not mirrored: the avatar side is left. First: outer 16 everywhere but the
        // bottom-left, which meets the next bubble (6). Middle: both left corners 6. Last:
        // top-left 6, bottom-left 0 under the curl tail.
        #expect(bubbles[0].corners == CornerRadii(topLeft: 16, topRight: 16, bottomLeft: 6, bottomRight: 16))
        #expect(bubbles[1].corners == CornerRadii(topLeft: 6, topRight: 16, bottomLeft: 6, bottomRight: 16))
        #expect(bubbles[2].corners == CornerRadii(topLeft: 6, topRight: 16, bottomLeft: 0, bottomRight: 16))
        #expect(bubbles.map(\.tail) == [nil, nil, .bottomCurl])
        #expect(bubbles.allSatisfy { $0.nineSlice == nil })
        // The avatar shows on the last only, level with its bubble's bottom; its space is kept:
        // every bubble starts at edge 6 + avatar 34 + gap 6 = 46.
        #expect(cells.map { $0.part(.avatar) != nil } == [false, false, true])
        #expect(cells[2].part(.avatar)!.frame.maxY == bubbles[2].frame.maxY)
        #expect(bubbles.allSatisfy { $0.frame.minX == 46 })
        // Spacing: the first of a group gets 6 on top, the others 1; every cell 1 below.
        // (Telegram's name is inside the bubble, so nothing sits above it.)
        #expect(bubbles[0].frame.minY == 6)
        #expect(bubbles[1].frame.minY == 1 && bubbles[2].frame.minY == 1)
        #expect(cells[1].frame.height == bubbles[1].frame.maxY + 1)
    }

    @Test func outgoingCellsMirrorCornersAndDropTheAvatarSpace() throws {
        let mine = [M.message("o1", M.me, 0, .text("one")), M.message("o2", M.me, 5, .text("two"))]
        let layout = try M.layout(mine, M.configuration(.telegram))
        let last = layout.cell(at: 1)
        let bubble = last.part(.bubble)!
        // Mirrored: the tail corner is the bottom-right; no avatar space, only 6 pt of tail
        // room after the 6 pt edge margin: the bubble ends at 375 - 12.
        #expect(last.isMirrored)
        #expect(bubble.corners == CornerRadii(topLeft: 16, topRight: 6, bottomLeft: 16, bottomRight: 0))
        #expect(bubble.frame.maxX == 375 - 12)
        #expect(last.part(.avatar) == nil)
    }

    @Test func whatsappPutsTheFlagOnTheFirstAndTheNameInside() throws {
        let layout = try M.layout(Array(Self.history.prefix(2)), M.configuration(.whatsapp))
        let first = layout.cell(at: 0), second = layout.cell(at: 1)
        #expect(first.part(.bubble)?.tail == .topFlag && second.part(.bubble)?.tail == nil)
        #expect(first.part(.bubble)?.corners?.topLeft == 0)
        // The coloured name is the bubble's first line: inside the bubble, in the sender's colour.
        let name = try #require(first.part(.nickname))
        #expect(first.part(.bubble)!.frame.encloses(name.frame))
        #expect(name.text?.color == SenderColor.role(for: "alice"))
        #expect(first.part(.avatar) != nil && second.part(.avatar) == nil)
    }

    @Test func senderColoursAreStableAndSpread() {
        let ids = (0..<70).map { "user-\($0)" }
        let roles = ids.map(SenderColor.role(for:))
        #expect(roles == ids.map(SenderColor.role(for:)))
        #expect(Set(roles).count == 7)
    }
}
