import Testing
import TrellisTestSupport
@testable import TrellisChat

@Test func frontGrowableArrayMatchesAnArrayUnderRandomOperations() {
    var rng = SplitMix64(seed: 99)
    var list = FrontGrowableArray<Int>()
    var reference: [Int] = []
    var next = 0
    for _ in 0..<2000 {
        switch rng.next() % 6 {
        case 0:
            let page = (0..<Int(rng.next() % 5)).map { _ in next &+= 1; return next }
            list.prepend(contentsOf: page)
            reference.insert(contentsOf: page, at: 0)
        case 1:
            next += 1
            list.append(next)
            reference.append(next)
        case 2:
            let more = (0..<Int(rng.next() % 4)).map { _ in next &+= 1; return next }
            list.append(contentsOf: more)
            reference.append(contentsOf: more)
        case 3 where !reference.isEmpty:
            let index = Int(rng.next() % UInt64(reference.count))
            list[index] = -index
            reference[index] = -index
        case 4 where rng.next() % 50 == 0:
            list.removeAll(keepingCapacity: true)
            reference.removeAll()
        default:
            break
        }
        #expect(list.count == reference.count)
        #expect(Array(list) == reference)
    }
    #expect(list.array == reference)
    var visited: [Int] = []
    list.forEachElement { visited.append($0) }
    #expect(visited == reference)
    #expect(list.indices == reference.indices)
    #expect(list.first == reference.first && list.last == reference.last)
}

@Test func frontGrowableArrayIsAValue() {
    var a: FrontGrowableArray = [3, 4]
    let b = a
    a.prepend(contentsOf: [1, 2])
    a[3] = 40
    #expect(Array(a) == [1, 2, 3, 40])
    #expect(Array(b) == [3, 4])
    #expect(a != b)
    #expect(a == FrontGrowableArray([1, 2, 3, 40]))
    #expect(FrontGrowableArray(0..<3).array == [0, 1, 2])
    #expect(a[1...2].elementsEqual([2, 3]))
    #expect(a.reversed() == [40, 3, 2, 1])
}

/// Prepending a page stores it without touching the messages after it, and gives exactly the
/// rows and frames of a cold layout of the whole history.
@Test func prependedHistoryEqualsAColdLayout() throws {
    var rng = SplitMix64(seed: 5)
    let history = randomHistory(300, prefix: "h", start: 1_700_100_000, rng: &rng)
    let pages = (0..<4).map { randomHistory(20, prefix: "p\($0)-", start: 1_700_090_000 - Double($0) * 3000, rng: &rng) }
    let viewport = Viewport(offsetY: 0, height: 640)
    var layout = ChatLayout(width: 375)
    try layout.replaceAll(history, viewport: viewport)
    for page in pages { try layout.prependPage(page, viewport: Viewport(offsetY: layout.contentHeight / 2, height: 640)) }
    var cold = ChatLayout(width: 375)
    try cold.replaceAll(pages.reversed().flatMap { $0 } + history, viewport: viewport)
    #expect(layout.messages == cold.messages)
    #expect(layout.contentHeight == cold.contentHeight)
    for index in 0..<cold.count {
        #expect(layout.cellFrame(at: index) == cold.cellFrame(at: index))
        #expect(layout.headerFrame(at: index) == cold.headerFrame(at: index))
        #expect(layout.index(of: cold.messages[index].id) == index)
    }
}
