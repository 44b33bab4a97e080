/// Collects the timings and checksum verdicts of one benchmark run.
///
/// A workload calls ``measure(_:_:operations:body:)`` for each timed phase; `body` runs once
/// per repetition and returns the phase's checksum, which is compared against the expected
/// value every time (a wrong answer fails the run even in smoke mode).
struct BenchmarkContext {
    /// Repetitions per phase (the median is reported); smoke mode uses 1.
    let repetitionScale: Double
    let isSmoke: Bool
    /// One repetition of everything (`--once`).
    var isSingleShot = false
    private(set) var results: [PhaseResult] = []
    private(set) var failures: [String] = []

    init(isSmoke: Bool, repetitionScale: Double = 1) {
        self.isSmoke = isSmoke
        self.repetitionScale = repetitionScale
    }

    /// How many times to repeat a workload whose full-mode repetition count is `full`.
    func repetitions(_ full: Int) -> Int {
        isSmoke || isSingleShot ? 1 : max(1, Int((Double(full) * repetitionScale).rounded()))
    }

    /// Times `body` `repetitions` times and checks each returned checksum.
    mutating func measure(
        _ workload: String, _ phase: String, repetitions: Int, operations: Int = 1, unit: String = "op",
        expected: Double?, tolerance: Double = 1e-6, body: () throws -> Double
    ) {
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            let checksum: Double
            do {
                checksum = try body()
            } catch {
                failures.append("\(workload) \(phase): threw \(error)")
                return
            }
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            if let expected, !Checksum.matches(checksum, expected, tolerance: tolerance) {
                failures.append("\(workload) \(phase): checksum \(checksum), expected \(expected)")
                return
            }
        }
        results.append(PhaseResult(workload: workload, phase: phase, samples: samples, operations: operations, unit: unit))
    }

    /// Like `measure`, with an untimed `setup` before each repetition whose result the timed
    /// `body` may consume (a solver built for a loop, say).
    mutating func measure<State>(
        _ workload: String, _ phase: String, repetitions: Int, operations: Int = 1, unit: String = "op",
        expected: Double?, tolerance: Double = 1e-6, setup: () throws -> State, body: (inout State) throws -> Double
    ) {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            do {
                var state = try setup()
                let start = ContinuousClock.now
                let checksum = try body(&state)
                let elapsed = ContinuousClock.now - start
                samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
                if let expected, !Checksum.matches(checksum, expected, tolerance: tolerance) {
                    failures.append("\(workload) \(phase): checksum \(checksum), expected \(expected)")
                    return
                }
            } catch {
                failures.append("\(workload) \(phase): threw \(error)")
                return
            }
        }
        results.append(PhaseResult(workload: workload, phase: phase, samples: samples, operations: operations, unit: unit))
    }

    /// Records a failure found outside `measure` (a wrong final state, say).
    mutating func fail(_ message: String) {
        failures.append(message)
    }

    /// Records a figure that is not a timing (memory per item, say).
    mutating func note(_ workload: String, _ phase: String, value: String) {
        results.append(PhaseResult(workload: workload, phase: phase, samples: [], operations: 0, unit: value))
    }
}

/// The samples of one phase.
struct PhaseResult {
    let workload: String
    let phase: String
    let samples: [Double]
    let operations: Int
    let unit: String

    var sorted: [Double] { samples.sorted() }
    var median: Double {
        let values = sorted
        if values.isEmpty { return 0 }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}

enum Checksum {
    /// Equal, or within `tolerance` relative (kiwi ports differ in the last bits).
    static func matches(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
        if actual == expected { return true }
        return abs(actual - expected) <= tolerance * max(1, abs(expected))
    }
}

/// The state a timed build left behind, once (so the first loop repetition reuses the last
/// build instead of building again: under callgrind each build function then runs once);
/// later repetitions build afresh.
func reuse<State>(_ cached: inout State?, _ build: () throws -> State) rethrows -> State {
    if let state = cached {
        cached = nil
        return state
    }
    return try build()
}
