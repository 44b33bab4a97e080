extension PreparedText {
    /// What a ``Storage`` holds besides its per-cluster arrays, and where each array starts
    /// in its tail.
    struct StorageHeader {
        // What layout reads comes last, next to the tail, where layout reads on: the header's
        // end and the segments after it are one run of memory (layout at a new width is
        // bound by cache misses, not instructions).
        let font: Font
        /// The faces measured with and their scale, ascent, descent and gap in points.
        let chain: FaceChain
        /// The "…" in the first font (every run's is in ``runs``).
        let ellipsis: Ellipsis
        /// The text, kept for drawing.
        let text: String
        /// The glyphs of shaped runs (nil when no run was shaped).
        let shaped: ShapedGlyphs?
        /// The width of all segments on one line, hanging spaces included (a line-count estimate).
        var totalWidth: Double
        /// Segments ending with a hard line break.
        var hardBreakCount: Int
        /// The runs of an attributed text with several runs (empty for one font).
        let runs: [RunMetrics]
        let options: TextOptions
        /// `chain.primary`, kept here so that layout does not follow the chain's pointer.
        let primary: FaceChain.Metrics
        let layout: TailLayout
        /// How many segments were written (room for `layout.segments`).
        var segmentCount: Int
        /// What laying out every segment on one line needs (the one-line shortcut of layout).
        var oneLine = OneLine.never
    }

    /// The counts of the tail's arrays and their byte offsets, in this order (each 8-byte
    /// aligned): segments (room for `segments`, of which fewer may be written), cluster
    /// starts, advances, kerning, paragraphs, glyphs, faces. What layout reads (segments,
    /// then the starts of its lines) comes first, right after the header.
    struct TailLayout {
        let clusters: Int
        let kerning: Int
        let segments: Int
        let paragraphs: Int
        let glyphs: Int
        let faces: Int
        let advanceOffset: Int
        let kerningOffset: Int
        let segmentOffset: Int
        let startOffset: Int
        let paragraphOffset: Int
        let glyphOffset: Int
        let faceOffset: Int
        /// The tail's size in 8-byte words.
        let words: Int

        /// - Parameters: counts of each array: `clusters` advances and `clusters + 1` starts;
        ///   `kerning`, `glyphs` and `faces` are 0 or `clusters`.
        init(clusters: Int, kerning: Int, segments: Int, paragraphs: Int, glyphs: Int, faces: Int) {
            func aligned(_ bytes: Int) -> Int { (bytes + 7) & ~7 }
            self.clusters = clusters
            self.kerning = kerning
            self.segments = segments
            self.paragraphs = paragraphs
            self.glyphs = glyphs
            self.faces = faces
            segmentOffset = 0
            startOffset = aligned(segments * MemoryLayout<Segment>.stride)
            advanceOffset = startOffset + aligned((clusters + 1) * 4)
            kerningOffset = advanceOffset + clusters * 8
            paragraphOffset = kerningOffset + kerning * 8
            glyphOffset = paragraphOffset + aligned(paragraphs * MemoryLayout<Paragraph>.stride)
            faceOffset = glyphOffset + aligned(glyphs * 2)
            words = (faceOffset + faces + 7) / 8
        }
    }

    /// A ``Storage`` held by a `Sendable` value: `ManagedBuffer` is not `Sendable`, and this
    /// one is never changed once built (``Storage/make(_:fill:)`` fills it before sharing it).
    struct SharedStorage: @unchecked Sendable {
        let storage: Storage
    }

    /// The measured text, shared by copies: one allocation holds the header and every
    /// per-cluster array (segments, cluster starts, advances, kerning, paragraphs, glyphs,
    /// faces), read through ``StoredArray``s. Immutable once ``make(_:fill:)`` returns.
    final class Storage: ManagedBuffer<StorageHeader, UInt64> {
        /// A storage with `header`'s tail, filled by `fill` (given the tail's base) before it
        /// is shared.
        static func make(_ header: StorageHeader, fill: (UnsafeMutableRawPointer) -> Void) -> Storage {
            let buffer = Storage.create(minimumCapacity: Swift.max(header.layout.words, 1)) { _ in header }
            let storage = unsafeDowncast(buffer, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { fill(UnsafeMutableRawPointer($0)) }
            return storage
        }

        /// The header, read through its pointer: reading `header` itself is a checked
        /// (exclusive-access) read of a class's stored property, costly on every access.
        @inline(__always)
        private var fields: UnsafeMutablePointer<StorageHeader> { withUnsafeMutablePointerToHeader { $0 } }

        @inline(__always)
        private func base<T>(_ offset: Int, of type: T.Type) -> UnsafePointer<T> {
            withUnsafeMutablePointerToElements { (UnsafeRawPointer($0) + offset).assumingMemoryBound(to: T.self) }
        }

        @inline(__always)
        private func array<T>(_ offset: Int, _ count: Int, of type: T.Type) -> StoredArray<T> {
            guard count > 0 else { return StoredArray() }
            return StoredArray(owner: self, base: base(offset, of: T.self), count: count)
        }

        var font: Font { fields.pointee.font }
        var options: TextOptions { fields.pointee.options }
        var chain: FaceChain { fields.pointee.chain }
        var primary: FaceChain.Metrics { fields.pointee.primary }
        var ellipsis: Ellipsis { fields.pointee.ellipsis }
        var runs: [RunMetrics] { fields.pointee.runs }
        var hasRuns: Bool { !fields.pointee.runs.isEmpty }
        var text: String { fields.pointee.text }
        var shaped: ShapedGlyphs? { fields.pointee.shaped }
        var totalWidth: Double { fields.pointee.totalWidth }
        var hardBreakCount: Int { fields.pointee.hardBreakCount }
        var oneLine: OneLine { fields.pointee.oneLine }
        var clusterCount: Int { fields.pointee.layout.clusters }
        var segmentCount: Int { fields.pointee.segmentCount }
        var hasParagraphs: Bool { fields.pointee.layout.paragraphs > 0 }
        /// Advance of each cluster in points, including kerning with the cluster after it.
        var advances: StoredArray<Double> { array(fields.pointee.layout.advanceOffset, clusterCount, of: Double.self) }
        /// The kerning included in `advances[i]` (empty when the text has none).
        var kernAfter: StoredArray<Double> { array(fields.pointee.layout.kerningOffset, fields.pointee.layout.kerning, of: Double.self) }
        var segments: StoredArray<Segment> { array(fields.pointee.layout.segmentOffset, segmentCount, of: Segment.self) }
        /// UTF-16 offset where each cluster starts, plus the text's UTF-16 length at the end.
        var clusterStart: StoredArray<Int32> { array(fields.pointee.layout.startOffset, clusterCount + 1, of: Int32.self) }
        var paragraphs: StoredArray<Paragraph> {
            array(fields.pointee.layout.paragraphOffset, fields.pointee.layout.paragraphs, of: Paragraph.self)
        }
        /// Each cluster's glyph (empty for the built-in metrics alone).
        var glyphs: StoredArray<UInt16> { array(fields.pointee.layout.glyphOffset, fields.pointee.layout.glyphs, of: UInt16.self) }
        /// Each cluster's face index; empty when every cluster uses the first face.
        var faceOf: StoredArray<UInt8> { array(fields.pointee.layout.faceOffset, fields.pointee.layout.faces, of: UInt8.self) }

        /// `clusterStart[index]` without building a ``StoredArray`` (no retain).
        @inline(__always)
        func start(_ index: Int) -> Int32 {
            precondition(UInt(bitPattern: index) <= UInt(bitPattern: clusterCount), "cluster out of range")
            return base(fields.pointee.layout.startOffset, of: Int32.self)[index]
        }

        /// `kernAfter[cluster]`, 0 when the text has no kerning.
        @inline(__always)
        func kern(after cluster: Int) -> Double {
            let layout = fields.pointee.layout
            guard layout.kerning > 0 else { return 0 }
            precondition(UInt(bitPattern: cluster) < UInt(bitPattern: layout.kerning), "cluster out of range")
            return base(layout.kerningOffset, of: Double.self)[cluster]
        }

        /// Calls `body` with the segments (valid only during the call).
        @inline(__always)
        func withSegments<R>(_ body: (UnsafeBufferPointer<Segment>) throws -> R) rethrows -> R {
            let count = segmentCount
            return try body(UnsafeBufferPointer(start: count > 0 ? base(fields.pointee.layout.segmentOffset, of: Segment.self) : nil,
                                                count: count))
        }
        /// What positioned glyphs need: the text, each cluster's face index and glyph.
        var drawing: Drawing { Drawing(text: text, faceOf: faceOf, glyphs: glyphs, shaped: shaped) }
    }
}
