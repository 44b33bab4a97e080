import Testing
@testable import TrellisChat

/// Selection mode and swipes, checked against the rules in ``ChatLayout``'s interaction
/// extension. The oracle for moved parts is the same cell without the input: a cell laid out
/// at the narrower width (selection) or the plain cell (swipes), shifted by the rule's amount.
@Suite struct InteractionTests {
    typealias M = Messenger

    static let history = [
        M.message("a1", M.alice, 0, .text("Are we still on for Saturday? The forecast looks good")),
        M.message("m1", M.me, 10, .text("Yes! Leaving at eight"), extras: MessageExtras(status: .read)),
        M.message("s1", M.alice, 20, .system("Bob joined")),
        M.message("b1", M.bob, 30, .text("Count me in")),
    ]

    static func shifted(_ parts: [ChatPart], by dx: Double) -> [Rect] { parts.map { $0.frame.offsetBy(dx: dx, dy: 0) } }

    @Test(arguments: ["telegram", "imessage"])
    func selectionModeNarrowsAndShiftsEveryCellAndAddsCheckboxes(styleName: String) throws {
        let style = try #require(ChatStyle.preset(named: styleName))
        var layout = try M.layout(Self.history, M.configuration(style), width: 320)
        let narrow = try M.layout(Self.history, M.configuration(style), width: 320 - ChatLayout.selectionInset)
        let viewport = Viewport(offsetY: 30, height: 120)
        let anchor = try #require(layout.scrollPosition(for: viewport))
        layout.selectedMessageIDs = ["m1"]
        let update = layout.setSelectionMode(true, viewport: viewport)
        #expect(layout.isSelecting)
        for index in 0..<4 {
            let cell = layout.cell(at: index)
            let plain = narrow.cell(at: index)
            // Same height as the narrower layout's cell; every part moved by the inset.
            #expect(cell.frame.height == plain.frame.height)
            #expect(cell.frame.width == 320)
            let own = cell.parts.filter { $0.role != .selectionCheckbox }
            #expect(own.map(\.frame) == Self.shifted(plain.parts, by: ChatLayout.selectionInset))
            let boxes = cell.parts(.selectionCheckbox)
            if index == 2 {
                #expect(boxes.isEmpty)   // notices are not selectable
            } else {
                let box = try #require(boxes.first)
                #expect(box.frame == Rect(x: 11, y: ((cell.frame.height - 22) / 2).rounded(), width: 22, height: 22))
                #expect(box.fill == (index == 1 ? .accent : .separator))
            }
        }
        // Outgoing bubbles keep their trailing edge: the cell is narrower by the inset and moved by it.
        #expect(layout.cell(at: 1).part(.bubble)!.frame.maxX == narrow.cell(at: 1).part(.bubble)!.frame.maxX + 44)
        let index = try #require(layout.index(of: anchor.messageID))
        #expect(abs(layout.cellFrame(at: index).minY - update.contentOffsetY - anchor.offset) <= 0.5 || update.contentOffsetY == 0)
        // Off again: the plain frames come back.
        layout.setSelectionMode(false, viewport: viewport)
        let plain = try M.layout(Self.history, M.configuration(style), width: 320)
        #expect(layout.allCells() == plain.allCells())
    }

    @Test func revealTimeMovesOutgoingCellsAndShowsTimes() throws {
        var layout = try M.layout(Self.history, M.configuration(.imessage), width: 375)
        let plain = layout.allCells().filter { if case .message = $0.kind { true } else { false } }
        for distance in [25.0, 90] {
            try layout.setSwipe(.revealTime(distance: distance))
            let revealed = min(distance, ChatLayout.timeRevealWidth)
            let cells = layout.allCells().filter { if case .message = $0.kind { true } else { false } }
            for (cell, before) in zip(cells, plain) {
                let own = cell.parts.filter { $0.role != .revealedTime }
                let outgoing = cell.messageID == "m1"
                #expect(own.map(\.frame) == Self.shifted(before.parts, by: outgoing ? -revealed : 0))
                if cell.messageID == "s1" { #expect(cell.part(.revealedTime) == nil); continue }
                let time = try #require(cell.part(.revealedTime))
                let width = try #require(time.text?.lines.first?.width)
                #expect(time.text?.string == "22:13")   // 1_700_000_000 + t is 22:13 UTC on 14 Nov 2023
                #expect(time.frame.minX == 375 - revealed + (60 - width) / 2)
                let bubble = cell.part(.bubble)!.frame
                #expect(time.frame.minY == (bubble.midY - time.frame.height / 2).rounded())
            }
        }
        try layout.setSwipe(nil)
        #expect(layout.allCells().filter { if case .message = $0.kind { true } else { false } } == plain)
    }

    @Test func replySwipeMovesOneMessageAndShowsTheArrow() throws {
        var layout = try M.layout(Self.history, M.configuration(.whatsapp), width: 375)
        let before = layout.allCells()
        try layout.setSwipe(.reply("b1", distance: 100))
        #expect(layout.replySwipeProgress == 1)
        let cell = layout.cell(at: 3)
        let plain = before.last { $0.messageID == "b1" }!
        #expect(cell.parts.filter { $0.role != .replyAffordance }.map(\.frame) == Self.shifted(plain.parts, by: 64))
        let arrow = try #require(cell.part(.replyAffordance))
        let bubble = cell.part(.bubble)!.frame
        #expect(arrow.frame == Rect(x: 32 - 14, y: (bubble.midY - 14).rounded(), width: 28, height: 28))
        // Other cells are untouched; a drag to the left opens the gap at the right edge.
        #expect(layout.cell(at: 0) == before.last { $0.messageID == "a1" }!)   // (the first one is its time header)
        try layout.setSwipe(.reply("b1", distance: -16))
        #expect(layout.replySwipeProgress == 0.25)
        #expect(layout.cell(at: 3).part(.replyAffordance)!.frame.midX == 375 - 8)
        // Bad input: thrown, the swipe in force kept; heights never change.
        let height = layout.contentHeight
        #expect(throws: ChatLayoutError.invalidSwipeDistance(.infinity)) { try layout.setSwipe(.revealTime(distance: .infinity)) }
        #expect(throws: ChatLayoutError.unknownMessageID("zz")) { try layout.setSwipe(.reply("zz", distance: 3)) }
        #expect(layout.swipe == .reply("b1", distance: -16) && layout.contentHeight == height)
    }
}
