// libFuzzer target: the `trellis solve` language, parse and solve (scripts/fuzz/build.sh).
import TrellisCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let outcome = CommandLineTool.run(arguments: ["solve", "--time-limit", "0.5", "-"], context: .standardInput(text))
    // A solved file never prints a non-finite value.
    if outcome.exitCode == 0, outcome.standardOutput.contains("inf") || outcome.standardOutput.contains("nan") {
        fatalError("non-finite value printed: \(outcome.standardOutput)")
    }
    return 0
}
