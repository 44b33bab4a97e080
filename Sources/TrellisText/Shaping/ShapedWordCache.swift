import Synchronization

/// One face's shaped words, for a face whose lookups never see the space glyph
/// (``SpaceIndependence``): there a run shapes exactly as its words and spaces shaped one by
/// one, and chat text repeats its words, so most of a run's shaping is a table lookup.
///
/// A word's key is its script, whether kerning is on, and its clusters' scalars; its value is
/// ``RunShaper/Output`` in font units, which do not depend on the size. The table is shared by
/// every text measured with the face (behind a lock, so texts may be prepared on several
/// threads) and is emptied when it reaches `capacity` words, so its memory stays bounded.
final class ShapedWordCache: Sendable {
    /// Words kept at most (about 100 bytes each, plus the glyphs).
    static let capacity = 16_384

    private let words = Mutex<[[UInt32]: RunShaper.Output]>([:])

    /// The shaped word of `key`, if known.
    func word(_ key: [UInt32]) -> RunShaper.Output? {
        words.withLock { $0[key] }
    }

    /// Remembers a shaped word (its clusters numbered from 0).
    func remember(_ key: [UInt32], _ output: RunShaper.Output) {
        words.withLock { table in
            if table.count >= ShapedWordCache.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = output
        }
    }

    /// The key of clusters `range` of `clusters`: a header word (script, kerning), then the
    /// scalars with bit 31 set on the first scalar of each cluster (scalars stop at 0x10FFFF).
    static func key(_ clusters: RunShaper.Clusters, _ range: Range<Int>, script: ShapingScript, kerning: Bool,
                    into key: inout [UInt32]) {
        key.removeAll(keepingCapacity: true)
        key.append(UInt32(script.rawValue) << 1 | (kerning ? 1 : 0))
        for k in range {
            let from = Int(clusters.bounds[k]), to = Int(clusters.bounds[k + 1])
            guard from < to else { key.append(0xFFFF_FFFF); continue }
            key.append(clusters.scalars[from] | 0x8000_0000)
            for s in (from + 1)..<to { key.append(clusters.scalars[s]) }
        }
    }
}

extension RunShaper {
    /// `shape` one word at a time through `cache`: the clusters are cut before and after each
    /// cluster that is a lone U+0020, and every piece is looked up, or shaped alone and
    /// remembered. Only for a face where ``SpaceIndependence`` holds, where the result equals
    /// `shape` of the whole run.
    /// - Complexity: O(scalars) for the keys plus shaping the pieces not cached.
    static func shapeByWords(_ clusters: Clusters, face: SFNTFace, shaping: FaceShaping, cache: ShapedWordCache,
                             script: ShapingScript, kerning: Bool) -> Output {
        var output = Output()
        let expected = clusters.scalars.count + 4
        output.glyphs.reserveCapacity(expected)
        output.clusters.reserveCapacity(expected)
        output.advances.reserveCapacity(expected)
        output.xOffsets.reserveCapacity(expected)
        output.yOffsets.reserveCapacity(expected)
        output.pairAdjustments.reserveCapacity(expected)
        func isSpace(_ k: Int) -> Bool {
            let from = Int(clusters.bounds[k])
            return Int(clusters.bounds[k + 1]) - from == 1 && clusters.scalars[from] == 0x20
        }
        var key: [UInt32] = []
        key.reserveCapacity(32)
        var start = 0
        let count = clusters.count
        while start < count {
            var end = start + 1
            let spaces = isSpace(start)
            while end < count, isSpace(end) == spaces { end += 1 }
            defer { start = end }
            ShapedWordCache.key(clusters, start..<end, script: script, kerning: kerning, into: &key)
            let word: Output
            if let known = cache.word(key) {
                word = known
            } else {
                word = shape(piece(of: clusters, start..<end), face: face, shaping: shaping, script: script, kerning: kerning)
                cache.remember(key, word)
            }
            let offset = clusters.first + Int32(start)
            output.glyphs.append(contentsOf: word.glyphs)
            for cluster in word.clusters { output.clusters.append(cluster + offset) }
            output.advances.append(contentsOf: word.advances)
            output.xOffsets.append(contentsOf: word.xOffsets)
            output.yOffsets.append(contentsOf: word.yOffsets)
            output.pairAdjustments.append(contentsOf: word.pairAdjustments)
        }
        return output
    }

    /// Clusters `range` of `clusters` as a run of their own, numbered from 0.
    private static func piece(of clusters: Clusters, _ range: Range<Int>) -> Clusters {
        var piece = Clusters()
        let from = Int(clusters.bounds[range.lowerBound]), to = Int(clusters.bounds[range.upperBound])
        piece.scalars = Array(clusters.scalars[from..<to])
        piece.bounds.reserveCapacity(range.count + 1)
        for k in range { piece.bounds.append(clusters.bounds[k + 1] - Int32(from)) }
        return piece
    }
}
