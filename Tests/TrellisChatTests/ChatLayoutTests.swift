import Testing
import TrellisTestSupport
@testable import TrellisChat

private let words = ["hello", "你好", "world", "🎉", "https://example.com/a/very/long/path?q=1", "chat", "layout", "好的",
                     "see you", "👨‍👩‍👧‍👦", "ok"]

/// A random history: mixed kinds, senders and gaps.
func randomHistory(_ count: Int, prefix: String, start: Double, rng: inout SplitMix64) -> [ChatMessage] {
    let bob = ChatSender(id: "bob", displayName: "Bob")
    var time = start
    return (0..<count).map { index in
        time += Double(rng.next() % 120)
        let sender = [alice, me, bob][Int(rng.next() % 3)]
        let kind: MessageKind
        switch rng.next() % 10 {
        case 0: kind = .image(pixelSize: Size(width: Double(100 + rng.next() % 2000), height: Double(100 + rng.next() % 2000)))
        case 1: kind = .voice(duration: Double(rng.next() % 60))
        case 2: kind = .file(FileAttachment(name: "report.pdf", byteSize: Int64(rng.next() % 10_000_000)))
        case 3: kind = .system("Bob joined")
        default: kind = .text((0..<Int(1 + rng.next() % 30)).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " "))
        }
        return ChatMessage(id: MessageID("\(prefix)\(index)"), sender: sender, direction: sender == me ? .outgoing : .incoming,
                           timestamp: time, kind: kind)
    }
}

@Test func prependKeepsTheAnchorStillOverRandomHistoriesAndViewports() throws {
    var rng = SplitMix64(seed: 42)
    for trial in 0..<40 {
        let older = randomHistory(Int(rng.next() % 40) + 1, prefix: "o\(trial)-", start: 1_700_000_000, rng: &rng)
        let newer = randomHistory(Int(rng.next() % 60) + 1, prefix: "n\(trial)-", start: 1_700_010_000, rng: &rng)
        var configuration = ChatConfiguration()
        configuration.isGroupChat = rng.next() % 2 == 0
        var layout = ChatLayout(width: [320.0, 375, 414][Int(rng.next() % 3)], registry: ChatTemplateRegistry(configuration: configuration))
        try layout.replaceAll(newer, viewport: Viewport(offsetY: 0, height: 600))
        let height = Double(200 + rng.next() % 600)
        let maxOffset = layout.bottomOffset(viewportHeight: height)
        let viewport = Viewport(offsetY: maxOffset * Double(rng.next() % 1000) / 1000, height: height)
        let anchor = try #require(layout.anchor(for: viewport))
        let before = layout.cellFrame(at: anchor.index).minY - viewport.offsetY
        let update = try layout.prependPage(older, viewport: viewport)
        #expect(update.anchor == anchor.id)
        let index = try #require(layout.index(of: anchor.id))
        #expect(index == anchor.index + older.count)
        let after = layout.cellFrame(at: index).minY - update.contentOffsetY
        // Exact, unless the list below the anchor is too short to scroll that far (then it
        // rests at the bottom, the closest possible).
        let maxOffset2 = layout.bottomOffset(viewportHeight: height)
        if layout.cellFrame(at: index).minY - before <= maxOffset2 {
            #expect(abs(after - before) < 1e-6, "trial \(trial)")
        } else {
            #expect(update.contentOffsetY == maxOffset2)
        }
        // The layout equals one built from scratch (nothing stale after the prepend).
        var fresh = ChatLayout(width: layout.width, registry: ChatTemplateRegistry(configuration: configuration))
        try fresh.replaceAll(older + newer, viewport: Viewport(offsetY: 0, height: 600))
        #expect(fresh.offsets == layout.offsets)
        #expect(fresh.sectionStartIndices == layout.sectionStartIndices)
    }
}

