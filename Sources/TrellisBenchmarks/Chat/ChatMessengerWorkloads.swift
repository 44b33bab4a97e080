import TrellisChat

/// Messenger workloads (issue 16) in the Telegram style: a corpus with the features in the
/// issue's proportions (about 30 % grouped, 10 % replies, 10 % reactions, 5 % link previews,
/// 5 % albums, every outgoing message with a status), cold layout, a reaction added to a
/// message of the history, and the sticky header for an offset.
enum ChatMessengerWorkloads {
    static func corpus(_ count: Int) -> [ChatMessage] {
        var messages = ChatWorkloads.corpus(count)
        var state: UInt64 = 0x9E37_79B9
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for index in messages.indices {
            var extras = MessageExtras()
            switch next() % 20 {
            case 0, 1: extras.reply = ReplyPreview(messageID: messages[max(0, index - 3)].id, senderName: "Alice", text: "Saturday at 8?")
            case 2, 3: extras.reactions = [Reaction("👍", count: Int(next() % 4) + 1)]
            case 4: extras.linkPreview = LinkPreview(url: "https://e.com", site: "Example", title: "West Ridge Loop", summary: "12 km", imageSize: Size(width: 1200, height: 630))
            case 5: messages[index].kind = .album(images: Array(repeating: Size(width: 800, height: 600), count: Int(next() % 9) + 2), caption: "")
            default: break
            }
            if messages[index].isOutgoing { extras.status = .read }
            messages[index].extras = extras
        }
        return messages
    }

    static let viewport = Viewport(offsetY: 0, height: 700)

    /// The share of messages in a group of two or more, with a reply, reactions, a link
    /// preview, an album: read from the laid-out list, so the note says what was measured.
    static func proportions(_ layout: ChatLayout) -> String {
        let n = Double(max(1, layout.count))
        func share(_ count: Int) -> String { "\(Int((Double(count) / n * 100).rounded())) %" }
        let grouped = layout.messages.indices.filter { layout.context(at: $0).position != .single }.count
        let replies = layout.messages.filter { $0.extras.reply != nil }.count
        let reactions = layout.messages.filter { !$0.extras.reactions.isEmpty }.count
        let links = layout.messages.filter { $0.extras.linkPreview != nil }.count
        let albums = layout.messages.filter { if case .album = $0.kind { true } else { false } }.count
        return "grouped \(share(grouped)), replies \(share(replies)), reactions \(share(reactions)), links \(share(links)), albums \(share(albums))"
    }

    static func configuration() -> ChatConfiguration {
        var configuration = ChatConfiguration(style: .telegram)
        configuration.isGroupChat = true
        return configuration
    }

    @inline(never)
    static func cold(_ messages: [ChatMessage]) -> Double {
        var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration()))
        _ = try? layout.replaceAll(messages, viewport: viewport)
        return layout.contentHeight
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let messages = corpus(count)
        let expected = cold(messages)
        context.measure("chat messenger N=\(count)", "cold replaceAll, telegram", repetitions: repetitions, operations: count,
                        unit: "msg", expected: expected) { cold(messages) }
        var base = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration()))
        _ = try? base.replaceAll(messages, viewport: viewport)
        context.note("chat messenger N=\(count)", "feature proportions", value: proportions(base))
        let target = count / 2
        var reacted = messages[target]
        reacted.extras.reactions.append(Reaction("🎉", count: 1, isMine: true))
        let middle = Viewport(offsetY: base.contentHeight / 3, height: 700)
        // One owner, so no copy-on-write copy is timed: add the reaction, then take it back.
        final class Holder { var layout: ChatLayout; init(_ layout: ChatLayout) { self.layout = layout } }
        let holder = Holder(base)
        let original = messages[target]
        context.measure("chat messenger N=\(count)", "reaction added and removed (2 updates)", repetitions: repetitions * 20,
                        operations: 2, unit: "update", expected: base.contentHeight) {
            _ = try? holder.layout.update(reacted, viewport: middle)
            _ = try? holder.layout.update(original, viewport: middle)
            return holder.layout.contentHeight
        }
        let offsets = (0..<100_000).map { Double($0) * base.contentHeight / 100_000 }
        var sum = 0.0
        for y in offsets { sum += base.stickyHeader(at: y)?.frame.minY ?? 0 }
        context.measure("chat messenger N=\(count)", "100000 sticky headers", repetitions: repetitions, operations: offsets.count,
                        unit: "query", expected: sum) {
            var total = 0.0
            for y in offsets { total += base.stickyHeader(at: y)?.frame.minY ?? 0 }
            return total
        }
    }
}
