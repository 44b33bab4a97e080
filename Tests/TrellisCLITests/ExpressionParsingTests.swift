import Testing
@testable import TrellisCLI

/// Expressions fold to `left - right` of the constraint; "1" is the constant.
@Suite struct ExpressionParsingTests {
    private let header = "var a b c\n"

    private func fold(_ constraint: String) throws -> [String: Double] {
        try folded(header + constraint)
    }

    @Test func sumsAndConstants() throws {
        #expect(try fold("a + b - 3 == c + 1") == ["a": 1, "b": 1, "c": -1, "1": -4])
    }

    @Test func multiplicationBindsTighterThanAddition() throws {
        #expect(try fold("a + 2 * b == 0") == ["a": 1, "b": 2, "1": 0])
        #expect(try fold("2 * a + 3 * 4 == 0") == ["a": 2, "1": 12])
    }

    @Test func parenthesesOverridePrecedence() throws {
        #expect(try fold("(a + 2) * 3 == 0") == ["a": 3, "1": 6])
        #expect(try fold("0.5 * (a + b) == c") == ["a": 0.5, "b": 0.5, "c": -1, "1": 0])
        #expect(try fold("((a)) == ((1))") == ["a": 1, "1": -1])
    }

    @Test func subtractionIsLeftAssociative() throws {
        #expect(try fold("a - b - c == 0") == ["a": 1, "b": -1, "c": -1, "1": 0])
        #expect(try fold("10 - 4 - 3 == a") == ["a": -1, "1": 3])
    }

    @Test func divisionByAConstant() throws {
        #expect(try fold("a / 2 == b") == ["a": 0.5, "b": -1, "1": 0])
        #expect(try fold("(a + b) / 4 == 0") == ["a": 0.25, "b": 0.25, "1": 0])
        #expect(try fold("a / (1 + 1) == 0") == ["a": 0.5, "1": 0])
        #expect(try fold("12 / 3 / 2 == a") == ["a": -1, "1": 2])
    }

    @Test func unaryMinusAndPlus() throws {
        #expect(try fold("-a == 5") == ["a": -1, "1": -5])
        #expect(try fold("- -a == +3") == ["a": 1, "1": -3])
        #expect(try fold("2 * -a == -(b - 1)") == ["a": -2, "b": 1, "1": -1])
        #expect(try fold("-3.5 == a") == ["a": -1, "1": -3.5])
        #expect(try fold("-a * 2 == 0") == ["a": -2, "1": 0])
    }

    @Test func likeTermsMerge() throws {
        #expect(try fold("a + a + a == 3 * a + b") == ["b": -1, "1": 0])
    }

    @Test func aProductWithACancelledSideIsLinear() throws {
        #expect(try fold("(a - a + 2) * b == 0") == ["b": 2, "1": 0])
    }

    @Test func constantsOnBothSides() throws {
        #expect(try fold("1e3 == 1000") == ["1": 0])
    }

    @Test(arguments: [
        ("a * b == 0", 3, "non-linear expression: '*' multiplies two expressions with variables; one side must be a constant"),
        ("2 * (a + 1) * (b) == 0", 13, "non-linear expression: '*' multiplies two expressions with variables; one side must be a constant"),
        ("c == 1 / a", 8, "non-linear expression: '/' divides by an expression with variables; the divisor must be a constant"),
        ("c == a / (b - 2)", 8, "non-linear expression: '/' divides by an expression with variables; the divisor must be a constant"),
        ("c == a / (2 - 2)", 10, "division by zero"),
        ("c == 1e300 * 1e300", 12, "the value overflows: '*' gives a number too large to be finite"),
        ("c == 2 *", 9, "expected an expression after '*', found end of line"),
        ("c == (a + 1", 12, "expected ')' to close the '(' at column 6, found end of line"),
        ("c == a + * 2", 10, "expected an expression after '+', found '*'"),
        ("== a", 1, "expected an expression, found '=='"),
        ("c == d", 6, "undeclared variable 'd'; declare it first with 'var d'"),
        ("c == inf", 6, "'inf' is not allowed: numbers must be finite"),
        ("c == NaN", 6, "'NaN' is not allowed: numbers must be finite"),
        ("c == edit", 6, "'edit' is a keyword and cannot be used in an expression"),
    ])
    func rejectedExpressions(constraint: String, column: Int, message: String) {
        #expect(syntaxError(header + constraint) == SolveSyntaxError(line: 2, column: column, message: message))
    }
}
