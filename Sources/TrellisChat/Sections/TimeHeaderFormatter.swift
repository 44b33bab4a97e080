import Foundation

/// The language of time header text.
///
/// ```swift
/// let formatter = TimeHeaderFormatter(language: .simplifiedChinese)
/// ```
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
    public var timeZone: TimeZone
    /// The language.
    public var language: ChatLanguage

    /// Creates a formatter (defaults: the system clock and time zone, English).
    ///
    /// ```swift
    /// let formatter = TimeHeaderFormatter(now: { fixedNow }, timeZone: .gmt, language: .simplifiedChinese)
    /// ```
    public init(now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
                timeZone: TimeZone = .current, language: ChatLanguage = .english) {
        self.now = now
        self.timeZone = timeZone
        self.language = language
    }

    private static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let chineseWeekdays = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"]

    /// The header text for a message at `timestamp` (seconds, or milliseconds: converted).
    ///
    /// ```swift
    /// formatter.string(for: message.timestamp)   // "14:03"
    /// ```
    public func string(for timestamp: Double) -> String {
        string(for: Timestamp.seconds(from: timestamp), now: Timestamp.seconds(from: now()))
    }

    /// The header text for `timestamp` relative to `now`.
    ///
    /// ```swift
    /// formatter.string(for: t, now: t + 60)   // "14:03"
    /// ```
    public func string(for timestamp: Double, now: Double) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let date = Date(timeIntervalSince1970: timestamp), today = Date(timeIntervalSince1970: now)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        let time = "\(Self.two(parts.hour ?? 0)):\(Self.two(parts.minute ?? 0))"
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

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
