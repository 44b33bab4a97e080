import Foundation
import Testing
import TrellisRender
import TrellisText
@testable import TrellisCLI

@Suite struct MeasureCommandTests {
    private struct Measurement: Decodable, Equatable {
        struct Line: Decodable, Equatable {
            let range: [Int]
            let width: Double
            let baseline: Double
        }

        let width: Double
        let height: Double
        let lines: [Line]
    }

    private func decode(_ outcome: CommandOutcome) throws -> Measurement {
        try JSONDecoder().decode(Measurement.self, from: Data(outcome.standardOutput.utf8))
    }

    @Test func builtinFontWrapsToTheWidth() throws {
        let outcome = trellis("measure", "--font", "builtin", "--size", "17", "--width", "60", "Hello, world!")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput.hasSuffix("}\n"))
        #expect(outcome.standardOutput
            == (try measurementJSON(text: "Hello, world!", font: "builtin", size: 17, width: 60)) + "\n")
        let measurement = try decode(outcome)
        #expect(measurement.lines.map(\.range) == [[0, 7], [7, 13]])
        #expect(measurement.width == measurement.lines.map(\.width).max())
        #expect(measurement.width <= 60)
        #expect(measurement.lines[1].baseline > measurement.lines[0].baseline)
    }

    @Test func withoutAWidthTextStaysOnOneLine() throws {
        let measurement = try decode(trellis("measure", "--size", "17", "--font", "builtin", "Hello, world!"))
        #expect(measurement.lines.map(\.range) == [[0, 13]])
    }

    @Test func rangesCountUTF16CodeUnits() throws {
        let measurement = try decode(trellis("measure", "--font=builtin", "--size=15", "👍🏽 ok"))
        #expect(measurement.lines.map(\.range) == [[0, 7]])
    }

    @Test func maxLinesTruncates() throws {
        let text = "one two three four five six seven eight nine ten"
        let all = try decode(trellis("measure", "--font", "builtin", "--size", "17", "--width", "50", text))
        let two = try decode(trellis("measure", "--font", "builtin", "--size", "17", "--width", "50",
                                     "--max-lines", "2", text))
        #expect(all.lines.count > 2)
        #expect(two.lines.count == 2)
        #expect(two.height < all.height)
    }

    @Test func aTextStartingWithADashAfterDoubleDash() throws {
        let outcome = trellis("measure", "--font", "builtin", "--size", "12", "--", "-x")
        #expect(outcome.exitCode == 0)
        #expect(try decode(outcome).lines.map(\.range) == [[0, 2]])
    }

    @Test func aBadFontFileFailsWithTheFontError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("bad.ttf", "hello, not a font")
        #expect(trellis("measure", "--font", path, "--size", "12", "x") == CommandOutcome(
            standardError: "Error: font '\(path)': not a font: unknown header tag 0x68656c6c\n", exitCode: 1))
        let absent = directory.url.appendingPathComponent("absent.ttf").path
        #expect(trellis("measure", "--font", absent, "--size", "12", "x") == CommandOutcome(
            standardError: "Error: font '\(absent)': \(FontError.unreadable(path: absent))\n", exitCode: 1))
    }

    @Test(arguments: [
        (["--size", "12", "x"], "Missing expected argument '--font <path|builtin>'"),
        (["--font", "builtin", "x"], "Missing expected argument '--size <pt>'"),
        (["--font", "builtin", "--size", "12"], "Missing expected argument '<text>'"),
        (["--font", "builtin", "--size", "big", "x"], "The value 'big' is invalid for '--size <pt>': expected a finite number"),
        (["--font", "builtin", "--size", "0", "x"], "The value '0' is invalid for '--size <pt>': expected a positive number"),
        (["--font", "builtin", "--size", "12", "--width", "-5", "x"],
         "The value '-5' is invalid for '--width <width>': expected a width of 0 or more"),
        (["--font", "builtin", "--size", "12", "--max-lines", "1.5", "x"],
         "The value '1.5' is invalid for '--max-lines <n>': expected an integer"),
        (["--font", "builtin", "--size", "12", "--max-lines", "-1", "x"],
         "The value '-1' is invalid for '--max-lines <n>': expected 0 or more"),
        (["--font", "builtin", "--size", "12", "x", "y"], "Unexpected argument 'y'"),
        (["--fnot", "builtin", "--size", "12", "x"], "Unknown option '--fnot'. Did you mean '--font'?"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let outcome = CommandLineTool.run(arguments: ["measure"] + arguments, context: .standardInput(""))
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == """
            Error: \(message)
            Usage: trellis measure --font <path|builtin> --size <pt> [--width <width>] [--max-lines <n>] <text>
              See 'trellis measure --help' for more information.

            """)
    }

    @Test("measure JSON: widths, UTF-16 ranges and baselines")
    func json() throws {
        let json = try measurementJSON(text: "Hello, world! 👍🏽", font: "builtin", size: 17, width: 100)
        #expect(json == #"{"width":93.517,"height":31.45,"lines":[{"range":[0,14],"width":93.517,"baseline":12.206},{"range":[14,18],"width":21.165,"baseline":27.931}]}"#)
        let truncated = try measurementJSON(text: "one two three four", font: "builtin", size: 10, width: 40, maxLines: 1)
        #expect(truncated.contains(#""lines":[{"range":[0,"#))
        #expect(throws: FontError.unreadable(path: "/no/such.ttf")) { try measurementJSON(text: "x", font: "/no/such.ttf", size: 10) }
    }

    @Test("numbers print with up to 6 decimals and no trailing zeros")
    func numbers() {
        #expect(DecimalFormat.commandLine.string(20) == "20")
        #expect(DecimalFormat.commandLine.string(93.517) == "93.517")
        #expect(DecimalFormat.commandLine.string(1.0 / 3) == "0.333333")
        #expect(DecimalFormat.commandLine.string(-0.0000001) == "0")
    }
}
