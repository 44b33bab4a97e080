/// Where ``PreparedText/wrap(maxWidth:lineLimit:into:)`` puts the lines it breaks: a
/// ``PreparedText/LineSink`` places them, ``PreparedText/quickLayout(maxWidth:options:)``
/// only notes where they break.
protocol LineReceiver {
    /// How many lines were received.
    var count: Int { get }
    mutating func append(_ line: PreparedText.RawLine)
}
