/// What sits inside a bubble around its content, stacked top to bottom: the sender's name
/// (styles that put it inside), the forwarded label, the quoted message, the content, the
/// link preview card, and the time with the delivery status, which flows after the last
/// text line when it fits there (Telegram's and WhatsApp's rule) and takes a line of its own
/// otherwise. Frames are in the content area's coordinates, before mirroring.
struct BubbleInterior: Sendable {
    /// The interior's size: what the bubble template suggests for its content area.
    var size: Size
    /// The content's rectangle.
    var contentFrame: Rect
    /// The parts around the content.
    var parts: [ChatPart]

    static let blockSpacing = 4.0
    static let barWidth = 3.0
    static let replyThumbnail = 32.0
    static let linkThumbnail = 48.0
    static let maximumLinkImageHeight = 180.0

    /// The plain interior: the content alone.
    init(content: Size) {
        size = content
        contentFrame = Rect(origin: .zero, size: content)
        parts = []
    }

    /// Whether a message needs more than its content inside the bubble.
    static func isPlain(_ message: ChatMessage, context: CellContext, configuration c: ChatConfiguration) -> Bool {
        message.extrasBox.isEmpty && c.style.timePlacement != .inline
            && !(c.style.nicknameInsideBubble && context.showsNickname && !message.isOutgoing)
    }

    /// The interior of `message` whose content measured `content` (with its text layout for
    /// text content), for a bubble (`hasBubble`) or bare media. Without `withParts` only the
    /// size is worked out (measuring a cell's height needs no parts; building them cost more
    /// than the sizes).
    init(_ message: ChatMessage, content: Size, text: TextLayout?, hasBubble: Bool, context: CellContext,
         configuration c: borrowing ChatConfiguration, mirrored: Bool, labels: inout LabelLayouts, withParts: Bool = true) {
        let style = c.style
        // The extras are read field by field in their box: copying all of them cost more
        // than most messages use.
        let extras = message.extrasBox.storage
        let edges = ReadingEdges(mirrored: mirrored, direction: c.layoutDirection)
        let maxWidth = max(c.maximumTextWidth, content.width)
        var width = content.width
        var y = 0.0
        var parts: [ChatPart] = []
        guard hasBubble else {
            // Media without a bubble: the time in a dark pill over the content's bottom end.
            size = content
            contentFrame = Rect(origin: .zero, size: content)
            self.parts = []
            if withParts, style.timePlacement == .inline, let meta = Self.metadata(message, c, labels: &labels) {
                let pill = Size(width: meta.width + 10, height: meta.height + 4)
                let frame = Rect(x: edges.end(pill.width, spanWidth: content.width) + (edges.startsAtMaxX ? 6 : -6),
                                 y: content.height - pill.height - 6, width: pill.width, height: pill.height)
                self.parts = meta.parts(in: frame, inset: Point(x: 5, y: 2), overlay: true, edges: edges)
            }
            return
        }
        func stack(_ block: TextBlock) {
            if withParts { parts.append(block.part(at: Point(x: 0, y: y))) }
            width = max(width, block.width)
            y += block.height + 2
        }
        if style.nicknameInsideBubble, context.showsNickname, !message.isOutgoing {
            let color = style.colorsSenderNames ? SenderColor.role(for: message.sender.id) : .nicknameText
            stack(TextBlock(.nickname, message.sender.displayName, font: c.nicknameFont, color: color, maxWidth: maxWidth,
                            labels: &labels))
        }
        if let from = extras?.value.forwardedFrom {
            stack(TextBlock(.forwardedLabel, "Forwarded from \(from)", font: c.detailFont, color: .accent, maxWidth: maxWidth,
                            labels: &labels))
        }
        if style.replyPlacement == .insideTop, let reply = extras?.value.reply {
            let thumb = reply.hasThumbnail ? Self.replyThumbnail + 6 : 0
            let textWidth = maxWidth - Self.barWidth - 12 - thumb
            let sender = TextBlock(.replySender, reply.senderName, font: c.detailFont,
                                   color: style.colorsSenderNames ? .accent : .secondaryText, maxWidth: textWidth, labels: &labels)
            let quoted = TextBlock(.replyText, reply.text, font: c.detailFont, color: .secondaryText, maxWidth: textWidth,
                                   lines: max(1, style.replyLines))
            let height = max(sender.height + quoted.height, reply.hasThumbnail ? Self.replyThumbnail : 0) + 6
            let blockWidth = min(maxWidth, Self.barWidth + 12 + max(sender.width, quoted.width) + thumb)
            width = max(width, blockWidth)
            if withParts {
                parts.append(ChatPart(role: .replyBar, frame: Rect(x: 0, y: y, width: blockWidth, height: height), fill: .quoteBox,
                                      cornerRadius: 4, target: reply.messageID))
                parts.append(ChatPart(role: .replyBar, frame: Rect(x: 0, y: y, width: Self.barWidth, height: height), fill: .accent,
                                      cornerRadius: 1.5, name: "bar", target: reply.messageID))
                parts.append(sender.part(at: Point(x: Self.barWidth + 6, y: y + 3), target: reply.messageID))
                parts.append(quoted.part(at: Point(x: Self.barWidth + 6, y: y + 3 + sender.height), target: reply.messageID))
            }
            if withParts, reply.hasThumbnail {
                parts.append(ChatPart(role: .replyThumbnail, frame: Rect(x: blockWidth - 3 - Self.replyThumbnail, y: y + 3,
                                                                         width: Self.replyThumbnail, height: Self.replyThumbnail),
                                      fill: .imagePlaceholder, cornerRadius: 3, target: reply.messageID))
            }
            y += height + Self.blockSpacing
        }
        let contentY = y
        y += content.height
        var hasLinkCard = false
        if let link = extras?.value.linkPreview {
            hasLinkCard = true
            y += Self.blockSpacing
            let card = Self.linkCard(link, width: maxWidth, top: y, c, withParts: withParts)
            parts += card.parts
            width = max(width, maxWidth)
            y += card.height
        }
        if style.timePlacement == .inline, let meta = Self.metadata(message, c, labels: &labels) {
            let gap = style.timeSpacing
            if !hasLinkCard, let text, let last = text.lines.last, last.width + gap + meta.width <= maxWidth {
                // Beside the last line, its bottom level with the line's bottom.
                width = max(width, last.width + gap + meta.width)
                let lastBottom = contentY + (content.height - text.height) / 2 + last.y + last.height
                if withParts { meta.place(at: lastBottom - meta.height, &parts, width: width, edges: edges) }
            } else {
                width = max(width, meta.width)
                y += 2
                if withParts { meta.place(at: y, &parts, width: width, edges: edges) }
                y += meta.height
            }
        }
        // Blocks were built from x = 0; in a cell that will be mirrored they move to the far end.
        size = Size(width: width, height: y)
        contentFrame = Rect(x: 0, y: contentY, width: width, height: content.height)
        self.parts = edges.startsAtMaxX ? parts.map { Self.toReadingStart($0, width: width) } : parts
    }

