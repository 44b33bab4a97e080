// The benchmark executable. `swift run -c release TrellisBenchmarks` runs every workload and
// prints a Markdown table of medians, then the issues' wall-clock targets checked against
// them; `--smoke` runs small sizes once and only checks the checksums (CI); `--only NAME`
// runs the workloads whose name contains NAME; `--scale X` multiplies the repetition counts.
// Exit status 1 when any checksum is wrong.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
var options = BenchmarkOptions()
do {
    options = try BenchmarkOptions(arguments: arguments)
} catch {
    FileHandle.standardError.write(Data("\(error)\n\n\(BenchmarkOptions.usage)\n".utf8))
    exit(64)
}
if options.showHelp {
    print(BenchmarkOptions.usage)
    exit(0)
}
var context = BenchmarkContext(isSmoke: options.smoke, repetitionScale: options.scale)
context.isSingleShot = options.once
BenchmarkSuite.run(&context, options: options)
print(BenchmarkReport.table(context.results))
if !options.smoke {
    let targets = BenchmarkTargets.table(context.results)
    if !targets.isEmpty { print("\nTargets (wall-clock medians; a miss is reported, not failed: timings are noisy):\n\n" + targets) }
}
if !context.failures.isEmpty {
    FileHandle.standardError.write(Data(("\nFAILED:\n" + context.failures.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
print(options.smoke ? "\nsmoke run: all checksums match" : "\nall checksums match")
