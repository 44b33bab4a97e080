extension PreparedText {
    /// `WordBreak.anywhere`: an opportunity before every cluster that has none, except before
    /// a hanging space or a newline (spaces still hang at the end of a line). Returns how many
    /// opportunities it added.
    static func allowBreaksBetweenClusters(_ flags: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let keep = ClusterScanner.Flag.hangingSpace | ClusterScanner.Flag.newline
        var added = 0
        for i in flags.indices.dropFirst() where flags[i] & ClusterScanner.Flag.opportunityMask == 0 && flags[i] & keep == 0 {
            flags[i] |= LineBreakOpportunity.allowed.rawValue
            added += 1
        }
        return added
    }
}
