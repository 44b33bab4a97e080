import Testing
@testable import TrellisCLI

@Suite struct ArgumentParserTests {
    private let command = CommandDescription(
        name: "render", abstract: "Render something.",
        arguments: [
            .option("width", short: "w", valueName: "points", help: "The width.", defaultValue: "375"),
            .option("format", valueName: "format", help: "The format.", allowedValues: ["svg", "json"]),
            .option("output", short: "o", valueName: "file", help: "Where to write.", isOptional: true),
            .flag("quick", short: "q", help: "Be quick."),
            .positional("input", help: "The input."),
            .positional("extra", help: "More input.", isOptional: true),
        ])

    private func parse(_ words: String...) throws(CommandError) -> ParsedArguments {
        guard case .arguments(let parsed) = try ArgumentParser.parse(words, for: command) else {
            throw .failure("help was requested")
        }
        return parsed
    }

    private func usageError(_ words: String...) -> CommandError? {
        do throws(CommandError) {
            _ = try ArgumentParser.parse(words, for: command)
            return nil
        } catch {
            return error
        }
    }

    @Test func optionsFlagsAndPositionalsInAnyOrder() throws {
        let parsed = try parse("in.json", "--format", "svg", "-q", "-o", "out.svg", "more")
        #expect(parsed.string("input") == "in.json")
        #expect(parsed.string("extra") == "more")
        #expect(parsed.string("format") == "svg")
        #expect(parsed.string("output") == "out.svg")
        #expect(parsed.flag("quick"))
    }

    @Test func defaultsAndAbsentOptionals() throws {
        let parsed = try parse("--format", "json", "in")
        #expect(parsed.string("width") == "375")
        #expect(try parsed.double("width") == 375)
        #expect(parsed.string("output") == nil)
        #expect(parsed.string("extra") == nil)
        #expect(!parsed.flag("quick"))
    }

    @Test func equalsFormTheLastRepeatWinsAndShortNames() throws {
        let parsed = try parse("--width=320", "--format=svg", "-w", "414", "--format", "json", "in")
        #expect(try parsed.int("width") == 414)
        #expect(parsed.string("format") == "json")
    }

    @Test func aDashAndNegativeNumbersAreValues() throws {
        #expect(try parse("--format", "svg", "-").string("input") == "-")
        #expect(try parse("--format", "svg", "-12.5").string("input") == "-12.5")
        #expect(try parse("--format", "svg", "--width", "-3", "x").string("width") == "-3")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse("--format", "svg", "--", "--quick", "-h")
        #expect(parsed.string("input") == "--quick")
        #expect(parsed.string("extra") == "-h")
        #expect(!parsed.flag("quick"))
    }

    @Test func helpAnywhereBeforeDoubleDash() throws {
        for words in [["--help"], ["in", "-h"], ["--format", "nonsense", "--help"], ["--bogus", "-h"]] {
            guard case .help = try ArgumentParser.parse(words, for: command) else {
                Issue.record("expected help for \(words)")
                continue
            }
        }
    }

    @Test func usageErrors() {
        #expect(usageError("--format", "svg") == .usage("Missing expected argument '<input>'"))
        #expect(usageError("in") == .usage("Missing expected argument '--format <format>'"))
        #expect(usageError("--format") == .usage("Missing value for '--format <format>'"))
        #expect(usageError("--format", "png", "in")
            == .usage("The value 'png' is invalid for '--format <format>': expected one of 'svg', 'json'"))
        #expect(usageError("--fromat", "svg", "in") == .usage("Unknown option '--fromat'. Did you mean '--format'?"))
        #expect(usageError("--zzzzzzzz") == .usage("Unknown option '--zzzzzzzz'"))
        #expect(usageError("-x") == .usage("Unknown option '-x'"))
        #expect(usageError("--quick=yes") == .usage("The flag '--quick' takes no value"))
        #expect(usageError("--format", "svg", "a", "b", "c") == .usage("Unexpected argument 'c'"))
    }

    @Test func typedAccessorsReportBadValues() throws {
        let parsed = try parse("--format", "svg", "--width", "wide", "in")
        #expect(throws: CommandError.usage("The value 'wide' is invalid for '--width <points>': expected a finite number")) {
            try parsed.double("width")
        }
        #expect(throws: CommandError.usage("The value 'wide' is invalid for '--width <points>': expected an integer")) {
            try parsed.int("width")
        }
        let infinite = try parse("--format", "svg", "--width", "inf", "in")
        #expect(throws: CommandError.self) { try infinite.double("width") }
    }

    @Test func editDistance() {
        #expect(ArgumentParser.editDistance("", "abc") == 3)
        #expect(ArgumentParser.editDistance("abc", "") == 3)
        #expect(ArgumentParser.editDistance("solve", "sovle") == 2)
        #expect(ArgumentParser.editDistance("measure", "measure") == 0)
        #expect(ArgumentParser.closest(to: "mesure", among: ["solve", "measure"]) == "measure")
        #expect(ArgumentParser.closest(to: "xyz", among: ["solve", "measure"]) == nil)
    }

    @Test func theHelpOfADescription() {
        #expect(HelpFormatter.help(for: command) == """
            OVERVIEW: Render something.

            USAGE: trellis render [--width <points>] --format <format> [--output <file>] [--quick] <input> [<extra>]

            ARGUMENTS:
              <input>                 The input.
              <extra>                 More input.

            OPTIONS:
              -w, --width <points>    The width. (default: 375)
              --format <format>       The format. (values: svg, json)
              -o, --output <file>     Where to write.
              -q, --quick             Be quick.
              -h, --help              Show help information.


            """)
    }

    @Test func longLabelsPutTheirHelpOnTheNextLine() {
        let long = CommandDescription(name: "x", abstract: "X.", arguments: [
            .option("a-very-long-option", valueName: "value", help: "Help that goes below.", isOptional: true),
        ])
        #expect(HelpFormatter.help(for: long).contains("""
              --a-very-long-option <value>
                                      Help that goes below.

            """))
    }
}
