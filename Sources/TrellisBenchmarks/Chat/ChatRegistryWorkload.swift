import TrellisChat

/// Template registry construction: what every `ChatLayout` (and, before registries were
/// copied into tasks, every task of `replaceAllParallel`) pays before its first cell. Each
/// operation builds a registry and sizes one text message with it; the checksum is that
/// height summed, computed independently from a directly compiled text template. Collect
/// instructions with `--toggle-collect='*ChatRegistryWorkload*phaseSetup*'`.
enum ChatRegistryWorkload {
    static let message = ChatMessage(id: "r", sender: ChatSender(id: "a", displayName: "Alice"), direction: .incoming,
                                     timestamp: 1_700_000_000, kind: .text("Forecast says sunny with a light breeze"))

    /// A non-default configuration: its built-ins are compiled per registry.
    static let custom: ChatConfiguration = {
        var configuration = ChatConfiguration()
        configuration.avatarSize = 36
        return configuration
    }()

    /// Builds `count` registries for `configuration`, sizing one message with each.
    @inline(never)
    static func phaseSetup(_ configuration: ChatConfiguration, count: Int) -> Double {
        var sum = 0.0
        for _ in 0..<count {
            var registry = ChatTemplateRegistry(configuration: configuration)
            sum += registry.size(for: message, width: 375, context: CellContext()).height
        }
        return sum
    }

    /// ``phaseSetup`` for the custom configuration (a separate symbol for callgrind).
    @inline(never)
    static func phaseCompile(_ configuration: ChatConfiguration, count: Int) -> Double {
        phaseSetup(configuration, count: count)
    }

    /// The same height from a text template compiled directly (not through a registry).
    static func expected(_ configuration: ChatConfiguration, count: Int) -> Double {
        var template = BubbleCellTemplate(content: TextContent(), configuration: configuration)
        return template.size(for: message, width: 375).height * Double(count)
    }

    static func run(_ context: inout BenchmarkContext, repetitions: Int) {
        let count = context.isSmoke ? 20 : 200
        // The default configuration's built-ins are compiled once per process (on first use):
        // do that before timing, so the phase shows what each further registry costs.
        _ = ChatTemplateRegistry()
        context.measure("chat registry", "default configuration (shared built-ins)", repetitions: repetitions,
                        operations: count, unit: "registry", expected: expected(ChatConfiguration(), count: count)) {
            phaseSetup(ChatConfiguration(), count: count)
        }
        let compiled = context.isSmoke ? 2 : 20
        context.measure("chat registry", "custom configuration (compiles)", repetitions: repetitions,
                        operations: compiled, unit: "registry", expected: expected(custom, count: compiled)) {
            phaseCompile(custom, count: compiled)
        }
    }
}
