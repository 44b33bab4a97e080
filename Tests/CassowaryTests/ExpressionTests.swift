import Testing
@testable import Cassowary

/// Variables, terms and linear expressions: every initializer, operator, `reduced()`,
/// `evaluate(_:)` and description.
@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    private func parts(_ e: LinearExpression) -> [String] {
        e.terms.map { "\($0.coefficient)*\($0.variable.name)" } + ["\(e.constant)"]
    }

    @Test func variableIdentityNamesAndHashing() {
        let a = Variable("same"), b = Variable("same"), unnamed = Variable()
        #expect(a != b)
        #expect(a == a)
        #expect(a.id < b.id && b.id < unnamed.id)
        #expect(a.name == "same")
        #expect(unnamed.name == "")
        #expect(unnamed.description == "v\(unnamed.id)")
        #expect(a.debugDescription == "Variable(same#\(a.id))")
        #expect(Set([a, b, a]).count == 2)
        let copy = a
        #expect(copy == a && copy.hashValue == a.hashValue)
    }

    @Test func termInitializersAndOperators() {
        #expect(Term(variable: x).coefficient == 1)
        #expect(Term(variable: x, coefficient: -2.5).coefficient == -2.5)
        let cases: [(Term, Double)] = [
            (2 * x, 2), (x * 3, 3), (2 * (3 * x), 6), ((3 * x) * 2, 6), (x / 4, 0.25), ((3 * x) / 2, 1.5),
        ]
        for (term, coefficient) in cases {
            #expect(term.variable == x)
            #expect(term.coefficient == coefficient)
        }
        #expect(same((2 * x), Term(variable: x, coefficient: 2)))
        #expect(!same((2 * x), Term(variable: y, coefficient: 2)))
    }

    @Test func termDescriptions() {
        #expect(Term(variable: x).description == "x")
        #expect((2 * x).description == "2 * x")
        #expect((-1 * x).description == "-1 * x")
        #expect((2.5 * x).description == "2.5 * x")
        #expect((1e20 * x).description == "1e+20 * x")
    }

    @Test func expressionInitializers() {
        #expect(parts(LinearExpression()) == ["0.0"])
        #expect(parts(LinearExpression(x)) == ["1.0*x", "0.0"])
        #expect(parts(LinearExpression(3 * y)) == ["3.0*y", "0.0"])
        #expect(parts(LinearExpression(constant: -4)) == ["-4.0"])
        #expect(parts(LinearExpression([2 * x, Term(variable: y)], constant: 7)) == ["2.0*x", "1.0*y", "7.0"])
        #expect(same(x.linearExpression, LinearExpression(x)))
        #expect(same((2 * x).linearExpression, LinearExpression(2 * x)))
        #expect(same(5.0.linearExpression, LinearExpression(constant: 5)))
        let e = x + 1
        #expect(same(e.linearExpression, e))
    }

    @Test func additionOnEveryOperandPair() {
        #expect(parts(x + y) == ["1.0*x", "1.0*y", "0.0"])
        #expect(parts(x + 8) == ["1.0*x", "8.0"])
        #expect(parts(8 + x) == ["1.0*x", "8.0"])
        #expect(parts(2 * x + y) == ["2.0*x", "1.0*y", "0.0"])
        #expect(parts(x + 2 * y) == ["1.0*x", "2.0*y", "0.0"])
        #expect(parts(2 * x + 3 * y) == ["2.0*x", "3.0*y", "0.0"])
        #expect(parts((x + 1) + (y + 2)) == ["1.0*x", "1.0*y", "3.0"])
        #expect(parts((x + 1) + y) == ["1.0*x", "1.0*y", "1.0"])
        #expect(parts(y + (x + 1)) == ["1.0*y", "1.0*x", "1.0"])
        #expect(parts((x + 1) + 2.5) == ["1.0*x", "3.5"])
        #expect(parts(2.5 + (x + 1)) == ["1.0*x", "3.5"])
        #expect(parts(3 * x + 1) == ["3.0*x", "1.0"])
        #expect(parts(1 + 3 * x) == ["3.0*x", "1.0"])
        // Terms keep their order and repeats until reduced.
        #expect(parts(x + x) == ["1.0*x", "1.0*x", "0.0"])
    }

    @Test func subtractionAndNegation() {
        #expect(parts(x - y) == ["1.0*x", "-1.0*y", "0.0"])
        #expect(parts(x - 8) == ["1.0*x", "-8.0"])
        #expect(parts(8 - x) == ["-1.0*x", "8.0"])
        #expect(parts(2 * x - 3 * y) == ["2.0*x", "-3.0*y", "0.0"])
        #expect(parts((x + 1) - (y - 2)) == ["1.0*x", "-1.0*y", "3.0"])
        #expect(parts(10 - (x + 1)) == ["-1.0*x", "9.0"])
        #expect(parts((x + 1) - 10) == ["1.0*x", "-9.0"])
        #expect(parts(-x) == ["-1.0*x", "-0.0"])
        #expect(parts(-(2 * x)) == ["-2.0*x", "-0.0"])
        #expect(parts(-(2 * x - y + 3)) == ["-2.0*x", "1.0*y", "-3.0"])
    }

    @Test func scalingExpressions() {
        #expect(parts(0.5 * (x + y + 4)) == ["0.5*x", "0.5*y", "2.0"])
        #expect(parts((x + y + 4) * 2) == ["2.0*x", "2.0*y", "8.0"])
        #expect(parts((2 * x + 6) / 4) == ["0.5*x", "1.5"])
        #expect(parts(0 * (x + 3)) == ["0.0*x", "0.0"])
    }

    /// A conforming type that only gives `linearExpression` (the protocol's default path).
    private struct Midpoint: LinearExpressionConvertible {
        let a: Variable, b: Variable
        var linearExpression: LinearExpression { 0.5 * (a + b) }
    }

    @Test func appendTermsOnEveryConformingType() {
        var terms: [Term] = []
        #expect(x.appendTerms(to: &terms, times: -2) == 0)
        #expect((3 * y).appendTerms(to: &terms, times: -1) == 0)
        #expect((x + y + 8).appendTerms(to: &terms, times: 1) == 8)
        #expect((x + 4).appendTerms(to: &terms, times: -0.5) == -2)
        #expect((8.0).appendTerms(to: &terms, times: -1) == -8)
        #expect(Midpoint(a: x, b: z).appendTerms(to: &terms, times: 2) == 0)
        #expect(terms.map { "\($0.coefficient)*\($0.variable.name)" }
                == ["-2.0*x", "-3.0*y", "1.0*x", "1.0*y", "-0.5*x", "1.0*x", "1.0*z"])
        // Operators and constraints accept the custom type through the default.
        #expect(parts(Midpoint(a: x, b: z) + y) == ["0.5*x", "0.5*z", "1.0*y", "0.0"])
        let constraint = Midpoint(a: x, b: z) == y + 1
        #expect(parts(constraint.expression) == ["0.5*x", "-1.0*y", "0.5*z", "-1.0"])
        let mixed = Constraint(x + 2, .lessThanOrEqual, 3 * y)
        #expect(parts(mixed.expression) == ["1.0*x", "-3.0*y", "2.0"])
    }

    @Test func reducedMergesSortsAndDropsZeros() {
        // Written out of creation order with repeats: reduced is by creation order.
        let e = LinearExpression([3 * z, Term(variable: x), 2 * y, -1 * x, 4 * z], constant: 5)
        #expect(parts(e.reduced()) == ["2.0*y", "7.0*z", "5.0"])
        #expect(parts((x - x + 2).reduced()) == ["2.0"])
        #expect(parts(LinearExpression(0 * x).reduced()) == ["0.0"])
        #expect(parts(LinearExpression(3 * x).reduced()) == ["3.0*x", "0.0"])
        let already = 2 * x + 3 * z + 1
        #expect(same(already.reduced(), already))
        #expect(parts((y + x).reduced()) == ["1.0*x", "1.0*y", "0.0"])
        // Reducing twice changes nothing.
        #expect(same(e.reduced().reduced(), e.reduced()))
    }

    @Test func evaluate() {
        let values: [Variable: Double] = [x: 3, y: -2, z: 0.5]
        let e = 2 * x - 4 * y + z + 1
        #expect(e.evaluate { values[$0]! } == 15.5)
        #expect(LinearExpression(constant: 7).evaluate { _ in fatalError("no variables") } == 7)
        // Unreduced repeats count each time.
        #expect((x + x).evaluate { values[$0]! } == 6)
    }

    @Test func descriptions() {
        #expect((x + 2 * y - 3).description == "x + 2 * y - 3")
        #expect((-x + y).description == "-x + y")
        #expect((-2 * x - 0.5 * y + 0.25).description == "-2 * x - 0.5 * y + 0.25")
        #expect(LinearExpression().description == "0")
        #expect(LinearExpression(constant: -3).description == "-3")
        #expect(LinearExpression(constant: 1e20).description == "1e+20")
        #expect((x + 1e-3).description == "x + 0.001")
        #expect(LinearExpression(x).description == "x")
    }
}
