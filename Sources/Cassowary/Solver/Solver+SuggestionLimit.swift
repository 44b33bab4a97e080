// Bounding a suggestion's dual simplex (issue 13's "no tableau decay").
//
// kiwi enters an edit variable as `v == 0`: on workload (j)'s 1,000-link chain the new edit
// pulls the middle variable to 0, the links below it go tight, and the optimum's rows are
// dense (`x[i] = 10 i + s1 + ... + si`: 125,000 cells where a fresh chain has 6,000). The
// next suggestion's dual simplex walks back out of that state one pivot at a time, each
// merging rows of hundreds of cells: 75 M merged cells for one suggestion. Entering the
// same constraints afresh, with the edit at its suggested value, reaches the same optimum
// in work proportional to the fresh tableau. So a suggestion whose pivots have merged more
// cells than a fresh build would cost stops and rebuilds (ski rental: at most about twice
// the cheaper of the two, and the tableau is left as sparse as a fresh solve's).

extension Solver {
    /// Merged cells past which a suggestion's dual simplex gives way to a rebuild: 128 per
    /// symbol (a fresh chain build merges far fewer) plus a floor for tiny systems, counted
    /// from the tableau's meter now. Deterministic: it depends only on the calls made.
    /// - Complexity: O(1).
    var suggestionWorkLimit: Int {
        tableau.mergedCells &+ Solver.suggestionCellsPerSymbol &* tableau.symbolCount &+ Solver.suggestionCellFloor
    }

    static let suggestionCellsPerSymbol = 32
    static let suggestionCellFloor = 4096
}
