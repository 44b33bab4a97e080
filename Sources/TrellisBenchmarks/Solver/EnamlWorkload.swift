import Cassowary

/// Workload (a): kiwi's enaml-like benchmark, and a(N) with N independent copies in one solver.
enum EnamlWorkload {
    struct Spec {
        let relation: Relation
        let strength: Strength
        let constant: Double
        let terms: [(variable: Int, coefficient: Double)]
    }

    /// width, height and the 35 other variable names, and the 111 constraints.
    static let (variableNames, specs): ([String], [Spec]) = parse(enamlConstraintText)

    static func parse(_ text: String) -> ([String], [Spec]) {
        var names: [String] = []
        var specs: [Spec] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# variables") {
                let list = line.split(separator: ":", maxSplits: 1)[1]
                names = ["width", "height"] + list.split(separator: " ").map(String.init)
                continue
            }
            if line.hasPrefix("#") { continue }
            let halves = line.split(separator: "|")
            let head = halves[0].split(separator: " ")
            let relation: Relation = head[0] == "==" ? .equal : head[0] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            let strength: Strength
            switch head[1] {
            case "required": strength = .required
            case "strong": strength = .strong
            case "medium": strength = .medium
            case "weak": strength = .weak
            case "mmedium": strength = Strength(strong: 0, medium: 1, weak: 0, weight: 1.25)
            default: strength = Strength(strong: 0, medium: 100, weak: 0)  // smedium
            }
            let terms = halves[1].split(separator: " ").map { item -> (Int, Double) in
                let parts = item.split(separator: "*")
                return (names.firstIndex(of: String(parts[1]))!, Double(parts[0])!)
            }
            specs.append(Spec(relation: relation, strength: strength, constant: Double(head[2])!, terms: terms))
        }
        return (names, specs)
    }

    static let sizes: [(width: Double, height: Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    /// Builds N copies; returns the solver and copy 0's width and height.
    @inline(never)
    static func phaseBuild(copies: Int) throws -> (Solver, Variable, Variable) {
        var solver = Solver()
        var first: (Variable, Variable)?
        for _ in 0..<copies {
            let width = Variable("width"), height = Variable("height")
            let variables = [width, height] + variableNames.dropFirst(2).map { Variable($0) }
            try solver.addEditVariable(width, strength: .strong)
            try solver.addEditVariable(height, strength: .strong)
            for spec in specs {
                let terms = spec.terms.map { Term(variable: variables[$0.variable], coefficient: $0.coefficient) }
                try solver.addConstraint(Constraint(LinearExpression(terms, constant: spec.constant), spec.relation, strength: spec.strength))
            }
            if first == nil { first = (width, height) }
        }
        _ = solver.value(of: first!.0)
        return (solver, first!.0, first!.1)
    }

    /// 1000 rounds over the six sizes: 6000 suggest/read steps.
    @inline(never)
    static func phaseLoop(_ solver: inout Solver, width: Variable, height: Variable) throws -> Double {
        var checksum = 0.0
        for _ in 0..<1000 {
            for size in sizes {
                try solver.suggestValue(size.width, for: width)
                try solver.suggestValue(size.height, for: height)
                checksum += solver.value(of: width) + solver.value(of: height)
            }
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, copies: Int, repetitions: Int) {
        let name = "a(\(copies)) enaml"
        _ = specs.count  // parse the data before anything is measured
        var built: (Solver, Variable, Variable)?
        context.measure(name, "build", repetitions: repetitions, expected: nil) {
            built = try phaseBuild(copies: copies)
            return 0
        }
        context.measure(name, "6000 steps", repetitions: repetitions, operations: 6000, unit: "step", expected: 8_400_000,
                        setup: { try reuse(&built) { try phaseBuild(copies: copies) } },
                        body: { built in try phaseLoop(&built.0, width: built.1, height: built.2) })
    }
}
