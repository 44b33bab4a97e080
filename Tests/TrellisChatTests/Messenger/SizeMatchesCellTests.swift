import Testing
@testable import TrellisChat

/// A template measures a cell's height without building its parts (the list's rows need
/// heights only); the cell it frames later must be exactly that tall. Checked on seeded
/// random messages with every kind of extra, in every preset, in every run context.
@Suite struct SizeMatchesCellTests {
    typealias M = Messenger

    /// A small deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
    }

    static let texts = ["ok", "Saturday works for me", "👍", "🎉🎉", "See you at the north gate at 8, bring water and sunscreen please",
                        "好的，明天见", "https://example.com/trails/west-ridge-loop?start=north-gate"]

    static func message(_ index: Int, _ random: inout Seeded) -> ChatMessage {
        let senders = [M.me, M.alice, M.bob]
        let kind: MessageKind
        switch random.next(7) {
        case 0: kind = .image(pixelSize: Size(width: Double(200 + random.next(1600)), height: Double(200 + random.next(1600))))
        case 1: kind = .album(images: Array(repeating: Size(width: 800, height: 600), count: 2 + random.next(9)),
                              caption: random.chance(50) ? "" : texts[random.next(texts.count)])
        case 2: kind = .voice(duration: Double(random.next(60)))
        case 3: kind = .location(title: "North Gate", address: "1 Trailhead Road")
        default: kind = .text(texts[random.next(texts.count)])
        }
        var extras = MessageExtras()
        if random.chance(30) {
            extras.reply = ReplyPreview(messageID: MessageID("r\(index)"), senderName: "Alice", text: texts[random.next(texts.count)],
                                        hasThumbnail: random.chance(30))
        }
        if random.chance(30) {
            extras.reactions = (0..<(1 + random.next(6))).map { Reaction(["👍", "❤️", "😂", "🎉"][$0 % 4], count: 1 + random.next(12)) }
        }
        if random.chance(20) {
            extras.linkPreview = LinkPreview(url: "https://e.com", site: "Example", title: "West Ridge Loop",
                                             summary: random.chance(50) ? "" : "A 12 km loop with views over the valley",
                                             imageSize: random.chance(60) ? Size(width: 1200, height: 630) : nil,
                                             isThumbnail: random.chance(40))
        }
        if random.chance(20) { extras.isEdited = true }
        if random.chance(10) { extras.forwardedFrom = "Bob" }
        let sender = senders[random.next(senders.count)]
        if sender == M.me { extras.status = DeliveryStatus.allCases[random.next(DeliveryStatus.allCases.count)] }
        return M.message("m\(index)", sender, Double(index * 40), kind, extras: extras)
    }

    static let styles: [String: ChatStyle] = ["wechat": .wechat, "imessage": .imessage, "whatsapp": .whatsapp, "telegram": .telegram]

    @Test(arguments: ["wechat", "imessage", "whatsapp", "telegram"])
    func measuredHeightIsTheFramedHeight(styleName: String) throws {
        let style = try #require(Self.styles[styleName])
        var random = Seeded(state: 0x5EED)
        for group in [true, false] {
            var registry = ChatTemplateRegistry(configuration: M.configuration(style, group: group))
            for index in 0..<150 {
                let message = Self.message(index, &random)
                let context = CellContext(isFirstInRun: random.chance(50), showsNickname: random.chance(50),
                                          position: GroupPosition.allCases[random.next(GroupPosition.allCases.count)])
                let width = [320.0, 375, 430][random.next(3)]
                let size = registry.size(for: message, width: width, context: context)
                let cell = registry.cell(for: message, width: width, context: context)
                #expect(size.height == cell.frame.height, "message \(index) (\(message.kind.typeKey)), group \(group), \(context)")
                #expect(size.width == width)
            }
        }
    }

    /// Heights answered from a template's memo of vertical inputs (``FittedHeightMemo``) are
    /// the heights a template that never measured anything before frames (with every size,
    /// widths included, suggested): one registry measures a seeded run of messages in turn;
    /// each is also framed by a fresh registry.
    @Test(arguments: ["wechat", "telegram"])
    func rememberedHeightsAreFreshlySolvedHeights(styleName: String) throws {
        let style = try #require(Self.styles[styleName])
        var random = Seeded(state: 0xC0FFEE)
        let configuration = M.configuration(style, group: true)
        var registry = ChatTemplateRegistry(configuration: configuration)
        for index in 0..<80 {
            let message = Self.message(index, &random)
            let context = CellContext(isFirstInRun: random.chance(50), showsNickname: random.chance(50),
                                      position: GroupPosition.allCases[random.next(GroupPosition.allCases.count)])
            let width = [320.0, 375, 430][random.next(3)]
            var fresh = ChatTemplateRegistry(configuration: configuration)
            let expected = fresh.cell(for: message, width: width, context: context).frame.height
            #expect(registry.size(for: message, width: width, context: context).height == expected,
                    "message \(index) (\(message.kind.typeKey)), \(context)")
        }
    }
}
