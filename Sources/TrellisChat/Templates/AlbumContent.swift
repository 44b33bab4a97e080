/// Several pictures in one bubble: the grids messengers use for 2–10 images (2 side by side,
/// 3 as one big and two stacked, 4 as 2 × 2, then rows of 2 to 4), at most
/// ``ChatStyle/albumMaximumTiles`` tiles with "+N" on the last for the rest, and an optional
/// caption under the grid.
public struct AlbumContent: BubbleContent {
    /// Creates the content.
    public init() {}

    /// Two points around the grid inside the bubble.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { EdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }

    /// What an album reads: the grid's width, spacing and tile count, and the caption's
    /// font and padding.
    public struct Inputs: Hashable, Sendable {
        /// The grid's width (``ChatStyle/albumWidth``).
        public var width: Double
        /// Space between tiles (``ChatStyle/albumSpacing``).
        public var spacing: Double
        /// The most tiles shown (``ChatStyle/albumMaximumTiles``).
        public var maximumTiles: Int
        /// The caption's font; nil for a message without a caption.
        public var captionFont: Font?
        /// Space above and below the caption (``ChatConfiguration/textVerticalPadding``).
        public var captionPadding: Double
        /// The family of the "+N" over the last tile (``ChatConfiguration/textFont``); nil for
        /// an album whose pictures all show.
        public var countFont: Font?

        /// The album values of `configuration`.
        public init(_ configuration: ChatConfiguration) {
            width = configuration.style.albumWidth
            spacing = configuration.style.albumSpacing
            maximumTiles = configuration.style.albumMaximumTiles
            captionFont = configuration.textFont
            captionPadding = configuration.textVerticalPadding
            countFont = configuration.textFont
        }
    }

    /// The grid's and the caption's values.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    /// The grid's values, the caption's only when the album has a caption, and the "+N" font
    /// only when some pictures are hidden.
    public func inputs(_ inputs: Inputs, for message: ChatMessage) -> Inputs {
        guard case .album(let images, let caption) = message.kind else { return inputs }
        var read = inputs
        if caption.isEmpty {
            read.captionFont = nil
            read.captionPadding = 0
        }
        if images.count <= max(1, inputs.maximumTiles) { read.countFont = nil }
        return read
    }

    /// How many tiles go on each row for `count` tiles (3 is special: one big tile and two
    /// stacked beside it).
    public static func rows(count: Int) -> [Int] {
        switch count {
        case ...1: [max(0, count)]
        case 2: [2]
        case 3: [1, 2]
        case 4: [2, 2]
        case 5: [2, 3]
        case 6: [3, 3]
        case 7: [2, 2, 3]
        case 8: [2, 3, 3]
        case 9: [3, 3, 3]
        default: [3, 3, 4]
        }
    }

    /// The tile frames of a grid `width` wide with `spacing` between tiles: rows of square
    /// tiles dividing the width evenly (the first row of two is 3:2 landscape, so two pictures
    /// are not squeezed to squares), and for three tiles one big square with two stacked on
    /// its right. Single pictures are not albums: one tile fills a 4:3 box.
    public static func tiles(count: Int, width: Double, spacing: Double) -> [Rect] {
        guard count > 0, width > 0 else { return [] }
        if count == 1 { return [Rect(x: 0, y: 0, width: width, height: (width * 3 / 4).rounded())] }
        if count == 3 {
            let small = ((width - spacing) / 3).rounded(.down)
            let big = width - spacing - small
            let half = ((big - spacing) / 2).rounded(.down)
            return [Rect(x: 0, y: 0, width: big, height: big),
                    Rect(x: big + spacing, y: 0, width: small, height: half),
                    Rect(x: big + spacing, y: half + spacing, width: small, height: big - half - spacing)]
        }
        var frames: [Rect] = []
        var y = 0.0
        for (index, perRow) in rows(count: count).enumerated() {
            let tile = ((width - spacing * Double(perRow - 1)) / Double(perRow)).rounded(.down)
            let height = perRow == 2 && index == 0 && count == 2 ? (tile * 2 / 3).rounded() : tile
            var x = 0.0
            for column in 0..<perRow {
                // The last tile of a row takes the rounding remainder, so rows end flush.
                let w = column == perRow - 1 ? width - x : tile
                frames.append(Rect(x: x, y: y, width: w, height: height))
                x += w + spacing
            }
            y += height + spacing
        }
        return frames
    }

    func album(_ message: ChatMessage) -> (images: [Size], caption: String) {
        if case .album(let images, let caption) = message.kind { return (images, caption) }
        return ([], "")
    }

    func caption(_ string: String, width: Double, _ c: Inputs) -> TextLayout? {
        guard !string.isEmpty, let font = c.captionFont else { return nil }
        return PreparedText(string, font: font).layout(maxWidth: width - 2 * 8)
    }

    /// The grid's size plus the caption.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        let (images, caption) = album(message)
        let width = min(c.width, max(60, cellWidth - 120))
        let shown = min(images.count, max(1, c.maximumTiles))
        let grid = Self.tiles(count: shown, width: width, spacing: c.spacing).last?.maxY ?? 0
        let text = self.caption(caption, width: width, c).map { $0.height + 2 * c.captionPadding } ?? 0
        return Size(width: width, height: grid + text)
    }

    /// One part per tile (named by its picture's index), "+N" over the last shown tile when
    /// some are hidden, and the caption.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        let (images, caption) = album(message)
        let shown = min(images.count, max(1, c.maximumTiles))
        let frames = Self.tiles(count: shown, width: measured.width, spacing: c.spacing)
        var parts = frames.enumerated().map { index, frame in
            ChatPart(role: .albumTile, frame: frame.offsetBy(dx: area.minX, dy: area.minY), fill: .imagePlaceholder,
                     cornerRadius: 2, name: String(index))
        }
        if images.count > shown, let last = frames.last, let countFont = c.countFont {
            let label = "+\(images.count - shown)"
            let font = countFont.sibling(size: (min(last.width, last.height) * 0.3).rounded(), weight: .semibold)
            let layout = PreparedText(label, font: font).layout()
            let frame = last.offsetBy(dx: area.minX, dy: area.minY)
            parts.append(ChatPart(role: .albumOverflow, frame: frame, fill: .mediaOverlay, cornerRadius: 2,
                                  text: TextFrame(string: label, font: font, color: .overlayText, layout: layout,
                                                  origin: Point(x: (frame.width - layout.width) / 2, y: (frame.height - layout.height) / 2))))
        }
        if let text = self.caption(caption, width: measured.width, c), let font = c.captionFont {
            let top = (frames.last?.maxY ?? 0) + c.captionPadding
            let color: ColorRole = message.isOutgoing ? .outgoingText : .primaryText
            parts.append(ChatPart(role: .text, frame: Rect(x: area.minX + 8, y: area.minY + top, width: text.width, height: text.height),
                                  text: TextFrame(string: caption, font: font, color: color, layout: text)))
        }
        return parts
    }
}
