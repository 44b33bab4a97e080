import Dispatch
import TrellisChat

/// Chat layout workloads on a deterministic mixed corpus at width 375 with built-in metrics:
/// cold layout, prepending a 20-message page, visible-range queries and input-bar keystrokes.
/// Checksums are content heights, offsets and frame sums computed independently of the
/// timed path (a serial layout for the parallel phase, the layout's own offsets for queries).
enum ChatWorkloads {
    static let texts = ["Hello!", "好的，明天见", "See you at 8 🙂", "https://example.com/trails/west-ridge-loop?start=north-gate",
                        "Forecast says sunny with a light breeze, bring water and sunscreen please",
                        "我们几点出发？记得带上登山杖和足够的水。", "👍", "ok", "Can you send me the file from yesterday's meeting?"]

    /// The corpus: 70 % text, then image, voice, file, system, location.
    static func corpus(_ count: Int, prefix: String = "m", start: Double = 1_700_000_000) -> [ChatMessage] {
        let people = [ChatSender(id: "me", displayName: "Me"), ChatSender(id: "a", displayName: "Alice"),
                      ChatSender(id: "b", displayName: "李雷")]
        var state: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var time = start
        return (0..<count).map { index in
            time += Double(next() % 90)
            let sender = people[Int(next() % 3)]
            let kind: MessageKind
            switch next() % 20 {
            case 0, 1: kind = .image(pixelSize: Size(width: Double(200 + next() % 1800), height: Double(200 + next() % 1800)))
            case 2: kind = .voice(duration: Double(next() % 60))
            case 3: kind = .file(FileAttachment(name: "report-\(index).pdf", byteSize: Int64(next() % 50_000_000)))
            case 4: kind = .system("Alice joined the group")
            case 5: kind = .location(title: "North Gate", address: "1 Trailhead Road")
            default: kind = .text(texts[Int(next() % UInt64(texts.count))] + (next() % 3 == 0 ? " " + texts[Int(next() % UInt64(texts.count))] : ""))
            }
            return ChatMessage(id: MessageID("\(prefix)\(index)"), sender: sender, direction: sender.id == "me" ? .outgoing : .incoming,
                               timestamp: time, kind: kind)
        }
    }

    static let viewport = Viewport(offsetY: 0, height: 700)

    @inline(never)
    static func benchColdLayout(_ messages: [ChatMessage]) -> Double {
        var layout = ChatLayout(width: 375)
        _ = try? layout.replaceAll(messages, viewport: viewport)
        return layout.contentHeight
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let messages = corpus(count)
        let expected = benchColdLayout(messages)
        context.measure("chat cold N=\(count)", "replaceAll, 1 core", repetitions: repetitions, operations: count, unit: "msg",
                        expected: expected) { benchColdLayout(messages) }
        context.measure("chat cold N=\(count)", "replaceAllParallel, 2 tasks", repetitions: repetitions, operations: count,
                        unit: "msg", expected: expected, setup: { ChatLayout(width: 375) }) { layout in
            let box = Box(layout)
            let semaphore = DispatchSemaphore(value: 0)
            Task.detached {
                _ = try? await box.layout.replaceAllParallel(messages, viewport: viewport, tasks: 2)
                semaphore.signal()
            }
            semaphore.wait()
            layout = box.layout
            return layout.contentHeight
        }
        context.note("chat cold N=\(count)", "memory per cached message", value: memoryPerMessage(messages))
    }

    /// Memory per message: the layout's own count from the capacities of its storage
    /// (`bytesPerMessage`: rows, offsets, height cache and id index). The messages array is
    /// the caller's and shared, so it is not counted; a message value's stride is given for
    /// reference. (The resident-set growth was tried and dropped: the allocator reuses memory
    /// freed by earlier workloads, so it read 0 to 300 B depending on what ran before.)
    static func memoryPerMessage(_ messages: [ChatMessage]) -> String {
        var layout = ChatLayout(width: 375)
        _ = try? layout.replaceAll(messages, viewport: viewport)
        return "\(layout.bytesPerMessage) B from capacities; a ChatMessage value is \(MemoryLayout<ChatMessage>.stride) B"
    }

