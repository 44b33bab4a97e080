import Cassowary

/// Expressions, folded to linear form as they are parsed:
///
/// ```
/// sum     := product (('+' | '-') product)*
/// product := unary (('*' | '/') unary)*
/// unary   := ('+' | '-') unary | primary
/// primary := NUMBER | NAME | '(' sum ')'
/// ```
/// `*` needs a constant on one side and `/` a constant divisor; anything else is not linear
/// and is a syntax error at the operator. Signs are read in a loop and parentheses nest at
/// most ``SolveLimits/maximumNesting`` deep, so no line can overflow the stack.
extension LineParser {
    /// A folded expression and the column where its text starts.
    struct Operand {
        var expression: LinearExpression
        let column: Int
    }

    mutating func parseExpression(in variables: [String: Declaration]) throws(SolveSyntaxError) -> Operand {
        var result = try parseProduct(in: variables)
        while peek.kind == .plus || peek.kind == .minus {
            let operation = advance()
            let right = try parseProduct(after: operation, in: variables)
            result.expression.add(right.expression, times: operation.kind == .plus ? 1 : -1)
            try checkFinite(result, at: operation)
        }
        return result
    }

    private mutating func parseProduct(after previous: Token? = nil, in variables: [String: Declaration]) throws(SolveSyntaxError) -> Operand {
        var result = try parseUnary(after: previous, in: variables)
        while peek.kind == .star || peek.kind == .slash {
            let operation = advance()
            let right = try parseUnary(after: operation, in: variables)
            if operation.kind == .star {
                if result.expression.isConstant {
                    result.expression = right.expression.scaled(by: result.expression.constant)
                } else if right.expression.isConstant {
                    result.expression = result.expression.scaled(by: right.expression.constant)
                } else {
                    throw error("non-linear expression: '*' multiplies two expressions with variables; one side must be a constant",
                                at: operation)
                }
            } else {
                guard right.expression.isConstant else {
                    throw error("non-linear expression: '/' divides by an expression with variables; the divisor must be a constant",
                                at: operation)
                }
                guard right.expression.constant != 0 else {
                    throw error("division by zero", at: right.column)
                }
                result.expression = result.expression.scaled(by: 1 / right.expression.constant)
            }
            try checkFinite(result, at: operation)
        }
        return result
    }

    private mutating func parseUnary(after previous: Token?, in variables: [String: Declaration]) throws(SolveSyntaxError) -> Operand {
        guard peek.kind == .plus || peek.kind == .minus else { return try parsePrimary(after: previous, in: variables) }
        let first = peek
        var last = first, negative = false
        while peek.kind == .plus || peek.kind == .minus {
            last = advance()
            if last.kind == .minus { negative.toggle() }
        }
        let operand = try parsePrimary(after: last, in: variables)
        return Operand(expression: negative ? operand.expression.scaled(by: -1) : operand.expression, column: first.column)
    }

    private mutating func parsePrimary(after previous: Token?, in variables: [String: Declaration]) throws(SolveSyntaxError) -> Operand {
        let token = peek
        switch token.kind {
        case .number(let value):
            _ = advance()
            return Operand(expression: LinearExpression(constant: value), column: token.column)
        case .name(let name):
            _ = advance()
            return Operand(expression: LinearExpression(try resolve(name, at: token, in: variables)), column: token.column)
        case .leftParenthesis:
            guard nesting < SolveLimits.maximumNesting else {
                throw error("nested too deeply: at most \(SolveLimits.maximumNesting) levels of parentheses", at: token)
            }
            _ = advance()
            nesting += 1
            defer { nesting -= 1 }
            let inner = try parseExpression(in: variables)
            guard consume(.rightParenthesis) != nil else {
                throw error("expected ')' to close the '(' at column \(token.column), found \(peek.quoted)", at: peek)
            }
            return Operand(expression: inner.expression, column: token.column)
        default:
            let context = previous.map { " after \($0.quoted)" } ?? ""
            throw error("expected an expression\(context), found \(token.quoted)", at: token)
        }
    }

    /// The variable declared as `name`.
    func resolve(_ name: String, at token: Token, in variables: [String: Declaration]) throws(SolveSyntaxError) -> Variable {
        if let declaration = variables[name] { return declaration.variable }
        if ProgramParser.keywords.contains(name) {
            throw error("'\(name)' is a keyword and cannot be used in an expression", at: token)
        }
        if ["inf", "infinity", "nan"].contains(name.lowercased()) {
            throw error("'\(name)' is not allowed: numbers must be finite", at: token)
        }
        throw error("undeclared variable '\(name)'; declare it first with 'var \(name)'", at: token)
    }

    private func checkFinite(_ operand: Operand, at operation: Token) throws(SolveSyntaxError) {
        guard operand.expression.isFinite else {
            throw error("the value overflows: '\(operation.text)' gives a number too large to be finite", at: operation)
        }
    }
}
