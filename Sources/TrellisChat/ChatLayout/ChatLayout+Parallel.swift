/// Parallel layout: a batch split across tasks, each with its own copy of the templates
/// (prepared solvers are copy-on-write values, so a copy costs no compilation), results
/// identical to serial layout.
extension ChatLayout {
    /// Cell heights of `messages` in `contexts`, measured on `tasks` tasks.
    ///
    /// ```swift
    /// let heights = await ChatLayout.measureHeights(messages, contexts: contexts, width: 375,
    ///                                               registry: registry, tasks: 2)
    /// ```
    public static func measureHeights(_ messages: [ChatMessage], contexts: [CellContext], width: Double,
                                      registry: ChatTemplateRegistry, tasks: Int) async -> [Double] {
        precondition(messages.count == contexts.count, "one context per message")
        let count = messages.count
        let parts = max(1, min(tasks, count / 64 + 1))
        let chunk = (count + parts - 1) / parts
        return await withTaskGroup(of: (Int, [Double]).self) { group in
            for part in 0..<parts {
                let start = part * chunk, end = min(count, start + chunk)
                guard start < end else { continue }
                group.addTask {
                    var local = registry
                    var heights: [Double] = []
                    heights.reserveCapacity(end - start)
                    for index in start..<end {
                        heights.append(local.size(for: messages[index], width: width, context: contexts[index]).height)
                    }
                    return (start, heights)
                }
            }
            var result = [Double](repeating: 0, count: count)
            for await (start, heights) in group {
                result.replaceSubrange(start..<(start + heights.count), with: heights)
            }
            return result
        }
    }

    /// Replaces every message, measuring the cells the cache lacks on `tasks` tasks.
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)``.
    @discardableResult
    public mutating func replaceAllParallel(_ messages: [ChatMessage], viewport: Viewport,
                                            tasks: Int) async throws(ChatLayoutError) -> ViewportUpdate {
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = self.messages.isEmpty || isAtBottom(viewport)
        try adopt(messages)
        // Sections and runs in one serial pass (cheap), then the missing cell heights and every
        // header height in parallel, in contiguous chunks (one template set per task).
        var state = FlowState()
        var starts = [Bool](repeating: false, count: messages.count)
        var contexts = [CellContext](repeating: CellContext(), count: messages.count)
        for (index, message) in messages.enumerated() {
            (starts[index], contexts[index]) = flags(of: message, isFirst: index == 0, state: &state)
        }
        for index in contexts.indices {
            let joinsNext = index + 1 < contexts.count && !contexts[index + 1].isFirstInRun
            contexts[index].position = GroupPosition(joinsPrevious: !contexts[index].isFirstInRun, joinsNext: joinsNext)
        }
        var heights = [Double](repeating: -1, count: messages.count)
        var missing = messages.count
        if cache.count > 0 {
            for index in messages.indices {
                let message = messages[index]
                let fingerprint = registry.fingerprint(for: message, inSlot: registry.measuringSlot(for: message), context: contexts[index])
                if let height = cache.height(for: message, width: cellWidth, fingerprint: fingerprint, context: contexts[index]) {
                    heights[index] = height
                    statistics.cacheHits += 1
                    missing -= 1
                }
            }
        }
        let measured = await Self.measureRows(messages, starts: starts, contexts: contexts, cached: heights, width: width, cellWidth: cellWidth,
                                              registry: registry, header: header, formatter: headerFormatter, tasks: tasks)
        statistics.measuredCells += missing
        cache.reserve(cache.count + missing)
        rows.removeAll(keepingCapacity: true)
        rows.reserveBack(messages.count)
        for index in messages.indices {
            let message = messages[index]
            if heights[index] < 0 {
                cache.store(measured.cells[index], for: message, width: cellWidth,
                            fingerprint: registry.fingerprint(for: message, inSlot: registry.measuringSlot(for: message),
                                                              context: contexts[index]), context: contexts[index])
            }
            rows.append(Row(headerHeight: measured.headers[index], cellHeight: measured.cells[index],
                            sectionStart: starts[index], context: contexts[index]))
        }
        sectionStartsStale = 0
        refreshOffsets()
        refreshDiagnostics()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Header heights (0 where no section starts) and cell heights (the cached value where
    /// `cached` is not negative; cells laid out at `cellWidth`) of `messages`, on `tasks` tasks over contiguous chunks. Each
    /// task copies the templates and header pill (no compilation) and builds its header
    /// formatter cache once.
    static func measureRows(_ messages: [ChatMessage], starts: [Bool], contexts: [CellContext], cached: [Double],
                            width: Double, cellWidth: Double, registry: ChatTemplateRegistry, header: PillText, formatter: TimeHeaderFormatter,
                            tasks: Int) async -> (headers: [Double], cells: [Double]) {
        let count = messages.count
        let parts = max(1, min(tasks, count / 64 + 1))
        let chunk = (count + parts - 1) / parts
        @Sendable func measure(_ range: Range<Int>) -> (Int, [Double], [Double]) {
            var local = registry
            var pill = header
            var formatter = formatter
            var headers: [Double] = [], cells: [Double] = []
            headers.reserveCapacity(range.count)
            cells.reserveCapacity(range.count)
            for index in range {
                let message = messages[index]
                headers.append(starts[index] ? pill.height(formatter.cachedString(for: message.timestamp), width: width) : 0)
                let known = cached[index]
                cells.append(known >= 0 ? known : local.size(for: message, width: cellWidth, context: contexts[index]).height)
            }
            return (range.lowerBound, headers, cells)
        }
        if parts == 1 {
            let (_, headers, cells) = measure(0..<count)
            return (headers, cells)
        }
        return await withTaskGroup(of: (Int, [Double], [Double]).self) { group in
            for part in 0..<parts {
                let start = part * chunk, end = min(count, start + chunk)
                guard start < end else { continue }
                group.addTask { measure(start..<end) }
            }
            var headers = [Double](repeating: 0, count: count), cells = [Double](repeating: 0, count: count)
            for await (start, chunkHeaders, chunkCells) in group {
                headers.replaceSubrange(start..<(start + chunkHeaders.count), with: chunkHeaders)
                cells.replaceSubrange(start..<(start + chunkCells.count), with: chunkCells)
            }
            return (headers, cells)
        }
    }
}
