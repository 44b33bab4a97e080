import TrellisChat
import TrellisRender

/// Turns a scene's parts into SVG elements (absolute page coordinates). Shared by the SVG
/// renderer (shapes and text) and the HTML renderer (shapes; its text is spans).
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

    /// The page background, the cells, the input bar.
    func elements() -> [MarkupElement] {
        var elements = [SVG.rect(Rect(x: 0, y: 0, width: scene.width, height: scene.height),
                                 style: ShapeStyle(fill: theme.background))]
        elements.reserveCapacity(scene.cells.count + 2)
        scene.cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                // Read in place: copying a cell would retain each of its parts.
                var parts: [MarkupElement] = []
                cells[index].parts.withUnsafeBufferPointer { cellParts in
                    for part in cellParts.indices { parts += draw(cellParts[part], in: cells[index]) }
                }
                elements.append(SVG.group(parts, attributes: ["class": Self.cellClass(cells[index]),
                                                              "data-id": cells[index].messageID.rawValue]))
            }
        }
        if let bar = scene.inputBar { elements.append(inputBar(bar)) }
        return elements
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

    private func draw(_ part: ChatPart, in cell: ChatCellFrame) -> [MarkupElement] {
        let frame = part.frame.offsetBy(cell.frame.origin)
        var shapes: [MarkupElement] = []
        switch part.role {
        case .avatar:
            shapes += avatar(frame, sender: scene.senders[cell.messageID])
        case .bubble where part.corners != nil:
            shapes.append(shapedBubble(part, frame: frame, mirrored: cell.isMirrored))
        case .bubble:
            shapes.append(bubble(part, frame: frame, mirrored: cell.isMirrored))
        case .albumTile, .linkImage, .replyThumbnail:
            shapes += picture(frame, radius: part.cornerRadius)
        case .statusIcon, .retryButton, .typingDot, .albumOverflow, .time, .unreadSeparator:
            shapes += messengerPart(part, frame: frame)
        case .headerPill, .systemNotice:
            shapes.append(SVG.rect(frame, cornerRadius: part.cornerRadius,
                                   style: ShapeStyle(fill: theme.pill, fillOpacity: theme.pillOpacity)))
        case .image:
            shapes += picture(frame, radius: part.cornerRadius)
        case .mapThumbnail:
            shapes += map(frame)
        case .icon:
            shapes += icon(part, frame: frame, outgoing: cell.isMirrored)
        case .selectionCheckbox:
            shapes += selectionCheckbox(part, frame: frame)
        case .replyAffordance:
            shapes += replyAffordance(part, frame: frame)
        default:
            if let fill = part.fill {
                shapes.append(SVG.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.color(fill))))
            }
        }
        if drawsText, let text = part.text { shapes += lines(text, in: frame) }
        return shapes
    }

    /// Each line at its baseline: glyph outlines (``glyphRuns``), else one `<text>` per line
    /// with the line's characters.
    func lines(_ text: TextFrame, in frame: Rect) -> [MarkupElement] {
        if let attributed = text.attributedText { return attributedLines(attributed, text, in: frame) }
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
            let glyphs = text.lines.indices.flatMap { index in
                let line = text.lines[index]
                return glyphRuns.line(prepared.glyphs(in: line.range, truncated: line.isTruncated, rightToLeft: line.isRightToLeft),
                                      text: text.string, origin: run.lineOrigin(index), size: text.fontSize)
            }
            return [MarkupElement("g", ["fill": theme.color(text.color)], children: glyphs)]
        }
        let style = TextStyle(family: fonts.family(for: text.fontFace, web: false), size: text.fontSize,
                              weight: fonts.weight(for: text.fontFace), fill: theme.color(text.color))
        glyphRuns?.countLive(text.lines.indices.reduce(0) { $0 + run.lineString($1).count })
        return text.lines.indices.map { index in
            SVG.text(run.lineString(index), at: run.lineOrigin(index), style: style)
        }
    }

    private func avatar(_ frame: Rect, sender: ChatSender?) -> [MarkupElement] {
        let id = sender?.id ?? ""
        let radius = min(frame.width, frame.height) / 2
        let center = Point(x: frame.midX, y: frame.midY)
        var elements = [SVG.circle(center: center, radius: radius, style: ShapeStyle(fill: theme.avatarColor(for: id)))]
        let size = (radius * 0.8).rounded()
        let initials = ChatTheme.initials(sender?.displayName ?? id)
        elements += badge(initials, centerX: center.x, baseline: center.y + size * 0.35, size: size, fill: "#FFFFFF")
        return elements
    }

    private func bubble(_ part: ChatPart, frame: Rect, mirrored: Bool) -> MarkupElement {
        let fill = theme.color(part.fill ?? .incomingBubble)
        let outlined = part.fill != .outgoingBubble
        let style = ShapeStyle(fill: fill, stroke: outlined ? theme.outline : nil, strokeWidth: outlined ? 0.5 : nil)
        guard part.fill == .outgoingBubble || part.fill == .incomingBubble else {
            return SVG.rect(frame, cornerRadius: part.cornerRadius, style: style)
        }
        return SVG.path(Self.bubblePath(frame, radius: part.cornerRadius, tailOnRight: mirrored), style: style)
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
    func picture(_ frame: Rect, radius: Double) -> [MarkupElement] {
        let side = min(frame.width, frame.height) * 0.4
        let center = Point(x: frame.midX, y: frame.midY)
        var mountain = SVGPathData()
        mountain.move(to: Point(x: center.x - side / 2, y: center.y + side / 3))
        mountain.line(to: Point(x: center.x - side / 8, y: center.y - side / 6))
        mountain.line(to: Point(x: center.x + side / 8, y: center.y + side / 8))
        mountain.line(to: Point(x: center.x + side / 4, y: center.y))
        mountain.line(to: Point(x: center.x + side / 2, y: center.y + side / 3))
        mountain.close()
        return [
            SVG.rect(frame, cornerRadius: radius, style: ShapeStyle(fill: theme.placeholder)),
            SVG.circle(center: Point(x: center.x + side / 4, y: center.y - side / 4), radius: side / 10,
                       style: ShapeStyle(fill: "#FFFFFF", opacity: 0.8)),
            SVG.path(mountain, style: ShapeStyle(fill: "#FFFFFF", opacity: 0.8)),
        ]
    }

    /// A map placeholder: a panel with two roads and a pin.
    private func map(_ frame: Rect) -> [MarkupElement] {
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
        return [
            SVG.rect(frame, style: ShapeStyle(fill: "#DDE8D5")),
            SVG.path(roads, style: ShapeStyle(fill: "none", stroke: "#FFFFFF", strokeWidth: 6)),
            SVG.path(marker, style: ShapeStyle(fill: "#E64340")),
            SVG.circle(center: Point(x: pin.x, y: pin.y - 11), radius: 3, style: ShapeStyle(fill: "#FFFFFF")),
        ]
    }

    private func icon(_ part: ChatPart, frame: Rect, outgoing: Bool) -> [MarkupElement] {
        let name = part.imageName ?? ""
        if name.hasPrefix("file.") {
            let kind = String(name.dropFirst(5))
            let label = kind == "generic" ? "FILE" : String(kind.prefix(4)).uppercased()
            return [SVG.rect(frame, cornerRadius: 3, style: ShapeStyle(fill: Self.fileColor(kind)))]
                + badge(label, centerX: frame.midX, baseline: frame.midY + 3.5, size: 10, fill: "#FFFFFF")
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
            return [SVG.circle(center: Point(x: x, y: frame.midY), radius: 1.5, style: ShapeStyle(fill: color)),
                    SVG.path(waves, style: ShapeStyle(fill: "none", stroke: color, strokeWidth: 1.5))]
        }
        // A person silhouette (contact cards) or a plain placeholder.
        var person = SVGPathData()
        person.move(to: Point(x: frame.minX + frame.width * 0.2, y: frame.maxY - frame.height * 0.15))
        person.arc(to: Point(x: frame.maxX - frame.width * 0.2, y: frame.maxY - frame.height * 0.15),
                   radius: frame.width * 0.3, clockwise: true)
        person.close()
        return [
            SVG.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.placeholder)),
            SVG.circle(center: Point(x: frame.midX, y: frame.minY + frame.height * 0.38), radius: frame.width * 0.17,
                       style: ShapeStyle(fill: "#FFFFFF")),
            SVG.path(person, style: ShapeStyle(fill: "#FFFFFF")),
        ]
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

    private func inputBar(_ bar: InputBarFrames) -> MarkupElement {
        let origin = scene.inputBarOrigin
        let field = bar.textView.offsetBy(origin)
        var parts = [
            SVG.rect(bar.bar.offsetBy(origin), style: ShapeStyle(fill: theme.inputBar)),
            SVG.rect(Rect(x: origin.x, y: origin.y, width: bar.bar.width, height: 0.5), style: ShapeStyle(fill: theme.outline)),
            SVG.rect(field, cornerRadius: 4, style: ShapeStyle(fill: theme.inputField, stroke: theme.outline, strokeWidth: 0.5)),
        ]
        let stroke = ShapeStyle(fill: "none", stroke: theme.icon, strokeWidth: 1.5)
        for button in [bar.voiceButton, bar.emojiButton, bar.moreButton] {
            let frame = button.offsetBy(origin)
            parts.append(SVG.circle(center: Point(x: frame.midX, y: frame.midY), radius: frame.width / 2 - 2, style: stroke))
        }
        let more = bar.moreButton.offsetBy(origin)
        var plus = SVGPathData()
        plus.move(to: Point(x: more.midX - 7, y: more.midY))
        plus.line(to: Point(x: more.midX + 7, y: more.midY))
        plus.move(to: Point(x: more.midX, y: more.midY - 7))
        plus.line(to: Point(x: more.midX, y: more.midY + 7))
        parts.append(SVG.path(plus, style: stroke))
        let emoji = bar.emojiButton.offsetBy(origin)
        var smile = SVGPathData()
        smile.move(to: Point(x: emoji.midX - 6, y: emoji.midY + 2))
        smile.arc(to: Point(x: emoji.midX + 6, y: emoji.midY + 2), radius: 7, clockwise: false)
        parts.append(SVG.path(smile, style: stroke))
        let voice = bar.voiceButton.offsetBy(origin)
        var wave = SVGPathData()
        wave.move(to: Point(x: voice.midX - 2, y: voice.midY - 5))
        wave.arc(to: Point(x: voice.midX - 2, y: voice.midY + 5), radius: 6)
        parts.append(SVG.path(wave, style: stroke))
        if drawsText { parts += lines(bar.text, in: field) }
        return SVG.group(parts, attributes: ["class": "input-bar"])
    }
}
