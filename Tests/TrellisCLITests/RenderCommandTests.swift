import Foundation
import Testing
@testable import TrellisCLI

@Suite struct RenderCommandTests {
    private static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/transcript.json").path

    @Test func theSampleRendersInEveryFormat() {
        let svg = trellis("render")
        #expect(svg.exitCode == 0)
        // CJK and emoji are not in the bundled font: they stay <text>, with a warning.
        #expect(svg.standardError.hasPrefix("warning: ") && svg.standardError.hasSuffix(" are drawn as <text>\n"))
        #expect(svg.standardOutput.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="375""#))
        #expect(svg.standardOutput.contains("<title>Weekend Hike</title>"))
        #expect(svg.standardOutput.contains("<defs>") && !svg.standardOutput.contains(">Hi everyone! Planning a</text>"))
        let live = trellis("render", "--text", "live")
        #expect(live.standardError.isEmpty)
        #expect(live.standardOutput.contains(">Hi everyone! Planning a</text>"))
        #expect(svg.standardOutput.contains(#"class="input-bar""#))

        let html = trellis("render", "--format", "html")
        #expect(html.exitCode == 0)
        #expect(html.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(html.standardOutput.contains(#"<span class="tl""#))
        #expect(html.standardOutput.contains(#"<div class="tp""#))

        let json = trellis("render", "--format", "json")
        #expect(json.exitCode == 0)
        #expect(json.standardOutput.hasPrefix("{\n  \"schema\": \"trellis.chat\",\n  \"version\": 2,\n  \"width\": 375,"))

        let ascii = trellis("render", "--format", "ascii", "--width", "320")
        #expect(ascii.exitCode == 0)
        #expect(ascii.standardOutput.contains("(Alice created the group \"Weekend Hike\")"))
        #expect(ascii.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 65 + 10 })
    }

    @Test func aTranscriptFileRendersAndTheLanguageCanChange() {
        let outcome = trellis("render", Self.example, "--format", "ascii", "--language", "zh-Hans")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.contains("(明天见！记得带上登山杖和足够的水。)") == false)
        #expect(outcome.standardOutput.contains("明天见"))
        #expect(outcome.standardOutput.contains("(昨天 10:00)"))
        #expect(outcome.standardOutput.contains("[Unsupported message:"))
        let stdin = trellis("render", "-", "--format", "json", input: (try? String(contentsOfFile: Self.example, encoding: .utf8)) ?? "")
        #expect(stdin.exitCode == 0)
        #expect(stdin.standardOutput.contains(#""id": "m14""#))
    }

    @Test func outputGoesToAFileAndTheFormatFollowsItsExtension() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("chat.html").path
        let outcome = trellis("render", "-o", path)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.hasPrefix("Wrote \(path) (html, 26 messages, 375 × "))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("<!DOCTYPE html>"))
        let svgPath = directory.url.appendingPathComponent("chat.svg").path
        #expect(trellis("render", "--output=" + svgPath).exitCode == 0)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8).hasPrefix("<svg"))
        let unwritable = trellis("render", "-o", directory.url.appendingPathComponent("missing/dir/chat.svg").path)
        #expect(unwritable.exitCode == 1)
        #expect(unwritable.standardError.hasPrefix("Error: cannot write '"))
    }

    @Test func transcriptErrorsNameTheJSONPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("bad.json", """
            {"version": 1, "title": "t", "me": "me", "senders": [{"id": "me", "name": "Me"}],
             "messages": [{"id": "1", "sender": "me", "time": 1, "type": "text", "text": "a"},
                          {"id": "2", "sender": "me", "time": {}, "type": "text", "text": "b"}]}
            """)
        let outcome = trellis("render", file)
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "\(file): error: messages[1].time: expected seconds or milliseconds since 1970, "
            + "or an ISO-8601 date such as \"2025-12-01T15:00:00+08:00\"\n")
        let stdin = trellis("render", "-", input: "[]")
        #expect(stdin.exitCode == 64)
        #expect(stdin.standardError.hasPrefix("<stdin>: error: expected an object"))
    }

    @Test func badArgumentsAreUsageErrors() {
        let format = trellis("render", "--format", "png")
        #expect(format.exitCode == 64)
        #expect(format.standardError.hasPrefix("Error: The value 'png' is invalid for '--format <format>': expected one of 'svg', 'html', 'json', 'ascii'\nUsage: trellis render"))
        let width = trellis("render", "--width", "5")
        #expect(width.exitCode == 64)
        #expect(width.standardError.hasPrefix("Error: The value '5' is invalid for '--width <points>'"))
        let missing = trellis("render", "/nonexistent/chat.json")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "Error: cannot read '/nonexistent/chat.json': no such file\n")
        let font = trellis("render", "--font", "/nonexistent/font.ttf")
        #expect(font.exitCode == 1)
        #expect(font.standardError.hasPrefix("Error: font '/nonexistent/font.ttf':"))
    }

    @Test func helpListsRender() {
        let help = trellis("--help").standardOutput
        #expect(help.contains("  render                  Draw a chat transcript as SVG, HTML, JSON or ASCII.\n"))
        #expect(!help.contains("  bench "))   // benchmarks live in the TrellisBenchmarks executable
        let render = trellis("render", "--help")
        #expect(render.exitCode == 0)
        #expect(render.standardOutput.contains("USAGE: trellis render [--width <points>] [--format <format>] [--output <file>] [--font <path|default|builtin>] [--language <language>] [--draft <text>] [--scale <pixels per point>] [--text <mode>] [<transcript>]"))
        #expect(render.standardOutput.contains("-o, --output <file>"))
    }
}
