import Testing
import TrellisText
@testable import TrellisChat

/// The short labels a template keeps (`LabelLayouts`): a kept layout is the layout a fresh
/// preparation gives, each role keeps its own font, and the table stays bounded.
@Suite struct LabelLayoutsTests {
    static let small = Font.system(size: 12), large = Font.system(size: 17)

    static func fresh(_ string: String, _ font: Font, maxWidth: Double, lines: Int) -> TextLayout {
        PreparedText(string, font: font).layout(maxWidth: max(1, maxWidth), options: TextOptions(numberOfLines: lines))
    }

    @Test func aKeptLayoutIsAFreshLayout() {
        var labels = LabelLayouts()
        let strings = ["Alice", "👍 3", "❤️", "Edited", "Read", "Forwarded from Bob", "Ω 12", "好的"]
        for round in 0..<3 {
            for (index, string) in strings.enumerated() {
                let width = [Double.infinity, 120, 40][index % 3]
                let kept = labels.layout(.reaction, string, font: Self.small, maxWidth: width, lines: 1 + index % 2).layout
                let expected = Self.fresh(string, Self.small, maxWidth: width, lines: 1 + index % 2)
                #expect(kept.width == expected.width && kept.height == expected.height && kept.lines.count == expected.lines.count,
                        "round \(round), \(string)")
            }
        }
        #expect(labels.count == strings.count)
    }

    /// Within a template a role fixes its font: the same string under two roles is two labels.
    @Test func rolesKeepTheirOwnLayouts() {
        var labels = LabelLayouts()
        let name = labels.layout(.nickname, "Alice", font: Self.large, maxWidth: 200, lines: 1).layout
        let sender = labels.layout(.replySender, "Alice", font: Self.small, maxWidth: 200, lines: 1).layout
        #expect(name.height == Self.fresh("Alice", Self.large, maxWidth: 200, lines: 1).height)
        #expect(sender.height == Self.fresh("Alice", Self.small, maxWidth: 200, lines: 1).height)
        #expect(name.height > sender.height)
        // Another width is another label: the narrow one wraps "Alice Smith" onto two lines.
        let narrow = labels.layout(.nickname, "Alice Smith", font: Self.large, maxWidth: 50, lines: 2).layout
        let wide = labels.layout(.nickname, "Alice Smith", font: Self.large, maxWidth: 500, lines: 2).layout
        #expect(narrow.lines.count == 2 && wide.lines.count == 1)
    }

    @Test func theTableIsBounded() {
        var labels = LabelLayouts()
        for index in 0..<(LabelLayouts.capacity + 50) {
            _ = labels.layout(.reaction, "👍 \(index)", font: Self.small, maxWidth: .infinity, lines: 1)
        }
        #expect(labels.count == LabelLayouts.capacity)
        let long = String(repeating: "a", count: LabelLayouts.longest + 1)
        var fresh = LabelLayouts()
        let layout = fresh.layout(.nickname, long, font: Self.small, maxWidth: .infinity, lines: 1).layout
        #expect(fresh.count == 0)
        #expect(layout.width == Self.fresh(long, Self.small, maxWidth: .infinity, lines: 1).width)
    }
}

extension LabelLayoutsTests {
    /// Inline times are kept per minute of the day and edit flag: the kept string and layout
    /// are what `ClockText` and a fresh preparation give.
    @Test func inlineTimesAreKeptPerMinute() {
        var labels = LabelLayouts()
        for _ in 0..<2 {
            for (minute, edited) in [(9 * 60 + 41, false), (9 * 60 + 41, true), (0, false), (1439, true)] {
                let (string, layout) = labels.time(minuteOfDay: minute, edited: edited, font: Self.small)
                let clock = ClockText.string(minuteOfDay: minute)
                #expect(string == (edited ? "edited " + clock : clock))
                #expect(layout.width == Self.fresh(string, Self.small, maxWidth: .infinity, lines: 1).width)
            }
        }
        #expect(labels.time(minuteOfDay: 9 * 60 + 41, edited: true, font: Self.small).string == "edited 09:41")
        #expect(labels.time(minuteOfDay: nil, edited: false, font: Self.small).string == "--:--")
        #expect(ClockText.minuteOfDay(.nan, offset: 0) == nil)
        // 1970-01-01 23:59:30 UTC, and the same instant 2 h east: 01:59.
        #expect(ClockText.minuteOfDay(86_370, offset: 0) == 1439)
        #expect(ClockText.minuteOfDay(86_370, offset: 7200) == 119)
    }
}