@Test func appendKeepsTheViewPinnedAtTheBottomOrTheAnchorStill() throws {
    var rng = SplitMix64(seed: 7)
    for trial in 0..<40 {
        let first = randomHistory(Int(rng.next() % 50) + 1, prefix: "a\(trial)-", start: 1_700_000_000, rng: &rng)
        let more = randomHistory(Int(rng.next() % 5) + 1, prefix: "b\(trial)-", start: 1_700_100_000, rng: &rng)
        var layout = ChatLayout(width: 375)
        try layout.replaceAll(first, viewport: Viewport(offsetY: 0, height: 500))
        let atBottom = rng.next() % 2 == 0
        let maxOffset = layout.bottomOffset(viewportHeight: 500)
        let viewport = Viewport(offsetY: atBottom ? maxOffset : maxOffset * Double(rng.next() % 900) / 1000, height: 500)
        let wasAtBottom = layout.isAtBottom(viewport)
        let anchor = layout.anchor(for: viewport)!
        let before = layout.cellFrame(at: anchor.index).minY - viewport.offsetY
        let update = try layout.append(more, viewport: viewport)
        if wasAtBottom {
            #expect(update.isPinnedToBottom)
            #expect(update.contentOffsetY == layout.bottomOffset(viewportHeight: 500))
            let last = layout.cellFrame(at: layout.count - 1)
            #expect(last.maxY <= update.contentOffsetY + 500 + 1e-9)
        } else {
            #expect(abs(layout.cellFrame(at: anchor.index).minY - update.contentOffsetY - before) < 1e-6)
        }
    }
}

@Test func deleteAndUpdateKeepTheAnchor() throws {
    var rng = SplitMix64(seed: 99)
    let history = randomHistory(80, prefix: "d", start: 1_700_000_000, rng: &rng)
    var layout = ChatLayout(width: 375)
    try layout.replaceAll(history, viewport: Viewport(offsetY: 0, height: 600))
    let viewport = Viewport(offsetY: layout.bottomOffset(viewportHeight: 600) / 2, height: 600)
    let anchor = layout.anchor(for: viewport)!
    let before = layout.cellFrame(at: anchor.index).minY - viewport.offsetY
    // Delete two messages above the anchor and edit one above it.
    let update = try layout.delete([history[2].id, history[5].id], viewport: viewport)
    #expect(abs(layout.cellFrame(at: layout.index(of: anchor.id)!).minY - update.contentOffsetY - before) < 1e-6)
    var edited = history[10]
    edited.kind = .text(String(repeating: "longer text now ", count: 20))
    edited.revision += 1
    let viewport2 = Viewport(offsetY: update.contentOffsetY, height: 600)
    let update2 = try layout.update(edited, viewport: viewport2)
    #expect(abs(layout.cellFrame(at: layout.index(of: anchor.id)!).minY - update2.contentOffsetY - before) < 1e-6)
    var fresh = ChatLayout(width: 375)
    var expected = history
    expected.remove(at: 5)
    expected.remove(at: 2)
    expected[8] = edited
    try fresh.replaceAll(expected, viewport: Viewport(offsetY: 0, height: 600))
    #expect(fresh.offsets == layout.offsets)
    #expect(throws: ChatLayoutError.unknownMessageID("nope")) { try layout.delete(["nope"], viewport: viewport) }
    #expect(throws: ChatLayoutError.duplicateMessageID(history[0].id)) { try layout.append([history[0]], viewport: viewport) }
}

@Test func visibleRangeByBinarySearchAndScrollToBottom() throws {
    var rng = SplitMix64(seed: 3)
    var layout = ChatLayout(width: 375)
    try layout.replaceAll(randomHistory(300, prefix: "v", start: 1_700_000_000, rng: &rng), viewport: Viewport(offsetY: 0, height: 600))
    for _ in 0..<200 {
        let viewport = Viewport(offsetY: Double(rng.next() % UInt64(layout.contentHeight)), height: Double(1 + rng.next() % 900))
        let range = layout.visibleRange(for: viewport)
        let expected = (0..<layout.count).filter { i in
            layout.offsets[i + 1] > viewport.offsetY && layout.offsets[i] < viewport.offsetY + viewport.height
        }
        #expect(Array(range) == expected)
    }
    let bottom = layout.bottomOffset(viewportHeight: 600)
    #expect(bottom == layout.contentHeight - 600)
    #expect(layout.visibleRange(for: Viewport(offsetY: bottom, height: 600)).upperBound == layout.count)
}

