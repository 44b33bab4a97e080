import Testing
import TrellisTestSupport
@testable import TrellisChat

/// The no-jump invariant on seeded histories with every messenger feature: after every
/// prepend, append, update (text edit, reaction added, link preview arrived, image size
/// learned, status change), delete, width change, Dynamic Type change, unread separator,
/// typing indicator, selection mode and agent mode, the list satisfies two oracles:
///
/// 1. **The reading position** (the rule of ``ChatLayout``'s operations): a new agent-mode
///    question's cell top is at the viewport's top; a view at the bottom stays pinned there
///    (outside agent mode); otherwise the anchor (the first visible message, or the
///    next survivor when it was deleted) is within 0.5 pt of where it was on screen, unless
///    that offset is outside the scrollable range, in which case the offset is the clamped one.
/// 2. **A cold layout** of the same messages with the same configuration, width, separator
///    and typing row gives the same content height and the same frame for every cell and
///    header (the incremental paths compute what a fresh layout computes).
///
/// A failure prints the seed, the style and the whole operation sequence.
@Suite struct AnchorPropertyTests {
    typealias M = Messenger

    /// A seeded history using every feature: groups (short gaps from one sender), replies,
    /// reactions, link previews, albums, emoji-only texts, statuses, edited and forwarded labels.
    static func history(_ count: Int, prefix: String, start: Double, rng: inout SplitMix64) -> [ChatMessage] {
        let senders = [M.alice, M.me, M.bob]
        var time = start
        var sender = senders[0]
        return (0..<count).map { index in
            // About a third of messages follow the previous sender within seconds (a group).
            if rng.next() % 3 != 0 { sender = senders[Int(rng.next() % 3)] }
            time += rng.next() % 4 == 0 ? Double(rng.next() % 600) : Double(rng.next() % 20)
            let kind: MessageKind
            switch rng.next() % 12 {
            case 0: kind = .image(pixelSize: Size(width: Double(100 + rng.next() % 2000), height: Double(100 + rng.next() % 2000)))
            case 1: kind = .album(images: Array(repeating: Size(width: 800, height: 600), count: Int(2 + rng.next() % 11)),
                                  caption: rng.next() % 2 == 0 ? "" : "from the ridge")
            case 2: kind = .text(["👍", "🎉🎉", "😂❤️🔥"][Int(rng.next() % 3)])
            case 3: kind = .voice(duration: Double(rng.next() % 60))
            case 4: kind = .system("Bob joined")
            case 5: kind = .file(FileAttachment(name: "notes.pdf", byteSize: Int64(rng.next() % 9_000_000)))
            default: kind = .text((0..<Int(1 + rng.next() % 25)).map { _ in ["ok", "see", "you", "at", "the", "north", "gate",
                                                                               "tomorrow", "好的", "明天见"][Int(rng.next() % 10)] }
                                    .joined(separator: " "))
            }
            var extras = MessageExtras()
            switch rng.next() % 20 {
            case 0, 1: extras.reply = ReplyPreview(messageID: MessageID("\(prefix)\(max(0, index - 2))"), senderName: "Alice",
                                                   text: "Saturday at 8? Bring the map", hasThumbnail: rng.next() % 2 == 0)
            case 2, 3: extras.reactions = (0..<Int(1 + rng.next() % 6)).map { k in Reaction(["👍", "🎉", "❤️", "😂", "🔥", "👀"][k], count: k + 1) }
            case 4: extras.linkPreview = LinkPreview(url: "https://e.com", site: "Example", title: "West Ridge Loop",
                                                     summary: "12 km, 600 m of climbing", imageSize: Size(width: 1200, height: 630))
            case 5: extras.isEdited = true
            case 6: extras.forwardedFrom = "Carol"
            default: break
            }
            if sender == M.me { extras.status = [.sending, .sent, .delivered, .read, .failed][Int(rng.next() % 5)] }
            return ChatMessage(id: MessageID("\(prefix)\(index)"), sender: sender, direction: sender == M.me ? .outgoing : .incoming,
                               timestamp: time, kind: kind, extras: extras)
        }
    }

