import Testing
@testable import TrellisChat

/// Agent mode: the rule in ``ChatLayout``'s agent mode extension. The question's cell top goes
/// to the viewport's top; the list reserves `max(0, question top + viewport height − rows'
/// bottom)` after its last row; the streamed answer uses that space first, so neither the
/// offset nor anything above the answer moves, and the content grows only once the answer
/// passes the viewport's bottom.
@Suite struct AgentModeTests {
    typealias M = Messenger
    static let assistant = ChatSender(id: "agent", displayName: "Agent")

    static func answer(_ words: Int) -> ChatMessage {
        ChatMessage(id: "answer", sender: assistant, direction: .incoming, timestamp: 1_700_000_100,
                    kind: .text(Array(repeating: "token", count: words).joined(separator: " ")))
    }

    @Test func theQuestionGoesToTheTopAndTheAnswerGrowsBelowIt() throws {
        let history = (0..<12).map { M.message("h\($0)", $0 % 2 == 0 ? M.me : Self.assistant, Double($0) * 5, .text("message number \($0)")) }
        var layout = try M.layout(history, M.configuration(.telegram, group: false))
        let height = 600.0
        var viewport = Viewport(offsetY: layout.bottomOffset(viewportHeight: height), height: height)
        let question = M.message("q", M.me, 90, .text("How long is the West Ridge loop?"))
        var update = try layout.appendQuestion(question, viewport: viewport)
        let q = try #require(layout.index(of: "q"))
        let questionFrame = layout.cellFrame(at: q)
        // The question's cell top at the viewport top; the content exactly one viewport below it.
        #expect(update.contentOffsetY == questionFrame.minY)
        #expect(layout.contentHeight == questionFrame.minY + height)
        #expect(layout.agentReserveHeight == questionFrame.minY + height - questionFrame.maxY)
        #expect(layout.agentQuestionID == "q")
        viewport.offsetY = update.contentOffsetY
        let offset = update.contentOffsetY
        // The answer streams: first chunk appended, then longer and longer updates.
        update = try layout.append([Self.answer(1)], viewport: viewport)
        #expect(update.contentOffsetY == offset)
        var grewPastTheViewport = false
        for words in stride(from: 10, through: 400, by: 30) {
            var longer = Self.answer(words)
            longer.revision = words
            update = try layout.update(longer, viewport: viewport)
            #expect(update.contentOffsetY == offset, "the view moved at \(words) words")
            #expect(layout.cellFrame(at: q) == questionFrame, "the question moved at \(words) words")
            let answerFrame = layout.cellFrame(at: q + 1)
            #expect(answerFrame.minY == questionFrame.maxY)
            // The content: one viewport below the question until the answer passes it, then the rows' bottom.
            #expect(layout.contentHeight == max(questionFrame.minY + height, answerFrame.maxY))
            if answerFrame.maxY > questionFrame.minY + height { grewPastTheViewport = true; #expect(layout.agentReserveHeight == 0) }
        }
        #expect(grewPastTheViewport)
        // Leaving agent mode takes the reserve away and keeps the anchor (the question).
        let end = layout.endAgentMode(viewport: viewport)
        #expect(layout.agentQuestionID == nil && layout.agentReserveHeight == 0)
        #expect(end.contentOffsetY == offset)
    }

    @Test func aShortChatStillPutsTheQuestionAtTheTop() throws {
        var layout = try M.layout([M.message("h0", M.me, 0, .text("hi"))], M.configuration(.imessage, group: false))
        let update = try layout.appendQuestion(M.message("q", M.me, 5, .text("What is the weather like?")),
                                               viewport: Viewport(offsetY: 0, height: 700))
        #expect(update.contentOffsetY == layout.cellFrame(at: 1).minY)
        #expect(layout.contentHeight == layout.cellFrame(at: 1).minY + 700)
        // At the bottom of the scrollable range (up to the rounding of (top + 700) − 700).
        #expect(abs(layout.bottomOffset(viewportHeight: 700) - update.contentOffsetY) < 1e-9)
    }

    @Test func badRequestsThrowAndChangeNothing() throws {
        var layout = try M.layout([M.message("h0", M.me, 0, .text("hi"))], M.configuration(.telegram))
        let height = layout.contentHeight
        #expect(throws: ChatLayoutError.invalidViewportHeight(.infinity)) {
            try layout.appendQuestion(M.message("q", M.me, 5, .text("?")), viewport: Viewport(offsetY: 0, height: .infinity))
        }
        #expect(throws: ChatLayoutError.invalidViewportHeight(0)) { try layout.focusQuestion("h0", viewport: Viewport(offsetY: 0, height: 0)) }
        #expect(throws: ChatLayoutError.unknownMessageID("nope")) { try layout.focusQuestion("nope", viewport: Viewport(offsetY: 0, height: 600)) }
        #expect(throws: ChatLayoutError.duplicateMessageID("h0")) {
            try layout.appendQuestion(M.message("h0", M.me, 5, .text("?")), viewport: Viewport(offsetY: 0, height: 600))
        }
        #expect(layout.count == 1 && layout.contentHeight == height && layout.agentQuestionID == nil)
    }
}
