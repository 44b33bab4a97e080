/// Formats benchmark results as the Markdown table the README quotes.
enum BenchmarkReport {
    static func table(_ results: [PhaseResult]) -> String {
        var lines = [
            "| workload | phase | median | [min – max] | per op | reps |",
            "|---|---|---|---|---|---|",
        ]
        for result in results {
            if result.samples.isEmpty {
                lines.append("| \(result.workload) | \(result.phase) | \(result.unit) | | | |")
                continue
            }
            let sorted = result.sorted
            let perOp = result.operations > 1
                ? "\(duration(result.median / Double(result.operations)))/\(result.unit)" : ""
            lines.append("| \(result.workload) | \(result.phase) | \(duration(result.median)) | "
                + "[\(duration(sorted.first!)) – \(duration(sorted.last!))] | \(perOp) | \(result.samples.count) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `1.23 ms`, `456 ns`, `2.5 s`: three significant digits.
    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case 1...: return significant(seconds) + " s"
        case 1e-3...: return significant(seconds * 1e3) + " ms"
        case 1e-6...: return significant(seconds * 1e6) + " µs"
        default: return significant(seconds * 1e9) + " ns"
        }
    }

    private static func significant(_ value: Double) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var text = String(Int64((value * pow10(digits)).rounded()))
        if digits > 0 {
            while text.count <= digits { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return text
    }

    private static func pow10(_ n: Int) -> Double { n == 0 ? 1 : n == 1 ? 10 : 100 }
}