    /// One step of the random walk; returns its description and the update (nil: no update to check).
    static func step(_ layout: inout ChatLayout, viewport: Viewport, serial: Int, seed: Int,
                     rng: inout SplitMix64) throws -> (String, ViewportUpdate)? {
        switch rng.next() % 15 {
        case 0:
            let page = history(Int(1 + rng.next() % 8), prefix: "p\(seed)-\(serial)-", start: layout.messages[0].timestamp - 3000, rng: &rng)
            return ("prepend \(page.count)", try layout.prependPage(page, viewport: viewport))
        case 1:
            let new = history(Int(1 + rng.next() % 4), prefix: "a\(seed)-\(serial)-", start: layout.messages.last!.timestamp + 5, rng: &rng)
            return ("append \(new.count)", try layout.append(new, viewport: viewport))
        case 2, 3, 4, 5:
            // Updates hit the visible messages half of the time (where a jump would show).
            let visible = layout.visibleRange(for: viewport)
            let index = rng.next() % 2 == 0 && !visible.isEmpty
                ? visible.lowerBound + Int(rng.next() % UInt64(visible.count)) : Int(rng.next() % UInt64(layout.count))
            var message = layout.messages[index]
            let what: String
            switch rng.next() % 5 {
            case 0:
                message.kind = .text("edited: a longer text than before that wraps onto more lines \(serial) " + String(repeating: "word ", count: Int(rng.next() % 20)))
                message.extras.isEdited = true
                message.revision += 1
                what = "text edit"
            case 1:
                message.extras.reactions.append(Reaction(["👍", "🎉", "❤️", "🙏", "😮", "😢", "🤝"][Int(rng.next() % 7)], count: 1, isMine: true))
                what = "reaction added"
            case 2:
                message.extras.linkPreview = LinkPreview(url: "https://e.com/\(serial)", site: "E", title: "Arrived later",
                                                         summary: "A description long enough for two lines of the card, maybe more",
                                                         imageSize: rng.next() % 2 == 0 ? Size(width: 1200, height: 630) : nil,
                                                         isThumbnail: rng.next() % 2 == 0)
                what = "link preview arrived"
            case 3:
                if case .image = message.kind {
                    message.kind = .image(pixelSize: Size(width: Double(100 + rng.next() % 900), height: Double(100 + rng.next() % 2900)))
                    message.revision += 1
                    what = "image size learned"
                } else {
                    message.extras.status = message.isOutgoing ? .read : nil
                    what = "status"
                }
            default:
                message.extras.reactions.removeAll()
                what = "reactions cleared"
            }
            return ("update \(message.id) (\(what))", try layout.update(message, viewport: viewport))
        case 6:
            guard layout.count > 10 else { return nil }
            let visible = layout.visibleRange(for: viewport)
            var ids: [MessageID] = []
            for _ in 0..<Int(1 + rng.next() % 3) {
                let index = rng.next() % 2 == 0 && !visible.isEmpty
                    ? visible.lowerBound + Int(rng.next() % UInt64(visible.count)) : Int(rng.next() % UInt64(layout.count))
                if !ids.contains(layout.messages[index].id) { ids.append(layout.messages[index].id) }
            }
            // The unread separator's message is never deleted here (deleting it is its own test).
            ids.removeAll { $0 == layout.unreadMessageID }
            guard !ids.isEmpty else { return nil }
            return ("delete \(ids.map(\.rawValue))", try layout.delete(ids, viewport: viewport))
        case 7:
            let width = [320.0, 375, 414, 768][Int(rng.next() % 4)]
            return ("width \(width)", try layout.setWidth(width, viewport: viewport))
        case 8:
            var configuration = layout.configuration
            configuration.contentSizeCategory = ContentSizeCategory.allCases[Int(rng.next() % 12)]
            return ("dynamic type \(configuration.contentSizeCategory.name)", layout.setConfiguration(configuration, viewport: viewport))
        case 9:
            let id = rng.next() % 3 == 0 ? nil : layout.messages[Int(rng.next() % UInt64(layout.count))].id
            return ("unread above \(id?.rawValue ?? "nil")", try layout.setUnreadSeparator(above: id, viewport: viewport))
        case 10:
            let senders = rng.next() % 2 == 0 ? [] : [M.alice]
            return ("typing \(senders.count)", layout.setTypingIndicator(senders, viewport: viewport))
        case 11:
            return ("selection \(!layout.isSelecting)", layout.setSelectionMode(!layout.isSelecting, viewport: viewport))
        case 12:
            // Agent mode: the question's own rule (its top at the viewport's top) replaces the anchor's.
            let question = ChatMessage(id: MessageID("q\(seed)-\(serial)"), sender: M.me, direction: .outgoing,
                                       timestamp: layout.messages.last!.timestamp + 5, kind: .text("And how long is the climb?"))
            let update = try layout.appendQuestion(question, viewport: viewport)
            return ("question \(question.id)", update)
        default:
            return ("end agent mode", layout.endAgentMode(viewport: viewport))
        }
    }

