/// Parallel layout: a batch split across tasks, each with its own copy of the templates
/// (prepared solvers are values), results identical to serial layout.
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
                    var local = registry.freshInstance()
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
    ///
    /// ```swift
    /// try await layout.replaceAllParallel(history, viewport: viewport, tasks: 2)
    /// ```
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)``.
    @discardableResult
    public mutating func replaceAllParallel(_ messages: [ChatMessage], viewport: Viewport,
                                            tasks: Int) async throws(ChatLayoutError) -> ViewportUpdate {
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = self.messages.isEmpty || isAtBottom(viewport)
        let old = (self.messages, sequences, firstSequence)
        self.messages = FrontGrowableArray(messages)
        do {
            try reindex()
        } catch {
            (self.messages, sequences, firstSequence) = old
            throw error
        }
        // Sections and runs in one serial pass (cheap), then the missing heights in parallel.
        var state = FlowState()
        var flagsList: [(Bool, CellContext)] = []
        flagsList.reserveCapacity(messages.count)
        for (index, message) in messages.enumerated() {
            flagsList.append(flags(of: message, isFirst: index == 0, state: &state))
        }
        var missing: [Int] = []
        var heights = [Double](repeating: 0, count: messages.count)
        for index in messages.indices {
            let message = messages[index]
            let fingerprint = registry.fingerprint(for: message.kind.typeKey)
            if let height = cache.height(for: message, width: width, fingerprint: fingerprint, context: flagsList[index].1) {
                heights[index] = height
                statistics.cacheHits += 1
            } else {
                missing.append(index)
            }
        }
        let measured = await Self.measureHeights(missing.map { messages[$0] }, contexts: missing.map { flagsList[$0].1 },
                                                 width: width, registry: registry, tasks: tasks)
        statistics.measuredCells += missing.count
        for (k, index) in missing.enumerated() {
            heights[index] = measured[k]
            let message = messages[index]
            cache.store(measured[k], for: message, width: width, fingerprint: registry.fingerprint(for: message.kind.typeKey),
                        context: flagsList[index].1)
        }
        rows.removeAll(keepingCapacity: true)
        rows.reserveBack(messages.count)
        for index in messages.indices {
            let (starts, context) = flagsList[index]
            rows.append(Row(headerHeight: starts ? headerHeight(for: messages[index]) : 0, cellHeight: heights[index],
                            sectionStart: starts, context: context))
        }
        refreshOffsets()
        refreshDiagnostics()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }
}
