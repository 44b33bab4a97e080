import Synchronization

/// One face's shaped words, for a face whose lookups never see the space glyph
/// (``SpaceIndependence``): there a run's shaping is the concatenation of its words' and
/// spaces' shaping one by one, and chat text repeats its words, so a run whose words are all
/// known is assembled instead of shaped.
///
/// A word's key is its script, whether kerning is on, and its clusters' scalars (hashed once,
/// looked up in a ``WordTable``); its glyphs are kept in font units, which do not depend on the
/// size, in one arena (no allocation per word). The table is shared by every text measured with the face, behind a lock (texts may
/// be prepared on several threads) that is only ever tried: a text that finds it taken shapes
/// its run as if the cache were not there (the result is the same), so no thread waits for
/// another (and the lock is never handed over by the kernel, which ThreadSanitizer cannot
/// follow: the chat tests' parallel layout reported a race on the table). Once it holds `capacity` words or `glyphCapacity` glyphs it
/// takes no more (the frequent words of a text come early, so they are in), which bounds its
/// memory (about 5 MB) and spares a full table the cost of remembering.
final class ShapedWordCache: Sendable {
    /// Words kept at most.
    static let capacity = 16_384
    /// Glyphs kept at most, over all words.
    static let glyphCapacity = 1 << 18

    private struct State: Sendable {
        var table = WordTable()
        /// Every word's glyphs, clusters numbered from the word's first.
        var arena = RunShaper.Output()
        var isFull = false
    }

    private let state = Mutex(State())

    /// The pieces of one run: the key of each (a range of `keys`), its hash and its first
    /// cluster.
    struct Pieces {
        var keys: [UInt32] = []
        var bounds: [Int] = [0]
        var hashes: [Int] = []
        var firstClusters: [Int32] = []
        var count: Int { firstClusters.count }

        /// Ends the piece begun at `bounds.last`, hashing its key once.
        mutating func close() {
            let from = bounds[bounds.count - 1]
            bounds.append(keys.count)
            hashes.append(keys.withUnsafeBufferPointer { WordTable.hash(UnsafeBufferPointer(rebasing: $0[from...])) })
        }

        /// Piece `k`'s key, from the buffer of `keys`.
        @inline(__always)
        func key(_ k: Int, in keys: UnsafeBufferPointer<UInt32>) -> UnsafeBufferPointer<UInt32> {
            UnsafeBufferPointer(rebasing: keys[bounds[k]..<bounds[k + 1]])
        }
    }

    /// The run shaped from known words, or nil when a word is unknown (or the table busy).
    func assemble(_ pieces: Pieces, glyphEstimate: Int) -> RunShaper.Output? {
        let found = state.withLockIfAvailable { state -> RunShaper.Output? in
            pieces.keys.withUnsafeBufferPointer { keys -> RunShaper.Output? in
                var output = RunShaper.Output()
                output.reserve(glyphEstimate)
                for k in 0..<pieces.count {
                    guard let glyphs = state.table.find(pieces.key(k, in: keys), hash: pieces.hashes[k]) else { return nil }
                    output.append(state.arena, glyphs, clusterOffset: pieces.firstClusters[k])
                }
                return output
            }
        }
        return found ?? nil
    }

    /// Remembers each piece of `output` (the whole run, shaped) that is not known yet (unless
    /// the table is busy).
    func remember(_ pieces: Pieces, from output: RunShaper.Output) {
        _ = state.withLockIfAvailable { state in
            guard !state.isFull else { return }
            if state.table.count + pieces.count > ShapedWordCache.capacity
                || state.arena.glyphs.count + output.glyphs.count > ShapedWordCache.glyphCapacity {
                state.isFull = true
                return
            }
            pieces.keys.withUnsafeBufferPointer { keys in
                var glyph = 0
                for k in 0..<pieces.count {
                    let end = k + 1 < pieces.count ? pieces.firstClusters[k + 1] : Int32.max
                    let start = glyph
                    while glyph < output.clusters.count, output.clusters[glyph] < end { glyph += 1 }
                    let key = pieces.key(k, in: keys), hash = pieces.hashes[k]
                    guard state.table.find(key, hash: hash) == nil else { continue }
                    let from = state.arena.glyphs.count
                    state.arena.append(output, start..<glyph, clusterOffset: -pieces.firstClusters[k])
                    state.table.insert(key, hash: hash, glyphs: from..<state.arena.glyphs.count)
                }
            }
        }
    }
}

