import Foundation
import Testing
import TrellisChat

@Suite struct TranscriptTests {
    private func transcript(_ messages: String, extra: String = "") throws(TranscriptError) -> Transcript {
        let json = """
            {"version": 1, "title": "T", "me": "me"\(extra),
             "senders": [{"id": "me", "name": "Me"}, {"id": "a", "name": "Ann", "avatar": "a.png"}],
             "messages": [\(messages)]}
            """
        return try Transcript(json: Data(json.utf8))
    }

    private func error(_ messages: String, extra: String = "") -> TranscriptError? {
        do {
            _ = try transcript(messages, extra: extra)
            return nil
        } catch {
            return error
        }
    }

    @Test func theExampleFileHasEveryKind() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/transcript.json")
        let transcript = try Transcript(json: Data(contentsOf: url))
        #expect(transcript.title == "Weekend Hike")
        #expect(transcript.width == 375)
        #expect(transcript.language == .english)
        #expect(transcript.timeZone.identifier == "Asia/Shanghai")
        #expect(transcript.now == 1_764_572_400)
        let keys = Set(transcript.messages.map(\.kind.typeKey))
        #expect(keys.isSuperset(of: ["text", "image", "file", "location", "contact", "voice", "system", "poll"]))
        // Milliseconds and ISO-8601 strings both become seconds.
        #expect(transcript.messages[3].timestamp == 1_764_306_120)
        #expect(transcript.messages[0].timestamp == 1_764_291_600)
        #expect(transcript.messages[3].direction == .outgoing)
        #expect(transcript.messages[2].direction == .incoming)
        #expect(transcript.isGroupChat)
        let layout = transcript.layout()
        #expect(layout.count == transcript.messages.count)
        #expect(layout.diagnostics.count == 1)   // the poll has no template
    }

    @Test func payloadsBecomeMessageKinds() throws {
        let t = try transcript("""
            {"id": "1", "sender": "a", "time": 10, "type": "image", "width": 1200, "height": 800},
            {"id": "2", "sender": "a", "time": 11, "type": "file", "name": "a.PDF", "size": 2048},
            {"id": "3", "sender": "me", "time": 12, "type": "voice", "duration": 3.5, "direction": "incoming"},
            {"id": "4", "sender": "a", "time": 13, "type": "vote", "payload": {"q": "Lunch?"}},
            {"id": "5", "sender": "a", "time": "2025-12-01T07:00:00.250Z", "type": "contact", "name": "Wang"}
            """)
        #expect(t.messages[0].kind == .image(pixelSize: Size(width: 1200, height: 800)))
        #expect(t.messages[1].kind == .file(FileAttachment(name: "a.PDF", byteSize: 2048)))
        #expect(t.messages[2].kind == .voice(duration: 3.5))
        #expect(t.messages[2].direction == .incoming)
        #expect(t.messages[3].kind == .custom(type: "vote", payload: ["q": "Lunch?"]))
        #expect(t.messages[4].kind == .contact(name: "Wang", detail: ""))
        #expect(t.messages[4].timestamp == 1_764_572_400.25)
        // Defaults: now is the last message's time, UTC, English, two senders is not a group.
        #expect(t.now == 1_764_572_400.25)
        #expect(t.timeZone.secondsFromGMT() == 0)
        #expect(!t.isGroupChat)
        #expect(t.senders.map(\.id) == ["a", "me"])
    }

    @Test func errorsNameTheJSONPath() {
        #expect(error(#"{"id": "1", "sender": "a", "time": true, "type": "text", "text": "x"}"#)?.path == "messages[0].time")
        #expect(error(#"{"id": "1", "sender": "a", "time": "yesterday", "type": "text", "text": "x"}"#)?.description
            == #"messages[0].time: expected seconds or milliseconds since 1970, or an ISO-8601 date such as "2025-12-01T15:00:00+08:00""#)
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "text"}"#)?.description
            == "messages[0].text: missing required key 'text'")
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "text", "text": 5}"#)?.path == "messages[0].text")
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "text", "text": 5}"#)?.message.hasPrefix("expected a string") == true)
        #expect(error(#"{"id": "1", "sender": "zed", "time": 1, "type": "text", "text": "x"}"#)?.description
            == #"messages[0].sender: expected the id of one of the senders, found "zed""#)
        let twice = #"{"id": "1", "sender": "a", "time": 1, "type": "system", "text": "x"}"#
        #expect(error(twice + "," + twice)?.path == "messages[1].id")
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "image", "width": 0, "height": 5}"#)?.path
            == "messages[0].width")
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "voice", "duration": -1}"#)?.path == "messages[0].duration")
        #expect(error(#"{"id": "1", "sender": "a", "time": 1, "type": "text", "text": "x", "direction": "up"}"#)?.path
            == "messages[0].direction")
        #expect(error("", extra: #", "language": "fr""#)?.description == #"language: expected "en" or "zh-Hans", found "fr""#)
        #expect(error("", extra: #", "timeZone": "Mars/Olympus""#)?.path == "timeZone")
        #expect(error("", extra: #", "width": -3"#)?.path == "width")
    }

    @Test func documentLevelErrors() {
        func decode(_ text: String) -> TranscriptError? {
            do {
                _ = try Transcript(json: Data(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(decode("{").map { $0.path.isEmpty && $0.message.hasPrefix("the file is not valid JSON") } == true)
        #expect(decode(#"{"version": 3, "title": "t", "me": "m", "senders": [], "messages": []}"#)?.description
            == "version: expected version 1 to 2, found 3")
        #expect(decode(#"{"version": 1, "title": "t", "me": "m", "senders": [], "messages": []}"#)?.path == "me")
        #expect(decode(#"{"version": 1, "me": "m", "senders": [], "messages": []}"#)?.description == "title: missing required key 'title'")
        #expect(decode(#"{"version": 1, "title": "t", "me": "m", "senders": [{"id": 1, "name": "x"}], "messages": []}"#)?.path
            == "senders[0].id")
    }

    @Test func theSampleIsATranscriptToo() {
        let sample = Transcript.sample
        #expect(sample.messages == ChatSample.messages)
        let layout = sample.layout(width: 375, configuration: ChatSample.configuration)
        #expect(layout.contentHeight == ChatSample.layout(width: 375).contentHeight)
        #expect(layout.headerFormatter.string(for: ChatSample.now) == ChatSample.headerFormatter().string(for: ChatSample.now))
    }
}
