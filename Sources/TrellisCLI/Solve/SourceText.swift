/// The text of a constraint file split into lines, for parsing and for the excerpts that
/// diagnostics quote.
///
/// ```swift
/// let source = SourceText(name: "layout.solve", text: "var x\nx == 2 * \n")
/// source.excerpt(line: 2, caretColumn: 10)
/// // " 2 | x == 2 * \n   |          ^\n"
/// ```
struct SourceText: Sendable {
    /// The name diagnostics use: the path given, or `<stdin>`.
    let name: String
    let lines: [String]

    init(name: String, text: String) {
        self.name = name
        self.lines = SourceText.lines(of: text)
    }

    /// The lines of `text`, split at every newline (`\n`, `\r\n`, `\r`), a leading byte order
    /// mark dropped.
    static func lines(of text: String) -> [String] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// ` 7 | width >= 300`, with the line numbers of a group right-aligned to `gutter` digits.
    func quote(line: Int, gutter: Int) -> String {
        let text = line <= lines.count ? lines[line - 1] : ""
        return " " + String(line).leftPadded(to: gutter) + " | " + text + "\n"
    }

    /// The line and, under it, a caret at `caretColumn` (tabs kept so the caret lines up).
    func excerpt(line: Int, caretColumn: Int) -> String {
        let gutter = String(line).count
        let text = line <= lines.count ? lines[line - 1] : ""
        let lead = text.prefix(max(caretColumn - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        let padding = String(repeating: " ", count: max(caretColumn - 1 - text.count, 0))
        return quote(line: line, gutter: gutter)
            + " " + String(repeating: " ", count: gutter) + " | " + lead + padding + "^\n"
    }
}

extension String {
    /// The string preceded by spaces up to `length` characters.
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
