/// Operations. Each keeps the anchor (the first visible message) where it was on screen and
/// returns the offset that does so; a view that was at the bottom stays pinned there instead
/// (a reaction or a link preview on a visible message grows the list upwards, as messengers
/// do). A bad request throws and leaves the layout unchanged.
extension ChatLayout {
    /// Takes `messages` as the history and indexes their ids; on a duplicate id the history is
    /// as it was.
    mutating func adopt(_ messages: [ChatMessage]) throws(ChatLayoutError) {
        let old = (self.messages, sequences, firstSequence)
        self.messages = ChatMessageList(messages)
        do {
            try reindex()
        } catch {
            (self.messages, sequences, firstSequence) = old
            throw error
        }
    }

    /// Replaces every message. Heights come from the cache where their key still matches.
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)``.
    /// - Complexity: O(n): each message is measured once (a cache hit costs a lookup), then
    ///   one pass builds the offsets.
    @discardableResult
    public mutating func replaceAll(_ messages: [ChatMessage], viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = self.messages.isEmpty || isAtBottom(viewport)
        try adopt(messages)
        rows = FrontGrowableArray(Array(repeating: Self.staleRow, count: messages.count))
        // Room for every height at once, instead of rehashing the cache as it fills.
        if cache.capacity < messages.count { cache.reserve(messages.count) }
        refreshRows(from: 0, through: messages.count - 1, force: true)
        refreshOffsets()
        refreshDiagnostics()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Appends newer messages; a view at the bottom stays pinned to it, any other keeps its anchor.
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)``.
    /// - Complexity: O(k) for k new messages (measured and their offsets appended), plus the
    ///   previous last message's group position; earlier offsets are not touched.
    @discardableResult
    public mutating func append(_ newMessages: [ChatMessage], viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard !newMessages.isEmpty else { return unchanged(viewport) }
        try checkNew(newMessages)
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = isAtBottom(viewport)
        let start = messages.count
        let nextSequence = firstSequence + start
        for (k, message) in newMessages.enumerated() { sequences[message.id] = nextSequence + k }
        messages.append(contentsOf: newMessages)
        rows.append(contentsOf: repeatElement(Self.staleRow, count: newMessages.count))
        refreshRows(from: start, through: messages.count - 1)
        // The previous last message may have changed its group position (and height).
        refreshSectionStarts(from: min(start, sectionStartsStale))
        // From the previous last row (its height may have changed) through the new ones.
        refreshOffsets(from: max(0, start - 1))
        diagnostics += newMessages.compactMap { registry.diagnostic(for: $0) }
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Prepends an older page (pull-to-load history): what the user reads does not move.
    ///
    /// ```swift
    /// let update = try layout.prependPage(olderTwenty, viewport: viewport)
    /// scrollView.contentOffset.y = update.contentOffsetY
    /// ```
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)``.
    /// - Complexity: O(page) to lay out and store, plus one O(n) pass over the heights to
    /// rebuild the offsets (prefix sums from the first message, so every frame is exactly what
    /// a cold layout gives).
    @discardableResult
    public mutating func prependPage(_ page: [ChatMessage], viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard !page.isEmpty else { return unchanged(viewport) }
        try checkNew(page)
        let anchor = self.anchor(for: viewport)
        firstSequence -= page.count
        for (k, message) in page.enumerated() { sequences[message.id] = firstSequence + k }
        messages.prepend(contentsOf: page)
        sectionStartsStale = 0
        rows.prepend(contentsOf: repeatElement(Self.staleRow, count: page.count))
        // The old first message may lose its header or join a run: recompute from the page on.
        refreshRows(from: 0, through: page.count - 1)
        refreshOffsets()
        let pageDiagnostics = page.compactMap { registry.diagnostic(for: $0) }
        if !pageDiagnostics.isEmpty { diagnostics.insert(contentsOf: pageDiagnostics, at: 0) }
        // Keeping the anchor keeps a view at the bottom there too: nothing below it changed.
        return update(keeping: anchor, from: viewport, pinToBottom: false)
    }

    /// Replaces the message with the same id (an edit, a downloaded image's size: bump its
    /// revision so the cached height is recomputed).
    ///
    /// ```swift
    /// var edited = message; edited.kind = .text("fixed typo"); edited.revision += 1
    /// let update = try layout.update(edited, viewport: viewport)
    /// ```
    /// - Throws: ``ChatLayoutError/unknownMessageID(_:)``.
    /// - Complexity: one message measured again (and neighbours whose group position changed),
    ///   then the rest of its block of 256 offsets and the block bases after it: O(256 + n / 256).
    @discardableResult
    public mutating func update(_ message: ChatMessage, viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard let index = index(of: message.id) else { throw .unknownMessageID(message.id) }
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = isAtBottom(viewport)
        let old = messages[index]
        messages.replace(at: index, with: message)
        rows[index].cellHeight = -1
        if old.timestamp != message.timestamp { rows[index].headerHeight = -1 }
        // Extras (a reaction, a status, a link preview that arrived) change the geometry
        // without a revision bump: measure again.
        if old.extrasBox != message.extrasBox { cache.remove(message.id) }
        let last = refreshRows(from: index, through: index, timesChanged: old.timestamp != message.timestamp)
        refreshOffsets(from: max(0, index - 1), through: last)
        if let position = diagnostics.firstIndex(where: { if case .unsupportedMessageType(let id, _) = $0 { id == message.id } else { false } }) {
            diagnostics.remove(at: position)
        }
        if let diagnostic = registry.diagnostic(for: message) { diagnostics.append(diagnostic) }
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Deletes messages by id; the anchor (or, if it was deleted, the next message) stays put.
    /// - Throws: ``ChatLayoutError/unknownMessageID(_:)``.
    /// - Complexity: O(n): the survivors are copied and re-indexed and the offsets rebuilt; only
    ///   the survivors on either side of each deleted run are measured again.
    @discardableResult
    public mutating func delete(_ ids: [MessageID], viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        var doomed = Set<Int>()
        for id in ids {
            guard let index = index(of: id) else { throw .unknownMessageID(id) }
            doomed.insert(index)
        }
        guard !doomed.isEmpty else { return unchanged(viewport) }
        var anchor = self.anchor(for: viewport)
        if let current = anchor, doomed.contains(current.index) {
            // Keep the next surviving message where the deleted one was.
            var next = current.index
            while next < messages.count && doomed.contains(next) { next += 1 }
            anchor = next < messages.count ? (messages[next].id, next, current.delta) : nil
        }
        let wasAtBottom = isAtBottom(viewport)
        var keptMessages: [ChatMessage] = [], keptRows: [Row] = []
        keptMessages.reserveCapacity(messages.count - doomed.count)
        keptRows.reserveCapacity(messages.count - doomed.count)
        for index in messages.indices where !doomed.contains(index) {
            keptMessages.append(messages[index])
            keptRows.append(rows[index])
        }
        for index in doomed { cache.remove(messages[index].id) }
        messages = ChatMessageList(keptMessages)
        sectionStartsStale = 0
        rows = FrontGrowableArray(keptRows)
        try? reindex()
        // At every place a run of deleted messages was: the survivors on both sides may change
        // group position (and the one after may start a section).
        var removedBefore = 0
        for index in doomed.sorted() {
            removedBefore += 1
            guard !doomed.contains(index + 1) else { continue }
            let place = index + 1 - removedBefore
            refreshRows(from: place, through: min(place, messages.count - 1))
        }
        refreshOffsets()
        let gone = Set(ids)
        diagnostics.removeAll { if case .unsupportedMessageType(let id, _) = $0 { gone.contains(id) } else { false } }
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Lays everything out at a new width (rotation, split view): every cell is recomputed.
    /// - Throws: ``ChatLayoutError/invalidWidth(_:)``.
    @discardableResult
    public mutating func setWidth(_ width: Double, viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard width > 0, width.isFinite else { throw .invalidWidth(width) }
        guard width != self.width else { return unchanged(viewport) }
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = !messages.isEmpty && isAtBottom(viewport)
        self.width = width
        relayoutAll()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Applies a new configuration (a global font size, hidden avatars...): exactly the cells
    /// whose template reads a changed value are recomputed; the others come from the cache.
    ///
    /// ```swift
    /// var larger = layout.configuration; larger.textFont = .system(size: 20)
    /// let update = layout.setConfiguration(larger, viewport: viewport)
    /// ```
    @discardableResult
    public mutating func setConfiguration(_ configuration: ChatConfiguration, viewport: Viewport) -> ViewportUpdate {
        guard configuration != self.configuration else { return unchanged(viewport) }
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = !messages.isEmpty && isAtBottom(viewport)
        registry.reconfigure(configuration)
        header = registry.headerPill
        relayoutAll()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Replaces the template registry (a new custom type registered, say) and relays out.
    ///
    /// ```swift
    /// var registry = layout.templates; registry.register("poll") { PollTemplate(configuration: $0) }
    /// layout.setTemplates(registry, viewport: viewport)
    /// ```
    @discardableResult
    public mutating func setTemplates(_ registry: ChatTemplateRegistry, viewport: Viewport) -> ViewportUpdate {
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = !messages.isEmpty && isAtBottom(viewport)
        self.registry = registry
        header = registry.headerPill
        relayoutAll()
        refreshDiagnostics()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// The template registry in use.
    public var templates: ChatTemplateRegistry { registry }

    mutating func relayoutAll() {
        refreshRows(from: 0, through: messages.count - 1, force: true)
        refreshOffsets()
    }

    private func checkNew(_ newMessages: [ChatMessage]) throws(ChatLayoutError) {
        var seen = Set<MessageID>()
        for message in newMessages {
            if sequences[message.id] != nil || !seen.insert(message.id).inserted { throw .duplicateMessageID(message.id) }
        }
    }
}
