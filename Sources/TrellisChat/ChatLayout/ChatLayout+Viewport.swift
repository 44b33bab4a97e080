/// The visible part of the list: a vertical offset into the content and a height.
public struct Viewport: Sendable, Hashable {
    /// The content offset (the content's y at the viewport's top).
    public var offsetY: Double
    /// The visible height.
    public var height: Double

    /// Creates a viewport.
    public init(offsetY: Double, height: Double) {
        self.offsetY = offsetY
        self.height = height
    }
}

/// What an operation did to the viewport: the offset to set so the anchor stays put (or the
/// view stays pinned to the bottom).
///
/// ```swift
/// let update = try layout.prependPage(older, viewport: viewport)
/// scrollView.contentOffset.y = update.contentOffsetY   // nothing the user reads moves
/// ```
public struct ViewportUpdate: Sendable, Hashable {
    /// The new content offset.
    public var contentOffsetY: Double
    /// `contentOffsetY` minus the old offset: the correction to apply.
    public var correction: Double
    /// The message kept in place, if any.
    public var anchor: MessageID?
    /// The view was at the bottom and stays there.
    public var isPinnedToBottom: Bool
}

extension ChatLayout {
    /// Distance within which the view counts as at the bottom.
    static let bottomTolerance = 1.0

    /// The messages whose rows (header or cell) intersect `viewport`, by binary search.
    /// - Complexity: O(log n).
    public func visibleRange(for viewport: Viewport) -> Range<Int> {
        let count = rows.count
        guard count > 0, viewport.height > 0 else { return 0..<0 }
        let top = viewport.offsetY, bottom = viewport.offsetY + viewport.height
        // First row whose bottom is below the top.
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if offsets[mid + 1] > top { high = mid } else { low = mid + 1 }
        }
        let first = low
        // First row whose top is at or below the bottom.
        low = first
        high = count
        while low < high {
            let mid = (low + high) >> 1
            if offsets[mid] >= bottom { high = mid } else { low = mid + 1 }
        }
        return first..<max(first, low)
    }

    /// The offset that shows the end of the list in a viewport `height` tall (0 when the
    /// content is shorter).
    public func bottomOffset(viewportHeight: Double) -> Double {
        max(0, contentHeight - viewportHeight)
    }

    /// Whether `viewport` shows the end of the list.
    public func isAtBottom(_ viewport: Viewport) -> Bool {
        viewport.offsetY >= bottomOffset(viewportHeight: viewport.height) - Self.bottomTolerance
    }

    /// The anchor of `viewport`: the first message whose cell is at least partly visible, with
    /// its cell's top relative to the viewport's top.
    func anchor(for viewport: Viewport) -> (id: MessageID, index: Int, delta: Double)? {
        let range = visibleRange(for: viewport)
        guard !range.isEmpty else {
            guard let last = messages.indices.last else { return nil }
            return (messages[last].id, last, cellFrame(at: last).minY - viewport.offsetY)
        }
        var index = range.lowerBound
        // Skip a row whose cell is above the viewport (only its header shows? then it is visible).
        if cellFrame(at: index).maxY <= viewport.offsetY, index + 1 < messages.count { index += 1 }
        return (messages[index].id, index, cellFrame(at: index).minY - viewport.offsetY)
    }

    /// The update of an operation that changed nothing: the offset clamped to the scrollable
    /// range, pinned when the view is at the bottom.
    func unchanged(_ viewport: Viewport) -> ViewportUpdate {
        update(keeping: nil, from: viewport, pinToBottom: !messages.isEmpty && isAtBottom(viewport))
    }

    /// The offset keeping `anchor` where it was, clamped to the scrollable range.
    func update(keeping anchor: (id: MessageID, index: Int, delta: Double)?, from viewport: Viewport,
                pinToBottom: Bool) -> ViewportUpdate {
        let maxOffset = bottomOffset(viewportHeight: viewport.height)
        // Agent mode never follows the bottom: the answer grows under what the user reads.
        if pinToBottom && agentQuestionID == nil {
            return ViewportUpdate(contentOffsetY: maxOffset, correction: maxOffset - viewport.offsetY, anchor: nil,
                                  isPinnedToBottom: true)
        }
        guard let anchor, let index = index(of: anchor.id) else {
            let offset = min(max(0, viewport.offsetY), maxOffset)
            return ViewportUpdate(contentOffsetY: offset, correction: offset - viewport.offsetY, anchor: nil, isPinnedToBottom: false)
        }
        let wanted = cellFrame(at: index).minY - anchor.delta
        let offset = min(max(0, wanted), maxOffset)
        return ViewportUpdate(contentOffsetY: offset, correction: offset - viewport.offsetY, anchor: anchor.id,
                              isPinnedToBottom: false)
    }
}
