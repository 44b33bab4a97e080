/// Where a message sits among its neighbours, which changes its cell.
public struct CellContext: Sendable, Hashable {
    /// The message starts a run (a section's first message, or a new sender): the full top
    /// padding; later messages of a run sit closer.
    public var isFirstInRun: Bool
    /// The nickname shows above the bubble (incoming, group chat, first of a run).
    public var showsNickname: Bool
    /// The place in the group of consecutive messages (bubble shape, avatar, tail).
    public var position: GroupPosition

    /// Creates a context (default: a run's first message without nickname, alone).
    public init(isFirstInRun: Bool = true, showsNickname: Bool = false, position: GroupPosition = .single) {
        self.isFirstInRun = isFirstInRun
        self.showsNickname = showsNickname
        self.position = position
    }

    /// A small number for cache keys.
    var bits: UInt8 { (isFirstInRun ? 1 : 0) | (showsNickname ? 2 : 0) | position.rawValue << 2 }
}