@Test func fontChangeRecomputesExactlyTheCellsThatReadTheFont() throws {
    let t0 = 1_796_882_580.0
    let messages = [text("t1", "Hello", at: t0), text("t2", "World", at: t0 + 1),
                    ChatMessage(id: "i1", sender: alice, direction: .incoming, timestamp: t0 + 2, kind: .image(pixelSize: Size(width: 400, height: 300))),
                    ChatMessage(id: "v1", sender: me, direction: .outgoing, timestamp: t0 + 3, kind: .voice(duration: 3))]
    var layout = ChatLayout(width: 375)
    let viewport = Viewport(offsetY: 0, height: 600)
    try layout.replaceAll(messages, viewport: viewport)
    #expect(layout.statistics.measuredCells == 4)
    // Same messages again: all from the cache.
    try layout.replaceAll(messages, viewport: viewport)
    #expect(layout.statistics.measuredCells == 4)
    var larger = layout.configuration
    larger.textFont = .builtin(size: 20)
    layout.setConfiguration(larger, viewport: viewport)
    // Text and voice (its duration label) read the text font; the image does not.
    #expect(layout.statistics.measuredCells == 7)
    let t = PreparedText("Hello", font: .builtin(size: 20)).layout(maxWidth: 160)
    #expect(close(layout.cellFrame(at: 0).height, max(t.height + 20, 40) + 20))
    // A new width invalidates everything.
    try layout.setWidth(414, viewport: viewport)
    #expect(layout.statistics.measuredCells == 11)
    // A revision bump recomputes that message only.
    var edited = messages[0]
    edited.revision = 1
    try layout.update(edited, viewport: viewport)
    #expect(layout.statistics.measuredCells == 12)
}

struct PollContent: BubbleContent {
    func insets(_ c: ChatConfiguration) -> EdgeInsets { EdgeInsets(all: 10) }
    var style: BubbleStyle { .card }
    func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        guard case .custom(_, let payload) = message.kind else { return .zero }
        return Size(width: 180, height: 30 * Double((payload["options"] ?? "").split(separator: ",").count))
    }
    func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] {
        [ChatPart(role: .custom, frame: area, name: "poll")]
    }
}

@Test func customTypesUseTheirTemplateAndUnknownTypesShowAsUnsupported() throws {
    let poll = ChatMessage(id: "p", sender: alice, direction: .incoming, timestamp: 1_796_882_580,
                           kind: .custom(type: "poll", payload: ["options": "yes,no,maybe"]))
    var layout = ChatLayout(width: 375)
    try layout.replaceAll([poll], viewport: Viewport(offsetY: 0, height: 600))
    #expect(layout.diagnostics == [.unsupportedMessageType(id: "p", type: "poll")])
    let unsupported = layout.cell(at: 0)
    #expect(unsupported.kind == .unsupported(type: "poll"))
    #expect(unsupported.part(.unsupportedNotice)?.text?.string == "[Unsupported message: poll]")
    #expect(unsupported.part(.avatar) != nil)

    var registry = layout.templates
    registry.register("poll") { BubbleCellTemplate(content: PollContent(), configuration: $0) }
    layout.setTemplates(registry, viewport: Viewport(offsetY: 0, height: 600))
    #expect(layout.diagnostics.isEmpty)
    let cell = layout.cell(at: 0)
    #expect(cell.kind == .message(type: "poll"))
    #expect(cell.part(.bubble)?.frame == Rect(x: 55, y: 10, width: 200, height: 110))
    #expect(cell.part(.custom)?.frame == Rect(x: 65, y: 20, width: 180, height: 90))
    #expect(layout.cellFrame(at: 0).height == 130)
    // Replacing a built-in: text now uses the poll look.
    registry.unregister("text")
    var bare = ChatLayout(width: 375, registry: registry)
    try bare.replaceAll([text("x", "hi")], viewport: Viewport(offsetY: 0, height: 100))
    #expect(bare.cell(at: 0).kind == .unsupported(type: "text"))
}

