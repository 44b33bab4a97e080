// libFuzzer target: the `trellis solve` language, parse and solve (scripts/fuzz/build.sh).
import TrellisCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let outcome = CommandLineTool.run(arguments: ["solve", "--time-limit", "0.5", "-"], context: .standardInput(text))
    // A solved file prints `name value` lines whose values are finite numbers.
    if outcome.exitCode == 0 {
        for line in outcome.standardOutput.split(separator: "\n") {
            guard let value = line.split(separator: " ").last.flatMap({ Double($0) }), value.isFinite else {
                fatalError("a value that is not a finite number: \(line)")
            }
        }
    }
    return 0
}
