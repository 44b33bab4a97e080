import Foundation
import Testing
@testable import TrellisChat

/// Issue 10's transcript reproducers: every out-of-range number is a ``TranscriptError``
/// naming its JSON path (the release binary trapped or allocated terabytes on these), and
/// dates are read by the project's own ISO-8601 reader.
@Suite struct TranscriptLimitsTests {
    private func error(_ message: String, extra: String = "") -> String? {
        let json = """
            {"version": 1, "title": "T", "me": "me"\(extra), "senders": [{"id": "me", "name": "Me"}],
             "messages": [\(message)]}
            """
        do {
            _ = try Transcript(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    private func message(_ fields: String) -> String { #"{"id": "1", "sender": "me", "time": 0, "# + fields + "}" }

    @Test(arguments: ["1e8", "1e308", "9.2e18", "0", "-1", "0.5", "100001"])
    func widthsOutsideOneToAHundredThousandPoints(_ width: String) {
        let found = Double(width).map(TranscriptLimits.describe) ?? width
        #expect(error("", extra: #", "width": \#(width)"#) == "width: expected a width from 1 to 100000 points, found \(found)")
    }

    @Test func widthsAtTheBoundsAreRead() {
        #expect(error("", extra: #", "width": 1"#) == nil)
        #expect(error("", extra: #", "width": 100000"#) == nil)
    }

    @Test(arguments: ["1e18", "9e18", "1e19", "86400.5", "-0.5"])
    func voiceDurationsOutsideADay(_ duration: String) {
        #expect(error(message(#""type": "voice", "duration": \#(duration)"#))?
            .hasPrefix("messages[0].duration: expected a duration from 0 to 86400 seconds, found ") == true)
    }

    @Test func theVoiceLabelClampsBeforeConvertingToInt() {
        // `Int(1e19)` trapped: "Double value cannot be converted to Int".
        #expect(VoiceContent.label(1e19) == "999999999\"")
        #expect(VoiceContent.label(.infinity) == "0\"")
        #expect(VoiceContent.label(-5) == "0\"")
        #expect(VoiceContent.label(12.4) == "12\"")
    }

    @Test func timesOutsideYearsOneToNineThousandNineHundredNinetyNine() {
        #expect(error(message(#""type": "text", "text": "x""#).replacingOccurrences(of: #""time": 0"#, with: #""time": 1e300"#))
            == "messages[0].time: expected a time from year 1 to 9999, found 1e+300")
        #expect(error(message(#""type": "text", "text": "x""#).replacingOccurrences(of: #""time": 0"#, with: #""time": -1e15"#))?
            .hasPrefix("messages[0].time: expected a time from year 1 to 9999") == true)
        #expect(error("", extra: #", "now": 1e300"#) == "now: expected a time from year 1 to 9999, found 1e+300")
        // Negative times within the range are fine: 1969.
        #expect(error(message(#""type": "text", "text": "x""#).replacingOccurrences(of: #""time": 0"#, with: #""time": -86400"#)) == nil)
    }

    @Test func aLongFractionalPartIsReadNotACrash() throws {
        // ICU's SimpleDateFormat::subParse died with SIGFPE on this.
        let time = "2025-12-01T15:00:00." + String(repeating: "1234567890", count: 50) + "+08:00"
        #expect(error(#"{"id": "1", "sender": "me", "time": "\#(time)", "type": "text", "text": "x"}"#) == nil)
        #expect(ISO8601Date.seconds(time) == 1_764_572_400.123456789)
    }

    @Test func fileSizesAndImageSizes() {
        // Int64.max bytes is 8 exabytes: a label, not a trap.
        #expect(FileAttachment.readableSize(.max) == "8589934592.0 GB")
        #expect(error(message(#""type": "file", "name": "f", "size": 9223372036854775807"#)) == nil)
        #expect(error(message(#""type": "file", "name": "f", "size": 1e19"#))
            == "messages[0].size: expected a whole number of bytes from 0 to 9223372036854775807, found 1e+19")
        #expect(error(message(#""type": "file", "name": "f", "size": -1"#))?.hasSuffix("found -1") == true)
        for side in ["0", "1e-300", "0.5", "1e300", "1000001"] {
            #expect(error(message(#""type": "image", "width": \#(side), "height": 10"#))?
                .hasPrefix("messages[0].width: expected a number of pixels from 1 to 1000000, found") == true)
        }
        #expect(error(message(#""type": "image", "width": 1, "height": 1000000"#)) == nil)
    }

    @Test func stringsMessagesAndFilesHaveSizeLimits() {
        let long = String(repeating: "a", count: TranscriptLimits.maximumStringBytes + 1)
        #expect(error(message(#""type": "text", "text": "\#(long)""#))
            == "messages[0].text: expected at most 100000 bytes of text, found 100001")
        let many = (0...TranscriptLimits.maximumMessages).map { #"{"id": "\#($0)", "sender": "me", "time": 0, "type": "system", "text": ""}"# }
        #expect(error(many.joined(separator: ","))?.hasPrefix("messages[20000]: expected at most 20000 messages") == true)
        let huge = Data(count: Transcript.maximumFileBytes + 1)
        #expect(throws: TranscriptError(path: "", message: "the file is 10000001 bytes; at most 10000000 are read")) {
            try Transcript(json: huge)
        }
    }
}

