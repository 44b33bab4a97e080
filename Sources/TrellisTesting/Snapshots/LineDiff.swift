/// A line diff in the unified format (`@@ -a,b +c,d @@`, ` ` kept, `-` reference only,
/// `+` actual only) with a few lines of context: what snapshot failures print.
///
/// ```swift
/// LineDiff.unified(reference: "a\nb\nc\n", actual: "a\nB\nc\n")
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public enum LineDiff {
    /// The hunks turning `reference` into `actual`; empty when they are equal. A missing
    /// final line break shows as `\ No newline at end of file`.
    ///
    /// - Complexity: O(n × m) in the lines that differ after the common start and end
    ///   (longer inputs than 4 million line pairs are shown as one replaced block).
    public static func unified(reference: String, actual: String, context: Int = 3) -> String {
        guard reference != actual else { return "" }
        let old = lines(reference)
        let new = lines(actual)
        let edits = script(old, new)
        return hunks(edits, context: max(context, 0))
    }

    enum Edit: Equatable {
        case same(String, Int, Int)
        case removed(String, Int)
        case added(String, Int)

        var isChange: Bool { if case .same = self { false } else { true } }
    }

    /// Lines, the last marked when the text does not end with a line break.
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else {
            result[result.count - 1] += "\n\\ No newline at end of file"
        }
        return result
    }

    /// The edit script: common prefix and suffix trimmed, the middle by longest common
    /// subsequence.
    static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits = (0..<prefix).map { Edit.same(old[$0], $0, $0) }
        if a.count * b.count > 4_000_000 {
            edits += a.indices.map { Edit.removed(a[$0], prefix + $0) }
            edits += b.indices.map { Edit.added(b[$0], prefix + $0) }
        } else {
            edits += middle(a, b, offset: prefix)
        }
        for index in 0..<suffix {
            edits.append(.same(old[old.count - suffix + index], old.count - suffix + index, new.count - suffix + index))
        }
        return edits
    }

    private static func middle(_ a: [String], _ b: [String], offset: Int) -> [Edit] {
        let width = b.count + 1
        // lcs[i * width + j]: the LCS length of a[i...] and b[j...].
        var lcs = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i * width + j] = a[i] == b[j]
                    ? lcs[(i + 1) * width + j + 1] + 1
                    : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i], offset + i, offset + j))
                (i, j) = (i + 1, j + 1)
            } else if j < b.count, i == a.count || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j] {
                edits.append(.added(b[j], offset + j))
                j += 1
            } else {
                edits.append(.removed(a[i], offset + i))
                i += 1
            }
        }
        // Removals before additions inside each changed run, as diff(1) prints them.
        var ordered: [Edit] = []
        var run: [Edit] = []
        for edit in edits + [.same("", -1, -1)] {
            if edit.isChange { run.append(edit); continue }
            ordered += run.filter { if case .removed = $0 { true } else { false } }
            ordered += run.filter { if case .added = $0 { true } else { false } }
            run.removeAll()
            if case .same(_, let index, _) = edit, index >= 0 { ordered.append(edit) }
        }
        return ordered
    }

    private static func hunks(_ edits: [Edit], context: Int) -> String {
        let changed = edits.indices.filter { edits[$0].isChange }
        guard var start = changed.first else { return "" }
        var groups: [ClosedRange<Int>] = []
        var end = start
        for index in changed.dropFirst() {
            if index - end > 2 * context + 1 {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        var text = ""
        for group in groups {
            let lower = max(group.lowerBound - context, 0)
            let upper = min(group.upperBound + context, edits.count - 1)
            let slice = edits[lower...upper]
            let (oldStart, oldCount, newStart, newCount) = ranges(slice)
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in slice {
                switch edit {
                case let .same(line, _, _): text += " " + line + "\n"
                case let .removed(line, _): text += "-" + line + "\n"
                case let .added(line, _): text += "+" + line + "\n"
                }
            }
        }
        return String(text.dropLast())
    }

    /// The 1-based start lines and counts of a hunk (a start of 0 for an empty side).
    private static func ranges(_ slice: ArraySlice<Edit>) -> (Int, Int, Int, Int) {
        var oldLines: [Int] = []
        var newLines: [Int] = []
        for edit in slice {
            switch edit {
            case let .same(_, old, new): oldLines.append(old); newLines.append(new)
            case let .removed(_, old): oldLines.append(old)
            case let .added(_, new): newLines.append(new)
            }
        }
        return ((oldLines.first ?? -1) + 1, oldLines.count, (newLines.first ?? -1) + 1, newLines.count)
    }
}
