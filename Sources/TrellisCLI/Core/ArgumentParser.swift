/// Parses a subcommand's arguments against its ``CommandDescription``, the way
/// swift-argument-parser does: `--name value`, `--name=value`, `-n value`, flags, positionals
/// in order, `--` to end options, `-` as a positional (standard input), `-h`/`--help` anywhere
/// before `--`. The last of a repeated option wins.
///
/// ```swift
/// switch try ArgumentParser.parse(["--size", "17", "hello"], for: MeasureCommand.description) {
/// case .help: print(HelpFormatter.help(for: MeasureCommand.description))
/// case .arguments(let parsed): print(parsed.string("size")!)   // "17"
/// }
/// ```
enum ArgumentParser {
    enum Result: Sendable {
        /// `--help` was asked for.
        case help
        case arguments(ParsedArguments)
    }

    /// - Throws: ``CommandError/usage(_:)`` for an unknown option, a missing value, a value
    ///   outside the allowed set, an unexpected or missing argument.
    static func parse(_ arguments: [String], for command: CommandDescription) throws(CommandError) -> Result {
        if helpRequested(in: arguments) { return .help }
        var parsed = ParsedArguments(command: command)
        var positionals = command.arguments.filter { $0.kind == .positional }[...]
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if !optionsEnded, word == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, isOptionLike(word) {
                let (name, attached) = split(word)
                guard let argument = named(name, in: command) else {
                    throw .usage("Unknown option '\(name)'" + suggestion(for: name, in: command))
                }
                if argument.kind == .flag {
                    if attached != nil { throw .usage("The flag '\(argument.longName)' takes no value") }
                    parsed.flags.insert(argument.key)
                    continue
                }
                let value: String
                if let attached {
                    value = attached
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("Missing value for '\(argument.synopsis)'")
                }
                try check(value, for: argument)
                parsed.values[argument.key] = value
                continue
            }
            guard let argument = positionals.popFirst() else {
                throw .usage("Unexpected argument '\(word)'")
            }
            parsed.values[argument.key] = word
        }
        for argument in command.arguments where !argument.isOptional && parsed.values[argument.key] == nil {
            throw .usage("Missing expected argument '\(argument.synopsis)'")
        }
        return .arguments(parsed)
    }

    private static func helpRequested(in arguments: [String]) -> Bool {
        for word in arguments {
            if word == "--" { return false }
            if word == "--help" || word == "-h" { return true }
        }
        return false
    }

    /// `-x` and `--x` are options; `-` (standard input) and negative numbers are values.
    private static func isOptionLike(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && Double(word) == nil
    }

    /// `--name=value` into its two parts.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func named(_ name: String, in command: CommandDescription) -> ArgumentDescription? {
        command.arguments.first { argument in
            guard argument.kind != .positional else { return false }
            if name == argument.longName { return true }
            if let short = argument.shortName, name == "-\(short)" { return true }
            return false
        }
    }

    private static func check(_ value: String, for argument: ArgumentDescription) throws(CommandError) {
        guard let allowed = argument.allowedValues, !allowed.contains(value) else { return }
        throw .usage("The value '\(value)' is invalid for '\(argument.synopsis)': expected one of "
            + allowed.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// `. Did you mean '--font'?` when a known option is within two edits of `name`.
    private static func suggestion(for name: String, in command: CommandDescription) -> String {
        let candidates = command.arguments.filter { $0.kind != .positional }.map(\.longName) + ["--help"]
        guard let best = closest(to: name, among: candidates) else { return "" }
        return ". Did you mean '\(best)'?"
    }

    /// The candidate nearest to `word` by edit distance, if it is at most 2 edits away.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance between two short strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
