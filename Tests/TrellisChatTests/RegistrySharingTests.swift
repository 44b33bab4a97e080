import Testing
@testable import TrellisChat

/// Registries for the default configuration share the process-wide compiled built-ins;
/// those, copies and compiled-per-registry templates must lay out identically, and the
/// registry's own state (custom and unregistered types) must survive the sharing.
private let sample: [ChatMessage] = [
    text("s1", "Hello"), text("s2", "A longer message that wraps over more than one line of the bubble", from: me),
    ChatMessage(id: "s3", sender: alice, direction: .incoming, timestamp: 1_764_338_600,
                kind: .image(pixelSize: Size(width: 1200, height: 800))),
    ChatMessage(id: "s4", sender: alice, direction: .incoming, timestamp: 1_764_338_620, kind: .system("Alice joined")),
    ChatMessage(id: "s5", sender: me, direction: .outgoing, timestamp: 1_764_338_640, kind: .voice(duration: 12)),
]

private func cells(_ registry: inout ChatTemplateRegistry) -> [ChatCellFrame] {
    sample.map { registry.cell(for: $0, width: 375, context: CellContext(isFirstInRun: true, showsNickname: true)) }
}

@Test func sharedBuiltinsLayOutLikeCompiledTemplates() {
    var shared = ChatTemplateRegistry()
    var copied = shared
    var fresh = ChatTemplateRegistry(rebuilding: shared)
    let expected = sample.map { message -> ChatCellFrame in
        var template = ChatTemplateRegistry.builtinFactories[message.kind.typeKey]!(ChatConfiguration())
        return template.cell(for: message, width: 375, context: CellContext(isFirstInRun: true, showsNickname: true))
    }
    #expect(cells(&shared) == expected)
    #expect(cells(&copied) == expected)
    #expect(cells(&fresh) == expected)
    for type in ChatTemplateRegistry.builtinTypes {
        #expect(shared.fingerprint(for: type) == ChatTemplateRegistry.builtinFactories[type]!(ChatConfiguration()).fingerprint)
    }
}

@Test func customAndUnregisteredTypesSurviveReconfiguringToTheDefault() {
    var registry = ChatTemplateRegistry()
    registry.register("text") { SystemNoticeTemplate(configuration: $0) }
    registry.unregister("voice")
    var larger = ChatConfiguration()
    larger.avatarSize = 48
    registry.reconfigure(larger)
    registry.reconfigure(ChatConfiguration())
    let message = text("t1", "Hello")
    #expect(registry.cell(for: message, width: 375, context: CellContext()).part(.systemNotice) != nil)
    #expect(!registry.hasTemplate(for: "voice"))
    #expect(registry.hasTemplate(for: "image"))
    #expect(registry.fingerprint(for: "image") == ChatTemplateRegistry().fingerprint(for: "image"))
}

@Test func aCustomConfigurationStillCompilesItsOwnTemplates() {
    var configuration = ChatConfiguration()
    configuration.avatarSize = 36
    var registry = ChatTemplateRegistry(configuration: configuration)
    let cell = registry.cell(for: text("c1", "Hi"), width: 375, context: CellContext())
    #expect(cell.part(.avatar)?.frame.width == 36)
    #expect(registry.fingerprint(for: "text") != ChatTemplateRegistry().fingerprint(for: "text"))
}
