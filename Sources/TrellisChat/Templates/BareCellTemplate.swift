/// The bare base (the second of the two bases): one content area centred in the cell with
/// vertical margins, no avatar. System notices and time headers use it.
///
/// ```swift
/// var bare = BareCellLayout(topMargin: 10, bottomMargin: 10)
/// let (height, area) = bare.layout(contentSize: Size(width: 80, height: 20), width: 375)
/// area   // (147.5, 10, 80, 20); height 40
/// ```
public struct BareCellLayout: Sendable {
    private var prepared: PreparedLayout
    /// Cell heights by content height (the cell's height reads no width).
    private var fittedHeights = FittedHeightMemo()

    /// Declares the cell with the DSL and prepares its solver.
    public init(topMargin: Double, bottomMargin: Double) {
        let nodes = Self.declare(topMargin: topMargin, bottomMargin: bottomMargin)
        prepared = PreparedLayout(root: nodes.cell, width: 375, sizedNodes: [nodes.measure], readNodes: [nodes.area])
    }

    static func declare(topMargin: Double, bottomMargin: Double) -> (cell: LayoutNode, area: LayoutNode, measure: LayoutNode) {
        let cell = LayoutNode(debugLabel: "cell"), area = LayoutNode(debugLabel: "content")
        let measure = LayoutNode(debugLabel: "contentSize")
        cell.addSubview(measure)
        cell.addSubview(area)
        measure.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        area.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(topMargin)
            make.centerX.equalToSuperview()
            make.size.equalTo(measure)
            make.bottom.equalToSuperview().offset(-bottomMargin)
        }
        return (cell, area, measure)
    }

    /// The cell height and the content area's frame for content of `contentSize`.
    public mutating func layout(contentSize: Size, width: Double) -> (height: Double, area: Rect) {
        try? prepared.setWidth(width)   // ChatLayout rejects non-finite widths before a template sees one
        prepared.setSize(contentSize, ofSized: 0)
        return (prepared.height, prepared.frame(ofRead: 0))
    }

    /// The cell height for content `contentHeight` tall: ``layout(contentSize:width:)``'s
    /// height without solving for widths, remembered per content height.
    mutating func height(contentHeight: Double, width: Double) -> Double {
        guard prepared.heightIgnoresWidths else {
            return layout(contentSize: Size(width: 0, height: contentHeight), width: width).height
        }
        let key = FittedHeightMemo.Key(first: contentHeight)
        if let height = fittedHeights.height(for: key) { return height }
        prepared.setHeight(contentHeight, ofSized: 0)
        let height = prepared.height
        fittedHeights.remember(height, for: key)
        return height
    }
}

/// A centred pill of text: the shared look of system notices and time headers.
struct PillText {
    var bare: BareCellLayout
    let font: Font
    let insets: EdgeInsets

    init(font: Font, insets: EdgeInsets, margin: Double) {
        bare = BareCellLayout(topMargin: margin, bottomMargin: margin)
        self.font = font
        self.insets = insets
    }

    /// The time-header (and system-notice) pill of `configuration`.
    init(configuration c: ChatConfiguration) {
        self.init(font: c.headerFont, insets: c.headerPillInsets, margin: c.headerVerticalMargin)
    }

    func textLayout(_ string: String, width: Double) -> TextLayout {
        centred(PreparedText(string, font: font), width: width)
    }

    private func centred(_ prepared: PreparedText, width: Double) -> TextLayout {
        let maxWidth = max(20, width - 80 - insets.left - insets.right)
        return prepared.layout(maxWidth: maxWidth, options: TextOptions(alignment: .center))
    }

    /// The cell height of the pill for `string` (``layout(_:width:)``'s height).
    mutating func height(_ string: String, width: Double) -> Double {
        let text = textLayout(string, width: width)
        return bare.height(contentHeight: text.height + insets.top + insets.bottom, width: width)
    }

    mutating func layout(_ string: String, width: Double) -> (height: Double, pill: Rect, text: TextLayout) {
        let text = textLayout(string, width: width)
        let size = Size(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
        let (height, area) = bare.layout(contentSize: size, width: width)
        return (height, area, text)
    }

    /// ``layout(_:width:)`` and the prepared text, for a frame to keep: a renderer then draws
    /// its glyphs without preparing the string again.
    mutating func framedLayout(_ string: String, width: Double) -> PillLayout {
        let prepared = PreparedText(string, font: font)
        let text = centred(prepared, width: width)
        let size = Size(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
        let (height, area) = bare.layout(contentSize: size, width: width)
        return PillLayout(height: height, pill: area, text: text, prepared: prepared)
    }
}

/// A pill laid out for its frame. (A struct rather than a tuple: returning a tuple with the
/// prepared text in it cost the chat layouts extra instructions in the runtime's metadata cache.)
struct PillLayout {
    let height: Double
    let pill: Rect
    let text: TextLayout
    let prepared: PreparedText
}

/// System notices ("Alice joined the group"): centred grey pills.
///
/// ```swift
/// var notices = SystemNoticeTemplate(configuration: ChatConfiguration())
/// notices.size(for: notice, width: 375)
/// ```
public struct SystemNoticeTemplate: ChatCellTemplate {
    private var pill: PillText
    private let configuration: ChatConfiguration
    /// The hash of the header font, pill insets and margin this template reads.
    public let fingerprint: Int

    /// Builds the template.
    public init(configuration: ChatConfiguration) {
        self.configuration = configuration
        pill = PillText(configuration: configuration)
        var hasher = Hasher()
        hasher.combine("system")
        hasher.combine(configuration.headerFont)
        hasher.combine(configuration.headerPillInsets)
        hasher.combine(configuration.headerVerticalMargin)
        fingerprint = hasher.finalize()
    }

    private static func string(_ message: ChatMessage) -> String {
        if case .system(let text) = message.kind { return text }
        return ""
    }

    /// The cell's size for the notice: `width` × (pill height with margins + `extraHeight`).
    public mutating func size(for message: ChatMessage, width: Double, extraHeight: Double, context: CellContext) -> Size {
        Size(width: width, height: pill.height(Self.string(message), width: width) + extraHeight)
    }

    /// The cell's frames: one centred system-notice pill with its text.
    public mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame {
        let string = Self.string(message)
        let laid = pill.framedLayout(string, width: width)
        let (height, frame, text, prepared) = (laid.height, laid.pill, laid.text, laid.prepared)
        let insets = configuration.headerPillInsets
        let part = ChatPart(role: .systemNotice, frame: frame, fill: .systemNotice, cornerRadius: configuration.headerCornerRadius,
                            text: TextFrame(string: string, font: configuration.headerFont, color: .headerText, layout: text,
                                            origin: Point(x: insets.left, y: insets.top)).preparedFrom(prepared))
        var parts = [part]
        if configuration.layoutDirection == .rightToLeft { parts = parts.map { $0.mirrored(inWidth: width) } }
        return ChatCellFrame(messageID: message.id, kind: .message(type: "system"),
                             frame: Rect(x: 0, y: 0, width: width, height: height), parts: parts, isMirrored: false)
    }
}
