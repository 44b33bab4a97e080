import Testing
import TrellisTestSupport
@testable import Cassowary

/// Capacity is invisible: a solver sized up front (`reserveCapacity`) or re-sized between
/// calls makes the same symbols, rows and values as one that grew on demand, and the
/// elimination queue pops in the order a binary heap does.
@Suite struct CapacityTests {
    /// Random call sequences on two solvers, one of them reserved before the first call and
    /// again (bigger, rehashing the tables it already filled) at random points: the dumps and
    /// every value agree bit for bit after each call, removals included.
    @Test func reservedSolverMatchesGrownOne() throws {
        var random = SplitMix64(seed: 13)
        for _ in 0..<150 {
            var system = RandomSystem(random: &random)
            var grown = Solver(), reserved = Solver()
            reserved.reserveCapacity(constraints: 40, variables: 8)
            for _ in 0..<random.int(5...40) {
                let op = system.nextOp(&random)
                try RandomSystem.apply(op, to: &grown)
                try RandomSystem.apply(op, to: &reserved)
                if random.chance(0.2) {
                    reserved.reserveCapacity(constraints: random.int(1...3000), variables: random.int(0...500))
                }
                #expect(reserved.dump() == grown.dump())
                for variable in system.variables {
                    #expect(reserved.value(of: variable).bitPattern == grown.value(of: variable).bitPattern)
                }
            }
        }
    }

    /// A long equality chain built in a reserved solver: the same values, the same constant
    /// updates through the marker-column factorization, and every constraint removable.
    @Test func reservedChainUpdatesAndRemovesAsGrownOne() throws {
        let count = 300
        let x = (0..<count).map { Variable("x\($0)") }
        var constraints: [Constraint] = [Constraint(LinearExpression(x[0]), .equal)]
        for i in 1..<count {
            constraints.append(Constraint(x[i] - x[i - 1] - Double(i % 7 + 1), .equal))
        }
        var grown = Solver(), reserved = Solver()
        reserved.reserveCapacity(constraints: constraints.count, variables: count)
        for c in constraints {
            try grown.addConstraint(c)
            try reserved.addConstraint(c)
        }
        for (step, index) in [150, 10, 299, 150].enumerated() {
            try grown.updateConstant(of: constraints[index], to: -Double(step + 3))
            try reserved.updateConstant(of: constraints[index], to: -Double(step + 3))
            for v in x { #expect(reserved.value(of: v).bitPattern == grown.value(of: v).bitPattern) }
        }
        #expect(reserved.dump() == grown.dump())
        for c in constraints.reversed() {
            try reserved.removeConstraint(c)
            try grown.removeConstraint(c)
        }
        #expect(reserved.constraints.isEmpty && reserved.dump() == grown.dump())
    }

    /// The bucket queue against a sorted reference: interleaved pushes (in order, out of
    /// order, repeated) and pops give the least `(length, index)` pair every time.
    @Test func lengthQueuePopsTheLeastPair() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 {
            var queue = LengthHeap()
            var reference: [(length: Int, index: Int)] = []
            // The elimination's start: every equation in index order.
            for index in 0..<random.int(0...60) {
                let length = random.int(0...6)
                queue.push(length: length, index: index)
                reference.append((length, index))
            }
            for _ in 0..<random.int(0...200) {
                if random.chance(0.45) || reference.isEmpty {
                    let length = random.int(0...12), index = random.int(0...80)
                    queue.push(length: length, index: index)
                    reference.append((length, index))
                } else {
                    let least = reference.indices.min { a, b in
                        (reference[a].length, reference[a].index) < (reference[b].length, reference[b].index)
                    }!
                    let expected = reference.remove(at: least)
                    let popped = queue.pop()
                    #expect(popped?.0 == expected.length && popped?.1 == expected.index)
                }
            }
            reference.sort { ($0.length, $0.index) < ($1.length, $1.index) }
            for expected in reference {
                let popped = queue.pop()
                #expect(popped?.0 == expected.length && popped?.1 == expected.index)
            }
            #expect(queue.pop() == nil)
        }
    }
}
