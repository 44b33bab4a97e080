/// Every workload, in report order. Full-mode repetition counts follow WORKLOADS.md.
/// To add a workload: give it a name, a smoke flag (whether it also runs in `--smoke`, at
/// its small size) and a closure that records its phases.
enum BenchmarkSuite {
    struct Entry: Sendable {
        let name: String
        let inSmoke: Bool
        let run: @Sendable (inout BenchmarkContext) -> Void
    }

    static let entries: [Entry] = [
        Entry(name: "a(1) enaml", inSmoke: true) { EnamlWorkload.run(&$0, copies: 1, repetitions: $0.repetitions(101)) },
        Entry(name: "a(10) enaml", inSmoke: true) { EnamlWorkload.run(&$0, copies: 10, repetitions: $0.repetitions(21)) },
        Entry(name: "a(100) enaml", inSmoke: false) { EnamlWorkload.run(&$0, copies: 100, repetitions: $0.repetitions(5)) },
        Entry(name: "b chain N=100", inSmoke: true) { ChainWorkload.run(&$0, count: 100, repetitions: $0.repetitions(101)) },
        Entry(name: "b chain N=1000", inSmoke: true) { ChainWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(21)) },
        Entry(name: "b chain N=10000", inSmoke: false) { ChainWorkload.run(&$0, count: 10000, repetitions: $0.repetitions(5)) },
        Entry(name: "c chat", inSmoke: true) { ChatBarWorkload.runEditLoop(&$0, repetitions: $0.repetitions(21)) },
        Entry(name: "e churn", inSmoke: true) { ChatBarWorkload.runChurn(&$0, repetitions: $0.repetitions(21)) },
        Entry(name: "d grid N=100", inSmoke: true) { GridWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "d grid N=1000", inSmoke: false) { GridWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "f equality chain N=100", inSmoke: true) { EqualityChainWorkload.run(&$0, count: 100, repetitions: $0.repetitions(101)) },
        Entry(name: "f equality chain N=1000", inSmoke: true) { EqualityChainWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(21)) },
        Entry(name: "f equality chain N=10000", inSmoke: false) { EqualityChainWorkload.run(&$0, count: 10000, repetitions: $0.repetitions(11)) },
        Entry(name: "f equality chain N=100000", inSmoke: false) { EqualityChainWorkload.run(&$0, count: 100_000, repetitions: $0.repetitions(5)) },
        Entry(name: "i failing add N=100", inSmoke: true) { FailingAddWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "i failing add N=1000", inSmoke: true) { FailingAddWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "i failing add N=10000", inSmoke: false) { FailingAddWorkload.run(&$0, count: 10000, repetitions: $0.repetitions(3)) },
        Entry(name: "g soft chain N=100", inSmoke: true) { SoftChainWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "g soft chain N=1000", inSmoke: false) { SoftChainWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(3)) },
        Entry(name: "g soft chain N=2000", inSmoke: false) { SoftChainWorkload.run(&$0, count: 2000, repetitions: $0.repetitions(1)) },
        Entry(name: "h pinned rows N=100", inSmoke: true) { PinnedRowsWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "h pinned rows N=1000", inSmoke: true) { PinnedRowsWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "h pinned rows N=2000", inSmoke: false) { PinnedRowsWorkload.run(&$0, count: 2000, repetitions: $0.repetitions(5)) },
        Entry(name: "k dense edit loop", inSmoke: true) { DenseEditWorkload.run(&$0, repetitions: $0.repetitions(21)) },
        Entry(name: "j churn N=100", inSmoke: true) { ChurnWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "j churn N=1000", inSmoke: false) { ChurnWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "text chat corpus", inSmoke: true) { TextBenchmarks.run(&$0, repetitions: $0.repetitions(21)) },
        Entry(name: "text distinct words", inSmoke: true) { WordCacheWorkload.run(&$0, repetitions: $0.repetitions(11)) },
        Entry(name: "text short labels", inSmoke: true) { ShortLabelWorkload.run(&$0, repetitions: $0.repetitions(21)) },
        Entry(name: "DSL grid N=100", inSmoke: true) { DSLGridWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "DSL grid N=1000", inSmoke: false) { DSLGridWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "DSL constant N=1000", inSmoke: false) { DSLConstantWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "DSL constant N=100", inSmoke: true) { DSLConstantWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "DSL chain N=1000", inSmoke: true) { DSLChainWorkload.run(&$0, count: 1000, repetitions: $0.repetitions(21), iterations: $0.isSmoke ? 100 : 1000) },
        Entry(name: "DSL chain N=10000", inSmoke: false) { DSLChainWorkload.run(&$0, count: 10_000, repetitions: $0.repetitions(11), iterations: 1000) },
        Entry(name: "chat registry", inSmoke: true) { ChatRegistryWorkload.run(&$0, repetitions: $0.repetitions(11)) },
        Entry(name: "chat cold N=10000", inSmoke: false) { ChatWorkloads.run(&$0, count: 10_000, repetitions: $0.repetitions(11)) },
        Entry(name: "chat cold N=100000", inSmoke: false) { ChatWorkloads.run(&$0, count: 100_000, repetitions: $0.repetitions(5)) },
        Entry(name: "chat cold N=500", inSmoke: true) { ChatWorkloads.run(&$0, count: 500, repetitions: $0.repetitions(11)) },
        Entry(name: "chat prepend 20 to N=100000", inSmoke: false) { ChatWorkloads.runPrepend(&$0, count: 100_000, repetitions: $0.repetitions(5)) },
        Entry(name: "chat prepend 20 to N=1000", inSmoke: true) { ChatWorkloads.runPrepend(&$0, count: 1000, repetitions: $0.repetitions(21)) },
        Entry(name: "chat visible range", inSmoke: true) { ChatWorkloads.runVisibleRange(&$0, count: $0.isSmoke ? 1000 : 100_000, queries: 100_000, repetitions: $0.repetitions(11)) },
        Entry(name: "chat messenger N=100000", inSmoke: false) { ChatMessengerWorkloads.run(&$0, count: 100_000, repetitions: $0.repetitions(5)) },
        Entry(name: "chat messenger N=1000", inSmoke: true) { ChatMessengerWorkloads.run(&$0, count: 1000, repetitions: $0.repetitions(5)) },
        Entry(name: "chat input bar", inSmoke: true) { ChatWorkloads.runInputBar(&$0, keystrokes: 1000, repetitions: $0.repetitions(21)) },
        Entry(name: "chat SVG N=10000", inSmoke: false) { SVGWorkload.run(&$0, count: 10_000, repetitions: $0.repetitions(5)) },
        Entry(name: "chat PNG 375x812 @3x", inSmoke: true) { SVGWorkload.runPNG(&$0, repetitions: $0.repetitions(11)) },
        Entry(name: "chat SVG N=200", inSmoke: true) { SVGWorkload.run(&$0, count: 200, repetitions: $0.repetitions(5)) },
        Entry(name: "stack rows N=25", inSmoke: false) { StackRowsWorkload.run(&$0, count: 25, repetitions: $0.repetitions(21)) },
        Entry(name: "stack rows N=50", inSmoke: false) { StackRowsWorkload.run(&$0, count: 50, repetitions: $0.repetitions(11)) },
        Entry(name: "stack rows N=100", inSmoke: true) { StackRowsWorkload.run(&$0, count: 100, repetitions: $0.repetitions(21)) },
        Entry(name: "scroll offset N=1000", inSmoke: true) { ScrollOffsetWorkload.run(&$0, rows: 1000, repetitions: $0.repetitions(11)) },
        Entry(name: "DSL fitting cell", inSmoke: true) { DSLFittingWorkload.run(&$0, calls: $0.isSmoke ? 100 : 100_000, repetitions: $0.repetitions(11)) },
    ]

    static func run(_ context: inout BenchmarkContext, options: BenchmarkOptions) {
        Warmup.run()
        let names = entries.map(\.name)
        for entry in entries where options.includes(entry.name, among: names) && (!context.isSmoke || entry.inSmoke) {
            entry.run(&context)
        }
    }
}
