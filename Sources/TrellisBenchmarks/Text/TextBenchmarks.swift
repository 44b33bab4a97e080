import TrellisText

/// Text workload: a mixed chat corpus of 10,000 messages (English, CJK, emoji with ZWJ
/// sequences, skin tones and flags, URLs), generated deterministically, measured with the
/// built-in metrics. Targets (issue 4): prepare ≥ 20 M characters/s, layout of prepared text at
/// a new width ≥ 200 M characters/s, the whole corpus cold (prepare + layout) < 50 ms.
/// Characters are Swift `Character`s (grapheme clusters).
enum TextBenchmarks {
    static let messageCount = 10_000
    static let font = Font.builtin(size: 17)

    /// The corpus: the same 10,000 messages on every run and machine (a fixed-seed LCG).
    static func corpus(count: Int = messageCount) -> [String] {
        let english = ["hey", "are", "we", "still", "on", "for", "lunch", "tomorrow", "I", "think", "so", "the",
                       "meeting", "moved", "to", "3pm", "lol", "sounds", "good", "can't", "wait", "did", "you", "see",
                       "this", "amazing", "photo", "okay", "thanks!", "sure,", "what", "time?", "running", "late,", "sorry."]
        let cjk = ["你好，世界。", "明天见！", "今日は良い天気ですね。", "ありがとうございます", "「了解」。", "我们走吧", "안녕하세요", "ちょっと待って"]
        let emoji = ["👍🏽", "❤️", "😂", "👨‍👩‍👧‍👦", "🇯🇵", "🎉", "🙏🏻", "😀", "🏳️‍🌈"]
        let urls = ["https://example.com/path/to/page?x=1&y=2", "https://trellis.dev/docs/text", "www.example.org/a/b"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var messages: [String] = []
        messages.reserveCapacity(count)
        for _ in 0..<count {
            var parts: [String] = []
            for _ in 0..<(2 + next(18)) {
                switch next(20) {
                case 0..<13: parts.append(english[next(english.count)])
                case 13..<16: parts.append(cjk[next(cjk.count)])
                case 16..<19: parts.append(emoji[next(emoji.count)])
                default: parts.append(urls[next(urls.count)])
                }
            }
            messages.append(parts.joined(separator: next(10) == 0 ? "\n" : " "))
        }
        return messages
    }

    @inline(never)
    static func prepareAll(_ corpus: [String]) -> [PreparedText] {
        corpus.map { PreparedText($0, font: font) }
    }

    /// The bundled Noto Sans (GSUB/GPOS on): its own entry, for callgrind's `--toggle-collect`.
    @inline(never)
    static func prepareAllBundled(_ corpus: [String]) -> Int {
        corpus.reduce(0) { $0 + PreparedText($1, font: .system(size: 17)).characterCount }
    }

    @inline(never)
    static func layoutAll(_ prepared: [PreparedText], width: Double) -> Double {
        var checksum = 0.0
        for text in prepared {
            let layout = text.layout(maxWidth: width)
            checksum += layout.height + Double(layout.lines.count)
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, repetitions: Int) {
        let messages = corpus(count: context.isSmoke ? 1_000 : messageCount)
        let characters = messages.reduce(0) { $0 + $1.count }
        let reference = prepareAll(messages)
        let expected260 = layoutAll(reference, width: 260)
        let expected300 = layoutAll(reference, width: 300)
        let name = "text chat corpus (\(messages.count) messages, \(characters) characters)"
        context.measure(name, "prepare", repetitions: repetitions, operations: characters, unit: "char", expected: Double(characters)) {
            Double(prepareAll(messages).reduce(0) { $0 + $1.characterCount })
        }
        let bundled = messages.map { PreparedText($0, font: .system(size: 17)).characterCount }.reduce(0, +)
        context.measure(name, "prepare, bundled Noto Sans", repetitions: repetitions, operations: characters, unit: "char",
                        expected: Double(bundled)) {
            Double(prepareAllBundled(messages))
        }
        context.measure(name, "layout at a new width", repetitions: repetitions, operations: characters, unit: "char", expected: expected300) {
            layoutAll(reference, width: 300)
        }
        context.measure(name, "cold: prepare + layout", repetitions: repetitions, operations: characters, unit: "char", expected: expected260) {
            layoutAll(prepareAll(messages), width: 260)
        }
    }
}
