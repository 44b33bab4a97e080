/// A scroll position as a value: the message at one edge of the viewport and how far its
/// cell's edge is from the viewport's edge. Taken from one layout and restored in another
/// (after a width change, a Dynamic Type change, a reload), as ChatLayout's
/// `ChatLayoutPositionSnapshot` does, without a live collection view.
///
/// ```swift
/// let saved = layout.scrollPosition(for: viewport)!
/// // ... the layout changes ...
/// scrollView.contentOffset.y = newLayout.contentOffset(restoring: saved, viewportHeight: 640)!
/// ```
public struct ScrollPosition: Sendable, Hashable {
    /// Which edge the position is measured at.
    public enum Edge: String, Sendable, Hashable {
        /// The first visible message's cell top from the viewport's top.
        case top
        /// The last visible message's cell bottom from the viewport's bottom.
        case bottom
    }

    /// The message.
    public var messageID: MessageID
    /// The edge.
    public var edge: Edge
    /// The cell edge minus the viewport edge (negative: the cell starts above the viewport).
    public var offset: Double

    /// Creates a position.
    public init(messageID: MessageID, edge: Edge, offset: Double) {
        self.messageID = messageID
        self.edge = edge
        self.offset = offset
    }
}

/// Where "scroll to message" puts the message.
public enum ScrollAlignment: String, Sendable, Hashable {
    /// The cell's top at the viewport's top.
    case top
    /// The cell's middle at the viewport's middle.
    case center
    /// The cell's bottom at the viewport's bottom.
    case bottom
}

/// The floating date header for a scroll offset (ChatLayout's pinning): the header of the
/// section at the viewport's top, held at the top, pushed up by the next section's header
/// as it arrives.
public struct StickyHeader: Sendable, Hashable {
    /// The message starting the section.
    public var index: Int
    /// Its id.
    public var messageID: MessageID
    /// The header's frame in content coordinates (its row's height, the list's width).
    public var frame: Rect
    /// How far the next header has pushed this one off, 0 (not at all) to 1 (gone).
    public var handOff: Double
    /// The header has left its own row and floats at the top.
    public var isPinned: Bool
}

extension ChatLayout {
    /// The position of `viewport` at `edge`, or nil for an empty list.
    public func scrollPosition(for viewport: Viewport, edge: ScrollPosition.Edge = .top) -> ScrollPosition? {
        switch edge {
        case .top:
            guard let anchor = anchor(for: viewport) else { return nil }
            return ScrollPosition(messageID: anchor.id, edge: .top, offset: anchor.delta)
        case .bottom:
            let range = visibleRange(for: viewport)
            guard let last = range.isEmpty ? messages.indices.last : range.upperBound - 1 else { return nil }
            var index = last
            // A row whose header alone shows: its cell is below the viewport, keep the previous one.
            if cellFrame(at: index).minY >= viewport.offsetY + viewport.height, index > 0 { index -= 1 }
            return ScrollPosition(messageID: messages[index].id, edge: .bottom,
                                  offset: cellFrame(at: index).maxY - (viewport.offsetY + viewport.height))
        }
    }

    /// The content offset that puts `position` back, clamped to the scrollable range; nil
    /// when its message is not in this layout.
    public func contentOffset(restoring position: ScrollPosition, viewportHeight: Double) -> Double? {
        guard let index = index(of: position.messageID) else { return nil }
        let cell = cellFrame(at: index)
        let wanted = position.edge == .top ? cell.minY - position.offset : cell.maxY - position.offset - viewportHeight
        return min(max(0, wanted), bottomOffset(viewportHeight: viewportHeight))
    }

    /// The content offset showing message `id` at `alignment` (clamped), nil for an unknown id.
    public func contentOffset(scrollingTo id: MessageID, alignment: ScrollAlignment, viewportHeight: Double) -> Double? {
        guard let index = index(of: id) else { return nil }
        let cell = cellFrame(at: index)
        let wanted = switch alignment {
        case .top: cell.minY
        case .center: cell.midY - viewportHeight / 2
        case .bottom: cell.maxY - viewportHeight
        }
        return min(max(0, wanted), bottomOffset(viewportHeight: viewportHeight))
    }

    /// The top inset that keeps content shorter than the viewport at its bottom (Telegram's
    /// "keep short content at the bottom"): the viewport height less the content height, or 0.
    public func bottomAlignedInset(viewportHeight: Double) -> Double { max(0, viewportHeight - contentHeight) }

    /// The floating header at scroll offset `offsetY`, or nil above the first section or for
    /// an empty list.
    /// - Complexity: O(log n): two binary searches.
    public func stickyHeader(at offsetY: Double) -> StickyHeader? {
        let count = rows.count
        guard count > 0, !sectionStarts.isEmpty else { return nil }
        // The row at the viewport's top.
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if offsets[mid + 1] > offsetY { high = mid } else { low = mid + 1 }
        }
        let row = min(low, count - 1)
        // The last section starting at or before it.
        var a = 0, b = sectionStarts.count
        while a < b {
            let mid = (a + b) >> 1
            if sectionStarts[mid] <= row { a = mid + 1 } else { b = mid }
        }
        guard a > 0 else { return nil }
        let start = sectionStarts[a - 1]
        let height = rows[start].headerHeight
        let natural = offsets[start]
        var y = max(natural, offsetY)
        var handOff = 0.0
        if a < sectionStarts.count {
            let next = offsets[sectionStarts[a]]
            if y + height > next {
                y = next - height
                handOff = height > 0 ? min(1, max(0, (offsetY - y) / height)) : 1
            }
        }
        return StickyHeader(index: start, messageID: messages[start].id, frame: Rect(x: 0, y: y, width: width, height: height),
                            handOff: handOff, isPinned: y > natural)
    }
}
