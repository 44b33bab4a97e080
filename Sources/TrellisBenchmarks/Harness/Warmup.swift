import Cassowary

/// Exercises every solver path once before anything is measured, so that the Swift runtime's
/// one-time work (instantiating generic type metadata, about 1.4 M instructions on first use)
/// is not charged to whichever workload happens to run first. Measured phases then show the
/// steady-state cost that a long-running app pays for every layout.
enum Warmup {
    static func run() {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let soft = (a == 10) | .medium
        let softInequality = (b >= 3) | .weak
        _ = try? solver.addConstraints([a + b == 20, a >= 0, soft, softInequality, b <= 100])
        _ = try? solver.addEditVariable(b, strength: .strong)
        _ = try? solver.suggestValue(5, for: b)
        _ = try? solver.removeConstraint(soft)
        _ = try? solver.addConstraint(soft)
        _ = try? solver.addConstraint(a == 50)
        _ = try? solver.updateConstant(of: soft, to: -12)
        _ = try? solver.removeEditVariable(b)
        _ = solver.value(of: a) + solver.value(of: b)
    }
}
