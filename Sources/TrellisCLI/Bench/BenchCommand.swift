import Foundation

/// `trellis bench [--smoke] [--only NAME]`: a quick in-process check of the hot paths with
/// checksums (solver edit loop, chat cold layout of the sample, text prepare and wrap). The
/// full suite lives in the `TrellisBenchmarks` executable:
/// `swift run -c release TrellisBenchmarks`.
enum BenchCommand: Subcommand {
    static let description = CommandDescription(
        name: "bench",
        abstract: "Time the solver, chat layout and text in-process.",
        discussion: """
            A quick check, not the benchmark suite: each workload runs a few rounds through the \
            public APIs and prints its median time per round and a checksum (the same on every \
            run: a changed checksum means changed results, not just changed speed). Timings of a \
            debug build are much slower than release.
            The full suite (solver workloads against kiwi's, 10k and 100k message chats, memory \
            per message) is the TrellisBenchmarks executable:
              swift run -c release TrellisBenchmarks [--smoke]
            """,
        arguments: [
            .flag("smoke", help: "Small sizes and one round: checks that everything runs."),
            .option("only", valueName: "name", help: "Run only this workload.", isOptional: true,
                    allowedValues: BenchWorkload.all.map(\.name)),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome {
        let smoke = arguments.flag("smoke")
        let selected = BenchWorkload.all.filter { arguments.string("only") == nil || $0.name == arguments.string("only") }
        var lines = ["workload                  size      median/round   checksum"]
        for workload in selected {
            let size = smoke ? workload.smokeSize : workload.size
            let rounds = smoke ? 1 : 5
            var times: [Double] = []
            var checksum = 0.0
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                checksum = workload.run(size)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            let median = times.sorted()[times.count / 2]
            lines.append(workload.name.padding(to: 26) + String(size).padding(to: 10)
                + (BenchWorkload.milliseconds(median) + " ms").padding(to: 15) + BenchWorkload.checksum(checksum))
        }
        lines.append("")
        lines.append("A quick check. The full suite: swift run -c release TrellisBenchmarks")
        return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n")
    }
}