    /// A block built at x from 0 moved so it starts at the high-x end (a cell that will be
    /// mirrored puts it back at the reading start). Times are placed already.
    static func toReadingStart(_ part: ChatPart, width: Double) -> ChatPart {
        guard part.role != .time, part.role != .statusIcon else { return part }
        var copy = part
        copy.frame = Rect(x: width - part.frame.maxX, y: part.frame.minY, width: part.frame.width, height: part.frame.height)
        return copy
    }

    /// The link preview card: bar, site, title, description and image (full width at its
    /// aspect ratio, at most 180 high, or a 48 pt thumbnail beside the text). Without
    /// `withParts`, the height alone (no parts).
    static func linkCard(_ link: LinkPreview, width: Double, top: Double, _ c: ChatConfiguration,
                         withParts: Bool = true) -> (parts: [ChatPart], height: Double) {
        let inset = barWidth + 6
        let thumb = link.imageSize != nil && link.isThumbnail ? linkThumbnail + 6 : 0
        let textWidth = width - inset - thumb
        var parts: [ChatPart] = []
        var y = top
        var blocks: [TextBlock] = [TextBlock(.linkSite, link.site, font: c.detailFont, color: .accent, maxWidth: textWidth)]
        if !link.title.isEmpty { blocks.append(TextBlock(.linkTitle, link.title, font: c.nicknameFont, color: .primaryText, maxWidth: textWidth, lines: 2)) }
        if !link.summary.isEmpty { blocks.append(TextBlock(.linkDescription, link.summary, font: c.detailFont, color: .secondaryText, maxWidth: textWidth, lines: 2)) }
        for block in blocks {
            if withParts { parts.append(block.part(at: Point(x: inset, y: y))) }
            y += block.height
        }
        if let size = link.imageSize {
            if link.isThumbnail {
                if withParts {
                    parts.append(ChatPart(role: .linkImage, frame: Rect(x: width - linkThumbnail, y: top, width: linkThumbnail,
                                                                        height: linkThumbnail),
                                          fill: .imagePlaceholder, cornerRadius: 4))
                }
                y = max(y, top + linkThumbnail)
            } else {
                let imageWidth = width - inset
                let aspect = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size.height / size.width : 0.5
                let height = min(maximumLinkImageHeight, (imageWidth * aspect).rounded())
                y += 4
                if withParts {
                    parts.append(ChatPart(role: .linkImage, frame: Rect(x: inset, y: y, width: imageWidth, height: height),
                                          fill: .imagePlaceholder, cornerRadius: 4))
                }
                y += height
            }
        }
        if withParts {
            parts.insert(ChatPart(role: .linkBar, frame: Rect(x: 0, y: top, width: barWidth, height: y - top), fill: .accent,
                                  cornerRadius: 1.5), at: 0)
        }
        return (parts, y - top)
    }

