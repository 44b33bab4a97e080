/// Fitted cell heights remembered by the vertical inputs that decide them.
///
/// A cell template whose prepared layout has `heightIgnoresWidths` gets the same height from
/// the solver for the same sequence of height suggestions (see `PreparedLayout+Axes.swift`),
/// and a chat repeats a few of them: one-, two- and three-line bubbles, with or without a
/// nickname or a footer. So a measurement looks its inputs up here first and asks the solver
/// only for a combination it has not seen. Bounded: past `capacity` entries nothing new is
/// kept (the solver answers those), so hostile content cannot grow it.
struct FittedHeightMemo: Sendable {
    /// Up to four vertical inputs (0 where a template has fewer) and which of a template's
    /// layouts answered.
    struct Key: Hashable, Sendable {
        var first: Double
        var second: Double = 0
        var third: Double = 0
        var fourth: Double = 0
        var layout: Int = 0
    }

    /// The most heights kept.
    static let capacity = 1024
    private var heights: [Key: Double] = [:]

    /// The height remembered for `key`, if any.
    func height(for key: Key) -> Double? { heights[key] }

    /// Remembers `height` for `key` while there is room.
    mutating func remember(_ height: Double, for key: Key) {
        if heights.count < Self.capacity { heights[key] = height }
    }
}
