extension PreparedText {
    /// A text laid out on a single line, worked out once when it is prepared: most chat
    /// messages fit their bubble, and then layout at any wide enough width is one comparison
    /// instead of a walk over the segments.
    ///
    /// The sums are those ``wrap(maxWidth:lineLimit:into:)`` makes, in its order: the running
    /// width adds each segment's `body + tail`, and the width compared with the limit before
    /// segment `k` is the running width so far plus `body(k)`. The widest of those is
    /// ``need``; when it is within the limit the wrap never breaks, and its one line is
    /// ``width`` wide, bit for bit.
    struct OneLine {
        /// The largest width the wrap compares with its limit (infinite when the shortcut does
        /// not apply: no segments, a hard break, or a NaN width).
        let need: Double
        /// The one line's width: the running width before the last segment plus its body.
        let width: Double

        /// The shortcut never applies.
        static let never = OneLine(need: .infinity, width: 0)

        /// Whether the whole text is one line at `limit` (the wrap's `maxWidth` plus its
        /// tolerance). False for an infinite `need`, whatever the limit.
        @inline(__always)
        func fits(_ limit: Double) -> Bool { need < .infinity && need <= limit }

        /// Sums the segments in order, as the wrap does.
        struct Accumulator {
            private var running = 0.0
            private var need = -Double.infinity
            private var width = 0.0
            private var isValid = true

            mutating func add(body: Double, tail: Double) {
                let compared = running + body
                if compared.isNaN { isValid = false }
                if compared > need { need = compared }
                width = compared
                running += body + tail
            }

            var result: OneLine { isValid && need > -.infinity ? OneLine(need: need, width: width) : .never }
        }
    }
}
