import Cassowary

/// The solver slots of an item's left, top, width and height: writing frames reads four values
/// per item after every change, and a slot skips the variable-table lookup of each read.
struct ItemValueSlots {
    let left: Solver.ValueSlot
    let top: Solver.ValueSlot
    let width: Solver.ValueSlot
    let height: Solver.ValueSlot
}

extension LayoutItem {
    /// The item's left, top, width and height in `solver`: through the cached slots when they
    /// are valid there, else by variable (caching fresh slots for next time).
    @inline(__always)
    func solvedValues(in solver: borrowing Solver) -> (left: Double, top: Double, width: Double, height: Double) {
        if let slots = valueSlots, let left = solver.value(at: slots.left), let top = solver.value(at: slots.top),
           let width = solver.value(at: slots.width), let height = solver.value(at: slots.height) {
            return (left, top, width, height)
        }
        return lookUpValues(in: solver)
    }

    private func lookUpValues(in solver: borrowing Solver) -> (left: Double, top: Double, width: Double, height: Double) {
        if let left = solver.slot(of: leftVariable), let top = solver.slot(of: topVariable),
           let width = solver.slot(of: widthVariable), let height = solver.slot(of: heightVariable) {
            valueSlots = ItemValueSlots(left: left, top: top, width: width, height: height)
        } else {
            valueSlots = nil
        }
        return (solver.value(of: leftVariable), solver.value(of: topVariable),
                solver.value(of: widthVariable), solver.value(of: heightVariable))
    }
}
