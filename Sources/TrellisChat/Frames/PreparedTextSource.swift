import TrellisText

/// The prepared text a ``TextFrame``'s lines were laid out from, kept so that a renderer in
/// this package draws its glyphs instead of preparing (segmenting and shaping) the string a
/// second time. It is a cache, not content: every source equals every other, so frames
/// compare and hash by what they draw (with or without a prepared text kept).
package struct PreparedTextSource: Sendable, Hashable {
    /// The text as the layout prepared it; nil when the layout did not keep it.
    package let prepared: PreparedText?

    /// Keeps `prepared` (nil: none).
    package init(_ prepared: PreparedText?) { self.prepared = prepared }

    /// Always true: the source never changes what a frame draws.
    package static func == (lhs: PreparedTextSource, rhs: PreparedTextSource) -> Bool { true }

    /// Adds nothing, like ``==(_:_:)``.
    package func hash(into hasher: inout Hasher) {}
}

extension TextFrame {
    /// The frame with `prepared` kept as its ``source``: the text its lines were laid out from
    /// (the same string in the same font).
    package func preparedFrom(_ prepared: PreparedText) -> TextFrame {
        var frame = self
        frame.source = PreparedTextSource(prepared)
        return frame
    }
}
