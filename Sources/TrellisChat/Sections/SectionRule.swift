/// When a new time section (with its header) starts.
public enum SectionRule: Sendable, Hashable {
    /// A message `interval` seconds or more after its section's first message starts a new
    /// section (WeChat; default 60 s).
    case sinceSectionStart(Double)
    /// A message `interval` seconds or more after the message before it starts a new section.
    case sincePreviousMessage(Double)

    /// Whether a message at `time` starts a new section after a section that began at
    /// `sectionStart` and whose latest message was at `previous`.
    public func startsSection(time: Double, sectionStart: Double, previous: Double) -> Bool {
        switch self {
        case .sinceSectionStart(let interval): time - sectionStart >= interval
        case .sincePreviousMessage(let interval): time - previous >= interval
        }
    }

    /// Section starts for messages at `times` (in order); the first always starts one.
    public func sectionStarts(_ times: [Double]) -> [Bool] {
        var result: [Bool] = []
        result.reserveCapacity(times.count)
        var start = -Double.infinity, previous = -Double.infinity
        for time in times {
            let starts = result.isEmpty || startsSection(time: time, sectionStart: start, previous: previous)
            if starts { start = time }
            previous = time
            result.append(starts)
        }
        return result
    }
}
