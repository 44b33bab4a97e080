/// Something worth telling the app that is not an error: the layout went on.
public enum ChatDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// No template is registered for the message's type: it shows the "unsupported message" cell.
    case unsupportedMessageType(id: MessageID, type: String)

    /// A readable sentence.
    public var description: String {
        switch self {
        case .unsupportedMessageType(let id, let type):
            "message \(id) has type \"\(type)\" with no registered template; shown as an unsupported message"
        }
    }
}

/// Builds a template for a configuration: how a registry makes fresh prepared instances
/// (after a configuration change, or for another task).
public typealias ChatTemplateFactory = @Sendable (ChatConfiguration) -> any ChatCellTemplate

/// Binds templates to message types: built-ins for every kind; apps replace a built-in or
/// register one for a custom type. A type without a template gets the visible
/// "unsupported message" cell and a diagnostic, never a crash. A value: copy it to lay out on
/// another task.
///
/// Building templates compiles their constraint systems, so reuse a registry: copies are
/// cheap (prepared solvers are copy-on-write values) and lay out identically. The built-in
/// templates for the default ``ChatConfiguration`` are compiled once per process and shared
/// by every registry built for it.
///
/// ```swift
/// var registry = ChatTemplateRegistry(configuration: ChatConfiguration())
/// registry.register("poll") { BubbleCellTemplate(content: PollContent(), configuration: $0) }
/// let size = registry.size(for: message, width: 375, context: CellContext())
/// ```
public struct ChatTemplateRegistry: Sendable {
    /// The configuration every template is built for.
    public private(set) var configuration: ChatConfiguration {
        didSet { decorationHash = Self.decorationHash(configuration) }
    }
    /// ``decorationHash(_:)`` of `configuration`, kept with it.
    private var decorationHash: Int
    private var factories: [String: ChatTemplateFactory]
    /// Types whose factory the app registered (not a built-in's).
    private var custom: Set<String> = []
    /// The templates, found by ``TemplateSlots`` (no string hashing per message).
    private var templates = TemplateSlots()
    private var unsupported: BubbleCellTemplate<UnsupportedContent>
    /// The configuration templates are built with (fonts scaled for Dynamic Type).
    var resolvedConfiguration: ChatConfiguration { configuration.resolved }
    /// The time-header pill for this configuration (shared with ``ChatLayout``).
    private(set) var headerPill: PillText

    /// Every built-in template, the unsupported cell and the header pill, compiled for one
    /// configuration.
    private struct Builtins: Sendable {
        let configuration: ChatConfiguration
        let templates: TemplateSlots
        let unsupported: BubbleCellTemplate<UnsupportedContent>
        let headerPill: PillText

        init(configuration: ChatConfiguration) {
            self.configuration = configuration
            var templates = TemplateSlots()
            let resolved = configuration.resolved
            for (type, factory) in ChatTemplateRegistry.builtinFactories.sorted(by: { $0.key < $1.key }) {
                templates[type] = factory(resolved)
            }
            self.templates = templates
            unsupported = BubbleCellTemplate(content: UnsupportedContent(), configuration: resolved)
            headerPill = PillText(configuration: resolved)
        }

        /// The built-ins for the default configuration: an immutable constant, compiled on
        /// first use (thread-safe lazy initialisation) and copied into every registry.
        static let standard = Builtins(configuration: ChatConfiguration())

        /// The shared built-ins when `configuration` is the default one.
        static func shared(for configuration: ChatConfiguration) -> Builtins? {
            configuration == standard.configuration ? standard : nil
        }
    }

