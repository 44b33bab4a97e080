import Foundation
import Testing
@testable import TrellisChat

/// Around the list: sticky headers, scroll positions, unread separator, typing row, Dynamic Type.
@Suite struct ListDecorationTests {
    typealias M = Messenger

    /// Three sections of five messages (WeChat's 60 s rule: 10 minutes apart).
    func sections() throws -> ChatLayout {
        let messages = (0..<15).map { (k: Int) -> ChatMessage in
            let time = Double(k / 5) * 600 + Double(k % 5)
            return M.message("m\(k)", k % 2 == 0 ? M.alice : M.bob, time, .text("message \(k)"))
        }
        return try M.layout(messages, ChatConfiguration())
    }

    @Test func stickyHeaderPinsAndHandsOff() throws {
        let layout = try sections()
        #expect(layout.sectionStartIndices == [0, 5, 10])
        let first = try #require(layout.headerFrame(at: 0)), second = try #require(layout.headerFrame(at: 5))
        // At the top: the first header in its own row, not pinned.
        let top = try #require(layout.stickyHeader(at: 0))
        #expect(top.index == 0 && top.frame == first && !top.isPinned && top.handOff == 0)
        // Half-way down section one: floats at the offset.
        let middle = try #require(layout.stickyHeader(at: 100))
        #expect(middle.index == 0 && middle.frame.minY == 100 && middle.isPinned)
        // The second header 10 pt below the offset pushes the first up: its bottom meets the
        // second's top, handOff = (height - 10) / height.
        let offset = second.minY - 10
        let pushed = try #require(layout.stickyHeader(at: offset))
        #expect(pushed.index == 0 && pushed.frame.maxY == second.minY)
        #expect(abs(pushed.handOff - (first.height - 10) / first.height) < 1e-12)
        // Past it: the second takes over.
        #expect(layout.stickyHeader(at: second.minY + 1)?.index == 5)
    }

    @Test func scrollPositionsRestoreInAnotherLayout() throws {
        var layout = try sections()
        let viewport = Viewport(offsetY: 230, height: 200)
        let top = try #require(layout.scrollPosition(for: viewport))
        let bottom = try #require(layout.scrollPosition(for: viewport, edge: .bottom))
        var narrow = layout
        try narrow.setWidth(260, viewport: Viewport(offsetY: 0, height: 200))
        let y = try #require(narrow.contentOffset(restoring: top, viewportHeight: 200))
        let index = try #require(narrow.index(of: top.messageID))
        #expect(abs(narrow.cellFrame(at: index).minY - y - top.offset) < 1e-9)
        let yb = try #require(narrow.contentOffset(restoring: bottom, viewportHeight: 200))
        let last = try #require(narrow.index(of: bottom.messageID))
        #expect(abs(narrow.cellFrame(at: last).maxY - (yb + 200) - bottom.offset) < 1e-9)
        // Scroll to a message: top, centre and bottom alignments.
        let cell = layout.cellFrame(at: 7)
        #expect(layout.contentOffset(scrollingTo: "m7", alignment: .top, viewportHeight: 200) == cell.minY)
        #expect(layout.contentOffset(scrollingTo: "m7", alignment: .center, viewportHeight: 200) == cell.midY - 100)
        #expect(layout.contentOffset(scrollingTo: "m7", alignment: .bottom, viewportHeight: 200) == cell.maxY - 200)
        #expect(layout.contentOffset(scrollingTo: "nope", alignment: .top, viewportHeight: 200) == nil)
        #expect(abs(layout.bottomAlignedInset(viewportHeight: layout.contentHeight + 50) - 50) < 1e-9)
        layout = try M.layout([], ChatConfiguration())
        #expect(layout.scrollPosition(for: viewport) == nil)
    }

    @Test func unreadSeparatorAndTypingRowKeepTheReadingPosition() throws {
        var layout = try sections()
        let before = layout.cellFrame(at: 7), height = layout.contentHeight
        let viewport = Viewport(offsetY: layout.cellFrame(at: 9).minY, height: 100)
        let update = try layout.setUnreadSeparator(above: "m7", viewport: viewport)
        let separator = try #require(layout.unreadSeparatorFrame)
        #expect(layout.cellFrame(at: 7).minY == before.minY + separator.height && separator.maxY == layout.cellFrame(at: 7).minY)
        #expect(layout.contentHeight == height + separator.height && layout.unreadIndex == 7)
        // m9 was at the top: it still is.
        #expect(layout.cellFrame(at: 9).minY - update.contentOffsetY == 0)
        #expect(layout.allCells().contains { $0.kind == .unreadSeparator })
        #expect(throws: ChatLayoutError.unknownMessageID("zz")) { try layout.setUnreadSeparator(above: "zz", viewport: viewport) }
        #expect(layout.unreadIndex == 7)
        // The typing row: 10 + 36 + 10 after the last message; a view at the bottom follows it.
        let bottom = Viewport(offsetY: layout.bottomOffset(viewportHeight: 100), height: 100)
        let grown = layout.contentHeight
        let typing = layout.setTypingIndicator([M.alice], viewport: bottom)
        #expect(layout.contentHeight == grown + 56 && typing.isPinnedToBottom)
        let row = try #require(layout.typingIndicatorCell())
        #expect(row.parts(.typingDot).count == 3 && row.frame.minY == grown)
        layout.setTypingIndicator([], viewport: bottom)
        #expect(layout.contentHeight == grown)
    }

    @Test func dynamicTypeScalesFontsAndReMeasuresOnlyWhatReadsThem() throws {
        #expect(ContentSizeCategory.extraSmall.pointSize(.body) == 14)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(.body) == 53)
        #expect(ContentSizeCategory.large.scale(for: .caption2) == 1)
        #expect(ContentSizeCategory(name: "accessibilityMedium") == .accessibilityMedium)
        // A one-to-one chat of text and pictures: a larger size re-measures the texts only.
        let messages = (0..<20).map { (k: Int) -> ChatMessage in
            let kind: MessageKind = k % 4 == 1 ? .image(pixelSize: Size(width: 400, height: 300)) : .text("text \(k)")
            return M.message("m\(k)", k % 2 == 0 ? M.alice : M.me, Double(k), kind)
        }
        var layout = try M.layout(messages, ChatConfiguration())
        let viewport = Viewport(offsetY: layout.cellFrame(at: 10).minY - 5, height: 300)
        let measured = layout.statistics.measuredCells
        var larger = layout.configuration
        larger.contentSizeCategory = .accessibilityLarge
        let update = layout.setConfiguration(larger, viewport: viewport)
        #expect(layout.statistics.measuredCells - measured == 15)
        // Accessibility Large: body 33 pt instead of 17.
        #expect(layout.cell(at: 0).part(.text)?.text?.fontSize == 14.0 * 33 / 17)
        // The reading position: m10 still 5 pt below the top.
        #expect(abs(layout.cellFrame(at: 10).minY - update.contentOffsetY - 5) < 1e-9)
    }
}
