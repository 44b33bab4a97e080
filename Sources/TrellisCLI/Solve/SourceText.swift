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

    /// Characters of a line a diagnostic quotes; a longer line is cut around the caret.
    static let quotedLength = 120

    /// ` 7 | width >= 300`, with the line numbers of a group right-aligned to `gutter` digits.
    func quote(line: Int, gutter: Int) -> String {
        quote(line: line, gutter: gutter, text: window(line: line, caretColumn: 1).text)
    }

    private func quote(line: Int, gutter: Int, text: String) -> String {
        " " + String(line).leftPadded(to: gutter) + " | " + text + "\n"
    }

    /// The line and, under it, a caret at `caretColumn` (tabs kept so the caret lines up).
    func excerpt(line: Int, caretColumn: Int) -> String {
        let gutter = String(line).count
        let (text, caret) = window(line: line, caretColumn: caretColumn)
        let lead = text.prefix(max(caret - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        let padding = String(repeating: " ", count: max(caret - 1 - text.count, 0))
        return quote(line: line, gutter: gutter, text: text)
            + " " + String(repeating: " ", count: gutter) + " | " + lead + padding + "^\n"
    }

    /// The text of `line` as quoted: whole when short, else ``quotedLength`` characters
    /// around the caret with "…" where it was cut; and the caret's column in that text.
    private func window(line: Int, caretColumn: Int) -> (text: String, caret: Int) {
        let text = line >= 1 && line <= lines.count ? lines[line - 1] : ""
        guard text.count > Self.quotedLength else { return (text, min(caretColumn, Self.quotedLength + 1)) }
        let characters = Array(text)
        let start = min(max(caretColumn - 1 - Self.quotedLength / 2, 0), characters.count - Self.quotedLength)
        let end = start + Self.quotedLength
        let head = start > 0 ? "…" : "", tail = end < characters.count ? "…" : ""
        return (head + String(characters[start..<end]) + tail, caretColumn - start + head.count)
    }
}

extension String {
    /// The string preceded by spaces up to `length` characters.
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