    /// The time ("edited 14:05") and the status icon of an outgoing message.
    struct Metadata {
        var time: TextBlock
        var statusWidth: Double
        var status: DeliveryStatus?
        var width: Double { time.width + (statusWidth > 0 ? 3 + statusWidth : 0) }
        var height: Double { time.height }

        /// The time and icon parts with their top at `y`, at the interior's reading end.
        func place(at y: Double, _ parts: inout [ChatPart], width interior: Double, edges: ReadingEdges) {
            let frame = Rect(x: edges.end(width, spanWidth: interior), y: y, width: width, height: height)
            parts += self.parts(in: frame, inset: .zero, overlay: false, edges: edges)
        }

        /// The parts inside `frame` (a pill when `overlay`).
        func parts(in frame: Rect, inset: Point, overlay: Bool, edges: ReadingEdges) -> [ChatPart] {
            var result: [ChatPart] = []
            var block = time
            if overlay { block.color = .overlayText }
            let timeX = edges.startsAtMaxX ? frame.maxX - inset.x - time.width : frame.minX + inset.x
            if overlay {
                result.append(ChatPart(role: .time, frame: frame, fill: .mediaOverlay, cornerRadius: frame.height / 2,
                                       text: TextFrame(string: block.string, font: block.font, color: block.color,
                                                       layout: block.layout, origin: Point(x: timeX - frame.minX, y: inset.y))))
            } else {
                result.append(block.part(at: Point(x: timeX, y: frame.minY + inset.y)))
            }
            if let status, statusWidth > 0 {
                let iconX = edges.startsAtMaxX ? frame.minX + inset.x : frame.maxX - inset.x - statusWidth
                let iconHeight = min(height, 11)
                result.append(ChatPart(role: .statusIcon, frame: Rect(x: iconX, y: frame.minY + inset.y + (height - iconHeight) / 2,
                                                                      width: statusWidth, height: iconHeight),
                                       fill: status == .read ? .readStatus : (status == .failed ? .failed : nil),
                                       imageName: "status." + status.rawValue))
            }
            return result
        }
    }

    /// The metadata of `message` for inline styles; time layouts come from `labels` (at most
    /// 2 × 1440 strings: the template keeps them).
    static func metadata(_ message: ChatMessage, _ c: ChatConfiguration, labels: inout LabelLayouts) -> Metadata? {
        let extras = message.extrasBox.storage   // read in place: a copy of the extras is dearer than the two fields
        let minute = ClockText.minuteOfDay(message.timestamp, offset: c.clockOffset)
        let color: ColorRole = message.isOutgoing ? .outgoingMetadataText : .metadataText
        let status = message.isOutgoing ? extras?.value.status : nil
        let (string, layout) = labels.time(minuteOfDay: minute, edited: extras?.value.isEdited == true, font: c.style.timeFont)
        return Metadata(time: TextBlock(.time, string, font: c.style.timeFont, color: color, layout: layout),
                        statusWidth: status == nil ? 0 : c.style.statusIconWidth, status: status)
    }
}
