// Bounding a suggestion's dual simplex (issue 13's "no tableau decay").
//
// kiwi enters an edit variable as `v == 0`: on workload (j)'s 1,000-link chain the new edit
// pulls the middle variable to 0, the links below it go tight, and the optimum's rows are
// dense (`x[i] = 10 i + s1 + ... + si`: 255,000 cells where a fresh chain has 6,000). The
// next suggestion's dual simplex walks back out of that state one pivot at a time, each
// merging rows of hundreds of cells: 75 M merged cells for one suggestion. Entering the
// same constraints afresh, with the edit at its suggested value, reaches the same optimum
// in work proportional to the fresh tableau. So a suggestion whose pivots have merged more
// cells than a fresh build is expected to cost stops and rebuilds, leaving the tableau as
// sparse as a fresh solve's (ski rental: when the estimate holds, at most a few times the
// cheaper of the two). The estimate is a chain's: its rebuild costs about as much as 40
// merged cells per symbol. A system whose build costs far more per symbol (a dense grid) and
// whose suggestions pivot past the limit would pay more for the rebuild than it saves; none
// of the benchmark loops reaches the limit (their counts did not move). Where the optimum is
// not unique, the rebuilt solver may sit at another optimal vertex than kiwi's pivots would
// have reached (as after an overflow's rebuild); symbols are renumbered (`symbolEpoch`).

extension Solver {
    /// Merged cells past which a suggestion's dual simplex gives way to a rebuild: 128 per
    /// symbol (about three times a chain's rebuild; at 32, `DefinitionTests`' pinned rows with
    /// an edit rebuilt on one solver and not on its reference, and the two sat at different
    /// optimal vertices) plus a floor for tiny systems, counted
    /// from the tableau's meter now. Deterministic: it depends only on the calls made.
    /// - Complexity: O(1).
    var suggestionWorkLimit: Int {
        tableau.mergedCells &+ Solver.suggestionCellsPerSymbol &* tableau.symbolCount &+ Solver.suggestionCellFloor
    }

    static let suggestionCellsPerSymbol = 128
    static let suggestionCellFloor = 4096
}
