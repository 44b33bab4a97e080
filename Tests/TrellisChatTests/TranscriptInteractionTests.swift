import Foundation
import Testing
import TrellisChat

/// The interaction keys of a version 2 transcript: selection mode, a swipe and agent mode's
/// question reach the layout, and a bad value is an error naming its JSON path.
@Suite struct TranscriptInteractionTests {
    /// A three-message chat plus `extra` top-level keys.
    func transcript(_ extra: String) throws -> Transcript {
        let json = """
        {"version": 2, "title": "T", "me": "me", "senders": [{"id": "me", "name": "Me"}, {"id": "a", "name": "Ann"}],
         "messages": [{"id": "m1", "sender": "a", "time": 1764572400, "type": "text", "text": "Hi"},
                      {"id": "m2", "sender": "me", "time": 1764572410, "type": "text", "text": "Hello"},
                      {"id": "m3", "sender": "a", "time": 1764572420, "type": "text", "text": "How are you?"}]\(extra)}
        """
        return try Transcript(json: Data(json.utf8))
    }

    func path(_ extra: String) -> String? {
        do {
            _ = try transcript(extra)
            return nil
        } catch let error as TranscriptError {
            return error.path
        } catch {
            return "not a TranscriptError: \(error)"
        }
    }

    @Test func withoutTheKeysNothingIsOn() throws {
        let layout = try transcript("").layout()
        #expect(!layout.isSelecting)
        #expect(layout.swipe == nil)
        #expect(layout.agentQuestionID == nil)
    }

    /// Selection mode lays cells out 44 points narrower and adds a checkbox to each message
    /// (ChatLayout's selection rule).
    @Test func selectingTurnsOnSelectionMode() throws {
        let layout = try transcript(#", "selecting": true"#).layout()
        #expect(layout.isSelecting)
        let cell = layout.cell(at: layout.messages.indices.first!)
        #expect(cell.parts.contains { $0.role == .selectionCheckbox })
    }

    @Test func swipesReachTheLayout() throws {
        let reveal = try transcript(#", "swipe": {"kind": "revealTime", "distance": 40}"#).layout()
        #expect(reveal.swipe == .revealTime(distance: 40))
        let reply = try transcript(#", "swipe": {"kind": "reply", "id": "m2", "distance": -32}"#).layout()
        #expect(reply.swipe == .reply(MessageID("m2"), distance: -32))
        // Half of the 64-point reply travel.
        #expect(reply.replySwipeProgress == 0.5)
    }

    /// The question's top can reach the viewport's top: the reserve is
    /// `question top + viewport height − rows' bottom` (agent mode's rule).
    @Test func agentFocusesTheQuestion() throws {
        let layout = try transcript(#", "agent": {"question": "m3", "viewportHeight": 700}"#).layout()
        #expect(layout.agentQuestionID == MessageID("m3"))
        let index = try #require(layout.index(of: MessageID("m3")))
        let rowsBottom = layout.contentHeight - layout.agentReserveHeight
        #expect(layout.agentReserveHeight == max(0, layout.cellFrame(at: index).minY + 700 - rowsBottom))
        #expect(layout.agentReserveHeight > 500)
        // Without a height the viewport is an iPhone screen's 812 points.
        let tall = try transcript(#", "agent": {"question": "m3"}"#).layout()
        #expect(tall.agentReserveHeight == layout.agentReserveHeight + 112)
    }

    @Test func badValuesNameTheirPath() {
        #expect(path(#", "selecting": "yes""#) == "selecting")
        #expect(path(#", "swipe": {"kind": "pinch", "distance": 1}"#) == "swipe.kind")
        #expect(path(#", "swipe": {"kind": "revealTime", "distance": 1e6}"#) == "swipe.distance")
        #expect(path(#", "swipe": {"kind": "reply", "distance": 5}"#) == "swipe.id")
        #expect(path(#", "swipe": {"kind": "reply", "id": "zz", "distance": 5}"#) == "swipe.id")
        #expect(path(#", "agent": {"question": "zz"}"#) == "agent.question")
        #expect(path(#", "agent": {"question": "m1", "viewportHeight": 0}"#) == "agent.viewportHeight")
    }
}
