/// The check that makes a tableau certificate a minimal conflict without re-solving: whether
/// the constraints' rows `(coefficients, constant)` are linearly independent.
///
/// Sparse Gaussian elimination over the rows in the order given; each reduced row is kept as
/// the pivot of its newest variable (the constant only when nothing else is left), so a chain
/// `x[i] >= x[i-1] + k` reduces every row to two entries and the check is linear in its length.
enum ConflictCertificate {
    static func rowsAreIndependent(_ constraints: [Constraint]) -> Bool {
        var columnOf: [Variable: Int] = [:]
        var pivots: [Int: [Int: Double]] = [:]
        let constantColumn = -1
        for constraint in constraints {
            var row: [Int: Double] = [:]
            var scale = abs(constraint.expression.constant)
            for term in constraint.expression.terms {
                let column: Int
                if let known = columnOf[term.variable] {
                    column = known
                } else {
                    column = columnOf.count
                    columnOf[term.variable] = column
                }
                row[column, default: 0] += term.coefficient
                scale = max(scale, abs(term.coefficient))
            }
            if constraint.expression.constant != 0 { row[constantColumn] = constraint.expression.constant }
            let tolerance = 1e-9 * max(1, scale)
            // Reduce by the pivots, newest column first (deterministic order).
            while let column = row.keys.filter({ pivots[$0] != nil }).max() {
                let pivot = pivots[column]!
                let factor = row[column]! / pivot[column]!
                for (other, value) in pivot {
                    let updated = row[other, default: 0] - factor * value
                    row[other] = abs(updated) < tolerance ? nil : updated
                }
                row[column] = nil
            }
            guard let column = row.keys.max() else { return false }
            pivots[column] = row
        }
        return true
    }
}
