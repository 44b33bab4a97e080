/// The values a command was given, looked up by argument key, with typed accessors that
/// throw usage errors naming the argument.
///
/// ```swift
/// let size = try arguments.double("size")            // Double?, nil when absent
/// let font = try arguments.required("font")          // String
/// let quick = arguments.flag("quick")                 // Bool
/// ```
struct ParsedArguments: Sendable {
    let command: CommandDescription
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// The value of an option or positional, or its default, or nil.
    func string(_ key: String) -> String? {
        values[key] ?? argument(key).defaultValue
    }

    /// The value of an argument that must be present.
    /// - Throws: ``CommandError/usage(_:)`` when it is absent.
    func required(_ key: String) throws(CommandError) -> String {
        guard let value = string(key) else {
            throw .usage("Missing expected argument '\(argument(key).synopsis)'")
        }
        return value
    }

    /// Whether a flag was given.
    func flag(_ key: String) -> Bool {
        flags.contains(key)
    }

    /// The value as a finite number, or nil when absent.
    /// - Throws: ``CommandError/usage(_:)`` for text that is not a finite number.
    func double(_ key: String) throws(CommandError) -> Double? {
        guard let text = string(key) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw invalid(key, text, "expected a finite number")
        }
        return value
    }

    /// The value as an integer, or nil when absent.
    /// - Throws: ``CommandError/usage(_:)`` for text that is not an integer.
    func int(_ key: String) throws(CommandError) -> Int? {
        guard let text = string(key) else { return nil }
        guard let value = Int(text) else { throw invalid(key, text, "expected an integer") }
        return value
    }

    /// The usage error swift-argument-parser gives for a value it cannot use.
    func invalid(_ key: String, _ value: String, _ reason: String) -> CommandError {
        .usage("The value '\(value)' is invalid for '\(argument(key).synopsis)': \(reason)")
    }

    private func argument(_ key: String) -> ArgumentDescription {
        guard let argument = command.arguments.first(where: { $0.key == key }) else {
            preconditionFailure("'\(command.name)' declares no argument '\(key)'")
        }
        return argument
    }
}
