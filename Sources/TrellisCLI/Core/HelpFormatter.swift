/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS and
/// SUBCOMMANDS, labels in a 26-column left margin, text wrapped at 80 columns.
enum HelpFormatter {
    static let width = 80
    static let labelColumn = 26

    static let rootUsageLine = "trellis <subcommand>"

    /// `trellis measure --font <path|builtin> --size <pt> [--width <width>] <text>`: options
    /// and flags first, then positionals, optional ones in brackets.
    static func usageLine(for command: CommandDescription) -> String {
        let named = command.arguments.filter { $0.kind != .positional }
        let positional = command.arguments.filter { $0.kind == .positional }
        let parts = (named + positional).map { $0.isOptional ? "[\($0.synopsis)]" : $0.synopsis }
        return (["trellis", command.name] + parts).joined(separator: " ")
    }

    /// The full `--help` text of one subcommand.
    static func help(for command: CommandDescription) -> String {
        var text = "OVERVIEW: \(wrap(command.abstract, indent: 0, firstLineUsed: 10))\n"
        if let discussion = command.discussion {
            text += "\n" + discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty || $0.hasPrefix(" ") ? String($0) : wrap(String($0), indent: 0, firstLineUsed: 0) }
                .joined(separator: "\n") + "\n"
        }
        text += "\nUSAGE: \(usageLine(for: command))\n"
        let positional = command.arguments.filter { $0.kind == .positional }
        if !positional.isEmpty {
            text += "\nARGUMENTS:\n" + positional.map(row).joined()
        }
        let named = command.arguments.filter { $0.kind != .positional }
        text += "\nOPTIONS:\n" + named.map(row).joined()
        text += entry("-h, --help", "Show help information.")
        return text + "\n"
    }

    /// The top-level help: the tool's overview and its subcommands.
    static func rootHelp(overview: String, subcommands: [CommandDescription]) -> String {
        var text = "OVERVIEW: \(wrap(overview, indent: 0, firstLineUsed: 10))\n"
        text += "\nUSAGE: \(rootUsageLine)\n"
        text += "\nOPTIONS:\n"
        text += entry("--version", "Show the version.")
        text += entry("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        text += subcommands.map { entry($0.name, $0.abstract) }.joined()
        text += "\n  See 'trellis help <subcommand>' for detailed help.\n"
        return text
    }

    private static func row(_ argument: ArgumentDescription) -> String {
        var help = argument.help
        if let values = argument.allowedValues {
            help += " (values: \(values.joined(separator: ", ")))"
        }
        if let value = argument.defaultValue {
            help += " (default: \(value))"
        }
        return entry(argument.helpLabel, help)
    }

    /// `  label                   help`, the help on the next line when the label is too long.
    private static func entry(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        if lead.count + 2 > labelColumn {
            return lead + "\n" + String(repeating: " ", count: labelColumn)
                + wrap(help, indent: labelColumn, firstLineUsed: labelColumn) + "\n"
        }
        return lead.padding(to: labelColumn) + wrap(help, indent: labelColumn, firstLineUsed: labelColumn) + "\n"
    }

    /// Wraps `text` at word boundaries to ``width``; continuation lines start with `indent`
    /// spaces, and the first line already has `firstLineUsed` columns taken.
    static func wrap(_ text: String, indent: Int, firstLineUsed: Int) -> String {
        var lines: [String] = []
        var current = ""
        var used = firstLineUsed
        for word in text.split(separator: " ") {
            let needed = current.isEmpty ? word.count : word.count + 1
            if !current.isEmpty, used + needed > width {
                lines.append(current)
                current = String(word)
                used = indent + word.count
            } else {
                current += current.isEmpty ? String(word) : " " + word
                used += needed
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}

extension String {
    /// The string followed by spaces up to `length` characters (unchanged if longer).
    func padding(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
