import Testing
@testable import Cassowary

/// Value slots: a variable's place in a solver, read without the table lookup.
@Suite struct ValueSlotTests {
    let left = Variable("left"), width = Variable("width"), right = Variable("right")

    @Test func slotsReadWhatValueOfReadsThroughEdits() throws {
        var solver = Solver()
        #expect(solver.slot(of: width) == nil)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addEditVariable(width, strength: .strong)
        let slots = try [left, width, right].map { try #require(solver.slot(of: $0)) }
        for value in [0.0, 80, 375.5] {
            try solver.suggestValue(value, for: width)
            for (slot, variable) in zip(slots, [left, width, right]) {
                #expect(solver.value(at: slot) == solver.value(of: variable))
            }
        }
        #expect(solver.value(at: slots[2]) == 385.5)
    }

    @Test func slotsStayValidAcrossRemovalsAndChurn() throws {
        var solver = Solver()
        let keep = right == left + width
        try solver.addConstraint(keep)
        let slot = try #require(solver.slot(of: right))
        for round in 0..<40 {
            let pin = left == Double(round)
            let size = (width == 50) | .medium
            try solver.addConstraints([pin, size])
            #expect(solver.value(at: slot) == Double(round) + 50)
            try solver.removeConstraint(pin)
            try solver.removeConstraint(size)
        }
    }

    @Test func aResetNeverLeavesAStaleSlotReadable() throws {
        var solver = Solver()
        try solver.addConstraint(width == 100)
        let slot = try #require(solver.slot(of: width))
        solver.reset()
        #expect(solver.value(at: slot) == nil)
        // After the reset another variable takes the same symbol: the old slot still reads nil.
        try solver.addConstraint(right == 7)
        #expect(solver.value(at: slot) == nil)
        #expect(solver.value(at: try #require(solver.slot(of: right))) == 7)
    }

    @Test func aSlotFromADivergedCopyIsRejected() throws {
        var original = Solver()
        try original.addConstraint(width == 1)
        var copy = original
        try original.addConstraint(left == 2)
        try copy.addConstraint(right == 3)
        let leftSlot = try #require(original.slot(of: left))
        // `right` took the same symbol in the copy; the slot names `left`, so it does not read.
        #expect(copy.value(at: leftSlot) == nil)
        #expect(original.value(at: leftSlot) == 2)
        #expect(copy.value(at: try #require(original.slot(of: width))) == 1)
    }
}