@Test func otherKindsHaveExactGeometry() throws {
    var registry = ChatTemplateRegistry()
    let image = ChatMessage(id: "i", sender: alice, direction: .incoming, timestamp: 0, kind: .image(pixelSize: Size(width: 1200, height: 800)))
    let imageCell = registry.cell(for: image, width: 375, context: CellContext())
    #expect(imageCell.part(.image)?.frame == Rect(x: 55, y: 10, width: 150, height: 100))
    #expect(imageCell.frame.height == 120)
    #expect(ImageContent.fittedSize(pixelSize: Size(width: 100, height: 400), in: ImageContent.Inputs(ChatConfiguration())) == Size(width: 40, height: 150))
    #expect(ImageContent.fittedSize(pixelSize: Size(width: 60, height: 50), in: ImageContent.Inputs(ChatConfiguration())) == Size(width: 60, height: 50))

    let short = ChatMessage(id: "v", sender: me, direction: .outgoing, timestamp: 0, kind: .voice(duration: 2))
    let long = ChatMessage(id: "w", sender: me, direction: .outgoing, timestamp: 0, kind: .voice(duration: 20))
    let huge = ChatMessage(id: "x", sender: me, direction: .outgoing, timestamp: 0, kind: .voice(duration: 600))
    let widths = [short, long, huge].map { registry.cell(for: $0, width: 375, context: CellContext()).part(.bubble)!.frame.width }
    #expect(widths == [76, 130, 200])
    #expect(registry.cell(for: long, width: 375, context: CellContext()).part(.voiceDuration)?.text?.string == "20\"")

    let file = ChatMessage(id: "f", sender: alice, direction: .incoming, timestamp: 0,
                           kind: .file(FileAttachment(name: "Budget 2026.XLSX", byteSize: 1536)))
    let fileCell = registry.cell(for: file, width: 375, context: CellContext())
    #expect(fileCell.part(.bubble)?.fill == .card)
    #expect(fileCell.part(.bubble)?.frame.width == 230)
    #expect(fileCell.part(.icon)?.imageName == "file.spreadsheet")
    #expect(fileCell.parts(.cardDetail).first?.text?.string == "1.5 KB")
    #expect(FileAttachment.readableSize(0) == "0 B")
    #expect(FileAttachment.readableSize(1023) == "1023 B")
    #expect(FileAttachment.readableSize(1024) == "1.0 KB")
    #expect(FileAttachment.readableSize(5 * 1024 * 1024 + 300 * 1024) == "5.3 MB")
    #expect(FileAttachment.readableSize(3 * 1024 * 1024 * 1024) == "3.0 GB")
    #expect(FileIcon(suffix: "PDF") == .pdf && FileIcon(suffix: "weird") == .generic && FileIcon(suffix: "zip") == .archive)

    let place = ChatMessage(id: "l", sender: alice, direction: .incoming, timestamp: 0, kind: .location(title: "Gate", address: "1 Road"))
    let placeCell = registry.cell(for: place, width: 375, context: CellContext())
    #expect(placeCell.part(.mapThumbnail)?.frame.height == 100)
    #expect(placeCell.part(.bubble)?.fill == .card)

    let notice = ChatMessage(id: "s", sender: alice, direction: .incoming, timestamp: 0, kind: .system("Alice joined"))
    let noticeCell = registry.cell(for: notice, width: 375, context: CellContext())
    let t = PreparedText("Alice joined", font: .system(size: 12)).layout()
    #expect(close(noticeCell.part(.systemNotice)!.frame, Rect(x: (375 - t.width - 12) / 2, y: 10, width: t.width + 12, height: t.height + 6)))
}

@Test func parallelLayoutEqualsSerial() async throws {
    var rng = SplitMix64(seed: 2024)
    let history = randomHistory(2000, prefix: "p", start: 1_700_000_000, rng: &rng)
    var serial = ChatLayout(width: 375)
    try serial.replaceAll(history, viewport: Viewport(offsetY: 0, height: 600))
    for tasks in [1, 2, 4] {
        var parallel = ChatLayout(width: 375)
        try await parallel.replaceAllParallel(history, viewport: Viewport(offsetY: 0, height: 600), tasks: tasks)
        #expect(parallel.offsets == serial.offsets)
        #expect(parallel.sectionStartIndices == serial.sectionStartIndices)
        #expect(parallel.cells(in: 0..<50) == serial.cells(in: 0..<50))
    }
}

@Test func sampleConversationLaysOut() throws {
    let layout = ChatSample.layout(width: 375)
    #expect(layout.count == 26)
    #expect(layout.diagnostics == [.unsupportedMessageType(id: "s14", type: ChatSample.pollType)])
    let cells = layout.allCells()
    #expect(cells.filter { $0.kind == .timeHeader }.count == layout.sectionStartIndices.count)
    #expect(cells.contains { $0.part(.image) != nil } && cells.contains { $0.part(.mapThumbnail) != nil })
    let headers = cells.compactMap { $0.kind == .timeHeader ? $0.part(.headerPill)?.text?.string : nil }
    #expect(headers.first == "10/22 15:00")
    #expect(headers.contains("Yesterday 14:50"))
    #expect(headers.last == "14:59")
    let chinese = ChatSample.layout(width: 375, language: .simplifiedChinese)
    #expect(chinese.allCells().contains { $0.part(.headerPill)?.text?.string == "昨天 14:50" })
    // Deterministic: two layouts are identical.
    #expect(ChatSample.layout(width: 375).allCells() == cells)
    // Every part lies inside its cell.
    for cell in cells where cell.kind != .timeHeader && cell.kind != .unreadSeparator {
        for part in cell.parts {
            #expect(part.frame.minX >= 0 && part.frame.maxX <= 375 + 1e-9 && part.frame.maxY <= cell.frame.height + 1e-9)
        }
    }
}
