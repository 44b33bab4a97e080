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
    public let content: Content
    /// The configuration the template was built for.
    public let configuration: ChatConfiguration
    /// The content's inputs, picked out of `configuration` once.
    private let inputs: Content.Inputs
    /// The hash of the configuration values this template reads (cell geometry and the content's).
    public let fingerprint: Int
    /// The hash of the cell geometry every message reads (the fingerprint less the nickname
    /// font and the content's values).
    private let cellHash: Int
    /// The hash values of `inputs` and of the nickname font, taken once: a per-message
    /// fingerprint combines them instead of hashing fonts again.
    private let inputsHash: Int, nicknameFontHash: Int
    private var prepared: PreparedLayout
    /// The same cell without the avatar's space (outgoing messages of styles without
    /// outgoing avatars, incoming ones of one-to-one chats in styles that drop them).
    private var bare: PreparedLayout?
    private let insets: EdgeInsets
    /// Short labels (names, reaction chips, states, inline times) laid out once per string.
    private var labels = LabelLayouts()
    /// Heights measured, by their vertical inputs (when neither layout's height reads a width).
    private var fittedHeights = FittedHeightMemo()

    /// Builds the template: declares the cell and prepares its solver.
    public init(content: Content, configuration: ChatConfiguration) {
        self.content = content
        self.configuration = configuration
        inputs = content.inputs(from: configuration)
        insets = content.insets(configuration)
        prepared = Self.prepare(configuration: configuration, insets: insets, avatar: true)
        let style = configuration.style
        let dropsAvatars = style.outgoingAvatar == .never || style.incomingAvatar == .never
            || (!configuration.isGroupChat && !style.avatarsInDirectChats)
        bare = dropsAvatars && !configuration.hidesAvatars ? Self.prepare(configuration: configuration, insets: insets, avatar: false) : nil
        var hasher = Hasher()
        hasher.combine(String(describing: Content.self))
        for value in [configuration.avatarSize, configuration.edgeMargin, configuration.avatarBubbleSpacing,
                      configuration.cellTopPadding, configuration.runTopPadding, configuration.cellBottomPadding,
                      configuration.minimumBubbleHeight, configuration.nicknameSpacing] {
            hasher.combine(value)
        }
        hasher.combine(configuration.hidesAvatars)
        hasher.combine(configuration.isGroupChat)
        hasher.combine(insets)
        // The style, less what only some messages read: the time font matters to every
        // message only with inline times; quotes, labels and reactions are in the registry's
        // decoration fingerprint, which counts for messages with extras only.
        var hashedStyle = configuration.style
        if hashedStyle.timePlacement != .inline { hashedStyle.timeFont = .builtin(size: 0) }
        hashedStyle.largeEmojiSize = 0
        hasher.combine(hashedStyle)
        if hashedStyle.timePlacement == .inline { hasher.combine(configuration.clockOffset) }
        cellHash = hasher.finalize()
        // Every value any message's cell may read: nicknames show in group chats only.
        var all = Hasher()
        all.combine(cellHash)
        if configuration.isGroupChat { all.combine(configuration.nicknameFont) }
        all.combine(inputs)
        fingerprint = all.finalize()
        inputsHash = inputs.hashValue
        nicknameFontHash = configuration.nicknameFont.hashValue
    }

    /// The values `message`'s cell reads in `context`: the cell geometry, the content's values
    /// for this message (a captionless album reads no font) and the nickname font only when
    /// the nickname shows. A Dynamic Type change re-measures exactly the cells that read a font.
    public func fingerprint(for message: ChatMessage, context: CellContext) -> Int {
        var fingerprint = cellHash
        if context.showsNickname && !message.isOutgoing { fingerprint = FingerprintMix.combine(fingerprint, nicknameFontHash) }
        // Most messages read the template's own inputs: comparing is cheaper than hashing fonts.
        let messageInputs = content.inputs(inputs, for: message)
        return FingerprintMix.combine(fingerprint, messageInputs == inputs ? inputsHash : messageInputs.hashValue)
    }

    private static func prepare(configuration: ChatConfiguration, insets: EdgeInsets, avatar: Bool) -> PreparedLayout {
        let nodes = declare(configuration: configuration, insets: insets, avatar: avatar)
        return PreparedLayout(root: nodes.cell, width: 375, sizedNodes: [nodes.spacer, nodes.nickname, nodes.measure],
                              heightSizedNodes: [nodes.footer],
                              readNodes: [nodes.avatar, nodes.nickname, nodes.bubble, nodes.area])
    }

    /// The cell's nodes as declared with the DSL.
    struct Nodes {
        let cell: LayoutNode, spacer: LayoutNode, avatar: LayoutNode, nickname: LayoutNode
        let bubble: LayoutNode, area: LayoutNode, measure: LayoutNode, footer: LayoutNode
    }

    /// The declaration: every constraint of the cell, in leading-edge terms (outgoing and
    /// right-to-left cells are mirrored afterwards). The footer (reactions, labels) hangs
    /// under the bubble; the avatar sits at the top, or level with the bubble's bottom in
    /// styles that put it there.
    static func declare(configuration c: ChatConfiguration, insets: EdgeInsets, avatar hasAvatar: Bool = true) -> Nodes {
        let cell = LayoutNode(debugLabel: "cell"), spacer = LayoutNode(debugLabel: "topPadding")
        let avatar = LayoutNode(debugLabel: "avatar"), nickname = LayoutNode(debugLabel: "nickname")
        let bubble = LayoutNode(debugLabel: "bubble"), area = LayoutNode(debugLabel: "content")
        let measure = LayoutNode(debugLabel: "contentSize"), footer = LayoutNode(debugLabel: "footer")
        for node in [spacer, measure, avatar, nickname, bubble, footer] { cell.addSubview(node) }
        bubble.addSubview(area)
        let avatarSide = c.hidesAvatars || !hasAvatar ? 0 : c.avatarSize
        // Without an avatar a curl or flag tail still needs room before the screen edge.
        let tailRoom = c.style.bubbleRadius != nil && c.style.tailShape != .sidePointer ? 6.0 : 0
        let avatarGap = c.hidesAvatars || !hasAvatar ? tailRoom : c.avatarBubbleSpacing
        spacer.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        measure.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        avatar.snp.makeConstraints { make in
            if c.style.avatarAtBottom {
                make.top.greaterThanOrEqualTo(spacer.snp.bottom)
                make.bottom.equalTo(bubble).priority(.high)
            } else {
                make.top.equalTo(spacer.snp.bottom)
            }
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
        footer.snp.makeConstraints { make in
            make.top.equalTo(bubble.snp.bottom)
            make.leading.equalTo(bubble)
            make.width.equalTo(0)
        }
        cell.snp.makeConstraints { make in
            make.bottom.greaterThanOrEqualTo(bubble).offset(c.cellBottomPadding)
            make.bottom.greaterThanOrEqualTo(avatar).offset(c.cellBottomPadding)
            make.bottom.greaterThanOrEqualTo(footer).offset(c.cellBottomPadding)
        }
        return Nodes(cell: cell, spacer: spacer, avatar: avatar, nickname: nickname, bubble: bubble, area: area,
                     measure: measure, footer: footer)
    }

    /// Whether `message`'s cell keeps the avatar's space.
    private func keepsAvatarSpace(_ message: ChatMessage) -> Bool {
        guard bare != nil else { return true }
        let style = configuration.style
        if message.isOutgoing { return style.outgoingAvatar != .never }
        return style.incomingAvatar != .never && (configuration.isGroupChat || style.avatarsInDirectChats)
    }

    /// The nickname's text and size above the bubble (height includes the spacing), or nil
    /// when hidden or drawn inside the bubble.
    private func nickname(_ message: ChatMessage, _ context: CellContext) -> (TextLayout, Size)? {
        guard context.showsNickname, !message.isOutgoing, !configuration.style.nicknameInsideBubble else { return nil }
        let layout = PreparedText(message.sender.displayName, font: configuration.nicknameFont)
            .layout(maxWidth: 200, options: TextOptions(numberOfLines: 1))
        return (layout, Size(width: layout.width, height: layout.height + configuration.nicknameSpacing))
    }

    /// Measures `message`'s content, nickname and footer, and (unless `suggests` is false)
    /// suggests their sizes to the layout that holds the cell.
    private mutating func solve(_ message: ChatMessage, width: Double, context: CellContext, withParts: Bool,
                                suggests: Bool = true) -> MeasuredBubbleCell {
        let withAvatar = keepsAvatarSpace(message)
        let top = context.isFirstInRun ? configuration.cellTopPadding : configuration.runTopPadding
        let nick = nickname(message, context)
        let (measured, text) = content.measureWithText(message, cellWidth: width, configuration: content.inputs(inputs, for: message))
        let interior: BubbleInterior
        if BubbleInterior.isPlain(message, context: context, configuration: configuration) {
            interior = BubbleInterior(content: measured)
        } else {
            interior = BubbleInterior(message, content: measured, text: text, hasBubble: content.style != .none, context: context,
                                      configuration: configuration, mirrored: configuration.isMirrored(message.direction),
                                      labels: &labels, withParts: withParts)
        }
        var footer = BubbleFooter.empty
        if !message.extrasBox.isEmpty {
            let bubbleWidth = interior.size.width + insets.left + insets.right
            let avatar = withAvatar && !configuration.hidesAvatars ? configuration.avatarSize + configuration.avatarBubbleSpacing : 0
            let room = max(bubbleWidth, width - 2 * configuration.edgeMargin - avatar - 40)
            footer = BubbleFooter(message, bubbleWidth: bubbleWidth, rowWidth: min(room, max(bubbleWidth, 240)), context: context,
                                  configuration: configuration, labels: &labels, withParts: withParts)
        }
        let cell = MeasuredBubbleCell(content: measured, text: text, interior: interior, footer: footer, nickname: nick,
                                      withAvatar: withAvatar, top: top)
        if suggests {
            func suggest(_ layout: inout PreparedLayout) {
                try? layout.setWidth(width)   // ChatLayout rejects non-finite widths before a template sees one
                layout.setSize(Size(width: 0, height: top), ofSized: 0)
                layout.setSize(nick?.1 ?? .zero, ofSized: 1)
                layout.setSize(interior.size, ofSized: 2)
                layout.setHeight(footer.height, ofHeightSized: 0)
            }
            if withAvatar { suggest(&prepared) } else { suggest(&bare!) }
        }
        return cell
    }

    /// The cell's size for `message`: `width` × (cell height + `extraHeight`).
    ///
    /// When the cell's height reads no width (no constraint mixes the axes, the case for the
    /// built-in cells), only heights are suggested, and a combination of heights measured
    /// before is answered from a memo of heights without the solver.
    public mutating func size(for message: ChatMessage, width: Double, extraHeight: Double, context: CellContext) -> Size {
        let ignoresWidths = prepared.heightIgnoresWidths && bare?.heightIgnoresWidths != false
        let measured = solve(message, width: width, context: context, withParts: false, suggests: !ignoresWidths)
        guard ignoresWidths else {
            let height = measured.withAvatar ? prepared.height : bare!.height
            return Size(width: width, height: height + extraHeight)
        }
        let key = FittedHeightMemo.Key(first: measured.top, second: measured.nickname?.1.height ?? 0,
                                       third: measured.interior.size.height, fourth: measured.footer.height,
                                       layout: measured.withAvatar ? 0 : 1)
        if let height = fittedHeights.height(for: key) { return Size(width: width, height: height + extraHeight) }
        func suggestHeights(_ layout: inout PreparedLayout) -> Double {
            layout.setHeight(key.first, ofSized: 0)
            layout.setHeight(key.second, ofSized: 1)
            layout.setHeight(key.third, ofSized: 2)
            layout.setHeight(key.fourth, ofHeightSized: 0)
            return layout.height
        }
        let height = measured.withAvatar ? suggestHeights(&prepared) : suggestHeights(&bare!)
        fittedHeights.remember(height, for: key)
        return Size(width: width, height: height + extraHeight)
    }

    /// The cell's frames: avatar, nickname, bubble, the content's parts and what surrounds
    /// them (quote, link card, time and status, reactions, labels, retry button), mirrored
    /// for outgoing.
    public mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame {
        let measured = solve(message, width: width, context: context, withParts: true)
        let layout = measured.withAvatar ? prepared : bare!
        let avatar = layout.frame(ofRead: 0), nickFrame = layout.frame(ofRead: 1)
        let bubble = layout.frame(ofRead: 2), area = layout.frame(ofRead: 3)
        let style = configuration.style
        var parts: [ChatPart] = []
        let avatarRule = message.isOutgoing ? style.outgoingAvatar : style.incomingAvatar
        if !configuration.hidesAvatars, measured.withAvatar, avatarRule.applies(to: context.position) {
            parts.append(ChatPart(role: .avatar, frame: avatar, fill: .avatarPlaceholder, cornerRadius: 4,
                                  imageName: message.sender.avatar))
        }
        if let (text, _) = measured.nickname {
            let frame = Rect(x: nickFrame.minX, y: nickFrame.minY, width: text.width, height: text.height)
            let color = style.colorsSenderNames ? SenderColor.role(for: message.sender.id) : .nicknameText
            parts.append(ChatPart(role: .nickname, frame: frame,
                                  text: TextFrame(string: message.sender.displayName, font: configuration.nicknameFont,
                                                  color: color, layout: text)))
        }
        let mirrored = configuration.isMirrored(message.direction)
        let fill: ColorRole = content.style == .card ? .card : (message.isOutgoing ? .outgoingBubble : .incomingBubble)
        if content.style != .none, let shape = style.bubbleShape(at: context.position) {
            parts.append(ChatPart(role: .bubble, frame: bubble, fill: fill, cornerRadius: style.bubbleRadius ?? 0,
                                  corners: shape.corners, tail: shape.tail))
        } else {
            switch content.style {
            case .bubble:
                // Slices are built for the leading-side bubble; mirroring flips them with the cell.
                let slice = NineSlice(imageSize: configuration.bubbleImage.size,
                                      capInsets: configuration.bubbleImage.resolvedCapInsets,
                                      destination: Rect(origin: .zero, size: bubble.size))
                parts.append(ChatPart(role: .bubble, frame: bubble, fill: fill, cornerRadius: 4, nineSlice: slice))
            case .card:
                parts.append(ChatPart(role: .bubble, frame: bubble, fill: .card, cornerRadius: 4))
            case .none:
                break
            }
        }
        let interior = measured.interior
        let contentArea = Rect(x: area.minX + interior.contentFrame.minX, y: area.minY + interior.contentFrame.minY,
                               width: interior.parts.isEmpty ? area.width : interior.contentFrame.width,
                               height: interior.parts.isEmpty ? area.height : interior.contentFrame.height)
        parts += interior.parts.map { $0.offset(by: area.origin) }
        parts += content.parts(message, area: contentArea, measured: measured.content, configuration: content.inputs(inputs, for: message))
        parts += measured.footer.parts.map { $0.offset(by: Point(x: bubble.minX, y: bubble.maxY)) }
        if let retry = BubbleFooter.retryButton(message, bubble: bubble, configuration) { parts.append(retry) }
        let height = layout.height
        if mirrored { parts = parts.map { $0.mirrored(inWidth: width) } }
        return ChatCellFrame(messageID: message.id, kind: .message(type: message.kind.typeKey),
                             frame: Rect(x: 0, y: 0, width: width, height: height), parts: parts, isMirrored: mirrored)
    }
}

extension ChatPart {
    /// The part moved by `origin`.
    func offset(by origin: Point) -> ChatPart {
        var copy = self
        copy.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        return copy
    }
}

/// Everything measured for one message before solving. Outside the generic template on
/// purpose: nested in it, the type was generic too, and looking up its metadata cost each
/// message a few hundred instructions.
private struct MeasuredBubbleCell {
    var content: Size
    var text: TextLayout?
    var interior: BubbleInterior
    var footer: BubbleFooter
    var nickname: (TextLayout, Size)?
    var withAvatar: Bool
    /// The padding above the nickname (or the bubble): larger for the first message of a run.
    var top: Double
}
