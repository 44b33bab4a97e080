import Cassowary
import Testing
@testable import TrellisCLI

@Suite struct StatementParsingTests {
    @Test func declarationsKeepTheirOrderAcrossLines() throws {
        let program = try ConstraintProgram.parse("var right left\n\nvar width # the last\n")
        #expect(program.variables.map(\.name) == ["right", "left", "width"])
        #expect(program.statements.isEmpty)
    }

    @Test func statementsCarryTheirLines() throws {
        let program = try ConstraintProgram.parse("""
            # comment
            var x

            x >= 10
            edit x @medium
            suggest x 2 * 21
            """)
        #expect(program.statements.map(\.line) == [4, 5, 6])
        guard case .edit(let edited, let strength) = program.statements[1].kind,
              case .suggest(let suggested, let value) = program.statements[2].kind
        else {
            Issue.record("expected an edit and a suggest")
            return
        }
        #expect(edited == program.variables[0] && suggested == edited)
        #expect(strength == .medium)
        #expect(value == 42)
    }

    @Test(arguments: [
        ("", Strength.required),
        ("@required", .required),
        ("@strong", .strong),
        ("@medium", .medium),
        ("@weak", .weak),
        ("@ weak", .weak),
        ("@500", Strength(500)),
        ("@1e6", .strong),
        ("@2.5", Strength(2.5)),
    ])
    func strengths(suffix: String, strength: Strength) throws {
        let program = try ConstraintProgram.parse("var x\nx == 1 \(suffix)")
        guard case .constraint(let constraint) = program.statements[0].kind else {
            Issue.record("expected a constraint")
            return
        }
        #expect(constraint.strength == strength)
    }

    @Test func relations() throws {
        for (text, relation) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] {
            let program = try ConstraintProgram.parse("var x\nx \(text) 1")
            guard case .constraint(let constraint) = program.statements[0].kind else { return }
            #expect(constraint.relation == relation)
        }
    }

    @Test func anEditIsStrongByDefault() throws {
        let program = try ConstraintProgram.parse("var x\nedit x")
        guard case .edit(_, let strength) = program.statements[0].kind else {
            Issue.record("expected an edit")
            return
        }
        #expect(strength == .strong)
    }

    @Test(arguments: [
        ("var", 1, 4, "expected a variable name after 'var', found end of line"),
        ("var x 3", 1, 7, "expected end of line after the variable names, found '3'"),
        ("var x\nvar y x", 2, 7, "variable 'x' is already declared on line 1"),
        ("var x suggest", 1, 7, "'suggest' is a keyword and cannot name a variable"),
        ("var x\nx == 1 @", 2, 9, "expected a strength after '@': required, strong, medium, weak or a positive weight, found end of line"),
        ("var x\nx == 1 @heavy", 2, 9, "expected a strength after '@': required, strong, medium, weak or a positive weight, found 'heavy'"),
        ("var x\nx == 1 @0", 2, 9, "a strength weight must be greater than 0"),
        ("var x\nx == 1 @weak @strong", 2, 14, "expected end of line after the constraint, found '@'"),
        ("var x\nx == 1 2", 2, 8, "expected end of line after the constraint, found '2'"),
        ("var x\nx + 1", 2, 6, "expected '==', '<=' or '>=': a constraint needs a relation"),
        ("var x\nx 1 == 2", 2, 3, "expected an operator or '==', '<=', '>=', found '1'"),
        ("var x\nx) == 2", 2, 2, "unmatched ')'"),
        ("var x\n0 <= x <= 10", 2, 8, "a constraint has one relation; write each comparison on its own line"),
        ("var x\nedit", 2, 5, "expected a variable name after 'edit', found end of line"),
        ("var x\nedit y", 2, 6, "undeclared variable 'y'; declare it first with 'var y'"),
        ("var x\nedit x @required", 2, 8, "an edit variable cannot be @required; use @strong, @medium, @weak or a weight"),
        ("var x\nedit x\nedit x @weak", 3, 6, "'x' is already an edit variable (line 2)"),
        ("var x\nedit x @weak 3", 2, 14, "expected end of line after the edit strength, found '3'"),
        ("var x\nsuggest x 3", 2, 9, "cannot suggest a value for 'x': it is not an edit variable; add 'edit x @strong' before this line"),
        ("var x\nedit x\nsuggest x", 3, 10, "expected a value after 'suggest x'"),
        ("var x\nedit x\nsuggest x 2 * x", 3, 11, "a suggested value must be a constant, not an expression with variables"),
        ("var x\nedit x\nsuggest x 1 2", 3, 13, "expected end of line after the suggested value, found '2'"),
        ("var x\nedit x\nsuggest 3", 3, 9, "expected a variable name after 'suggest', found '3'"),
        ("x == 1\nvar x", 1, 1, "undeclared variable 'x'; declare it first with 'var x'"),
    ])
    func rejectedStatements(source: String, line: Int, column: Int, message: String) {
        #expect(syntaxError(source) == SolveSyntaxError(line: line, column: column, message: message))
    }

    @Test func linesSplitAtEveryNewlineKind() {
        #expect(SourceText.lines(of: "a\r\nb\rc\nd\n") == ["a", "b", "c", "d"])
        #expect(SourceText.lines(of: "\u{FEFF}var x") == ["var x"])
        #expect(syntaxError("var x\r\nx == y\r\n") == SolveSyntaxError(
            line: 2, column: 6, message: "undeclared variable 'y'; declare it first with 'var y'"))
    }
}
