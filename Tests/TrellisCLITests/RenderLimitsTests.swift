import Testing
@testable import TrellisCLI

/// Issue 10's `trellis render` reproducers, end to end: each was a trap (SIGABRT, SIGILL,
/// SIGFPE) in the release binary; now a data error naming the JSON path, exit 64, or a
/// sane picture.
@Suite struct RenderLimitsTests {
    private static func transcript(width: String? = nil, _ message: String) -> String {
        #"{"version": 1, "title": "t", "me": "a", "senders": [{"id": "a", "name": "A"}], "#
            + (width.map { #""width": \#($0), "# } ?? "") + #""messages": [\#(message)]}"#
    }

    @Test(arguments: ["1e8", "1e308", "9.2e18"])
    func hugeWidthsAreADataError(_ width: String) {
        let outcome = trellis("render", "-", "--format", "ascii",
                              input: Self.transcript(width: width, #"{"id": "1", "sender": "a", "time": 0, "type": "text", "text": "hi"}"#))
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix("<stdin>: error: width: expected a width from 1 to 100000 points, found "))
    }

    @Test func theLargestWidthDrawsWithinTheColumnCap() {
        let outcome = trellis("render", "-", "--format", "ascii",
                              input: Self.transcript(width: "100000", #"{"id": "1", "sender": "a", "time": 0, "type": "text", "text": "hi"}"#))
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 400 })
    }

    @Test func voiceDurationsAndLongFractionsNoLongerTrap() {
        let voice = trellis("render", "-", "--format", "ascii",
                            input: Self.transcript(#"{"id": "1", "sender": "a", "time": 0, "type": "voice", "duration": 1e19}"#))
        #expect(voice.exitCode == 64)
        #expect(voice.standardError.contains("messages[0].duration: expected a duration from 0 to 86400 seconds, found 1e+19"))
        let time = "2025-12-01T15:00:00." + String(repeating: "9", count: 60) + "+08:00"
        let date = trellis("render", "-", "--format", "ascii",
                           input: Self.transcript(#"{"id": "1", "sender": "a", "time": "\#(time)", "type": "text", "text": "x"}"#))
        #expect(date.exitCode == 0)
        #expect(date.standardOutput.contains("(07:00)"))   // 15:00:00.999… +08:00 is 07:00 UTC
    }

    @Test func aTranscriptOverTenMegabytesIsNotRead() {
        let outcome = trellis("render", "-", input: String(repeating: " ", count: 10_000_001))
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError == "<stdin>: error: the transcript is 10000001 bytes; at most 10000000 are read\n")
    }
}
