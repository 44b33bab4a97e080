import Testing
@testable import TrellisChat
import Trellis

@Suite("Template slots")
struct TemplateSlotsTests {
    static let kinds: [MessageKind] = [
        .text("hi"), .image(pixelSize: Size(width: 10, height: 10)), .file(FileAttachment(name: "a.pdf", byteSize: 1)),
        .location(title: "t", address: "a"), .contact(name: "n", detail: "d"), .voice(duration: 3),
        .album(images: [Size(width: 1, height: 1)], caption: ""), .system("s"),
    ]

    @Test("every built-in kind finds the template registered under its type key")
    func builtinKeys() {
        for kind in TemplateSlotsTests.kinds {
            #expect(TemplateSlots.Builtin(key: kind.typeKey)?.key == kind.typeKey)
            var slots = TemplateSlots()
            #expect(slots.slot(of: kind) == nil)
            slots[kind.typeKey] = SystemNoticeTemplate(configuration: ChatConfiguration())
            #expect(slots.slot(of: kind) == 0 && slots.slot(of: kind.typeKey) == 0)
            slots[kind.typeKey] = nil
            #expect(slots.slot(of: kind) == nil && slots.slot(of: kind.typeKey) == nil)
        }
        #expect(TemplateSlots.Builtin(key: "emoji") == .emoji)
        #expect(TemplateSlots.Builtin(key: "poll") == nil)
    }

    @Test("a custom type has a slot of its own, and replacing a template keeps its slot")
    func customTypes() {
        var slots = TemplateSlots()
        slots["poll"] = SystemNoticeTemplate(configuration: ChatConfiguration())
        slots["text"] = SystemNoticeTemplate(configuration: ChatConfiguration())
        #expect(slots.slot(of: .custom(type: "poll", payload: [:])) == 0)
        #expect(slots.slot(of: .text("x")) == 1)
        slots["text"] = SystemNoticeTemplate(configuration: ChatConfiguration())
        #expect(slots.slot(of: .text("x")) == 1)
        #expect(slots.slot(of: .custom(type: "quiz", payload: [:])) == nil)
    }
}
