import TrellisText

/// The shaped-word cache at its worst and best: chat-like messages in the bundled Noto Sans
/// whose words never repeat (every word is shaped, looked up and remembered: what the cache
/// costs), then the same messages again (every word is found). The chat workloads' corpora
/// reuse a vocabulary of a few dozen words, so they only show the best case.
enum WordCacheWorkload {
    static let font = Font.system(size: 17)

    /// `count` messages of 6 to 15 words of 2 to 9 random lowercase letters (a fixed-seed LCG
    /// per corpus, so words do not repeat across corpora either). Every message ends in a word
    /// with a combining accent, so that every message goes through the shaper, as text with
    /// accents or marks does; plain Latin takes the fast path and never reaches the cache.
    static func corpus(count: Int, seed: UInt64) -> [String] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<(6 + next(10))).map { _ in
                String((0..<(2 + next(8))).map { _ in Character(Unicode.Scalar(UInt8(0x61 + next(26)))) })
            }.joined(separator: " ") + " de\u{301}ja\u{300}"
        }
    }

    @inline(never)
    static func prepareAll(_ corpus: [String]) -> Double {
        Double(corpus.reduce(0) { $0 + PreparedText($1, font: font).characterCount })
    }

    static func run(_ context: inout BenchmarkContext, repetitions: Int) {
        let count = context.isSmoke ? 200 : 2_000
        let corpora = (0...repetitions).map { corpus(count: count, seed: UInt64($0) + 1) }
        let characters = corpora.map { $0.reduce(0) { $0 + $1.count } }
        let name = "text distinct words (\(count) messages)"
        var next = 0
        // Each repetition prepares a corpus of its own, so its checksum is checked here.
        context.measure(name, "prepare, every word new", repetitions: repetitions, operations: count, unit: "msg",
                        expected: nil) {
            next += 1
            let prepared = prepareAll(corpora[next])
            guard prepared == Double(characters[next]) else { throw ChecksumMismatch(found: prepared, expected: Double(characters[next])) }
            return prepared
        }
        context.measure(name, "prepare again, every word cached", repetitions: repetitions, operations: count, unit: "msg",
                        expected: Double(characters[1])) {
            prepareAll(corpora[1])
        }
    }
}

/// A checksum that a phase checks itself (one whose expected value changes per repetition).
struct ChecksumMismatch: Error {
    let found: Double
    let expected: Double
}
