import TrellisText

/// Short labels, the text a chat layout prepares besides its messages: 10,000 time-header
/// strings ("2023/11/14 22:13", every one distinct) in the bundled Noto Sans at 12 pt, the
/// chat's header font. Each is prepared and laid out on one line, so the phase shows what a
/// `PreparedText` costs apart from its characters.
enum ShortLabelWorkload {
    static let font = Font.system(size: 12)

    /// `count` header strings one minute and 17 seconds apart, starting 2023-11-14 22:13 UTC,
    /// formatted as `yyyy/M/d HH:mm` without a calendar (every day 1,440 minutes).
    static func corpus(count: Int) -> [String] {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var minute = 22 * 60 + 13, day = 14
        return (0..<count).map { _ in
            minute += 1
            if minute >= 1440 { minute -= 1440; day = day % 30 + 1 }
            return "2023/11/\(day) \(two(minute / 60)):\(two(minute % 60))"
        }
    }

    @inline(never)
    static func prepareAndLayout(_ labels: [String]) -> Double {
        var checksum = 0.0
        for label in labels {
            let layout = PreparedText(label, font: font).layout(maxWidth: 280)
            checksum += layout.width + layout.height
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, repetitions: Int) {
        let labels = corpus(count: context.isSmoke ? 1_000 : 10_000)
        let expected = prepareAndLayout(labels)
        context.measure("text short labels (\(labels.count))", "prepare + layout", repetitions: repetitions,
                        operations: labels.count, unit: "label", expected: expected) {
            prepareAndLayout(labels)
        }
    }
}