    /// The built-in factories: text, image, file, location, contact, voice, album, emoji (large
    /// emoji-only text), system.
    public static let builtinFactories: [String: ChatTemplateFactory] = [
        "text": { BubbleCellTemplate(content: TextContent(), configuration: $0) },
        "image": { BubbleCellTemplate(content: ImageContent(), configuration: $0) },
        "file": { BubbleCellTemplate(content: FileContent(), configuration: $0) },
        "location": { BubbleCellTemplate(content: LocationContent(), configuration: $0) },
        "contact": { BubbleCellTemplate(content: ContactContent(), configuration: $0) },
        "voice": { BubbleCellTemplate(content: VoiceContent(), configuration: $0) },
        "album": { BubbleCellTemplate(content: AlbumContent(), configuration: $0) },
        "emoji": { BubbleCellTemplate(content: EmojiContent(), configuration: $0) },
        "system": { SystemNoticeTemplate(configuration: $0) },
    ]

    /// The built-in type keys, sorted.
    public static var builtinTypes: [String] { builtinFactories.keys.sorted() }

    /// A registry with every built-in template, built for `configuration`. For the default
    /// configuration this copies the process-wide compiled built-ins (no compilation).
    public init(configuration: ChatConfiguration = ChatConfiguration()) {
        self.configuration = configuration
        decorationHash = Self.decorationHash(configuration)
        factories = Self.builtinFactories
        let builtins = Builtins.shared(for: configuration) ?? Builtins(configuration: configuration)
        templates = builtins.templates
        unsupported = builtins.unsupported
        headerPill = builtins.headerPill
    }

    /// Rebuilds every template from its factory for the current configuration (built-ins
    /// from the shared compiled set when the configuration is the default one).
    private mutating func rebuild() {
        templates = TemplateSlots()
        if let builtins = Builtins.shared(for: configuration) {
            for (type, factory) in factories.sorted(by: { $0.key < $1.key }) {
                templates[type] = custom.contains(type) ? factory(configuration) : builtins.templates[type]
            }
            unsupported = builtins.unsupported
            headerPill = builtins.headerPill
        } else {
            let resolved = configuration.resolved
            for (type, factory) in factories.sorted(by: { $0.key < $1.key }) { templates[type] = factory(resolved) }
            unsupported = BubbleCellTemplate(content: UnsupportedContent(), configuration: resolved)
            headerPill = PillText(configuration: resolved)
        }
    }

    /// Registers (or replaces) the template for `type`.
    public mutating func register(_ type: String, factory: @escaping ChatTemplateFactory) {
        factories[type] = factory
        custom.insert(type)
        templates[type] = factory(configuration.resolved)
    }

    /// Removes the template for `type` (its messages then show as unsupported).
    public mutating func unregister(_ type: String) {
        factories[type] = nil
        custom.remove(type)
        templates[type] = nil
    }

    /// Rebuilds every template for a new configuration (a no-op when unchanged).
    public mutating func reconfigure(_ configuration: ChatConfiguration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        rebuild()
    }

    /// A copy whose templates are freshly built from their factories (new prepared solvers;
    /// the built-ins are the shared compiled set for the default configuration). A plain copy
    /// of the registry lays out identically and costs nothing: prefer it for other tasks.
    public init(rebuilding registry: ChatTemplateRegistry) {
        self = registry
        rebuild()
    }

    /// The template key of `message`: its type key, or `"emoji"` for one to three emoji
    /// alone when the style draws them large.
    public func templateKey(for message: ChatMessage) -> String {
        usesEmojiTemplate(message) ? "emoji" : message.kind.typeKey
    }

    /// Whether `message` is one to three emoji alone, drawn by the emoji template.
    private func usesEmojiTemplate(_ message: ChatMessage) -> Bool {
        guard case .text(let string) = message.kind, configuration.style.largeEmoji else { return false }
        return templates.slot(of: .emoji) != nil && EmojiText.isLargeEmoji(string)
    }

    /// The slot of `message`'s template (``templateKey(for:)``'s), nil when it has none.
    @inline(__always)
    private func slot(for message: ChatMessage) -> Int? {
        usesEmojiTemplate(message) ? templates.slot(of: .emoji) : templates.slot(of: message.kind)
    }

