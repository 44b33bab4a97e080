/// Rows: sections, runs, heights and offsets, recomputed from the first changed message.
extension ChatLayout {
    /// The header text of the section starting at message `index`.
    public func headerText(at index: Int) -> String {
        headerFormatter.string(for: messages[index].timestamp)
    }

    /// Whether `message` ends runs (system notices stand alone).
    static func breaksRuns(_ message: ChatMessage) -> Bool {
        if case .system = message.kind { return true }
        return false
    }

    /// The height of `message`'s cell in `context`, from the cache or its template.
    /// `probesCache` false skips the lookup, for a pass that began with an empty cache (it
    /// measures each message once, so its own entries are never asked for again).
    mutating func cellHeight(of message: ChatMessage, context: CellContext, probesCache: Bool = true) -> Double {
        let slot = registry.measuringSlot(for: message)
        let fingerprint = registry.fingerprint(for: message, inSlot: slot, context: context)
        let width = cellWidth
        if probesCache, cache.count > 0,
           let height = cache.height(for: message, width: width, fingerprint: fingerprint, context: context) {
            statistics.cacheHits += 1
            return height
        }
        statistics.measuredCells += 1
        let height = registry.size(for: message, inSlot: slot, width: width, context: context).height
        cache.store(height, for: message, width: width, fingerprint: fingerprint, context: context)
        return height
    }

    /// The height of the header of the section starting with `message`.
    mutating func headerHeight(for message: ChatMessage) -> Double {
        header.height(headerFormatter.cachedString(for: message.timestamp), width: width)
    }

    /// Section and run flags of message `index` given the state of the messages before it.
    struct FlowState {
        var sectionStartTime = -Double.infinity
        var previousTime = -Double.infinity
        var previousSender: String?
        var previousBreaksRuns = true
    }

    func flowState(before index: Int) -> FlowState {
        guard index > 0 else { return FlowState() }
        var state = FlowState()
        let previous = messages[index - 1]
        state.previousTime = previous.timestamp
        state.previousSender = previous.sender.id
        state.previousBreaksRuns = Self.breaksRuns(previous)
        var start = index - 1
        if sectionStartsStale > start, let first = sectionStarts.first, first <= start {
            // The section index is valid this far: the last start at or before, by binary search.
            var low = 0, high = sectionStarts.count
            while low < high {
                let mid = (low + high) >> 1
                if sectionStarts[mid] <= start { low = mid + 1 } else { high = mid }
            }
            start = sectionStarts[low - 1]
        } else {
            while start > 0 && !rows[start].sectionStart { start -= 1 }
        }
        state.sectionStartTime = messages[start].timestamp
        return state
    }

    /// The configuration values the section and group flags read, taken once per pass (so
    /// the per-message loop reads no part of the layout).
    struct FlowRules {
        let sectionRule: SectionRule
        let groupingInterval: Double?
        let isGroupChat: Bool
    }

    var flowRules: FlowRules {
        let c = registry.configuration
        return FlowRules(sectionRule: c.sectionRule, groupingInterval: c.style.groupingInterval, isGroupChat: c.isGroupChat)
    }

    func flags(of message: ChatMessage, isFirst: Bool, state: inout FlowState) -> (Bool, CellContext) {
        Self.flags(of: message, isFirst: isFirst, state: &state, rules: flowRules)
    }

    static func flags(of message: ChatMessage, isFirst: Bool, state: inout FlowState, rules: FlowRules) -> (Bool, CellContext) {
        let starts = isFirst || rules.sectionRule.startsSection(time: message.timestamp, sectionStart: state.sectionStartTime,
                                                                 previous: state.previousTime)
        if starts { state.sectionStartTime = message.timestamp }
        let breaks = breaksRuns(message)
        let tooLate = rules.groupingInterval.map { message.timestamp - state.previousTime > $0 } ?? false
        let firstInRun = starts || breaks || state.previousBreaksRuns || state.previousSender != message.sender.id || tooLate
        let nickname = rules.isGroupChat && firstInRun && !message.isOutgoing && !breaks
        state.previousTime = message.timestamp
        state.previousSender = message.sender.id
        state.previousBreaksRuns = breaks
        return (starts, CellContext(isFirstInRun: firstInRun, showsNickname: nickname))
    }

