import TrellisChat
import TrellisRender

/// Draws a scene's parts on an ``SVGCanvas`` (absolute page coordinates): as bytes for the SVG
/// renderer (shapes and text), as elements for the PNG renderer (which reads them back) and
/// the HTML renderer (shapes; its text is spans).
struct ChatPainter {
    let scene: ChatScene
    let theme: ChatTheme
    let fonts: ChatFontBook
    /// Draw text (SVG) or leave it to the caller (HTML).
    let drawsText: Bool
    /// Draws text as glyph outlines; nil draws `<text>` elements.
    var glyphRuns: SVGGlyphRuns? = nil
    /// Draws avatar initials and file badges as glyph outlines; nil draws `<text>`.
    var badgeRuns: SVGGlyphRuns? = nil
    /// The badges laid out so far in this document.
    let badgeLayouts = BadgeLayouts()

    /// The length of a bubble's tail.
    static let tailLength = 6.0

    /// The page background, the cells, the input bar, as elements.
    func elements() -> [MarkupElement] {
        var canvas = SVGElementCanvas()
        paint(into: &canvas)
        return canvas.elements
    }

    /// Draws the page background, the cells and the input bar on `canvas`.
    func paint<Canvas: SVGCanvas & ~Copyable>(into canvas: inout Canvas) {
        canvas.rect(Rect(x: 0, y: 0, width: scene.width, height: scene.height), style: ShapeStyle(fill: theme.background))
        scene.cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                // Read in place: copying a cell would retain each of its parts.
                canvas.beginGroup(["class": Self.cellClass(cells[index]), "data-id": cells[index].messageID.rawValue])
                cells[index].parts.withUnsafeBufferPointer { cellParts in
                    for part in cellParts.indices { draw(cellParts[part], in: cells[index], into: &canvas) }
                }
                canvas.endGroup()
            }
        }
        if let bar = scene.inputBar { inputBar(bar, into: &canvas) }
    }

    static func cellClass(_ cell: ChatCellFrame) -> String {
        switch cell.kind {
        case .timeHeader: "header"
        case .unreadSeparator: "unread"
        case .typingIndicator: "typing"
        case .message(let type): "message " + (cell.isMirrored ? "outgoing " : "incoming ") + type
        case .unsupported(let type): "message unsupported " + type
        }
    }

    // MARK: Parts

    private func draw<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, in cell: ChatCellFrame, into canvas: inout Canvas) {
        let frame = part.frame.offsetBy(cell.frame.origin)
        switch part.role {
        case .avatar:
            avatar(frame, sender: scene.senders[cell.messageID], into: &canvas)
        case .bubble where part.corners != nil:
            shapedBubble(part, frame: frame, mirrored: cell.isMirrored, into: &canvas)
        case .bubble:
            bubble(part, frame: frame, mirrored: cell.isMirrored, into: &canvas)
        case .albumTile, .linkImage, .replyThumbnail:
            picture(frame, radius: part.cornerRadius, into: &canvas)
        case .statusIcon, .retryButton, .typingDot, .albumOverflow, .time, .unreadSeparator:
            messengerPart(part, frame: frame, into: &canvas)
        case .headerPill, .systemNotice:
            canvas.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.pill, fillOpacity: theme.pillOpacity))
        case .image:
            picture(frame, radius: part.cornerRadius, into: &canvas)
        case .mapThumbnail:
            map(frame, into: &canvas)
        case .icon:
            icon(part, frame: frame, outgoing: cell.isMirrored, into: &canvas)
        case .selectionCheckbox:
            selectionCheckbox(part, frame: frame, into: &canvas)
        case .replyAffordance:
            replyAffordance(part, frame: frame, into: &canvas)
        default:
            if let fill = part.fill {
                canvas.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.color(fill)))
            }
        }
        if drawsText, let text = part.text { lines(text, in: frame, into: &canvas) }
    }

    /// Each line at its baseline: glyph outlines (``glyphRuns``), else one `<text>` per line
    /// with the line's characters.
    func lines<Canvas: SVGCanvas & ~Copyable>(_ text: TextFrame, in frame: Rect, into canvas: inout Canvas) {
        if let attributed = text.attributedText { return attributedLines(attributed, text, in: frame, into: &canvas) }
        let run = ChatTextRun(cellIndex: 0, partIndex: 0, role: .text, text: text, partFrame: frame, container: frame)
        if let glyphRuns, let font = glyphRuns.font(identifier: text.fontFace, size: text.fontSize), font.face.hasOutlines {
            // The layout's own prepared text when it kept it, else prepared again with the font
            // that measured it: the same clusters and advances.
            let prepared: PreparedText
            if let source = text.source.prepared, source.font.face.identifier == text.fontFace,
               source.font.size == text.fontSize, source.utf16Count == text.string.utf16.count {
                prepared = source
            } else {
                prepared = glyphRuns.prepared(text.string, font: font)
            }
            var runs = GlyphRunBuffer()
            for index in text.lines.indices {
                let line = text.lines[index]
                glyphRuns.line(prepared.glyphs(in: line.range, truncated: line.isTruncated, rightToLeft: line.isRightToLeft),
                               text: text.string, origin: run.lineOrigin(index), size: text.fontSize, into: &runs)
            }
            canvas.glyphGroup(["fill": theme.color(text.color)], runs)
            return
        }
        let style = TextStyle(family: fonts.family(for: text.fontFace, web: false), size: text.fontSize,
                              weight: fonts.weight(for: text.fontFace), fill: theme.color(text.color))
        glyphRuns?.countLive(text.lines.indices.reduce(0) { $0 + run.lineString($1).count })
        for index in text.lines.indices {
            canvas.text(run.lineString(index), at: run.lineOrigin(index), style: style)
        }
    }

    private func avatar<Canvas: SVGCanvas & ~Copyable>(_ frame: Rect, sender: ChatSender?, into canvas: inout Canvas) {
        let id = sender?.id ?? ""
        let radius = min(frame.width, frame.height) / 2
        let center = Point(x: frame.midX, y: frame.midY)
        canvas.circle(center: center, radius: radius, style: ShapeStyle(fill: theme.avatarColor(for: id)))
        let size = (radius * 0.8).rounded()
        let initials = badgeLayouts.initials(sender?.displayName ?? id)
        badge(initials, centerX: center.x, baseline: center.y + size * 0.35, size: size, fill: "#FFFFFF", into: &canvas)
    }

    private func bubble<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, mirrored: Bool, into canvas: inout Canvas) {
        let fill = theme.color(part.fill ?? .incomingBubble)
        let outlined = part.fill != .outgoingBubble
        let style = ShapeStyle(fill: fill, stroke: outlined ? theme.outline : nil, strokeWidth: outlined ? 0.5 : nil)
        guard part.fill == .outgoingBubble || part.fill == .incomingBubble else {
            return canvas.rect(frame, cornerRadius: part.cornerRadius, style: style)
        }
        canvas.path(Self.bubblePath(frame, radius: part.cornerRadius, tailOnRight: mirrored), style: style)
    }

    /// A rounded rectangle with a small triangular tail on one side, pointing at the avatar
    /// (20 pt below the top, or the middle of a short bubble).
    static func bubblePath(_ r: Rect, radius: Double, tailOnRight: Bool) -> SVGPathData {
        let c = min(radius, r.width / 2, r.height / 2)
        let tailY = r.minY + min(20, r.height / 2), half = min(6, r.height / 2 - c)
        var d = SVGPathData()
        d.move(to: Point(x: r.minX + c, y: r.minY))
        d.line(to: Point(x: r.maxX - c, y: r.minY))
        d.arc(to: Point(x: r.maxX, y: r.minY + c), radius: c)
        if tailOnRight, half > 0 {
            d.line(to: Point(x: r.maxX, y: tailY - half))
            d.line(to: Point(x: r.maxX + tailLength, y: tailY))
            d.line(to: Point(x: r.maxX, y: tailY + half))
        }
        d.line(to: Point(x: r.maxX, y: r.maxY - c))
        d.arc(to: Point(x: r.maxX - c, y: r.maxY), radius: c)
        d.line(to: Point(x: r.minX + c, y: r.maxY))
        d.arc(to: Point(x: r.minX, y: r.maxY - c), radius: c)
        if !tailOnRight, half > 0 {
            d.line(to: Point(x: r.minX, y: tailY + half))
            d.line(to: Point(x: r.minX - tailLength, y: tailY))
            d.line(to: Point(x: r.minX, y: tailY - half))
        }
        d.line(to: Point(x: r.minX, y: r.minY + c))
        d.arc(to: Point(x: r.minX + c, y: r.minY), radius: c)
        d.close()
        return d
    }

    /// An image placeholder at its size: a grey panel with a sun and a mountain.
    func picture<Canvas: SVGCanvas & ~Copyable>(_ frame: Rect, radius: Double, into canvas: inout Canvas) {
        let side = min(frame.width, frame.height) * 0.4
        let center = Point(x: frame.midX, y: frame.midY)
        var mountain = SVGPathData()
        mountain.move(to: Point(x: center.x - side / 2, y: center.y + side / 3))
        mountain.line(to: Point(x: center.x - side / 8, y: center.y - side / 6))
        mountain.line(to: Point(x: center.x + side / 8, y: center.y + side / 8))
        mountain.line(to: Point(x: center.x + side / 4, y: center.y))
        mountain.line(to: Point(x: center.x + side / 2, y: center.y + side / 3))
        mountain.close()
        canvas.rect(frame, cornerRadius: radius, style: ShapeStyle(fill: theme.placeholder))
        canvas.circle(center: Point(x: center.x + side / 4, y: center.y - side / 4), radius: side / 10,
                      style: ShapeStyle(fill: "#FFFFFF", opacity: 0.8))
        canvas.path(mountain, style: ShapeStyle(fill: "#FFFFFF", opacity: 0.8))
    }

    /// A map placeholder: a panel with two roads and a pin.
    private func map<Canvas: SVGCanvas & ~Copyable>(_ frame: Rect, into canvas: inout Canvas) {
        var roads = SVGPathData()
        roads.move(to: Point(x: frame.minX, y: frame.minY + frame.height * 0.65))
        roads.line(to: Point(x: frame.maxX, y: frame.minY + frame.height * 0.35))
        roads.move(to: Point(x: frame.minX + frame.width * 0.3, y: frame.minY))
        roads.line(to: Point(x: frame.minX + frame.width * 0.45, y: frame.maxY))
        let pin = Point(x: frame.midX, y: frame.midY)
        var marker = SVGPathData()
        marker.move(to: Point(x: pin.x, y: pin.y + 4))
        marker.line(to: Point(x: pin.x - 7, y: pin.y - 8))
        marker.arc(to: Point(x: pin.x + 7, y: pin.y - 8), radius: 8, largeArc: true, clockwise: true)
        marker.close()
        canvas.rect(frame, style: ShapeStyle(fill: "#DDE8D5"))
        canvas.path(roads, style: ShapeStyle(fill: "none", stroke: "#FFFFFF", strokeWidth: 6))
        canvas.path(marker, style: ShapeStyle(fill: "#E64340"))
        canvas.circle(center: Point(x: pin.x, y: pin.y - 11), radius: 3, style: ShapeStyle(fill: "#FFFFFF"))
    }

    private func icon<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, outgoing: Bool, into canvas: inout Canvas) {
        let name = part.imageName ?? ""
        if name.hasPrefix("file.") {
            let kind = String(name.dropFirst(5))
            let label = kind == "generic" ? "FILE" : String(kind.prefix(4)).uppercased()
            canvas.rect(frame, cornerRadius: 3, style: ShapeStyle(fill: Self.fileColor(kind)))
            return badge(label, centerX: frame.midX, baseline: frame.midY + 3.5, size: 10, fill: "#FFFFFF", into: &canvas)
        }
        if name == "voice.wave" {
            let color = outgoing ? theme.outgoingText : theme.icon
            var waves = SVGPathData()
            let x = outgoing ? frame.maxX - 4 : frame.minX + 4
            for radius in [4.0, 8.0] {
                let dx = outgoing ? -radius : radius
                waves.move(to: Point(x: x + dx * 0.7, y: frame.midY - radius * 0.7))
                waves.arc(to: Point(x: x + dx * 0.7, y: frame.midY + radius * 0.7), radius: radius, clockwise: !outgoing)
            }
            canvas.circle(center: Point(x: x, y: frame.midY), radius: 1.5, style: ShapeStyle(fill: color))
            return canvas.path(waves, style: ShapeStyle(fill: "none", stroke: color, strokeWidth: 1.5))
        }
        // A person silhouette (contact cards) or a plain placeholder.
        var person = SVGPathData()
        person.move(to: Point(x: frame.minX + frame.width * 0.2, y: frame.maxY - frame.height * 0.15))
        person.arc(to: Point(x: frame.maxX - frame.width * 0.2, y: frame.maxY - frame.height * 0.15),
                   radius: frame.width * 0.3, clockwise: true)
        person.close()
        canvas.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.placeholder))
        canvas.circle(center: Point(x: frame.midX, y: frame.minY + frame.height * 0.38), radius: frame.width * 0.17,
                      style: ShapeStyle(fill: "#FFFFFF"))
        canvas.path(person, style: ShapeStyle(fill: "#FFFFFF"))
    }

    static func fileColor(_ kind: String) -> String {
        switch kind {
        case "pdf": "#E5534B"
        case "document", "text": "#3E7BFA"
        case "spreadsheet": "#2EA44F"
        case "presentation": "#F0883E"
        case "archive": "#8B6F47"
        case "image", "video": "#8957E5"
        case "audio": "#DB61A2"
        case "code": "#57606A"
        default: "#8C959F"
        }
    }

    // MARK: Input bar

    private func inputBar<Canvas: SVGCanvas & ~Copyable>(_ bar: InputBarFrames, into canvas: inout Canvas) {
        let origin = scene.inputBarOrigin
        let field = bar.textView.offsetBy(origin)
        canvas.beginGroup(["class": "input-bar"])
        canvas.rect(bar.bar.offsetBy(origin), style: ShapeStyle(fill: theme.inputBar))
        canvas.rect(Rect(x: origin.x, y: origin.y, width: bar.bar.width, height: 0.5), style: ShapeStyle(fill: theme.outline))
        canvas.rect(field, cornerRadius: 4, style: ShapeStyle(fill: theme.inputField, stroke: theme.outline, strokeWidth: 0.5))
        let stroke = ShapeStyle(fill: "none", stroke: theme.icon, strokeWidth: 1.5)
        for button in [bar.voiceButton, bar.emojiButton, bar.moreButton] {
            let frame = button.offsetBy(origin)
            canvas.circle(center: Point(x: frame.midX, y: frame.midY), radius: frame.width / 2 - 2, style: stroke)
        }
        let more = bar.moreButton.offsetBy(origin)
        var plus = SVGPathData()
        plus.move(to: Point(x: more.midX - 7, y: more.midY))
        plus.line(to: Point(x: more.midX + 7, y: more.midY))
        plus.move(to: Point(x: more.midX, y: more.midY - 7))
        plus.line(to: Point(x: more.midX, y: more.midY + 7))
        canvas.path(plus, style: stroke)
        let emoji = bar.emojiButton.offsetBy(origin)
        var smile = SVGPathData()
        smile.move(to: Point(x: emoji.midX - 6, y: emoji.midY + 2))
        smile.arc(to: Point(x: emoji.midX + 6, y: emoji.midY + 2), radius: 7, clockwise: false)
        canvas.path(smile, style: stroke)
        let voice = bar.voiceButton.offsetBy(origin)
        var wave = SVGPathData()
        wave.move(to: Point(x: voice.midX - 2, y: voice.midY - 5))
        wave.arc(to: Point(x: voice.midX - 2, y: voice.midY + 5), radius: 6)
        canvas.path(wave, style: stroke)
        if drawsText { lines(bar.text, in: field, into: &canvas) }
        canvas.endGroup()
    }
}
