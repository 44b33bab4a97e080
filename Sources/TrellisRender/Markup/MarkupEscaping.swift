/// Escaping for XML, SVG and HTML: text content and attribute values. Every renderer that
/// writes markup goes through these, so user labels can never break a document.
///
/// ```swift
/// MarkupEscaping.text("a < b & c")          // "a &lt; b &amp; c"
/// MarkupEscaping.attribute("say \"hi\"")    // "say &quot;hi&quot;"
/// ```
package enum MarkupEscaping {
    /// Escapes `&`, `<` and `>` and drops control characters XML 1.0 cannot hold (tabs,
    /// newlines and carriage returns stay).
    package static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Escapes like ``text(_:)`` plus both quote characters, and writes tabs and line
    /// breaks as character references so attribute-value normalisation keeps them.
    package static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        // Fast path: most labels need nothing.
        // A byte scan first; only a string holding a candidate byte (0xEF leads U+FFFE and
        // U+FFFF, but also common full-width forms) is checked scalar by scalar.
        let candidate = string.utf8.contains { byte in
            switch byte {
            case 0x26, 0x3C, 0x3E, 0xEF: true
            case 0x22, 0x27: quotes
            default: byte < 0x20
            }
        }
        if !candidate || !string.unicodeScalars.contains(where: { needsWork($0, quotes: quotes) }) { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\t" where quotes: result += "&#9;"
            case "\n" where quotes: result += "&#10;"
            case "\r" where quotes: result += "&#13;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if isForbidden(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar, quotes: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">": return true
        case "\"", "'", "\t", "\n", "\r": return quotes
        default: return isForbidden(scalar)
        }
    }

    /// Characters XML 1.0 does not allow at all: C0 controls other than tab, LF, CR, and the
    /// non-characters U+FFFE, U+FFFF.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return value == 0xFFFE || value == 0xFFFF
    }
}
