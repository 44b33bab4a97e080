/// Splits one line of a constraint file into tokens. `#` starts a comment that runs to the
/// end of the line; the `.end` token sits just after the last token. Numbers are decimal (`12`, `-3.5` is `-` then `3.5`, `1e3`, `.5`); names
/// start with a letter or `_` and may hold digits, `_` and inner dots (`send.width`).
enum Lexer {
    /// - Throws: ``SolveSyntaxError`` for a character that starts no token, a malformed or
    ///   non-finite number, or `=`, `<`, `>` without the second character of a relation.
    static func tokenize(_ text: some StringProtocol, line: Int) throws(SolveSyntaxError) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        func fail(_ message: String, at column: Int) -> SolveSyntaxError {
            SolveSyntaxError(line: line, column: column, message: message)
        }
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character == "#" { break }
            if character.isWhitespace {
                index += 1
                continue
            }
            if isDigit(character) || (character == "." && index + 1 < characters.count && isDigit(characters[index + 1])) {
                let end = numberEnd(characters, from: index)
                let literal = String(characters[index..<end])
                if end < characters.count, isNameStart(characters[end]) {
                    if characters[end] == "e" || characters[end] == "E" {
                        throw fail("the exponent of '\(literal)\(characters[end])' has no digits", at: end + 1)
                    }
                    throw fail("unexpected '\(characters[end])' after the number '\(literal)'; write '\(literal) * \(characters[end])…' to multiply", at: end + 1)
                }
                guard let value = Double(literal) else { throw fail("invalid number '\(literal)'", at: column) }
                guard value.isFinite else { throw fail("the number '\(literal)' is too large to be finite", at: column) }
                tokens.append(Token(kind: .number(value), column: column, text: literal))
                index = end
                continue
            }
            if isNameStart(character) {
                let end = nameEnd(characters, from: index)
                let name = String(characters[index..<end])
                tokens.append(Token(kind: .name(name), column: column, text: name))
                index = end
                continue
            }
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            let kind: Token.Kind
            var length = 1
            switch (character, next) {
            case ("=", "="): kind = .relation(.equal); length = 2
            case ("<", "="): kind = .relation(.lessThanOrEqual); length = 2
            case (">", "="): kind = .relation(.greaterThanOrEqual); length = 2
            case ("=", _): throw fail("'=' is not a relation; use '==' for equality", at: column)
            case ("<", _): throw fail("strict '<' is not supported; use '<='", at: column)
            case (">", _): throw fail("strict '>' is not supported; use '>='", at: column)
            case ("+", _): kind = .plus
            case ("-", _): kind = .minus
            case ("*", _): kind = .star
            case ("/", _): kind = .slash
            case ("(", _): kind = .leftParenthesis
            case (")", _): kind = .rightParenthesis
            case ("@", _): kind = .at
            default: throw fail("unexpected character '\(character)'", at: column)
            }
            tokens.append(Token(kind: kind, column: column, text: String(characters[index..<index + length])))
            index += length
        }
        // The end sits just after the last token, where a missing token would go.
        let end = tokens.last.map { $0.column + $0.text.count } ?? 1
        tokens.append(Token(kind: .end, column: end, text: ""))
        return tokens
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isNameStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    /// `12`, `3.5`, `.5`, `1e3`, `2.5E-4`: the index after the literal that starts at `start`.
    private static func numberEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count, isDigit(characters[index]) { index += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, isDigit(characters[index]) { index += 1 }
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponent = index + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" { exponent += 1 }
            if exponent < characters.count, isDigit(characters[exponent]) {
                index = exponent
                while index < characters.count, isDigit(characters[index]) { index += 1 }
            }
        }
        return index
    }

    /// A name: `[letter_][letter digit _]*` segments joined by single dots.
    private static func nameEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "_" || character.isLetter || isDigit(character) {
                index += 1
            } else if character == ".", index + 1 < characters.count, isNameStart(characters[index + 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }
}
