/// What hangs under a bubble, in leading terms from the bubble's leading edge: WeChat's grey
/// quote box, the reactions row (overlapping the bubble's bottom by the style's
/// ``ChatStyle/reactionOverlap``, wrapping onto more rows), the "Edited" label and the status
/// word of styles without an inline time; and the retry button of a failed message beside
/// the bubble. Frames are relative to the bubble's bottom-leading corner.
struct BubbleFooter: Sendable {
    /// How far the footer reaches below the bubble's bottom (the template's footer height).
    var height: Double
    /// Parts with y measured from the bubble's bottom and x from its leading edge.
    var parts: [ChatPart]

    static let empty = BubbleFooter()

    private init() {
        height = 0
        parts = []
    }
    static let chipPadding = 8.0

    static func isEmpty(_ message: ChatMessage, _ c: ChatConfiguration) -> Bool { message.extrasBox.isEmpty }

    /// The footer of `message` under a bubble `bubbleWidth` wide, rows wrapping within `rowWidth`
    /// (its height alone, no parts, without `withParts`).
    init(_ message: ChatMessage, bubbleWidth: Double, rowWidth: Double, context: CellContext, configuration c: borrowing ChatConfiguration,
         labels: inout LabelLayouts, withParts: Bool = true) {
        let style = c.style
        let extras = message.extrasBox.storage   // read in place, field by field
        var parts: [ChatPart] = []
        var y = 0.0
        var bottom = 0.0
        var hasQuote = false
        if style.replyPlacement == .belowBubble, let reply = extras?.value.reply {
            let text = TextBlock(.replyText, reply.senderName + ": " + reply.text, font: c.detailFont, color: .secondaryText,
                                 maxWidth: rowWidth - 12, lines: max(1, style.replyLines))
            y += 4
            let box = Rect(x: 0, y: y, width: text.width + 12, height: text.height + 8)
            if withParts { parts.append(text.part(in: box, inset: Point(x: 6, y: 4), fill: .quoteBox, radius: 4, target: reply.messageID)) }
            hasQuote = true
            y = box.maxY
            bottom = y
        }
        if let reactions = extras?.value.reactions, !reactions.isEmpty {
            let h = style.reactionHeight, gap = style.reactionSpacing
            // Overlap the bubble only when the row comes right under it.
            y = hasQuote ? y + gap : -style.reactionOverlap
            var x = 0.0
            let font = c.detailFont.sibling(size: (h * 0.55).rounded())
            for reaction in reactions {
                let label = reaction.count > 1 ? reaction.emoji + " " + String(reaction.count) : reaction.emoji
                let text = TextBlock(.reaction, label, font: font, color: .primaryText, labels: &labels)
                let width = text.width + 2 * Self.chipPadding
                if x > 0, x + width > rowWidth {
                    x = 0
                    y += h + gap
                }
                let chip = Rect(x: x, y: y, width: width, height: h)
                if withParts {
                    parts.append(text.part(in: chip, inset: Point(x: Self.chipPadding, y: (h - text.height) / 2),
                                           fill: reaction.isMine ? .ownReactionChip : .reactionChip, radius: h / 2))
                }
                x += width + gap
            }
            y += h
            bottom = max(bottom, y)
        }
        var shown: [TextBlock] = []
        if extras?.value.isEdited == true, style.timePlacement != .inline {
            shown.append(TextBlock(.editedLabel, "Edited", font: style.timeFont, color: .secondaryText, labels: &labels))
        }
        if style.timePlacement == .statusBelow, message.isOutgoing, let status = extras?.value.status,
           context.position == .single || context.position == .last {
            shown.append(TextBlock(.statusLabel, status.label, font: style.timeFont, color: status == .failed ? .failed : .secondaryText,
                                   labels: &labels))
        }
        for label in shown {
            y = max(y, bottom) + 2
            if withParts { parts.append(label.part(at: Point(x: 0, y: y))) }
            y += label.height
            bottom = y
        }
        height = max(0, bottom)
        self.parts = parts
    }

    /// The retry button beside a failed message's bubble (trailing side in leading terms,
    /// level with the bubble's bottom), or nil.
    static func retryButton(_ message: ChatMessage, bubble: Rect, _ c: ChatConfiguration) -> ChatPart? {
        guard message.extrasBox.storage?.value.status == .failed else { return nil }
        let side = c.style.retryButtonSize
        return ChatPart(role: .retryButton, frame: Rect(x: bubble.maxX + 6, y: bubble.maxY - side, width: side, height: side),
                        fill: .failed, cornerRadius: side / 2, imageName: "retry")
    }
}
