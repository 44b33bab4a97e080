/// A sum of terms plus a constant: `c + a1*x1 + a2*x2 + ...`.
///
/// Built with the arithmetic operators or directly:
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right = left + width + 8                       // LinearExpression
/// let same = LinearExpression([Term(variable: left), Term(variable: width)], constant: 8)
/// ```
/// (Named `LinearExpression` so it never clashes with Foundation's `Expression`.)
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order written. A variable may appear more than once until reduced.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable: variable)])
    }

    /// The term alone.
    public init(_ term: Term) {
        self.init([term])
    }

    /// A constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable, ordered by variable creation, and
    /// zero coefficients dropped. This is the form a ``Constraint`` stores.
    /// - Complexity: O(n²) in the number of terms (an insertion sort: expressions are short).
    public func reduced() -> LinearExpression {
        if isReduced { return self }
        var sorted = terms
        LinearExpression.reduce(&sorted)
        return LinearExpression(sorted, constant: constant)
    }

    /// Sorts `terms` by creation order (an insertion sort: expressions are short), merges the
    /// terms of one variable and drops zero coefficients, in place.
    static func reduce(_ terms: inout [Term]) {
        // The same stable insertion sort, by adjacent swaps in the buffer: a swap moves two
        // terms where a copy retained and released each variable's name.
        terms.withUnsafeMutableBufferPointer { buffer in
            for index in 1..<max(1, buffer.count) {
                var position = index
                while position > 0 && buffer[position - 1].variable.id > buffer[position].variable.id {
                    buffer.swapAt(position - 1, position)
                    position -= 1
                }
            }
        }
        // Terms of distinct variables, none zero (the usual case): the merge would keep each.
        if !needsMerging(terms) { return }
        var kept = 0
        for index in terms.indices {
            let term = terms[index]
            if kept > 0 && terms[kept - 1].variable == term.variable {
                terms[kept - 1].coefficient += term.coefficient
                if terms[kept - 1].coefficient == 0 { kept -= 1 }
            } else if term.coefficient != 0 {
                terms[kept] = term
                kept += 1
            }
        }
        while terms.count > kept { terms.removeLast() }
    }

    /// Whether sorted `terms` hold a zero coefficient or two terms of one variable.
    private static func needsMerging(_ terms: [Term]) -> Bool {
        var previous: UInt64? = nil
        for term in terms {
            if term.coefficient == 0 || term.variable.id == previous { return true }
            previous = term.variable.id
        }
        return false
    }

    /// Whether the terms are already one per variable, in creation order, without zeros.
    var isReduced: Bool {
        var previous: UInt64 = 0
        for term in terms {
            if term.variable.id <= previous || term.coefficient == 0 { return false }
            previous = term.variable.id
        }
        return true
    }

    /// Evaluates the expression with the values `value` gives for each variable.
    ///
    /// ```swift
    /// let e = 2 * x + 1
    /// e.evaluate { _ in 3 }   // 7
    /// ```
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// `x + 2 * y - 3`; an empty expression prints its constant.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + body : body
            } else {
                text += term.coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}
