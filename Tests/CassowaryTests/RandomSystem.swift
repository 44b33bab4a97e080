import Testing
import TrellisTestSupport
@testable import Cassowary

/// A seeded random constraint system and a random sequence of valid calls on it, for the
/// property tests. Required constraints all hold at a hidden point, so the required set is
/// always satisfiable; soft constraints and edits pull the variables elsewhere.
struct RandomSystem {
    enum Op {
        case add(Constraint)
        case remove(Constraint)
        case addEdit(Variable, Strength)
        case removeEdit(Variable)
        case suggest(Variable, Double)
        case update(Constraint, Double)
    }

    /// What the solver should hold after the ops so far.
    struct Model {
        var active: [Constraint] = []
        var constants: [ObjectIdentifier: Double] = [:]
        var edits: [(variable: Variable, strength: Strength, value: Double)] = []
    }

    let variables: [Variable]
    let hidden: [Double]
    let pool: [Constraint]
    private(set) var model = Model()

    init(random: inout SplitMix64) {
        let count = random.int(2...6)
        let variables = (0..<count).map { Variable("p\($0)") }
        let hidden = (0..<count).map { _ in Double(random.int(-40...40)) }
        self.variables = variables
        self.hidden = hidden
        var pool: [Constraint] = []
        for index in 0..<random.int(count...(2 * count + 2)) {
            let expression = Self.randomExpression(variables, &random)
            let atHidden = expression.evaluate { hidden[variables.firstIndex(of: $0)!] }
            let relation: Relation = index < count / 2 ? .equal : random.pick([.lessThanOrEqual, .greaterThanOrEqual])
            let slack = Double(random.int(0...12))
            let constant = relation == .equal ? -atHidden : relation == .lessThanOrEqual ? -atHidden - slack : -atHidden + slack
            pool.append(Constraint(LinearExpression(expression.terms, constant: constant), relation))
        }
        for variable in variables {
            pool.append(Constraint(variable - Double(random.int(-70...70)), .equal, strength: Self.randomStrength(&random)))
        }
        for _ in 0..<random.int(1...count) {
            let expression = Self.randomExpression(variables, &random) + Double(random.int(-50...50))
            pool.append(Constraint(expression, random.pick([.lessThanOrEqual, .greaterThanOrEqual, .equal]),
                                   strength: Self.randomStrength(&random)))
        }
        self.pool = pool
    }

    static func randomExpression(_ variables: [Variable], _ random: inout SplitMix64) -> LinearExpression {
        var terms: [Term] = []
        for variable in variables where random.chance(0.5) || terms.isEmpty && variable == variables.last {
            terms.append(Term(variable: variable, coefficient: random.pick([1, -1, 2, -2, 0.5, 3])))
        }
        return LinearExpression(terms)
    }

    static func randomStrength(_ random: inout SplitMix64) -> Strength {
        let level = random.pick([Strength.weak, .medium, .strong]).value
        return Strength(level * (0.5 + Double(random.int(0...4000)) / 1000))
    }

    /// A random call that is valid in the current model, and the model updated by it.
    mutating func nextOp(_ random: inout SplitMix64) -> Op {
        while true {
            switch random.int(0...9) {
            case 0...3:
                let candidates = pool.filter { c in !model.active.contains { $0 === c } }
                guard !candidates.isEmpty else { continue }
                let c = random.pick(candidates)
                model.active.append(c)
                model.constants[ObjectIdentifier(c)] = c.expression.constant
                return .add(c)
            case 4:
                guard !model.active.isEmpty else { continue }
                let c = model.active.remove(at: random.int(0...(model.active.count - 1)))
                model.constants[ObjectIdentifier(c)] = nil
                return .remove(c)
            case 5:
                let free = variables.filter { v in !model.edits.contains { $0.variable == v } }
                guard !free.isEmpty else { continue }
                let variable = random.pick(free), strength = Self.randomStrength(&random)
                model.edits.append((variable, strength, 0))
                return .addEdit(variable, strength)
            case 6:
                guard !model.edits.isEmpty, random.chance(0.5) else { continue }
                return .removeEdit(model.edits.remove(at: random.int(0...(model.edits.count - 1))).variable)
            case 7, 8:
                guard !model.edits.isEmpty else { continue }
                let index = random.int(0...(model.edits.count - 1)), value = Double(random.int(-100...100))
                model.edits[index].value = value
                return .suggest(model.edits[index].variable, value)
            default:
                let candidates = model.active.filter { !$0.strength.isRequired || $0.relation != .equal }
                guard !candidates.isEmpty else { continue }
                let c = random.pick(candidates)
                let constant: Double
                if c.strength.isRequired {
                    let atHidden = c.expression.evaluate { hidden[variables.firstIndex(of: $0)!] } - c.expression.constant
                    let slack = Double(random.int(0...12))
                    constant = c.relation == .lessThanOrEqual ? -atHidden - slack : -atHidden + slack
                } else {
                    constant = Double(random.int(-80...80))
                }
                model.constants[ObjectIdentifier(c)] = constant
                return .update(c, constant)
            }
        }
    }