    /// The cold oracle: a fresh layout of the same messages, configuration, width, separator
    /// and typing row.
    static func coldLayout(like layout: ChatLayout, viewportHeight: Double) throws -> ChatLayout {
        var cold = ChatLayout(width: layout.width, registry: layout.templates)
        try cold.replaceAll(Array(layout.messages), viewport: Viewport(offsetY: 0, height: 0))
        try cold.setUnreadSeparator(above: layout.unreadMessageID, viewport: Viewport(offsetY: 0, height: 0))
        cold.setTypingIndicator(layout.typingSenders, viewport: Viewport(offsetY: 0, height: 0))
        cold.setSelectionMode(layout.isSelecting, viewport: Viewport(offsetY: 0, height: 0))
        if let question = layout.agentQuestionID { try cold.focusQuestion(question, viewport: Viewport(offsetY: 0, height: viewportHeight)) }
        return cold
    }

    @Test(arguments: ["wechat", "imessage", "whatsapp", "telegram"])
    func theAnchorNeverJumps(styleName: String) throws {
        let style = try #require(ChatStyle.preset(named: styleName))
        seeds: for seed in 0..<6 {
            var rng = SplitMix64(seed: 0xC0FFEE + UInt64(seed))
            var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: M.configuration(style, group: seed % 2 == 0)))
            try layout.replaceAll(Self.history(100, prefix: "h\(seed)-", start: 1_700_000_000, rng: &rng),
                                  viewport: Viewport(offsetY: 0, height: 0))
            var viewport = Viewport(offsetY: layout.contentHeight / 2, height: Double(300 + rng.next() % 500))
            var log: [String] = []
            func trace() -> String { "seed \(seed), style \(style.name), after: \(log.joined(separator: "; "))" }
            for serial in 0..<50 {
                if rng.next() % 6 == 0 {
                    // Scroll: to the bottom a quarter of the time, else anywhere.
                    let bottom = layout.bottomOffset(viewportHeight: viewport.height)
                    viewport.offsetY = rng.next() % 4 == 0 ? bottom : bottom * Double(rng.next() % 1001) / 1000
                    log.append("scroll \(viewport.offsetY)")
                }
                var failures: [String] = []
                func check(_ condition: Bool, _ what: @autoclosure () -> String) { if !condition { failures.append(what()) } }
                let atBottom = layout.isAtBottom(viewport)
                let agentBefore = layout.agentQuestionID
                let anchor = layout.anchor(for: viewport)
                let before = Array(layout.messages.map(\.id))
                guard let (operation, update) = try Self.step(&layout, viewport: viewport, serial: serial, seed: seed, rng: &rng) else { continue }
                log.append(operation)
                let maxOffset = layout.bottomOffset(viewportHeight: viewport.height)
                check(update.contentOffsetY >= 0 && update.contentOffsetY <= maxOffset, "offset out of range, \(trace())")
                check(abs(update.correction - (update.contentOffsetY - viewport.offsetY)) < 1e-9, "bad correction, \(trace())")
                let after = Viewport(offsetY: update.contentOffsetY, height: viewport.height)
                if operation.hasPrefix("question") {
                    let question = try #require(layout.agentQuestionID)
                    let index = try #require(layout.index(of: question))
                    check(abs(update.contentOffsetY - min(layout.cellFrame(at: index).minY, maxOffset)) <= 0.5,
                          "the question is not at the top, \(trace())")
                } else if atBottom && agentBefore == nil {
                    check(layout.isAtBottom(after), "not pinned to the bottom, \(trace())")
                } else if let anchor {
                    // The anchor, or (deleted) the first survivor after it, in the anchor's place.
                    let kept = before[anchor.index...].first { layout.index(of: $0) != nil }
                    if let kept, let index = layout.index(of: kept) {
                        let wanted = layout.cellFrame(at: index).minY - anchor.delta
                        let clamped = min(max(0, wanted), maxOffset)
                        check(abs(update.contentOffsetY - clamped) <= 0.5,
                                "\(kept) moved \(layout.cellFrame(at: index).minY - update.contentOffsetY - anchor.delta) pt, \(trace())")
                    }
                }
                let cold = try Self.coldLayout(like: layout, viewportHeight: viewport.height)
                check(cold.contentHeight == layout.contentHeight, "content height \(layout.contentHeight) ≠ cold \(cold.contentHeight), \(trace())")
                for index in layout.messages.indices {
                    guard layout.cellFrame(at: index) == cold.cellFrame(at: index), layout.headerFrame(at: index) == cold.headerFrame(at: index) else {
                        failures.append("message \(index) (\(layout.messages[index].id)) frame \(layout.cellFrame(at: index)) ≠ cold \(cold.cellFrame(at: index)), \(trace())")
                        break
                    }
                }
                if !failures.isEmpty {
                    // The first failing step of a seed, with everything that led to it; later steps would repeat it.
                    Issue.record(Comment(rawValue: failures.joined(separator: "\n")))
                    continue seeds
                }
                viewport = after
            }
        }
    }
}
