/// The cell with an avatar and a nickname around a bubble (the first of the two bases): the
/// WeChat message cell. Declared once with the DSL (`declare(configuration:insets:)`),
/// compiled into a `PreparedLayout`, and laid out per message by suggesting three sizes:
/// the top padding, the nickname and the content.
///
/// ```swift
/// var template = BubbleCellTemplate(content: TextContent(), configuration: ChatConfiguration())
/// let cell = template.cell(for: message, width: 375, context: CellContext())
/// cell.part(.bubble)?.frame
/// ```
public struct BubbleCellTemplate<Content: BubbleContent>: ChatCellTemplate {
    /// What sits inside the bubble.
    ///
    /// ```swift
    /// template.content   // TextContent()
    /// ```
    public let content: Content
    /// The configuration the template was built for.
    ///
    /// ```swift
    /// template.configuration.avatarSize   // 40
    /// ```
    public let configuration: ChatConfiguration
    /// The hash of the configuration values this template reads (cell geometry and the content's).
    ///
    /// ```swift
    /// let key = template.fingerprint
    /// ```
    public let fingerprint: Int
    private var prepared: PreparedLayout
    private let insets: EdgeInsets

    /// Builds the template: declares the cell and prepares its solver.
    ///
    /// ```swift
    /// let image = BubbleCellTemplate(content: ImageContent(), configuration: configuration)
    /// ```
    public init(content: Content, configuration: ChatConfiguration) {
        self.content = content
        self.configuration = configuration
        insets = content.insets(configuration)
        let nodes = Self.declare(configuration: configuration, insets: insets)
        prepared = PreparedLayout(root: nodes.cell, width: 375, sizedNodes: [nodes.spacer, nodes.nickname, nodes.measure],
                                  readNodes: [nodes.avatar, nodes.nickname, nodes.bubble, nodes.area])
        var hasher = Hasher()
        hasher.combine(String(describing: Content.self))
        for value in [configuration.avatarSize, configuration.edgeMargin, configuration.avatarBubbleSpacing,
                      configuration.cellTopPadding, configuration.runTopPadding, configuration.cellBottomPadding,
                      configuration.minimumBubbleHeight, configuration.nicknameSpacing] {
            hasher.combine(value)
        }
        hasher.combine(configuration.hidesAvatars)
        hasher.combine(configuration.isGroupChat)
        hasher.combine(configuration.nicknameFont)
        hasher.combine(insets)
        content.hashConfiguration(configuration, into: &hasher)
        fingerprint = hasher.finalize()
    }

    /// The cell's nodes as declared with the DSL.
    struct Nodes {
        let cell: LayoutNode, spacer: LayoutNode, avatar: LayoutNode, nickname: LayoutNode
        let bubble: LayoutNode, area: LayoutNode, measure: LayoutNode
    }

