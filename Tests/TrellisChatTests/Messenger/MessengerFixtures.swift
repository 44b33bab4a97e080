@testable import TrellisChat

/// Small conversations for the messenger-style tests.
enum Messenger {
    static let alice = ChatSender(id: "alice", displayName: "Alice")
    static let bob = ChatSender(id: "bob", displayName: "Bob")
    static let me = ChatSender(id: "me", displayName: "Me")

    static func message(_ id: String, _ sender: ChatSender, _ time: Double, _ kind: MessageKind,
                        extras: MessageExtras = MessageExtras()) -> ChatMessage {
        ChatMessage(id: MessageID(id), sender: sender, direction: sender == me ? .outgoing : .incoming,
                    timestamp: 1_700_000_000 + time, kind: kind, extras: extras)
    }

    static func configuration(_ style: ChatStyle, group: Bool = true) -> ChatConfiguration {
        var configuration = ChatConfiguration(style: style)
        configuration.isGroupChat = group
        return configuration
    }

    static func layout(_ messages: [ChatMessage], _ configuration: ChatConfiguration, width: Double = 375) throws -> ChatLayout {
        var layout = ChatLayout(width: width, registry: ChatTemplateRegistry(configuration: configuration))
        try layout.replaceAll(messages, viewport: Viewport(offsetY: 0, height: 0))
        return layout
    }

    /// The width of `string` in the bundled Noto Sans at `size` (the presets' time font).
    static func width(_ string: String, _ size: Double) -> Double {
        PreparedText(string, font: .system(size: size)).layout().width
    }
}

extension Rect {
    /// Whether `other` lies inside (edges may touch).
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }
}
