import TrellisText

/// `trellis measure --font PATH|builtin --size PT [--width W] [--max-lines N] TEXT`: measures
/// and wraps text with TrellisText and prints the layout as JSON,
/// `{"width":…,"height":…,"lines":[{"range":[start,end],"width":…,"baseline":…}]}`, with ranges
/// in UTF-16 code units.
enum MeasureCommand: Subcommand {
    static let description = CommandDescription(
        name: "measure",
        abstract: "Measure text with a font and print its lines as JSON.",
        discussion: """
            Prints one line of JSON:
              {"width":…,"height":…,"lines":[{"range":[start,end],"width":…,"baseline":…}]}
            Ranges count UTF-16 code units (as NSString and JavaScript do); numbers have at \
            most 6 decimals. 'builtin' uses the built-in metrics (Helvetica widths), the same \
            on every machine. Put '--' before a text that starts with '-'.
            """,
        arguments: [
            .option("font", valueName: "path|builtin", help: "A TrueType/OpenType font file, or 'builtin'."),
            .option("size", valueName: "pt", help: "The font size in points."),
            .option("width", valueName: "width", help: "Wrap lines to this width in points.", isOptional: true),
            .option("max-lines", valueName: "n",
                    help: "Show at most this many lines, truncating the last with '…' (0: no limit).",
                    isOptional: true),
            .positional("text", help: "The text to measure."),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome {
        let font = try arguments.required("font")
        let text = try arguments.required("text")
        guard let size = try arguments.double("size") else { throw .usage("Missing expected argument '--size <pt>'") }
        guard size > 0 else { throw arguments.invalid("size", arguments.string("size") ?? "", "expected a positive number") }
        let width = try arguments.double("width")
        if let width, width < 0 {
            throw arguments.invalid("width", arguments.string("width") ?? "", "expected a width of 0 or more")
        }
        let maxLines = try arguments.int("max-lines")
        if let maxLines, maxLines < 0 {
            throw arguments.invalid("max-lines", arguments.string("max-lines") ?? "", "expected 0 or more")
        }
        do throws(FontError) {
            let json = try measurementJSON(text: text, font: font, size: size, width: width, maxLines: maxLines)
            return CommandOutcome(standardOutput: json + "\n")
        } catch {
            throw .failure("font '\(font)': \(error)")
        }
    }
}
