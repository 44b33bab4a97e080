import Testing
@testable import Cassowary

/// The copy-on-write cell list behind every row: value semantics like `Array`, and the
/// overwrite-then-swap path that tableau merges use.
@Suite struct CellListTests {
    private func symbols(_ list: CellList) -> [Int] { list.map(\.symbol.index) }

    @Test func insertRemoveAndSubscript() {
        var list = CellList()
        #expect(list.isEmpty && list.capacity == 0)
        for symbol in [5, 1, 9, 3] {
            let position = list.firstIndex { $0.symbol.index > symbol } ?? list.count
            list.insert(Cell(symbol: Symbol(symbol), coefficient: Double(symbol)), at: position)
        }
        #expect(symbols(list) == [1, 3, 5, 9])
        list[2].coefficient = -1
        #expect(list[2].coefficient == -1)
        list.remove(at: 0)
        list.remove(at: 2)
        #expect(symbols(list) == [3, 5])
        list.append(Cell(symbol: Symbol(7), coefficient: 7))
        #expect(symbols(list) == [3, 5, 7])
        list.removeAll()
        #expect(list.isEmpty)
    }

    @Test func copiesAreIndependent() {
        var original = CellList((0..<20).map { Cell(symbol: Symbol($0), coefficient: 1) })
        var copy = original
        copy[0].coefficient = 99
        copy.remove(at: 19)
        copy.withUnsafeMutableBufferPointer { $0[1].coefficient = 42 }
        #expect(original.count == 20 && original[0].coefficient == 1 && original[1].coefficient == 1)
        #expect(copy.count == 19 && copy[0].coefficient == 99 && copy[1].coefficient == 42)
        original.insert(Cell(symbol: Symbol(100), coefficient: 2), at: 20)
        #expect(copy.count == 19 && original.count == 21)
        let third = original
        original.removeAll()
        #expect(third.count == 21 && original.isEmpty)
    }

    @Test func overwriteNeverWritesIntoSharedStorage() {
        var scratch = CellList([Cell(symbol: Symbol(1), coefficient: 1), Cell(symbol: Symbol(2), coefficient: 2)])
        let saved = scratch
        let output = scratch.beginOverwrite(capacity: 3)
        for index in 0..<3 { (output + index).initialize(to: Cell(symbol: Symbol(10 + index), coefficient: 0.5)) }
        scratch.finishOverwrite(count: 3)
        #expect(symbols(scratch) == [10, 11, 12])
        #expect(symbols(saved) == [1, 2])
        // Unshared and large enough: the same storage is reused.
        let capacity = scratch.capacity
        let again = scratch.beginOverwrite(capacity: 1)
        again.initialize(to: Cell(symbol: Symbol(4), coefficient: 4))
        scratch.finishOverwrite(count: 1)
        #expect(symbols(scratch) == [4] && scratch.capacity == capacity)
    }

    @Test func rowMergeKeepsSortedCellsAndDropsCancellations() {
        var scratch = CellList()
        var row = Row(constant: 1, cells: CellList([Cell(symbol: Symbol(1), coefficient: 2), Cell(symbol: Symbol(4), coefficient: 1)]))
        let other = Row(constant: 3, cells: CellList([Cell(symbol: Symbol(2), coefficient: 1), Cell(symbol: Symbol(4), coefficient: -0.5)]))
        let before = row
        row.insert(other, times: 2, scratch: &scratch)
        #expect(row.constant == 7)
        #expect(symbols(row.cells) == [1, 2])   // 4 cancels: 1 + 2 * -0.5 = 0
        #expect(row.cells[1].coefficient == 2)
        #expect(row.mayHold(Symbol(2)) && !row.mayHold(Symbol(3)))
        #expect(symbols(before.cells) == [1, 4])   // the copy taken before is untouched
    }
}
