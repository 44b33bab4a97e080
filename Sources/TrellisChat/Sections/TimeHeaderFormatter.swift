import Foundation

/// The language of time header text.
public enum ChatLanguage: String, Sendable, Hashable, CaseIterable {
    /// `Yesterday 14:03`, `Monday 14:03`.
    case english = "en"
    /// `昨天 14:03`, `星期一 14:03`.
    case simplifiedChinese = "zh-Hans"
}

/// Formats time header text relative to "now", as WeChat does: today `14:03`, yesterday
/// `Yesterday 14:03`, within a week `Monday 14:03`, this year `11/28 14:03`, older
/// `2025/11/28 14:03`. The clock, time zone and language are injected, so tests are exact.
///
/// ```swift
/// let formatter = TimeHeaderFormatter(now: { 1_764_338_580 }, timeZone: TimeZone(identifier: "Asia/Shanghai")!,
///                                     language: .english)
/// formatter.string(for: 1_764_338_580 - 86_400)   // "Yesterday 21:23"
/// ```
public struct TimeHeaderFormatter: Sendable {
    /// The current time in seconds since 1970.
    public var now: @Sendable () -> Double
    /// The time zone days and hours are counted in.
    public var timeZone: TimeZone { didSet { resetCaches() } }
    /// The language.
    public var language: ChatLanguage { didSet { cache = nil } }

    /// The Gregorian calendar in `timeZone`, built once (not per header).
    private var calendar: Calendar
    /// The day of the latest ``cachedString(for:)`` call (see ``HeaderDayCache``).
    private var cache: HeaderDayCache?

    /// Creates a formatter (defaults: the system clock and time zone, English).
    public init(now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
                timeZone: TimeZone = .current, language: ChatLanguage = .english) {
        self.now = now
        self.timeZone = timeZone
        self.language = language
        calendar = Self.calendar(in: timeZone)
    }

    private static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private mutating func resetCaches() {
        calendar = Self.calendar(in: timeZone)
        cache = nil
    }

    private static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let chineseWeekdays = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"]

    /// The header text for a message at `timestamp` (seconds, or milliseconds: converted).
    public func string(for timestamp: Double) -> String {
        string(for: Timestamp.seconds(from: timestamp), now: Timestamp.seconds(from: now()))
    }

    /// The header text for `timestamp` relative to `now`.
    public func string(for timestamp: Double, now: Double) -> String {
        let date = Date(timeIntervalSince1970: timestamp), today = Date(timeIntervalSince1970: now)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        let time = Self.clock(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: today)).day ?? 0
        switch days {
        case ...0:
            if days == 0 { return time }
        case 1:
            return (language == .english ? "Yesterday " : "昨天 ") + time
        case 2...6:
            let weekday = max(1, min(7, parts.weekday ?? 1)) - 1
            let name = language == .english ? Self.englishWeekdays[weekday] : Self.chineseWeekdays[weekday]
            return "\(name) \(time)"
        default:
            break
        }
        let year = parts.year ?? 1970
        let monthDay = "\(parts.month ?? 1)/\(parts.day ?? 1)"
        if year == calendar.component(.year, from: today) { return "\(monthDay) \(time)" }
        return "\(year)/\(monthDay) \(time)"
    }

    /// `hh:mm`, written as five ASCII bytes (string interpolation cost a thousand
    /// instructions a header). Hours and minutes outside 0...99 are clamped.
    static func clock(hour: Int, minute: Int) -> String {
        String(unsafeUninitializedCapacity: 5) { bytes in
            let h = max(0, min(99, hour)), m = max(0, min(99, minute))
            bytes[0] = UInt8(0x30 + h / 10)
            bytes[1] = UInt8(0x30 + h % 10)
            bytes[2] = 0x3A
            bytes[3] = UInt8(0x30 + m / 10)
            bytes[4] = UInt8(0x30 + m % 10)
            return 5
        }
    }

    /// The same text as ``string(for:)``, computing the calendar work once per day: a layout
    /// formats thousands of headers and most fall on the day of the one before. The clock is
    /// read on every call, as `string(for:)` does.
    ///
    /// ```swift
    /// var formatter = TimeHeaderFormatter()
    /// formatter.cachedString(for: message.timestamp)   // "Yesterday 14:03"
    /// ```
    public mutating func cachedString(for timestamp: Double) -> String {
        let time = Timestamp.seconds(from: timestamp), now = Timestamp.seconds(from: self.now())
        if cache?.holdsToday(now) != true { cache = HeaderDayCache(now: now, calendar: calendar) }
        if let text = cache!.string(for: time) { return text }
        if cache!.enter(dayOf: time, calendar: calendar, language: language) {
            if let text = cache!.string(for: time) { return text }
        }
        return string(for: time, now: now)
    }

    /// The prefix of headers on the day starting at `dayStart` ("", "Yesterday ", "Monday ",
    /// "11/28 ", "2025/11/28 "), exactly as ``string(for:now:)`` chooses it.
    fileprivate static func prefix(for date: Date, dayStart: Date, todayStart: Date, thisYear: Int,
                                   calendar: Calendar, language: ChatLanguage) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let days = calendar.dateComponents([.day], from: dayStart, to: todayStart).day ?? 0
        switch days {
        case ...0:
            if days == 0 { return "" }
        case 1:
            return language == .english ? "Yesterday " : "昨天 "
        case 2...6:
            let weekday = max(1, min(7, parts.weekday ?? 1)) - 1
            return (language == .english ? englishWeekdays[weekday] : chineseWeekdays[weekday]) + " "
        default:
            break
        }
        let year = parts.year ?? 1970
        let monthDay = "\(parts.month ?? 1)/\(parts.day ?? 1)"
        if year == thisYear { return "\(monthDay) " }
        return "\(year)/\(monthDay) "
    }

    /// `hh:mm` for a time `seconds` after a local midnight.
    fileprivate static func clock(secondsIntoDay seconds: Double) -> String {
        let hour = Int(seconds / 3600)
        let minute = Int(seconds.truncatingRemainder(dividingBy: 3600) / 60)
        return clock(hour: hour, minute: minute)
    }
}