    /// Whether `type` has a template.
    public func hasTemplate(for type: String) -> Bool { templates.slot(of: type) != nil }

    /// The fingerprint of the configuration values the template for `type` reads (the
    /// unsupported cell's for an unknown type).
    public func fingerprint(for type: String) -> Int {
        templates.slot(of: type).map { templates[$0].fingerprint } ?? unsupported.fingerprint
    }

    /// The fingerprint `message`'s cached height is checked against in `context`: its
    /// template's for this message (``ChatCellTemplate/fingerprint(for:context:)``), plus the
    /// decoration values (detail, time and name fonts, wrap width, clock) when the message has
    /// extras, so a Dynamic Type change re-measures a plain picture only when its cell reads
    /// a font (its nickname, say).
    public func fingerprint(for message: ChatMessage, context: CellContext = CellContext()) -> Int {
        fingerprintBody(for: message, inSlot: slot(for: message), context: context)
    }

    @inline(__always)
    private func fingerprintBody(for message: ChatMessage, inSlot slot: Int?, context: CellContext) -> Int {
        let base = slot.map { templates[$0].fingerprint(for: message, context: context) } ?? unsupported.fingerprint
        return message.extrasBox.isEmpty ? base : FingerprintMix.combine(base, decorationHash)
    }

    /// The slot of `message`'s template for ``fingerprint(for:inSlot:)`` and
    /// ``size(for:inSlot:width:context:)``, so a layout decides it (and whether a text is
    /// large emoji) once per message. These three are `mutating` only to read the registry
    /// in place: a non-mutating call from a layout's mutating code copies the whole registry
    /// (about 4 KB of templates and configuration) for every message.
    mutating func measuringSlot(for message: ChatMessage) -> Int? { slot(for: message) }

    /// ``fingerprint(for:context:)`` for a message whose slot is known.
    mutating func fingerprint(for message: ChatMessage, inSlot slot: Int?, context: CellContext) -> Int {
        fingerprintBody(for: message, inSlot: slot, context: context)
    }

    /// The hash of the decoration values messages with extras read: detail, time and name
    /// fonts, wrap width and clock, of the resolved configuration.
    private static func decorationHash(_ configuration: ChatConfiguration) -> Int {
        let c = configuration.resolved
        var hasher = Hasher()
        hasher.combine(c.detailFont)
        hasher.combine(c.style.timeFont)
        hasher.combine(c.nicknameFont)
        hasher.combine(c.maximumTextWidth)
        hasher.combine(c.clockOffset)
        return hasher.finalize()
    }

    /// The diagnostic for `message`, if its type has no template.
    @inline(__always)
    public func diagnostic(for message: ChatMessage) -> ChatDiagnostic? {
        templates.slot(of: message.kind) == nil ? .unsupportedMessageType(id: message.id, type: message.kind.typeKey) : nil
    }

    /// The cell size of `message` from its template (or the unsupported cell).
    public mutating func size(for message: ChatMessage, width: Double, extraHeight: Double = 0,
                              context: CellContext = CellContext()) -> Size {
        size(for: message, inSlot: slot(for: message), width: width, extraHeight: extraHeight, context: context)
    }

    /// ``size(for:width:extraHeight:context:)`` for a message whose slot is known.
    mutating func size(for message: ChatMessage, inSlot slot: Int?, width: Double, extraHeight: Double = 0,
                       context: CellContext) -> Size {
        if let slot {
            return templates[slot].size(for: message, width: width, extraHeight: extraHeight, context: context)
        }
        return unsupported.size(for: message, width: width, extraHeight: extraHeight, context: context)
    }

    /// The cell frames of `message` (origin zero).
    public mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame {
        if let slot = slot(for: message) {
            return templates[slot].cell(for: message, width: width, context: context)
        }
        var cell = unsupported.cell(for: message, width: width, context: context)
        cell.kind = .unsupported(type: message.kind.typeKey)
        return cell
    }
}
