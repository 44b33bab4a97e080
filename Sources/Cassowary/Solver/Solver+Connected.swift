extension Solver {
    /// The required, non-edit constraints reachable from `constraint` through shared
    /// variables, in the order they were added.
    ///
    /// Each variable gets a small index and a linked list of the constraints that mention it
    /// (flat arrays, no hashing beyond one identity-table lookup per term); a breadth-first
    /// walk from the constraint's variables marks what it reaches.
    /// - Complexity: O(T + R log R) for T terms over the R required constraints held.
    func connectedRequiredRecords(to constraint: Constraint) -> [ConstraintRecord] {
        let held = records.values
        var indexOf = VariableTable<Int32>()
        var firstMention: [Int32] = []      // per variable: its latest mention, -1 for none
        var mentionRecord: [Int32] = []     // per mention: the record's position in `held`
        var nextMention: [Int32] = []       // per mention: the variable's previous mention
        for (position, record) in held.enumerated()
        where !record.isEdit && record.constraint.strength.isRequired && record.constraint !== constraint {
            for term in record.constraint.expression.terms {
                let variable: Int
                if let known = indexOf[term.variable] {
                    variable = Int(known)
                } else {
                    variable = firstMention.count
                    indexOf[term.variable] = Int32(variable)
                    firstMention.append(-1)
                }
                nextMention.append(firstMention[variable])
                firstMention[variable] = Int32(mentionRecord.count)
                mentionRecord.append(Int32(position))
            }
        }
        var reachedVariable = [Bool](repeating: false, count: firstMention.count)
        var reachedRecord = [Bool](repeating: false, count: held.count)
        var reached: [Int] = []
        var queue: [Int32] = []
        for term in constraint.expression.terms {
            if let index = indexOf[term.variable], !reachedVariable[Int(index)] {
                reachedVariable[Int(index)] = true
                queue.append(index)
            }
        }
        while let variable = queue.popLast() {
            var mention = firstMention[Int(variable)]
            while mention >= 0 {
                let position = Int(mentionRecord[Int(mention)])
                mention = nextMention[Int(mention)]
                guard !reachedRecord[position] else { continue }
                reachedRecord[position] = true
                reached.append(position)
                for term in held[position].constraint.expression.terms {
                    // The first pass gave every variable of these records an index.
                    let index = Int(indexOf[term.variable]!)
                    if !reachedVariable[index] {
                        reachedVariable[index] = true
                        queue.append(Int32(index))
                    }
                }
            }
        }
        var connected = reached.map { held[$0] }
        connected.sort { $0.sequence < $1.sequence }
        return connected
    }
}
