/// Where a message sits among its neighbours, which changes its cell.
///
/// ```swift
/// let context = CellContext(isFirstInRun: true, showsNickname: true)
/// ```
public struct CellContext: Sendable, Hashable {
    /// The message starts a run (a section's first message, or a new sender): the full top
    /// padding; later messages of a run sit closer.
    ///
    /// ```swift
    /// CellContext(isFirstInRun: false).isFirstInRun   // false: the tighter run padding
    /// ```
    public var isFirstInRun: Bool
    /// The nickname shows above the bubble (incoming, group chat, first of a run).
    ///
    /// ```swift
    /// CellContext(showsNickname: true).showsNickname   // true
    /// ```
    public var showsNickname: Bool
    /// The place in the group of consecutive messages (bubble shape, avatar, tail).
    ///
    /// ```swift
    /// CellContext(isFirstInRun: false, position: .last).position   // .last
    /// ```
    public var position: GroupPosition

    /// Creates a context (default: a run's first message without nickname, alone).
    ///
    /// ```swift
    /// let later = CellContext(isFirstInRun: false, position: .middle)
    /// ```
    public init(isFirstInRun: Bool = true, showsNickname: Bool = false, position: GroupPosition = .single) {
        self.isFirstInRun = isFirstInRun
        self.showsNickname = showsNickname
        self.position = position
    }

    /// A small number for cache keys.
    var bits: UInt8 { (isFirstInRun ? 1 : 0) | (showsNickname ? 2 : 0) | position.rawValue << 2 }
}
