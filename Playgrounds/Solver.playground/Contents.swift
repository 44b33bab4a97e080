//: # Cassowary: the solver under Trellis
//:
//: Trellis solves layouts with its own incremental Cassowary solver (kiwi's algorithm, written
//: anew for Swift). You rarely call it directly (the layout DSL does), but it is a small,
//: general tool for any system of linear equalities and inequalities with priorities.
//: This tour uses only `import Cassowary`.
import Cassowary
#if canImport(PlaygroundSupport)
import PlaygroundSupport
#endif

//: ## Variables and constraints
//: A `Variable` is a small value (an id and a name for printing). Constraints are built with
//: ordinary operators: `==`, `<=`, `>=`, `+`, `-`, and `*` or `/` by a number.
let left = Variable("left")
let width = Variable("width")
let right = Variable("right")

var solver = Solver()
do {
    try solver.addConstraint(right == left + width)   // required (the default strength)
    try solver.addConstraint(width >= 30)
    try solver.addConstraint(width <= 100)
    //: A constraint's strength says how much the solver may bend it: `required` never bends;
    //: `strong`, `medium` and `weak` are wishes, each far stronger than the next.
    try solver.addConstraint(Constraint((left - 10).linearExpression, .equal, strength: .weak))
} catch {
    print("could not add a constraint: \(error)")
}
//: Values are read on demand; there is no separate update step.
print("left", solver.value(of: left), "width", solver.value(of: width), "right", solver.value(of: right))

//: ## Edit variables: the interactive part
//: Declare a variable editable with a (non-required) strength, then suggest values. Each
//: suggestion re-solves incrementally: this is how a layout follows a changing window size.
do {
    try solver.addEditVariable(width, strength: .strong)
    for wanted in [20.0, 64, 250] {
        try solver.suggestValue(wanted, for: width)
        // 20 is clamped to 30, 250 to 100: the required bounds win over a strong wish.
        print("suggested", wanted, "-> width", solver.value(of: width), "right", solver.value(of: right))
    }
} catch {
    print("edit failed: \(error)")
}

//: ## Conflicts are typed errors, and the solver stays unchanged
//: A required constraint that cannot hold is refused with `SolverError.unsatisfiableConstraint`,
//: which carries a minimal set of constraints it conflicts with.
let tooWide = width >= 500
do {
    try solver.addConstraint(tooWide)
} catch {
    // `addConstraint` throws `SolverError` only (typed throws), so `error` is one.
    if case let .unsatisfiableConstraint(_, conflicts) = error {
        print("refused:", tooWide, "conflicts with", conflicts.map(\.description))
    }
}
print("width is still", solver.value(of: width))

//: ## Copies are independent
//: `Solver` is a value type with copy-on-write storage: copying is cheap, and a copy can be
//: changed without touching the original (Trellis prepares one solver per chat template and
//: re-solves copies of it per message).
var experiment = solver
try? experiment.suggestValue(40, for: width)
print("copy:", experiment.value(of: width), "original:", solver.value(of: width))

//: ## Looking inside
//: `dump()` prints the tableau (objective, rows, edit variables) for debugging.
print(solver.dump().split(separator: "\n").prefix(6).joined(separator: "\n"))
