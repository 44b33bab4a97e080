/// Agent mode, for a chat with an assistant: the user's new question scrolls to the top of
/// the viewport and the streamed answer grows below it without moving anything the user
/// reads.
///
/// The rule: while a question is focused, the list reserves space after its last row so the
/// question's cell top can sit at the viewport's top, `max(0, question top + viewport height
/// − rows' bottom)`. The answer's growth (appends, updates) uses that space first, so the
/// content height and the offset stay the same; once the space is used up the content grows
/// below the viewport. A view at the bottom is not pinned there while a question is focused
/// (following the answer down would move what the user reads): every operation keeps the
/// anchor instead.
///
/// ```swift
/// var update = try layout.appendQuestion(question, viewport: viewport)   // question at the top
/// update = try layout.append([answer], viewport: viewport)               // offset unchanged
/// update = try layout.update(longerAnswer, viewport: viewport)           // still unchanged
/// ```
extension ChatLayout {
    /// The focused question's id, if agent mode is on (deleting the question ends it).
    public var agentQuestionID: MessageID? {
        guard let focus = agentFocus, index(of: focus.id) != nil else { return nil }
        return focus.id
    }

    /// The space reserved after the last row (0 without a focused question, or once the
    /// answer has filled the viewport).
    public var agentReserveHeight: Double {
        guard let focus = agentFocus, let index = index(of: focus.id) else { return 0 }
        return max(0, cellFrame(at: index).minY + focus.viewportHeight - rowsBottom)
    }

    /// The bottom of the last row (the typing row's, if shown).
    var rowsBottom: Double { offsets.last + typingHeight }

    /// Appends the user's question and scrolls it to the top of a viewport as tall as
    /// `viewport`: the returned offset is the question's cell top.
    /// - Throws: ``ChatLayoutError/duplicateMessageID(_:)`` or
    ///   ``ChatLayoutError/invalidViewportHeight(_:)`` (the layout is unchanged).
    @discardableResult
    public mutating func appendQuestion(_ question: ChatMessage, viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard viewport.height.isFinite, viewport.height > 0 else { throw .invalidViewportHeight(viewport.height) }
        try append([question], viewport: viewport)
        agentFocus = (question.id, viewport.height)
        return focusUpdate(from: viewport)
    }

    /// Focuses an existing message as the question (after a reload, say) and scrolls it to
    /// the top.
    /// - Throws: ``ChatLayoutError/unknownMessageID(_:)`` or
    ///   ``ChatLayoutError/invalidViewportHeight(_:)`` (the layout is unchanged).
    @discardableResult
    public mutating func focusQuestion(_ id: MessageID, viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        guard viewport.height.isFinite, viewport.height > 0 else { throw .invalidViewportHeight(viewport.height) }
        guard index(of: id) != nil else { throw .unknownMessageID(id) }
        agentFocus = (id, viewport.height)
        return focusUpdate(from: viewport)
    }

    /// Ends agent mode: the reserved space goes, the anchor stays where it was when the
    /// content below it allows.
    @discardableResult
    public mutating func endAgentMode(viewport: Viewport) -> ViewportUpdate {
        guard agentQuestionID != nil else {
            agentFocus = nil
            return unchanged(viewport)
        }
        let anchor = self.anchor(for: viewport)
        agentFocus = nil
        return update(keeping: anchor, from: viewport, pinToBottom: false)
    }

    /// The offset with the question's cell top at the viewport's top.
    private func focusUpdate(from viewport: Viewport) -> ViewportUpdate {
        guard let focus = agentFocus, let index = index(of: focus.id) else { return unchanged(viewport) }
        let offset = min(max(0, cellFrame(at: index).minY), bottomOffset(viewportHeight: viewport.height))
        return ViewportUpdate(contentOffsetY: offset, correction: offset - viewport.offsetY, anchor: focus.id, isPinnedToBottom: false)
    }
}