    static func runPrepend(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let history = corpus(count, prefix: "h", start: 1_700_100_000)
        let page = corpus(20, prefix: "p", start: 1_700_000_000)
        var base = ChatLayout(width: 375)
        _ = try? base.replaceAll(history, viewport: viewport)
        var reference = ChatLayout(width: 375)
        _ = try? reference.replaceAll(page + history, viewport: viewport)
        let view = Viewport(offsetY: base.bottomOffset(viewportHeight: 700) / 2, height: 700)
        // A fresh layout per repetition (untimed): a copy of `base` would make the timed
        // prepend pay for copying 100,000 messages on write.
        context.measure("chat prepend 20 to N=\(count)", "prependPage", repetitions: repetitions, operations: 1, unit: "page",
                        expected: reference.contentHeight, setup: { () -> ChatLayout in
                            var layout = ChatLayout(width: 375)
                            _ = try? layout.replaceAll(history, viewport: viewport)
                            return layout
                        }) { layout in
            _ = try? layout.prependPage(page, viewport: view)
            return layout.contentHeight
        }
    }

    static func runVisibleRange(_ context: inout BenchmarkContext, count: Int, queries: Int, repetitions: Int) {
        var layout = ChatLayout(width: 375)
        _ = try? layout.replaceAll(corpus(count), viewport: viewport)
        let height = layout.contentHeight
        // The binary search is checked against a linear scan on a sample of the queries; the
        // timed checksum is the sum of the range bounds.
        var scan = 0.0
        for k in stride(from: 0, to: queries, by: max(1, queries / 50)) {
            let y = height * Double(k) / Double(queries)
            let range = layout.visibleRange(for: Viewport(offsetY: y, height: 700))
            let first = (0..<layout.count).first { i in (layout.headerFrame(at: i)?.minY ?? layout.cellFrame(at: i).minY) + (layout.headerFrame(at: i)?.height ?? 0) + layout.cellFrame(at: i).height > y } ?? 0
            if range.lowerBound != first { scan += 1 }
        }
        if scan != 0 { context.fail("chat visible range: binary search disagrees with a linear scan") }
        let expected = benchRanges(layout, queries: queries)
        context.measure("chat visible range N=\(count)", "\(queries) queries", repetitions: repetitions, operations: queries,
                        unit: "query", expected: expected) { benchRanges(layout, queries: queries) }
    }

    @inline(never)
    static func benchRanges(_ layout: ChatLayout, queries: Int) -> Double {
        let height = layout.contentHeight
        var sum = 0.0
        for k in 0..<queries {
            let range = layout.visibleRange(for: Viewport(offsetY: height * Double(k) / Double(queries), height: 700))
            sum += Double(range.lowerBound + range.upperBound)
        }
        return sum
    }

    static func runInputBar(_ context: inout BenchmarkContext, keystrokes: Int, repetitions: Int) {
        let draft = "Forecast says sunny with a light breeze 18°C, bring water and sunscreen. 明天见！ 🎉 See you at the north gate at 8:00"
        let bar = InputBarLayout(width: 375)
        let prefixes = (0..<keystrokes).map { String(draft.prefix($0 % draft.count + 1)) }
        let measured = prefixes.map { bar.measure($0) }
        var check = bar
        let expected = measured.reduce(0.0) { $0 + check.layout(measured: $1).bar.height }
        context.measure("chat input bar", "\(keystrokes) relayouts after measuring", repetitions: repetitions, operations: keystrokes,
                        unit: "key", expected: expected, setup: { bar }) { bar in
            var sum = 0.0
            for item in measured { sum += bar.layout(measured: item).bar.height }
            return sum
        }
    }
}

/// Moves a layout into a detached task and back.
final class Box: @unchecked Sendable {
    var layout: ChatLayout
    init(_ layout: ChatLayout) { self.layout = layout }
}
