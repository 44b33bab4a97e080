import Testing
@testable import TrellisChat

/// The three bugs the seeded property test (``AnchorPropertyTests``) found, each pinned down
/// on a small history. The oracle is a cold layout of the same messages (or, for pinning,
/// the rule in ``ChatLayout``'s operations: a view at the bottom stays there).
@Suite struct OperationRegressionTests {
    typealias M = Messenger

    /// Alice ×3 (one group), Bob ×3 (one group), Alice ×2, all within the 60 s window.
    static let history = [
        M.message("a1", M.alice, 0, .text("one")), M.message("a2", M.alice, 5, .text("two")),
        M.message("a3", M.alice, 10, .text("three")), M.message("b1", M.bob, 15, .text("hi")),
        M.message("b2", M.bob, 20, .text("there")), M.message("b3", M.bob, 25, .text("you")),
        M.message("a4", M.alice, 30, .text("four")), M.message("a5", M.alice, 35, .text("five")),
    ]

    /// Deleting the last of two groups at once: both neighbours change position (a2 becomes
    /// last, b2 becomes last). Only the first place used to be recomputed.
    @Test func deletingInTwoPlacesRegroupsBothNeighbours() throws {
        var layout = try M.layout(Self.history, M.configuration(.telegram))
        try layout.delete(["a3", "b3"], viewport: Viewport(offsetY: 0, height: 100))
        let cold = try M.layout(Self.history.filter { $0.id != "a3" && $0.id != "b3" }, M.configuration(.telegram))
        #expect(layout.context(at: 3).position == .last)
        #expect(layout.context(at: 3) == cold.context(at: 3))
        #expect((0..<6).map { layout.cellFrame(at: $0) } == (0..<6).map { cold.cellFrame(at: $0) })
        #expect(layout.contentHeight == cold.contentHeight)
    }

    /// Appending sums offsets in a cold layout's order: `y + (header + cell)`, not
    /// `(y + header) + cell`, so the frames are the same bits.
    @Test func appendedOffsetsAreTheColdLayoutsBits() throws {
        var configuration = M.configuration(.whatsapp)
        configuration.contentSizeCategory = .extraExtraLarge   // fractional heights
        var layout = try M.layout(Array(Self.history.prefix(5)), configuration)
        for message in Self.history.dropFirst(5) { try layout.append([message], viewport: Viewport(offsetY: 0, height: 100)) }
        let cold = try M.layout(Self.history, configuration)
        #expect((0..<8).map { layout.cellFrame(at: $0) } == (0..<8).map { cold.cellFrame(at: $0) })
        #expect(layout.contentHeight == cold.contentHeight)
    }

    /// A reaction on a visible message above the last one, while the view is at the bottom:
    /// the view stays pinned (it used to keep the top message instead and leave the bottom).
    @Test func anUpdateAboveTheLastMessageKeepsTheBottomPinned() throws {
        var layout = try M.layout(Self.history, M.configuration(.telegram))
        let viewport = Viewport(offsetY: layout.bottomOffset(viewportHeight: 200), height: 200)
        var message = layout.messages[6]
        message.extras.reactions = [Reaction("👍"), Reaction("🎉", count: 3)]
        let before = layout.contentHeight
        let update = try layout.update(message, viewport: viewport)
        #expect(layout.contentHeight > before)
        #expect(update.isPinnedToBottom)
        #expect(update.contentOffsetY == layout.bottomOffset(viewportHeight: 200))
        // An operation that changes nothing reports the pin too.
        let same = try layout.setWidth(375, viewport: Viewport(offsetY: update.contentOffsetY, height: 200))
        #expect(same.isPinnedToBottom && same.correction == 0)
    }
}
