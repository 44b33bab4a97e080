/// The project's own reader of RFC 3339 / ISO-8601 internet date-times, so no user string
/// reaches ICU's date parser (whose `SimpleDateFormat::subParse` dies with SIGFPE on a long
/// fractional part). It reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`: a four-digit
/// year from 0001 to 9999, a real calendar day (leap years counted), hours 00–23, minutes and
/// seconds 00–59, any number of fraction digits (the first nine count), `T`, `t` or a space
/// between date and time, and a UTC offset up to ±23:59. Anything else is nil.
///
/// ```swift
/// ISO8601Date.seconds("2025-12-01T15:00:00+08:00")   // 1_764_572_400
/// ISO8601Date.seconds("2025-02-30T00:00:00Z")        // nil: no such day
/// ```
/// - Complexity: O(n) in the length of the text.
package enum ISO8601Date {
    /// The first and last second this reader and ``TranscriptLimits`` accept:
    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in seconds since 1970.
    package static let earliest = -62_135_596_800.0
    package static let latest = 253_402_300_799.0

    /// Seconds since 1970 for `text`, or nil when it is not an internet date-time.
    package static func seconds(_ text: some StringProtocol) -> Double? {
        var reader = Reader(bytes: Array(text.utf8))
        return reader.dateTime()
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func dateTime() -> Double? {
            guard let year = number(digits: 4), year >= 1, expect(UInt8(ascii: "-")),
                  let month = number(digits: 2), (1...12).contains(month), expect(UInt8(ascii: "-")),
                  let day = number(digits: 2), day >= 1, day <= ISO8601Date.daysInMonth(year: year, month: month),
                  expectSeparator(),
                  let hour = number(digits: 2), hour <= 23, expect(UInt8(ascii: ":")),
                  let minute = number(digits: 2), minute <= 59, expect(UInt8(ascii: ":")),
                  let second = number(digits: 2), second <= 59 else { return nil }
            var fraction = 0.0
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard let value = fractionDigits() else { return nil }
                fraction = value
            }
            guard let offset = zone(), index == bytes.count else { return nil }
            let days = ISO8601Date.days(year: year, month: month, day: day)
            let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Double(whole) + fraction
        }

        private mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }

        private mutating func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func expectSeparator() -> Bool {
            expect(UInt8(ascii: "T")) || expect(UInt8(ascii: "t")) || expect(UInt8(ascii: " "))
        }

        /// At least one digit; the first nine make the value, the rest are read and ignored.
        private mutating func fractionDigits() -> Double? {
            var nanoseconds = 0, count = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                if count < 9 { nanoseconds = nanoseconds * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 9) { nanoseconds *= 10 }
            return Double(nanoseconds) / 1e9
        }

        /// The offset east of UTC in seconds.
        private mutating func zone() -> Int? {
            if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) { return 0 }
            let sign: Int
            if expect(UInt8(ascii: "+")) { sign = 1 } else if expect(UInt8(ascii: "-")) { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours <= 23 else { return nil }
            _ = expect(UInt8(ascii: ":"))
            guard let minutes = number(digits: 2), minutes <= 59 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
