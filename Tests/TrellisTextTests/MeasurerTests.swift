import Foundation
import Testing
@testable import TrellisText

@Suite("TextMeasurer and JSON")
struct MeasurerTests {
    @Test("cached results equal fresh ones, keyed on size and options")
    func caching() {
        let measurer = TextMeasurer()
        let a = measurer.layout("Hello world", font: .builtin(size: 17), maxWidth: 50)
        let b = measurer.layout("Hello world", font: .builtin(size: 17), maxWidth: 50)
        #expect(a == b)
        #expect(a == PreparedText("Hello world", font: .builtin(size: 17)).layout(maxWidth: 50))
        let bigger = measurer.layout("Hello world", font: .builtin(size: 34), maxWidth: 50)
        #expect(bigger.width > a.width)
        let strict = measurer.prepare("キャー", font: .builtin(size: 17), options: TextOptions(lineBreak: LineBreakOptions(strictness: .strict)))
        let normal = measurer.prepare("キャー", font: .builtin(size: 17))
        #expect(strict.segments.count == 1)  // the options are part of the key
        #expect(normal.segments.count == 3)
    }

    @Test("safe to use from many threads at once")
    func concurrency() async {
        let measurer = TextMeasurer(capacity: 16)
        let widths = await withTaskGroup(of: Double.self) { group in
            for i in 0..<64 {
                group.addTask { measurer.layout("message \(i % 8) 👍🏽 你好", font: .builtin(size: 17), maxWidth: 80).width }
            }
            var all: [Double] = []
            for await width in group { all.append(width) }
            return all
        }
        #expect(widths.count == 64)
        #expect(Set(widths).count <= 8)
    }
}