/// Issue 10's time limit: text in all messages, reactions and album images are bounded, so a
/// file under 10 MB cannot buy more than a couple of seconds of shaping and layout.
@Suite struct TranscriptWorkLimitsTests {
    private func error(_ messages: [String]) -> String? {
        let json = #"{"version": 2, "title": "T", "me": "me", "senders": [{"id": "me", "name": "Me"}], "messages": ["#
            + messages.joined(separator: ",") + "]}"
        do {
            _ = try Transcript(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    private func message(_ index: Int, _ fields: String) -> String {
        #"{"id": "m\#(index)", "sender": "me", "time": 0, "# + fields + "}"
    }

    @Test func textInAllMessagesIsBoundedAndTheErrorNamesTheMessageThatCrossesIt() {
        // Ten messages of 100,000 bytes are exactly 1,000,000 bytes: allowed. An eleventh
        // byte anywhere, here a one-letter quote on message 10, is past the limit.
        let body = String(repeating: "a", count: 100_000)
        let ten = (0..<10).map { message($0, #""type": "text", "text": "\#(body)""#) }
        #expect(error(ten) == nil)
        let quote = message(10, #""type": "image", "width": 1, "height": 1, "reply": {"id": "m0", "sender": "me", "text": "b"}"#)
        #expect(error(ten + [quote])
            == "messages[10]: expected at most 1000000 bytes of text in all messages, reached 1000001 here")
    }

    @Test func reactionsAreBoundedPerMessage() {
        let reaction = #"{"emoji": "👍", "count": 1}"#
        let hundred = Array(repeating: reaction, count: 100).joined(separator: ",")
        #expect(error([message(0, #""type": "text", "text": "x", "reactions": [\#(hundred)]"#)]) == nil)
        #expect(error([message(0, #""type": "text", "text": "x", "reactions": [\#(hundred),\#(reaction)]"#)])
            == "messages[0].reactions: expected at most 100 reactions, found 101")
    }

    @Test func reactionsInAllMessagesAreBounded() {
        // 200 messages of 100 reactions are exactly 20,000: allowed; one more on message 200
        // is past the limit.
        let reaction = #"{"emoji": "👍", "count": 1}"#
        let hundred = Array(repeating: reaction, count: 100).joined(separator: ",")
        let full = (0..<200).map { message($0, #""type": "text", "text": "x", "reactions": [\#(hundred)]"#) }
        #expect(error(full) == nil)
        #expect(error(full + [message(200, #""type": "text", "text": "x", "reactions": [\#(reaction)]"#)])
            == "messages[200]: expected at most 20000 reactions in all messages, reached 20001 here")
    }

    @Test func lineBreaksInAllMessagesAreBoundedAndCRLFCountsOnce() {
        // 20,000 line breaks of every kind UAX #14 makes mandatory (a CR LF pair is one):
        // allowed. One more LF in a caption is past the limit.
        let kinds = [#"\n"#, #"\r\n"#, #"\r"#, #"\u000b"#, #"\u000c"#, #"\u0085"#, #"\u2028"#, #"\u2029"#]
        let texts = (0..<8).map { kind in
            message(kind, #""type": "text", "text": "\#(String(repeating: "a" + kinds[kind], count: 2_500))""#)
        }
        #expect(error(texts) == nil)
        let album = message(8, #""type": "album", "images": [{"width": 1, "height": 1}, {"width": 1, "height": 1}], "caption": "\n""#)
        #expect(error(texts + [album]) == "messages[8]: expected at most 20000 line breaks in all messages, reached 20001 here")
    }

    @Test func albumsHoldTwoToAHundredImagesWithinThePixelBounds() {
        let image = #"{"width": 10, "height": 10}"#
        func album(_ count: Int) -> String {
            message(0, #""type": "album", "images": [\#(Array(repeating: image, count: count).joined(separator: ","))]"#)
        }
        #expect(error([album(100)]) == nil)
        #expect(error([album(101)]) == "messages[0].images: expected 2 to 100 images, found 101")
        #expect(error([album(1)]) == "messages[0].images: expected 2 to 100 images, found 1")
        #expect(error([message(0, #""type": "album", "images": [\#(image), {"width": 1e300, "height": 1}]"#)])
            == "messages[0].images[1].width: expected a number of pixels from 1 to 1000000, found 1e+300")
    }

    @Test func quotesLinksCaptionsAndForwardsHaveTheStringLimit() {
        let long = String(repeating: "a", count: TranscriptLimits.maximumStringBytes + 1)
        let found = "expected at most 100000 bytes of text, found 100001"
        #expect(error([message(0, #""type": "text", "text": "x", "forwardedFrom": "\#(long)""#)])
            == "messages[0].forwardedFrom: \(found)")
        #expect(error([message(0, #""type": "text", "text": "x", "link": {"url": "u", "site": "s", "title": "\#(long)"}"#)])
            == "messages[0].link.title: \(found)")
        #expect(error([message(0, #""type": "album", "images": [{"width": 1, "height": 1}, {"width": 1, "height": 1}], "caption": "\#(long)""#)])
            == "messages[0].caption: \(found)")
        #expect(error([message(0, #""type": "text", "text": "x", "reply": {"id": "m0", "sender": "me", "text": "\#(long)"}"#)])
            == "messages[0].reply.text: \(found)")
    }
}
