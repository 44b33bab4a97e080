/// Selection mode and swipes as layout inputs (the rules, in leading-to-trailing terms; a
/// right-to-left layout mirrors them):
///
/// - **Selection mode**: every cell is laid out ``selectionInset`` narrower and moved that far
///   from the leading edge; a ``selectionCheckboxSide`` checkbox is centred in the inset,
///   level with the cell's middle (messages only, not notices). Heights may change (text
///   wraps in the narrower cell), so turning it on or off keeps the reading position.
/// - **Reveal time** (``SwipeOffset/revealTime(distance:)``): outgoing cells move
///   `min(max(0, distance), timeRevealWidth)` towards the leading edge; each message's clock
///   time (the style's time font) is centred in that last ``timeRevealWidth`` column, its left
///   edge `trailing edge − revealed + (timeRevealWidth − text width) / 2`, level with the
///   bubble's middle.
/// - **Reply** (``SwipeOffset/reply(_:distance:)``): the message's parts move
///   `d = clamp(distance, −replyTravel, replyTravel)`; a ``replyArrowSide`` arrow is centred
///   in the gap (x centre `d / 2` for a drag to the right, `width + d / 2` to the left),
///   level with the bubble's middle. ``replySwipeProgress`` is `|d| / replyTravel` (1 commits).
extension ChatLayout {
    /// The leading inset selection mode makes room for the checkbox in (44).
    public static let selectionInset = 44.0
    /// The checkbox side (22).
    public static let selectionCheckboxSide = 22.0
    /// The widest time column a reveal-time swipe opens (60).
    public static let timeRevealWidth = 60.0
    /// The farthest a reply swipe moves a message (64).
    public static let replyTravel = 64.0
    /// The reply arrow's side (28).
    public static let replyArrowSide = 28.0

    /// The width templates lay cells out at (narrower in selection mode).
    var cellWidth: Double { isSelecting ? max(1, width - Self.selectionInset) : width }

    /// Turns selection mode on or off; the cells are laid out again at the new cell width and
    /// the anchor stays where it was (a view at the bottom stays there).
    @discardableResult
    public mutating func setSelectionMode(_ on: Bool, viewport: Viewport) -> ViewportUpdate {
        guard on != isSelecting else { return unchanged(viewport) }
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = !messages.isEmpty && isAtBottom(viewport)
        isSelecting = on
        relayoutAll()
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// Follows a drag (nil: none). No height changes, so nothing scrolls.
    /// - Throws: ``ChatLayoutError/invalidSwipeDistance(_:)`` for a non-finite distance,
    ///   ``ChatLayoutError/unknownMessageID(_:)`` for a reply to a message not in the list
    ///   (the swipe in force is kept).
    public mutating func setSwipe(_ swipe: SwipeOffset?) throws(ChatLayoutError) {
        if let swipe {
            guard swipe.distance.isFinite else { throw .invalidSwipeDistance(swipe.distance) }
            if case .reply(let id, _) = swipe, index(of: id) == nil { throw .unknownMessageID(id) }
        }
        self.swipe = swipe
    }

    /// How far the reply swipe has gone, 0 to 1 (1: let go to reply); 0 without one.
    public var replySwipeProgress: Double {
        guard case .reply(_, let distance) = swipe else { return 0 }
        return min(abs(distance), Self.replyTravel) / Self.replyTravel
    }

    /// Applies selection mode and the swipe to message `index`'s cell (laid out at
    /// ``cellWidth``, its frame already the list's).
    func decorate(_ cell: ChatCellFrame, at index: Int) -> ChatCellFrame {
        guard isSelecting || swipe != nil else { return cell }
        var cell = cell
        let rightToLeft = registry.configuration.layoutDirection == .rightToLeft
        let message = messages[index]
        let isNotice = Self.breaksRuns(message)
        // Positions below are in leading terms; `flip` turns them into the cell's coordinates.
        func flip(_ rect: Rect) -> Rect { rightToLeft ? Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect }
        func move(_ dx: Double) { cell.parts = cell.parts.map { $0.offset(by: Point(x: dx, y: 0)) } }
        if isSelecting {
            if !rightToLeft { move(Self.selectionInset) }
            if !isNotice {
                let side = Self.selectionCheckboxSide
                let box = Rect(x: (Self.selectionInset - side) / 2, y: ((cell.frame.height - side) / 2).rounded(), width: side, height: side)
                let selected = selectedMessageIDs.contains(message.id)
                cell.parts.append(ChatPart(role: .selectionCheckbox, frame: flip(box), fill: selected ? .accent : .separator,
                                           cornerRadius: side / 2, imageName: selected ? "checkmark" : nil))
            }
        }
        let bubbleMiddle = (cell.part(.bubble)?.frame.midY ?? cell.frame.height / 2)
        switch swipe {
        case .revealTime(let distance)?:
            guard !isNotice else { break }
            let revealed = min(max(0, distance), Self.timeRevealWidth)
            guard revealed > 0 else { break }
            // Outgoing cells sit at the trailing edge: they move towards the leading edge.
            if message.isOutgoing { move(rightToLeft ? revealed : -revealed) }
            let c = registry.resolvedConfiguration
            let clock = ClockText.string(message.timestamp, offset: c.clockOffset)
            let text = PreparedText(clock, font: c.style.timeFont).layout(maxWidth: .infinity, options: TextOptions(numberOfLines: 1))
            let frame = Rect(x: width - revealed + (Self.timeRevealWidth - text.width) / 2, y: (bubbleMiddle - text.height / 2).rounded(),
                             width: text.width, height: text.height)
            cell.parts.append(ChatPart(role: .revealedTime, frame: flip(frame),
                                       text: TextFrame(string: clock, font: c.style.timeFont, color: .metadataText, layout: text)))
        case .reply(let id, let distance)?:
            guard id == message.id else { break }
            let d = min(max(distance, -Self.replyTravel), Self.replyTravel)
            guard d != 0 else { break }
            move(d)
            let side = Self.replyArrowSide
            let centre = d > 0 ? d / 2 : width + d / 2
            cell.parts.append(ChatPart(role: .replyAffordance, frame: Rect(x: centre - side / 2, y: (bubbleMiddle - side / 2).rounded(),
                                                                          width: side, height: side),
                                       fill: .quoteBox, cornerRadius: side / 2, imageName: "reply"))
        case nil:
            break
        }
        return cell
    }
}
