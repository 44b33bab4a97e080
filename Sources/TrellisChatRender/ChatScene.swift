import TrellisChat
import TrellisRender

/// Everything a chat renderer draws, read from a laid-out `ChatLayout`: the
/// cells with their parts, the sender of each message (for avatar colours and initials), the
/// input bar's frames below the list, and the fonts the text was measured with. Renderers
/// only read a scene; they never lay anything out.
///
/// ```swift
/// let layout = ChatSample.layout(width: 375)
/// var bar = InputBarLayout(width: 375)
/// let scene = ChatScene(layout: layout, inputBar: bar.layout(text: ""), title: "Weekend Hike")
/// let svg = ChatSVGRenderer().render(scene)
/// ```
public struct ChatScene: Sendable {
    /// The page width (the layout's width).
    public var width: Double

    /// The height of the message list (headers and cells), without the input bar.
    public var contentHeight: Double

    /// Every cell, top to bottom, in content coordinates.
    public var cells: [ChatCellFrame]

    /// The sender of each message, by message id.
    public var senders: [MessageID: ChatSender]

    /// The input bar, drawn below the list (nil: no bar).
    public var inputBar: InputBarFrames?

    /// A title for the page (HTML `<title>`, SVG `<title>`).
    public var title: String

    /// The fonts the text was measured with, so a renderer can name a text frame's fallback
    /// faces too (a `TextFrame` names only its primary face).
    public var fonts: [Font]

    /// A scene from explicit parts, for renderers fed by something other than a
    /// `ChatLayout`.
    /// - Parameters:
    ///   - width: the page width.
    ///   - contentHeight: the list's height.
    ///   - cells: the cells in content coordinates.
    ///   - senders: message id to sender.
    ///   - inputBar: the input bar frames, if one is drawn.
    ///   - title: the page title.
    ///   - fonts: the fonts the text was measured with (faces and fallbacks).
    public init(width: Double, contentHeight: Double, cells: [ChatCellFrame], senders: [MessageID: ChatSender],
                inputBar: InputBarFrames? = nil, title: String = "Chat", fonts: [Font] = []) {
        self.width = width
        self.contentHeight = contentHeight
        self.cells = cells
        self.senders = senders
        self.inputBar = inputBar
        self.title = title
        self.fonts = fonts
    }

    /// Reads every cell of `layout`.
    /// - Parameters:
    ///   - layout: a laid-out list.
    ///   - inputBar: the input bar frames (lay them out with `InputBarLayout`), or nil.
    ///   - title: the page title.
    ///   - extraFonts: fonts besides the configuration's four (the input bar's, say).
    public init(layout: ChatLayout, inputBar: InputBarFrames? = nil, title: String = "Chat", extraFonts: [Font] = []) {
        var senders: [MessageID: ChatSender] = [:]
        for message in layout.messages { senders[message.id] = message.sender }
        if let typing = layout.typingIndicatorCell(), let sender = layout.typingSenders.first { senders[typing.messageID] = sender }
        let c = layout.configuration
        let cells = layout.allCells()
        let fonts = [c.textFont, c.nicknameFont, c.headerFont, c.detailFont, c.style.timeFont] + extraFonts
        self.init(width: layout.width, contentHeight: layout.contentHeight, cells: cells, senders: senders,
                  inputBar: inputBar, title: title, fonts: fonts + Self.otherFonts(in: cells, besides: fonts))
    }

    /// The fonts text in `cells` was measured with that `fonts` does not name: the runs of
    /// attributed texts, and bundled faces (the bold "+N" of an album, say).
    private static func otherFonts(in cells: [ChatCellFrame], besides fonts: [Font]) -> [Font] {
        var known = Set(fonts.flatMap { [$0.face.identifier] + $0.fallbacks.map(\.identifier) })
        var found: [Font] = []
        for cell in cells {
            for part in cell.parts {
                guard let text = part.text else { continue }
                for font in text.attributedText?.fonts ?? [] where !known.contains(font.face.identifier) {
                    known.formUnion([font.face.identifier] + font.fallbacks.map(\.identifier))
                    found.append(font)
                }
                guard !known.contains(text.fontFace) else { continue }
                known.insert(text.fontFace)
                if let face = FontFace.bundled(identifier: text.fontFace) { found.append(Font(face: face, size: text.fontSize)) }
            }
        }
        return found
    }

    /// The whole page's height: the list plus the input bar.
    public var height: Double { contentHeight + (inputBar?.bar.height ?? 0) }

    /// Where the input bar starts (the list's bottom).
    public var inputBarOrigin: Point { Point(x: 0, y: contentHeight) }

    /// Every text run to draw, in page coordinates, in drawing order: each cell's parts'
    /// text, then the input bar's.
    public var textRuns: [ChatTextRun] {
        var runs: [ChatTextRun] = []
        for (cellIndex, cell) in cells.enumerated() {
            for (partIndex, part) in cell.parts.enumerated() {
                guard let text = part.text else { continue }
                let frame = part.frame.offsetBy(cell.frame.origin)
                runs.append(ChatTextRun(cellIndex: cellIndex, partIndex: partIndex, role: part.role, text: text,
                                        partFrame: frame, container: container(of: part, in: cell)))
            }
        }
        if let bar = inputBar, !bar.text.string.isEmpty {
            let frame = bar.textView.offsetBy(inputBarOrigin)
            runs.append(ChatTextRun(cellIndex: cells.count, partIndex: 0, role: .text, text: bar.text,
                                    partFrame: frame, container: frame))
        }
        return runs
    }

    /// The rectangle a part's text must stay inside, in page coordinates: the bubble (or
    /// card) for parts drawn on one, the part itself otherwise.
    private func container(of part: ChatPart, in cell: ChatCellFrame) -> Rect {
        let origin = cell.frame.origin
        switch part.role {
        case .text, .cardTitle, .cardDetail, .voiceDuration, .unsupportedNotice, .replySender, .replyText, .linkSite,
             .linkTitle, .linkDescription, .forwardedLabel:
            if let bubble = cell.part(.bubble) { return bubble.frame.offsetBy(origin) }
        default: break
        }
        return part.frame.offsetBy(origin)
    }
}

extension Rect {
    /// The rectangle moved by `offset`.
    func offsetBy(_ offset: Point) -> Rect {
        Rect(x: minX + offset.x, y: minY + offset.y, width: width, height: height)
    }
}
