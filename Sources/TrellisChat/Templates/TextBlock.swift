/// A laid-out piece of text that becomes one part: the building block of quotes, labels,
/// link cards, times and reactions.
struct TextBlock: Sendable {
    var role: PartRole
    var string: String
    var font: Font
    var color: ColorRole
    var layout: TextLayout
    /// The text the layout was made from, handed to the part (nil for a cached layout).
    var prepared: PreparedText?

    init(_ role: PartRole, _ string: String, font: Font, color: ColorRole, maxWidth: Double = .infinity, lines: Int = 1) {
        self.role = role
        self.string = string
        self.font = font
        self.color = color
        (layout, prepared) = LabelLayouts.lay(string, font: font, maxWidth: maxWidth, lines: lines)
    }

    /// A block whose layout (and prepared text) come from the template's `labels` when the
    /// same role, string and width were laid out before.
    init(_ role: PartRole, _ string: String, font: Font, color: ColorRole, maxWidth: Double = .infinity, lines: Int = 1,
         labels: inout LabelLayouts) {
        self.role = role
        self.string = string
        self.font = font
        self.color = color
        (layout, prepared) = labels.layout(role, string, font: font, maxWidth: maxWidth, lines: lines)
    }

    /// A block from a layout made earlier (cached times).
    init(_ role: PartRole, _ string: String, font: Font, color: ColorRole, layout: TextLayout) {
        self.role = role
        self.string = string
        self.font = font
        self.color = color
        self.layout = layout
    }

    var width: Double { layout.width }
    var height: Double { layout.height }
    var size: Size { Size(width: layout.width, height: layout.height) }

    /// The part with its frame's origin at `origin`, optionally on a fill.
    func part(at origin: Point, fill: ColorRole? = nil, radius: Double = 0, target: MessageID? = nil) -> ChatPart {
        ChatPart(role: role, frame: Rect(origin: origin, size: size), fill: fill, cornerRadius: radius,
                 text: frame(origin: .zero), target: target)
    }

    /// The part framed by `frame` with the text at `inset` inside it.
    func part(in frame: Rect, inset: Point, fill: ColorRole?, radius: Double, target: MessageID? = nil) -> ChatPart {
        ChatPart(role: role, frame: frame, fill: fill, cornerRadius: radius, text: self.frame(origin: inset), target: target)
    }

    /// The text frame of the block with its lines at `origin`, keeping the prepared text.
    private func frame(origin: Point) -> TextFrame {
        let frame = TextFrame(string: string, font: font, color: color, layout: layout, origin: origin)
        return prepared.map { frame.preparedFrom($0) } ?? frame
    }
}

/// Where the reading start and end of a bubble's interior are before the cell is mirrored:
/// blocks are built in leading terms, so a block that must start at the reading edge (left
/// in left-to-right text) sits at the far end in a cell that will be mirrored.
struct ReadingEdges {
    /// The reading start is at the high-x end before mirroring.
    let startsAtMaxX: Bool

    init(mirrored: Bool, direction: LayoutDirection) { startsAtMaxX = mirrored != (direction == .rightToLeft) }

    /// x of a block `width` wide at the reading start of a span [minX, minX + spanWidth).
    func start(_ width: Double, minX: Double = 0, spanWidth: Double) -> Double {
        startsAtMaxX ? minX + spanWidth - width : minX
    }

    /// x of a block `width` wide at the reading end.
    func end(_ width: Double, minX: Double = 0, spanWidth: Double) -> Double {
        startsAtMaxX ? minX : minX + spanWidth - width
    }
}
