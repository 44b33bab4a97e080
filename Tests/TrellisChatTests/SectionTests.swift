import Foundation
import Testing
@testable import TrellisChat

private let shanghai = TimeZone(identifier: "Asia/Shanghai")!
/// Thursday 10 December 2026, 15:00 in Shanghai.
private let now = 1_796_886_000.0

@Test(arguments: [
    (1_796_882_580.0, "14:03", "14:03"),                         // today
    (1_796_832_300, "00:05", "00:05"),                            // today, just after midnight
    (1_796_796_180, "Yesterday 14:03", "昨天 14:03"),
    (1_796_831_940, "Yesterday 23:59", "昨天 23:59"),            // a minute before midnight is yesterday
    (1_796_623_380, "Monday 14:03", "星期一 14:03"),              // within a week
    (1_795_845_780, "11/28 14:03", "11/28 14:03"),                // this year
    (1_764_309_780, "2025/11/28 14:03", "2025/11/28 14:03"),      // older
])
func headerTextForEveryRange(timestamp: Double, english: String, chinese: String) {
    let en = TimeHeaderFormatter(now: { now }, timeZone: shanghai, language: .english)
    let zh = TimeHeaderFormatter(now: { now }, timeZone: shanghai, language: .simplifiedChinese)
    #expect(en.string(for: timestamp) == english)
    #expect(zh.string(for: timestamp) == chinese)
    // Millisecond timestamps are detected and converted.
    #expect(en.string(for: timestamp * 1000) == english)
}

@Test func weekdayNamesInBothLanguages() {
    let en = TimeHeaderFormatter(now: { now }, timeZone: shanghai, language: .english)
    let zh = TimeHeaderFormatter(now: { now }, timeZone: shanghai, language: .simplifiedChinese)
    // 2...6 days back from Thursday: Tuesday, Monday, Sunday, Saturday, Friday.
    let names = (2...6).map { en.string(for: 1_796_882_580 - Double($0) * 86_400) }
    #expect(names == ["Tuesday 14:03", "Monday 14:03", "Sunday 14:03", "Saturday 14:03", "Friday 14:03"])
    let zhNames = (2...6).map { zh.string(for: 1_796_882_580 - Double($0) * 86_400) }
    #expect(zhNames == ["星期二 14:03", "星期一 14:03", "星期日 14:03", "星期六 14:03", "星期五 14:03"])
    // The time zone is honoured: 14:03 in Shanghai is 06:03 UTC.
    let utc = TimeHeaderFormatter(now: { now }, timeZone: TimeZone(identifier: "UTC")!, language: .english)
    #expect(utc.string(for: 1_796_882_580) == "06:03")
}

@Test func millisecondTimestampsAreConverted() {
    let message = ChatMessage(id: "m", sender: alice, direction: .incoming, timestamp: 1_796_882_580_123, kind: .text("x"))
    #expect(close(message.timestamp, 1_796_882_580.123, 1e-6))
    #expect(Timestamp.seconds(from: 1_796_882_580) == 1_796_882_580)
    #expect(Timestamp.seconds(from: 99_999_999_999) == 99_999_999_999)
    #expect(Timestamp.seconds(from: 100_000_000_000) == 100_000_000)
}

@Test func sectionsOnBothSidesOfTheSixtySecondBoundary() throws {
    let t0 = 1_796_882_580.0
    let messages = [text("a", "one", at: t0), text("b", "two", at: t0 + 30), text("c", "three", at: t0 + 59.999),
                    text("d", "four", at: t0 + 60), text("e", "five", at: t0 + 100), text("f", "six", at: t0 + 119),
                    text("g", "seven", at: t0 + 121)]
    var layout = ChatLayout(width: 375, headerFormatter: TimeHeaderFormatter(now: { now }, timeZone: shanghai))
    try layout.replaceAll(messages, viewport: Viewport(offsetY: 0, height: 600))
    // 59.999 s after the section's first message stays; 60 s starts a new section; the rule
    // counts from the section's first message (d at 60), so 119 stays and 121 starts one.
    #expect(layout.sectionStartIndices == [0, 3, 6])
    // "Since the previous message": gaps of 30, 29.999, 0.001, 40, 19, 2: only the first starts.
    var configuration = layout.configuration
    configuration.sectionRule = .sincePreviousMessage(40)
    layout.setConfiguration(configuration, viewport: Viewport(offsetY: 0, height: 600))
    #expect(layout.sectionStartIndices == [0, 4])
}