/// Today's bounds and the latest header day, for ``TimeHeaderFormatter/cachedString(for:)``.
///
/// A day is cached only when it is "uniform": exactly 86,400 s long from local midnight, with
/// one UTC offset throughout and no transition inside. Then a time `s` seconds after the day's
/// first instant reads `floor(s / 3600):floor(s mod 3600 / 60)` on the local clock, which is
/// what the calendar computes; any other day (a daylight-saving change) takes the calendar path.
struct HeaderDayCache: Sendable {
    /// Today's first instant and the next day's (seconds since 1970).
    let todayStart: Double, todayEnd: Double
    let todayStartDate: Date
    let thisYear: Int
    /// The cached day's bounds and prefix (an empty range until the first day is entered).
    var dayStart = 0.0, dayEnd = 0.0
    var prefix = ""

    init(now: Double, calendar: Calendar) {
        let today = Date(timeIntervalSince1970: now)
        todayStartDate = calendar.startOfDay(for: today)
        let end = calendar.date(byAdding: .day, value: 1, to: todayStartDate) ?? todayStartDate
        todayStart = todayStartDate.timeIntervalSince1970
        todayEnd = end.timeIntervalSince1970
        thisYear = calendar.component(.year, from: today)
    }

    /// Whether `now` falls on the day this cache was built for (so every prefix holds).
    func holdsToday(_ now: Double) -> Bool { todayStart <= now && now < todayEnd }

    /// The header text of `time` if it falls on the cached day.
    func string(for time: Double) -> String? {
        guard dayStart <= time && time < dayEnd else { return nil }
        return prefix + TimeHeaderFormatter.clock(secondsIntoDay: time - dayStart)
    }

    /// Caches the day of `time` if it is uniform; false (cache unchanged) otherwise.
    mutating func enter(dayOf time: Double, calendar: Calendar, language: ChatLanguage) -> Bool {
        let date = Date(timeIntervalSince1970: time)
        guard let interval = calendar.dateInterval(of: .day, for: date), interval.duration == 86_400 else { return false }
        let zone = calendar.timeZone
        let start = interval.start, end = interval.end
        guard zone.secondsFromGMT(for: start) == zone.secondsFromGMT(for: end.addingTimeInterval(-1)) else { return false }
        if let transition = zone.nextDaylightSavingTimeTransition(after: start), transition < end { return false }
        // The local clock must read 00:00:00 at the first instant.
        let midnight = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: start)
        guard midnight.hour == 0, midnight.minute == 0, midnight.second == 0, (midnight.nanosecond ?? 0) == 0 else { return false }
        prefix = TimeHeaderFormatter.prefix(for: date, dayStart: calendar.startOfDay(for: date), todayStart: todayStartDate,
                                            thisYear: thisYear, calendar: calendar, language: language)
        dayStart = start.timeIntervalSince1970
        dayEnd = end.timeIntervalSince1970
        return true
    }
}
