import Cassowary
import TrellisChat

/// One `trellis bench` workload: a name, its sizes, and a run returning a checksum that
/// depends only on the results (never on timing).
struct BenchWorkload: Sendable {
    let name: String
    /// Iterations in a normal run and in a smoke run.
    let size: Int
    let smokeSize: Int
    let run: @Sendable (Int) -> Double

    static let all: [BenchWorkload] = [solverEdit, chatColdLayout, textPrepare]

    /// An input bar's constraints, then `n` suggested text heights; sums the solved heights.
    static let solverEdit = BenchWorkload(name: "solver-edit", size: 10_000, smokeSize: 200) { n in
        var solver = Solver()
        let top = Variable("top"), height = Variable("height"), text = Variable("text"), content = Variable("content")
        do {
            try solver.addConstraint(top + height == 600)
            try solver.addConstraint(height == text + 10)
            try solver.addConstraint(text >= 30)
            try solver.addConstraint(text <= 100)
            try solver.addConstraint((text == content) | .medium)
            try solver.addConstraint((text == 30) | .weak)
            try solver.addEditVariable(content, strength: .strong)
            var checksum = 0.0
            for k in 0..<n {
                try solver.suggestValue(Double(10 + k % 120), for: content)
                checksum += solver.value(of: height) + solver.value(of: top) / 1000
            }
            return checksum
        } catch {
            return -1
        }
    }

    /// The sample conversation laid out from scratch `n` times; sums the content heights.
    static let chatColdLayout = BenchWorkload(name: "chat-cold-layout", size: 50, smokeSize: 2) { n in
        var checksum = 0.0
        for k in 0..<n {
            checksum += ChatSample.layout(width: 320 + Double(k % 3) * 40).contentHeight
        }
        return checksum
    }

    /// The sample's texts prepared (segmented, measured) and wrapped at 160 pt `n` times; sums
    /// the heights and line counts.
    static let textPrepare = BenchWorkload(name: "text-prepare", size: 200, smokeSize: 5) { n in
        let texts = ChatSample.messages.compactMap { message -> String? in
            if case .text(let text) = message.kind { return text }
            return nil
        }
        var checksum = 0.0
        for _ in 0..<n {
            for text in texts {
                let layout = PreparedText(text, font: .builtin(size: 14)).layout(maxWidth: 160)
                checksum += layout.height + Double(layout.lines.count)
            }
        }
        return checksum
    }

    /// Three decimals, fixed.
    static func milliseconds(_ value: Double) -> String {
        let scaled = Int((value * 1000).rounded())
        let fraction = String(scaled % 1000)
        return "\(scaled / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A checksum with three decimals.
    static func checksum(_ value: Double) -> String {
        milliseconds(value)
    }
}