@Test func headerFramesAndCellFramesStackExactly() throws {
    let t0 = 1_796_882_580.0
    var layout = ChatLayout(width: 375, headerFormatter: TimeHeaderFormatter(now: { now }, timeZone: shanghai))
    try layout.replaceAll([text("a", "Hello", at: t0), text("b", "World", at: t0 + 10), text("c", "Later", at: t0 + 600)],
                          viewport: Viewport(offsetY: 0, height: 600))
    let line = PreparedText("14:03", font: .system(size: 12)).layout()
    let headerHeight = line.height + 6 + 20   // pill (text + 3 + 3) with 10 above and below
    #expect(close(layout.headerFrame(at: 0)!.height, headerHeight))
    #expect(layout.headerFrame(at: 1) == nil)
    #expect(close(layout.cellFrame(at: 0).minY, headerHeight))
    #expect(layout.cellFrame(at: 0).height == 60)
    #expect(layout.cellFrame(at: 1).height == 54)   // same sender, same section: a run
    #expect(close(layout.cellFrame(at: 2).minY, 2 * headerHeight + 114))
    #expect(close(layout.contentHeight, 2 * headerHeight + 174))
    let cells = layout.allCells()
    #expect(cells.map(\.kind) == [.timeHeader, .message(type: "text"), .message(type: "text"), .timeHeader, .message(type: "text")])
    let pill = try #require(cells[0].part(.headerPill))
    #expect(pill.fill == .headerPill && pill.cornerRadius == 5)
    #expect(pill.text?.string == "14:03")
    #expect(close(pill.frame, Rect(x: (375 - line.width - 12) / 2, y: 10, width: line.width + 12, height: line.height + 6)))
    #expect(cells[1].frame == layout.cellFrame(at: 0))
}

@Test func runsGroupConsecutiveMessagesOfOneSender() throws {
    var configuration = ChatConfiguration()
    configuration.isGroupChat = true
    let t0 = 1_796_882_580.0
    var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration))
    let bob = ChatSender(id: "bob", displayName: "Bob")
    try layout.replaceAll([text("a", "1", at: t0), text("b", "2", at: t0 + 1), text("c", "3", from: bob, at: t0 + 2),
                           text("d", "4", from: me, at: t0 + 3), text("e", "5", from: me, at: t0 + 4)],
                          viewport: Viewport(offsetY: 0, height: 600))
    #expect((0..<5).map { layout.context(at: $0).isFirstInRun } == [true, false, true, true, false])
    #expect((0..<5).map { layout.context(at: $0).showsNickname } == [true, false, true, false, false])
}

/// The per-day cache gives exactly the calendar's text: every day of the week around "now",
/// other years, fractional seconds, minute and midnight edges, and daylight-saving days (New
/// York, Lord Howe's half hour) that take the calendar path.
@Test(arguments: ["Asia/Shanghai", "UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/St_Johns"])
func cachedHeaderTextMatchesTheCalendar(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    for language in ChatLanguage.allCases {
        let reference = TimeHeaderFormatter(now: { now }, timeZone: zone, language: language)
        var cached = reference
        var times: [Double] = []
        // Every 7 minutes 13.25 s over ten days before now and a day after, then DST weeks.
        var t = now - 10 * 86_400
        while t < now + 86_400 { times.append(t); t += 433.25 }
        for start in [1_772_928_000.0, 1_793_491_200, 1_775_347_200, 1_791_072_000] {   // 2026 DST change days (UTC midnight)
            var t = start - 2 * 86_400
            while t < start + 2 * 86_400 { times.append(t); t += 599.5 }
        }
        // Edges: local midnights and minute boundaries, just before and after.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        for day in 0..<3 {
            let midnight = calendar.dateInterval(of: .day, for: Date(timeIntervalSince1970: now - Double(day) * 86_400))!
                .start.timeIntervalSince1970
            times += [midnight, midnight - 0.001, midnight + 0.001, midnight + 59.999, midnight + 60, midnight + 86_399.999]
        }
        times += [1_764_309_780, 1_764_309_780_123, 100_000_000_000, 0, -86_400.5]
        for time in times {
            #expect(cached.cachedString(for: time) == reference.string(for: time), "\(zoneName) \(language) \(time)")
        }
    }
}

@Test func cachedHeaderTextFollowsTheClockAndSettings() {
    let clock = Clock(now)
    var formatter = TimeHeaderFormatter(now: { clock.value }, timeZone: shanghai, language: .english)
    let t = 1_796_882_580.0
    #expect(formatter.cachedString(for: t) == "14:03")
    clock.value = now + 86_400   // a day later: the cached "today" no longer holds
    #expect(formatter.cachedString(for: t) == "Yesterday 14:03")
    formatter.language = .simplifiedChinese
    #expect(formatter.cachedString(for: t) == "昨天 14:03")
    formatter.timeZone = TimeZone(identifier: "UTC")!
    #expect(formatter.cachedString(for: t) == formatter.string(for: t))
    #expect(formatter.cachedString(for: t) == "昨天 06:03")
}

private final class Clock: @unchecked Sendable {
    var value: Double
    init(_ value: Double) { self.value = value }
}
