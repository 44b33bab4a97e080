import Testing
@testable import TrellisCLI

@Suite struct LexerTests {
    private func kinds(_ text: String) throws -> [Token.Kind] {
        try Lexer.tokenize(text, line: 1).map(\.kind)
    }

    @Test func everyTokenKindWithColumns() throws {
        let tokens = try Lexer.tokenize("w == 2*(h + 1) - x / 4 <= y >= z @weak", line: 3)
        #expect(tokens.map(\.kind) == [
            .name("w"), .relation(.equal), .number(2), .star, .leftParenthesis, .name("h"), .plus,
            .number(1), .rightParenthesis, .minus, .name("x"), .slash, .number(4),
            .relation(.lessThanOrEqual), .name("y"), .relation(.greaterThanOrEqual), .name("z"),
            .at, .name("weak"), .end,
        ])
        #expect(tokens.map(\.column) == [1, 3, 6, 7, 8, 9, 11, 13, 14, 16, 18, 20, 22, 24, 27, 29, 32, 34, 35, 39])
    }

    @Test func numbers() throws {
        #expect(try kinds("12 3.5 1e3 2.5E-2 .5 7. 1e+2") == [
            .number(12), .number(3.5), .number(1000), .number(0.025), .number(0.5), .number(7), .number(100), .end,
        ])
    }

    @Test func namesMayHoldDigitsUnderscoresAndInnerDots() throws {
        #expect(try kinds("send.left _x2 field_width é") == [
            .name("send.left"), .name("_x2"), .name("field_width"), .name("é"), .end,
        ])
    }

    @Test func aCommentEndsTheLineAndTheEndTokenFollowsTheLastToken() throws {
        let tokens = try Lexer.tokenize("x == 1  # x == 2", line: 1)
        #expect(tokens.map(\.kind) == [.name("x"), .relation(.equal), .number(1), .end])
        #expect(tokens.last?.column == 7)
        #expect(try kinds("   # only a comment") == [.end])
        #expect(try kinds("") == [.end])
    }

    @Test(arguments: [
        ("x = 1", 3, "'=' is not a relation; use '==' for equality"),
        ("x < 1", 3, "strict '<' is not supported; use '<='"),
        ("x > 1", 3, "strict '>' is not supported; use '>='"),
        ("x == 1 $", 8, "unexpected character '$'"),
        ("x == 2w", 7, "unexpected 'w' after the number '2'; write '2 * w…' to multiply"),
        ("x == 1e", 7, "the exponent of '1e' has no digits"),
        ("x == 1e999", 6, "the number '1e999' is too large to be finite"),
    ])
    func lexicalErrors(text: String, column: Int, message: String) {
        #expect(throws: SolveSyntaxError(line: 5, column: column, message: message)) {
            try Lexer.tokenize(text, line: 5)
        }
    }
}