    /// The declaration: every constraint of the cell, in leading-edge terms (outgoing and
    /// right-to-left cells are mirrored afterwards).
    static func declare(configuration c: ChatConfiguration, insets: EdgeInsets) -> Nodes {
        let cell = LayoutNode(debugLabel: "cell"), spacer = LayoutNode(debugLabel: "topPadding")
        let avatar = LayoutNode(debugLabel: "avatar"), nickname = LayoutNode(debugLabel: "nickname")
        let bubble = LayoutNode(debugLabel: "bubble"), area = LayoutNode(debugLabel: "content")
        let measure = LayoutNode(debugLabel: "contentSize")
        for node in [spacer, measure, avatar, nickname, bubble] { cell.addSubview(node) }
        bubble.addSubview(area)
        let avatarSide = c.hidesAvatars ? 0 : c.avatarSize
        let avatarGap = c.hidesAvatars ? 0 : c.avatarBubbleSpacing
        spacer.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        measure.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        avatar.snp.makeConstraints { make in
            make.top.equalTo(spacer.snp.bottom)
            make.leading.equalToSuperview().offset(c.edgeMargin)
            make.size.equalTo(avatarSide)
        }
        nickname.snp.makeConstraints { make in
            make.top.equalTo(spacer.snp.bottom)
            make.leading.equalTo(bubble)
        }
        bubble.snp.makeConstraints { make in
            make.top.equalTo(nickname.snp.bottom)
            make.leading.equalTo(avatar.snp.trailing).offset(avatarGap)
            make.height.greaterThanOrEqualTo(c.minimumBubbleHeight)
            make.height.equalTo(c.minimumBubbleHeight).priority(.low)
        }
        area.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(insets.top)
            make.leading.equalToSuperview().offset(insets.left)
            make.trailing.equalToSuperview().offset(-insets.right)
            make.bottom.equalToSuperview().offset(-insets.bottom)
            make.width.equalTo(measure)
            make.height.greaterThanOrEqualTo(measure)
        }
        cell.snp.makeConstraints { make in
            make.bottom.greaterThanOrEqualTo(bubble).offset(c.cellBottomPadding)
            make.bottom.greaterThanOrEqualTo(avatar).offset(c.cellBottomPadding)
        }
        return Nodes(cell: cell, spacer: spacer, avatar: avatar, nickname: nickname, bubble: bubble, area: area, measure: measure)
    }

    /// The nickname's text and size (height includes the spacing), or nil when hidden.
    private func nickname(_ message: ChatMessage, _ context: CellContext) -> (TextLayout, Size)? {
        guard context.showsNickname, !message.isOutgoing else { return nil }
        let layout = PreparedText(message.sender.displayName, font: configuration.nicknameFont)
            .layout(maxWidth: 200, options: LayoutOptions(numberOfLines: 1))
        return (layout, Size(width: layout.width, height: layout.height + configuration.nicknameSpacing))
    }

    private mutating func solve(_ message: ChatMessage, width: Double, context: CellContext) -> (Size, (TextLayout, Size)?) {
        prepared.setWidth(width)
        let top = context.isFirstInRun ? configuration.cellTopPadding : configuration.runTopPadding
        prepared.setSize(Size(width: 0, height: top), ofSized: 0)
        let nick = nickname(message, context)
        prepared.setSize(nick?.1 ?? .zero, ofSized: 1)
        let measured = content.measure(message, cellWidth: width, configuration: configuration)
        prepared.setSize(measured, ofSized: 2)
        return (measured, nick)
    }

    /// The cell's size for `message`: `width` × (cell height + `extraHeight`).
    ///
    /// ```swift
    /// let size = template.size(for: message, width: 375, extraHeight: 0, context: CellContext())
    /// ```
    public mutating func size(for message: ChatMessage, width: Double, extraHeight: Double, context: CellContext) -> Size {
        _ = solve(message, width: width, context: context)
        return Size(width: width, height: prepared.height + extraHeight)
    }

    /// The cell's frames: avatar, nickname, bubble and the content's parts (mirrored for outgoing).
    ///
    /// ```swift
    /// let cell = template.cell(for: message, width: 375, context: CellContext(showsNickname: true))
    /// ```
    public mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame {
        let (measured, nick) = solve(message, width: width, context: context)
        let avatar = prepared.frame(ofRead: 0), nickFrame = prepared.frame(ofRead: 1)
        let bubble = prepared.frame(ofRead: 2), area = prepared.frame(ofRead: 3)
        var parts: [ChatPart] = []
        if !configuration.hidesAvatars {
            parts.append(ChatPart(role: .avatar, frame: avatar, fill: .avatarPlaceholder, cornerRadius: 4,
                                  imageName: message.sender.avatar))
        }
        if let (layout, _) = nick {
            let frame = Rect(x: nickFrame.minX, y: nickFrame.minY, width: layout.width, height: layout.height)
            parts.append(ChatPart(role: .nickname, frame: frame,
                                  text: TextFrame(string: message.sender.displayName, font: configuration.nicknameFont,
                                                  color: .nicknameText, layout: layout)))
        }
        let mirrored = configuration.isMirrored(message.direction)
        switch content.style {
        case .bubble:
            // Slices are built for the leading-side bubble; mirroring flips them with the cell.
            let slice = NineSlice(imageSize: configuration.bubbleImage.size,
                                  capInsets: configuration.bubbleImage.resolvedCapInsets,
                                  destination: Rect(origin: .zero, size: bubble.size))
            parts.append(ChatPart(role: .bubble, frame: bubble, fill: message.isOutgoing ? .outgoingBubble : .incomingBubble,
                                  cornerRadius: 4, nineSlice: slice))
        case .card:
            parts.append(ChatPart(role: .bubble, frame: bubble, fill: .card, cornerRadius: 4))
        case .none:
            break
        }
        parts += content.parts(message, area: area, measured: measured, configuration: configuration)
        let height = prepared.height
        if mirrored { parts = parts.map { $0.mirrored(inWidth: width) } }
        return ChatCellFrame(messageID: message.id, kind: .message(type: message.kind.typeKey),
                             frame: Rect(x: 0, y: 0, width: width, height: height), parts: parts, isMirrored: mirrored)
    }
}