extension RunShaper {
    /// `shape`, through `cache`: the clusters are cut before and after each run of clusters
    /// that are a lone U+0020; when every piece is known the run is assembled from them,
    /// otherwise it is shaped whole and its new pieces remembered. Only for a face where
    /// ``SpaceIndependence`` holds, where the pieces of a run are what shaping them alone
    /// gives, so the result equals `shape`'s.
    /// - Complexity: O(scalars) for the keys, plus `shape` when a word is new.
    static func shapeByWords(_ clusters: Clusters, face: SFNTFace, shaping: FaceShaping, cache: ShapedWordCache,
                             script: ShapingScript, kerning: Bool) -> Output {
        let pieces = wordPieces(clusters, script: script, kerning: kerning)
        if let known = cache.assemble(pieces, glyphEstimate: clusters.scalars.count + 4) { return known }
        let output = shape(clusters, face: face, shaping: shaping, script: script, kerning: kerning)
        cache.remember(pieces, from: output)
        return output
    }

    /// The words and runs of spaces of `clusters`, each keyed by a header word (script,
    /// kerning) and its scalars with bit 31 set on each cluster's first (scalars stop at
    /// 0x10FFFF; an empty cluster is 0xFFFF_FFFF).
    static func wordPieces(_ clusters: Clusters, script: ShapingScript, kerning: Bool) -> ShapedWordCache.Pieces {
        var pieces = ShapedWordCache.Pieces()
        pieces.keys.reserveCapacity(clusters.scalars.count + clusters.count / 2 + 4)
        func isSpace(_ k: Int) -> Bool {
            let from = Int(clusters.bounds[k])
            return Int(clusters.bounds[k + 1]) - from == 1 && clusters.scalars[from] == 0x20
        }
        let header = UInt32(script.rawValue) << 1 | (kerning ? 1 : 0)
        var k = 0
        while k < clusters.count {
            let spaces = isSpace(k)
            pieces.firstClusters.append(clusters.first + Int32(k))
            pieces.keys.append(header)
            repeat {
                let from = Int(clusters.bounds[k]), to = Int(clusters.bounds[k + 1])
                if from < to {
                    pieces.keys.append(clusters.scalars[from] | 0x8000_0000)
                    for s in (from + 1)..<to { pieces.keys.append(clusters.scalars[s]) }
                } else {
                    pieces.keys.append(0xFFFF_FFFF)
                }
                k += 1
            } while k < clusters.count && isSpace(k) == spaces
            pieces.close()
        }
        return pieces
    }
}

extension RunShaper.Output {
    mutating func reserve(_ count: Int) {
        glyphs.reserveCapacity(count)
        clusters.reserveCapacity(count)
        advances.reserveCapacity(count)
        xOffsets.reserveCapacity(count)
        yOffsets.reserveCapacity(count)
        pairAdjustments.reserveCapacity(count)
    }

    /// Appends glyphs `range` of `other`, adding `clusterOffset` to their clusters.
    /// (Through buffer pointers: `append(contentsOf:)` of an `ArraySlice` took the generic
    /// sequence path, about 150 instructions per call in `text distinct words`.)
    mutating func append(_ other: RunShaper.Output, _ range: Range<Int>, clusterOffset: Int32) {
        guard !range.isEmpty else { return }
        func copy<T>(_ source: [T], into target: inout [T]) {
            source.withUnsafeBufferPointer { target.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
        }
        copy(other.glyphs, into: &glyphs)
        other.clusters.withUnsafeBufferPointer { source in
            for cluster in source[range] { clusters.append(cluster + clusterOffset) }
        }
        copy(other.advances, into: &advances)
        copy(other.xOffsets, into: &xOffsets)
        copy(other.yOffsets, into: &yOffsets)
        copy(other.pairAdjustments, into: &pairAdjustments)
    }
}
