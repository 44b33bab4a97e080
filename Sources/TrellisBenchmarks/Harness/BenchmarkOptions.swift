/// Command-line options of the benchmark executable.
struct BenchmarkOptions {
    var smoke = false
    var once = false
    var only: [String] = []
    var scale = 1.0
    var showHelp = false

    static let usage = """
        USAGE: TrellisBenchmarks [--smoke] [--only NAME]... [--scale X]

        OPTIONS:
          --smoke        Small sizes, one repetition, checksums only (for CI).
          --once         Every size, one repetition (for callgrind: scripts/bench/callgrind.sh).
          --only NAME    Run only workloads whose name contains NAME (repeatable).
          --scale X      Multiply every repetition count by X.
          -h, --help     Show this help.
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init() {}

    init(arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--smoke": smoke = true
            case "--once": once = true
            case "-h", "--help": showHelp = true
            case "--only", "--scale":
                index += 1
                guard index < arguments.count else { throw UsageError(description: "Error: \(argument) needs a value") }
                if argument == "--only" {
                    only.append(arguments[index])
                } else {
                    guard let value = Double(arguments[index]), value > 0 else {
                        throw UsageError(description: "Error: --scale needs a positive number")
                    }
                    scale = value
                }
            default:
                throw UsageError(description: "Error: unknown option '\(argument)'")
            }
            index += 1
        }
    }

    /// Whether a workload runs under `--only`: an exact name selects just that workload,
    /// anything else selects the workloads whose names contain it.
    func includes(_ name: String, among names: [String]) -> Bool {
        only.isEmpty || only.contains { pattern in
            names.contains(pattern) ? name == pattern : name.contains(pattern)
        }
    }
}