    static func apply(_ op: Op, to solver: inout Solver) throws {
        switch op {
        case let .add(c): try solver.addConstraint(c)
        case let .remove(c): try solver.removeConstraint(c)
        case let .addEdit(v, s): try solver.addEditVariable(v, strength: s)
        case let .removeEdit(v): try solver.removeEditVariable(v)
        case let .suggest(v, value): try solver.suggestValue(value, for: v)
        case let .update(c, constant): try solver.updateConstant(of: c, to: constant)
        }
    }

    /// A fresh solver given the model's final set (with `pulls` as extra soft constraints).
    func freshSolver(pulls: [Constraint] = []) throws -> Solver {
        var solver = Solver()
        for c in model.active { try solver.addConstraint(withConstant(c, model.constants[ObjectIdentifier(c)]!)) }
        for edit in model.edits {
            try solver.addEditVariable(edit.variable, strength: edit.strength)
            try solver.suggestValue(edit.value, for: edit.variable)
        }
        try solver.addConstraints(pulls)
        return solver
    }

    /// The weighted violation the solver minimises, for the model's constraints and edits.
    func objective(of solver: Solver) -> Double {
        var total = 0.0
        for c in model.active where !c.strength.isRequired {
            var e = model.constants[ObjectIdentifier(c)]!
            for term in c.expression.terms { e += term.coefficient * solver.value(of: term.variable) }
            let miss = c.relation == .equal ? abs(e) : c.relation == .lessThanOrEqual ? max(0, e) : max(0, -e)
            total += c.strength.value * miss
        }
        for edit in model.edits { total += edit.strength.value * abs(solver.value(of: edit.variable) - edit.value) }
        return total
    }

    /// The size of the objective's terms (each weight times the magnitudes in its
    /// constraint), to measure the objective's rounding against.
    func objectiveScale(of solver: Solver) -> Double {
        var total = 1.0
        for c in model.active where !c.strength.isRequired {
            var size = abs(model.constants[ObjectIdentifier(c)]!)
            for term in c.expression.terms { size += abs(term.coefficient * solver.value(of: term.variable)) }
            total += c.strength.value * max(1, size)
        }
        for edit in model.edits { total += edit.strength.value * max(1, abs(edit.value)) }
        return total
    }

    /// The unique optimum of the model's final set, or nil when fresh solvers pulled in two
    /// opposite random directions disagree (the optimal face is more than a point).
    func uniqueSolution(_ random: inout SplitMix64) throws -> [Double]? {
        let targets = variables.map { _ in random.pick([-1e5, 1e5]) }
        let weights = variables.map { _ in 1e-3 * random.double(0.5...1.5) }
        func pulls(_ sign: Double) -> [Constraint] {
            variables.indices.map { (variables[$0] == sign * targets[$0]) | Strength(weights[$0]) }
        }
        let base = try freshSolver(), plus = try freshSolver(pulls: pulls(1)), minus = try freshSolver(pulls: pulls(-1))
        let values = variables.map { base.value(of: $0) }
        for (index, variable) in variables.enumerated() {
            guard isClose(values[index], plus.value(of: variable), tolerance: 1e-9),
                  isClose(values[index], minus.value(of: variable), tolerance: 1e-9) else { return nil }
        }
        return values
    }
}
