/// One argument a command accepts: a positional value, an option with a value, or a flag.
/// Help text, the usage line and parsing are all generated from these descriptions.
///
/// ```swift
/// let size = ArgumentDescription.option("size", valueName: "pt", help: "The font size in points.")
/// let file = ArgumentDescription.positional("file", help: "The constraint file.")
/// let quick = ArgumentDescription.flag("quick", help: "Run small sizes only.")
/// ```
struct ArgumentDescription: Sendable {
    enum Kind: Sendable, Equatable {
        case positional
        case option
        case flag
    }

    let kind: Kind
    /// The lookup key in ``ParsedArguments``; also the long name (`--key`) of options and flags.
    let key: String
    /// A one-letter name (`-o`) for options and flags.
    let shortName: Character?
    /// The placeholder shown in help, without brackets (`file`, `path|builtin`).
    let valueName: String
    let help: String
    let isOptional: Bool
    /// The value used when the argument is absent, shown in help as `(default: …)`.
    let defaultValue: String?
    /// The only values accepted, if the set is closed (`svg`, `html`, …), shown in help.
    let allowedValues: [String]?

    /// A positional argument: `<file>`.
    static func positional(_ key: String, valueName: String? = nil, help: String,
                           isOptional: Bool = false) -> ArgumentDescription {
        ArgumentDescription(kind: .positional, key: key, shortName: nil, valueName: valueName ?? key,
                            help: help, isOptional: isOptional, defaultValue: nil, allowedValues: nil)
    }

    /// An option with a value: `--size <pt>` (or `-s <pt>`). Optional when it has a default
    /// or `isOptional` is set.
    static func option(_ key: String, short: Character? = nil, valueName: String, help: String,
                       isOptional: Bool = false, defaultValue: String? = nil,
                       allowedValues: [String]? = nil) -> ArgumentDescription {
        ArgumentDescription(kind: .option, key: key, shortName: short, valueName: valueName, help: help,
                            isOptional: isOptional || defaultValue != nil, defaultValue: defaultValue,
                            allowedValues: allowedValues)
    }

    /// A flag without a value: `--quick`.
    static func flag(_ key: String, short: Character? = nil, help: String) -> ArgumentDescription {
        ArgumentDescription(kind: .flag, key: key, shortName: short, valueName: "", help: help,
                            isOptional: true, defaultValue: nil, allowedValues: nil)
    }

    /// `--size`.
    var longName: String { "--" + key }

    /// How the argument reads in messages and the usage line: `<file>`, `--size <pt>`, `--quick`.
    var synopsis: String {
        switch kind {
        case .positional: return "<\(valueName)>"
        case .option: return "\(longName) <\(valueName)>"
        case .flag: return longName
        }
    }

    /// The left column of help: `<file>`, `-o, --output <file>`.
    var helpLabel: String {
        switch kind {
        case .positional: return synopsis
        case .option, .flag:
            guard let shortName else { return synopsis }
            return "-\(shortName), " + synopsis
        }
    }
}

/// A subcommand's description: its name, what it does, and its arguments.
///
/// ```swift
/// let description = CommandDescription(
///     name: "solve", abstract: "Solve a constraint file.",
///     arguments: [.positional("file", help: "The constraint file, or '-' for standard input.")])
/// ```
struct CommandDescription: Sendable {
    let name: String
    /// One line, shown after OVERVIEW and in the parent's SUBCOMMANDS list.
    let abstract: String
    /// Paragraphs shown after the abstract in the command's own help.
    let discussion: String?
    let arguments: [ArgumentDescription]

    init(name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentDescription]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
    }
}