    /// Recomputes rows from `start`: every row through `end`, then on until a row's flags come
    /// out as before at a point where the section state no longer depends on what changed: a
    /// section start, or any row when no timestamp changed (`timesChanged` false) and no
    /// section flag changed on the way (then every later row sees the state it saw before).
    /// `rows` must already have one (possibly stale) row per message.
    /// Returns the last row rewritten (`start − 2` when none was).
    @discardableResult
    mutating func refreshRows(from start: Int, through end: Int, force: Bool = false, timesChanged: Bool = true) -> Int {
        // The previous message's group position depends on this one: start one earlier.
        let start = max(0, start - 1)
        guard start < messages.count else { return start - 1 }
        var state = flowState(before: start)
        // The messages are read in place: a copy of each would cost more than its flags.
        let list = messages.storage
        return list.withRuns { messages in
            var index = start
            let count = messages.count
            let rules = flowRules
            let previousRule: Bool = if case .sincePreviousMessage = rules.sectionRule { true } else { false }
            var current = Self.flags(of: messages[start], isFirst: start == 0, state: &state, rules: rules)
            var sectionStateChanged = timesChanged || force
            let probesCache = cache.count > 0
            while index < count {
                // One message of lookahead: whether the next one joins this one's group.
                let next = index + 1 < count ? Self.flags(of: messages[index + 1], isFirst: false, state: &state, rules: rules) : nil
                let starts = current.0
                var context = current.1
                context.position = GroupPosition(joinsPrevious: !context.isFirstInRun, joinsNext: next.map { !$0.1.isFirstInRun } ?? false)
                let old = rows[index]
                if index > end && !force && old.sectionStart == starts && old.context == context
                    && (starts || previousRule || !sectionStateChanged) {
                    break
                }
                if old.sectionStart != starts { sectionStateChanged = true }
                let headerHeight = starts ? (old.sectionStart && old.headerHeight > 0 && !force ? old.headerHeight
                                                                                               : headerHeight(for: messages[index])) : 0
                let cellHeight = (old.context == context && old.cellHeight >= 0 && !force && index > end)
                    ? old.cellHeight : self.cellHeight(of: messages[index], context: context, probesCache: probesCache)
                if old.sectionStart != starts || force { sectionStartsStale = min(sectionStartsStale, index) }
                rows[index] = Row(headerHeight: headerHeight, cellHeight: cellHeight, sectionStart: starts, context: context)
                index += 1
                if let next { current = next }
            }
            return index - 1
        }
    }

    /// Recomputes `offsets` when the heights of rows `start` through `end` changed (new rows
    /// count as changed): the rest of the first changed row's block through the last one's,
    /// and the block bases after it (``OffsetTable``), so one changed row in 100,000 costs
    /// hundreds of additions, not 100,000. Every offset comes from the same sums in the same
    /// order however the rows got there, so a cold layout's offsets are the same bits.
    mutating func refreshOffsets(from start: Int = 0, through end: Int = Int.max) {
        let count = rows.count
        let rebuild = offsets.count != count + 1
        if sectionStartsStale < count || rebuild { refreshSectionStarts(from: rebuild ? 0 : min(sectionStartsStale, start)) }
        let unread = unreadMessageID.flatMap(index(of:)) ?? -1
        let separator = unreadSeparatorHeight
        // The two runs of rows read directly (no per-row branch on which run, no bounds checks).
        let split = rows.front.count
        rows.front.withUnsafeBufferPointer { front in
            rows.back.withUnsafeBufferPointer { back in
                offsets.refresh(rows: count, from: start, through: end) { sum, index in
                    let row = index < split ? front[split - 1 - index] : back[index - split]
                    let y = sum + (row.headerHeight + row.cellHeight)
                    return index == unread ? y + separator : y
                }
            }
        }
    }

    /// Rebuilds ``sectionStarts`` from row `start` on.
    mutating func refreshSectionStarts(from start: Int) {
        var low = 0, high = sectionStarts.count
        while low < high {
            let mid = (low + high) >> 1
            if sectionStarts[mid] < start { low = mid + 1 } else { high = mid }
        }
        sectionStarts.removeSubrange(low...)
        var index = start
        for row in rows[start...] {
            if row.sectionStart { sectionStarts.append(index) }
            index += 1
        }
        sectionStartsStale = Int.max
    }

    /// Rebuilds the id index from scratch.
    mutating func reindex() throws(ChatLayoutError) {
        sequences.removeAll(keepingCapacity: true)
        sequences.reserveCapacity(messages.count)
        firstSequence = 0
        let list = messages.storage
        let duplicate: MessageID? = list.withRuns { messages in
            for index in 0..<messages.count where sequences.updateValue(index, forKey: messages[index].id) != nil {
                return messages[index].id
            }
            return nil
        }
        if let duplicate { throw .duplicateMessageID(duplicate) }
    }

    /// Recounts the diagnostics of the messages in the list.
    mutating func refreshDiagnostics() {
        let list = messages.storage
        let registry = self.registry   // one copy for the pass, not one per message
        diagnostics = list.withRuns { messages in
            var found: [ChatDiagnostic] = []
            for index in 0..<messages.count {
                if let diagnostic = registry.diagnostic(for: messages[index]) { found.append(diagnostic) }
            }
            return found
        }
    }

    /// A stale row to be recomputed.
    static var staleRow: Row { Row(headerHeight: -1, cellHeight: -1, sectionStart: false, context: CellContext()) }
}
