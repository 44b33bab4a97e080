/// A required constraint read as the edges of a constraint graph, when it is a difference
/// constraint: `a*x - a*y + c (rel) 0` (two terms whose coefficients are exact opposites) or a
/// bound `a*x + c (rel) 0`, whose second variable is a node fixed at zero.
///
/// An edge `u → v` of weight `w` stands for `x_v - x_u <= w`; an inequality gives one edge, an
/// equality two, one each way (SMT difference logic; B. Cotton and O. Maler, "Fast and
/// flexible difference constraint propagation for DPLL(T)", SAT 2006).
struct DifferenceEdges {
    /// The constraint's variables: `x` (the first term) and `y` (the second, nil for a bound).
    let x: Variable
    let y: Variable?
    /// The weight of the edge `x → y` (`y - x <= w`), nil when there is none.
    let forward: Double?
    /// The weight of the edge `y → x` (`x - y <= w`), nil when there is none.
    let backward: Double?
    /// `|a|`: the factor from the graph's units to the constraint's own.
    let scale: Double
    /// The values of `x` and `y` at which the system holds (the graph's potential), set by the
    /// caller; 0 until then (and for the zero node).
    var xValue = 0.0
    var yValue = 0.0

    /// The edges of `constraint` held at `constant`; nil when it is not a difference constraint.
    /// (`x - y <= -offset`, that is `y → x`; `x - y >= -offset`, that is `y - x <= offset`: `x → y`.)
    init?(_ constraint: Constraint, constant: Double) {
        let terms = constraint.expression.terms
        guard let first = terms.first, terms.count <= 2 else { return nil }
        let a = first.coefficient
        if terms.count == 2 {
            guard terms[1].coefficient == -a else { return nil }
            y = terms[1].variable
        } else {
            y = nil
        }
        guard a != 0, a.isFinite else { return nil }
        x = first.variable
        scale = abs(a)
        // a (x - y) + c (rel) 0 is (x - y) + c/a (rel') 0, rel' flipped when a < 0.
        let offset = constant / a
        guard offset.isFinite else { return nil }
        var relation = constraint.relation
        if a < 0 {
            switch relation {
            case .lessThanOrEqual: relation = .greaterThanOrEqual
            case .greaterThanOrEqual: relation = .lessThanOrEqual
            case .equal: break
            }
        }
        backward = relation != .greaterThanOrEqual ? -offset : nil
        forward = relation != .lessThanOrEqual ? offset : nil
    }
}
