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

    /// Appends ``text(_:)`` of `string` to `output` as UTF-8, with no intermediate string.
    /// - Complexity: O(UTF-8 length).
    package static func appendText(_ string: String, to output: inout ByteBuffer) {
        append(string, quotes: false, to: &output)
    }

    /// Appends ``attribute(_:)`` of `string` to `output` as UTF-8, like ``appendText(_:to:)``.
    /// - Complexity: O(UTF-8 length).
    package static func appendAttribute(_ string: String, to output: inout ByteBuffer) {
        append(string, quotes: true, to: &output)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        var copy = string
        // Fast path: most labels need nothing, and are returned as they are.
        let clean = copy.withUTF8 { bytes in !bytes.contains { isCandidate($0, quotes: quotes) } }
        if clean { return string }
        var output = ByteBuffer(capacity: string.utf8.count + 16)
        append(string, quotes: quotes, to: &output)
        return output.string
    }

    /// The escaped UTF-8 of `string` appended to `output`: runs that need nothing are copied
    /// whole. The input is valid UTF-8, so every byte below 0x80 is a whole character and
    /// U+FFFE and U+FFFF are exactly the byte triples EF BF BE and EF BF BF.
    private static func append(_ string: String, quotes: Bool, to output: inout ByteBuffer) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            let count = bytes.count
            while i < count {
                let byte = bytes[i]
                guard isCandidate(byte, quotes: quotes) else {
                    i += 1
                    continue
                }
                let replacement: StaticString?
                var length = 1
                switch byte {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                case 0x09: replacement = quotes ? "&#9;" : nil
                case 0x0A: replacement = quotes ? "&#10;" : nil
                case 0x0D: replacement = quotes ? "&#13;" : nil
                case 0xEF:
                    // U+FFFE, U+FFFF: dropped; any other character led by 0xEF stays.
                    guard i + 2 < count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF else {
                        i += 1
                        continue
                    }
                    replacement = ""
                    length = 3
                default: replacement = ""  // another C0 control: dropped
                }
                guard let replacement else {  // a tab or line break in text content stays
                    i += 1
                    continue
                }
                output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                output.append(replacement)
                i += length
                runStart = i
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
    }

    /// A byte that may need work: markup characters, quotes in attributes, C0 controls, and
    /// 0xEF (which leads U+FFFE and U+FFFF, but also common full-width forms).
    @inline(__always)
    private static func isCandidate(_ byte: UInt8, quotes: Bool) -> Bool {
        // One bit per byte below 0x40: the C0 controls, `&`, `<`, `>`, and the quotes in attributes.
        let text: UInt64 = 0xFFFF_FFFF | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        let mask = quotes ? text | 1 << 0x22 | 1 << 0x27 : text
        return byte < 0x40 ? (mask >> UInt64(byte)) & 1 != 0 : byte == 0xEF
    }
}
