import Testing
@testable import TrellisText

/// `PreparedText.Storage` keeps every per-cluster array in one allocation: each array read
/// back must be what was written, where it was written, on random texts.
@Suite("PreparedText storage")
struct PreparedStorageTests {
    /// Texts from a fixed-seed generator: ASCII words, CJK, emoji sequences, Arabic, marks,
    /// spaces, tabs and newlines.
    static func randomTexts(count: Int) -> [String] {
        let pieces = ["hello", "AV", "To", "wa", "3pm", "can't", " ", "  ", "\t", "\n", "\r\n", "你好", "。", "「了解」",
                      "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "❤️", "é", "e\u{301}", "سلام", "עברית", "https://example.com/a?b=1", "—", "…", ""]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(24)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test("cluster starts, advances, segments, glyphs and faces read back consistently", arguments: [false, true])
    func randomTexts(bundled: Bool) {
        let font = bundled ? Font.system(size: 17) : Font.builtin(size: 17)
        for text in Self.randomTexts(count: 300) {
            let prepared = PreparedText(text, font: font)
            let storage = prepared.storage
            let count = text.count
            #expect(prepared.characterCount == count)
            let starts = prepared.clusterStart.map { Int($0) }
            #expect(starts == PreparedScanTests.characterOffsets(text) + [text.utf16.count])
            #expect(prepared.characterAdvances.count == count)
            #expect(prepared.kernAfter.isEmpty || prepared.kernAfter.count == count)
            #expect(storage.glyphs.count == (bundled ? count : 0))
            #expect(storage.faceOf.isEmpty || storage.faceOf.count == count)
            #expect(storage.text == text)
            // The segments tile the clusters, and each one's widths are its advances' sums.
            let segments = Array(prepared.segments)
            #expect(segments.isEmpty == (count == 0))
            var next = 0
            for segment in segments {
                #expect(Int(segment.start) == next)
                #expect(segment.start <= segment.contentEnd && segment.contentEnd <= segment.end)
                let all = prepared.advances[Int(segment.start)..<Int(segment.end)].reduce(0, +)
                #expect(abs(segment.body + segment.tail - all) < 1e-9)
                next = Int(segment.end)
            }
            #expect(next == count)
            // Without kerning each advance is its character's own, measured alone.
            if !bundled {
                let alone = text.map { PreparedText(String($0), font: font).characterAdvances.first ?? -1 }
                #expect(prepared.characterAdvances == alone)
            }
        }
    }

    @Test("a storage built from arrays reads them back at their offsets")
    func roundTrip() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            let n = next(40)
            let advances = (0..<n).map { _ in Double(next(10_000)) / 7 }
            let kerning = next(2) == 0 ? [] : (0..<n).map { _ in Double(next(100)) - 50 }
            let starts = (0...n).map { Int32($0 * 2) }
            let paragraphs = (0..<next(3)).map { PreparedText.Paragraph(start: Int32($0), isRightToLeft: $0 % 2 == 0) }
            let glyphs = next(2) == 0 ? [] : (0..<n).map { _ in UInt16(next(65_536)) }
            let faces = glyphs.isEmpty || next(2) == 0 ? [] : (0..<n).map { _ in UInt8(next(256)) }
            let segmentCount = n == 0 ? 0 : next(n) + 1
            let segments: [PreparedText.Segment] = (0..<segmentCount).map { (k: Int) -> PreparedText.Segment in
                let at = Int32(k)
                return PreparedText.Segment(start: at, contentEnd: at, end: at + 1, body: Double(k), tail: 0.5,
                                            hardBreak: k % 3 == 0, faceMask: UInt32(k))
            }
            let room = segments.count + next(3)  // room for more segments than are written
            let layout = PreparedText.TailLayout(clusters: n, kerning: kerning.count, segments: room, paragraphs: paragraphs.count,
                                                 glyphs: glyphs.count, faces: faces.count)
            for offset in [layout.advanceOffset, layout.kerningOffset, layout.startOffset, layout.paragraphOffset, layout.glyphOffset, layout.faceOffset,
                           layout.segmentOffset] {
                #expect(offset % 8 == 0)
            }
            #expect(layout.segmentOffset + room * MemoryLayout<PreparedText.Segment>.stride <= layout.words * 8)
            let chain = FaceChain(font: .builtin(size: 10))
            let header = PreparedText.StorageHeader(
                font: .builtin(size: 10), chain: chain, ellipsis: PreparedText.Ellipsis(advance: 1, face: 0), text: "", shaped: nil,
                totalWidth: 0, hardBreakCount: 0, runs: [], options: TextOptions(), primary: chain.primary, layout: layout,
                segmentCount: segments.count)
            let storage = PreparedText.Storage.make(header) { tail in
                func write<T>(_ values: [T], at offset: Int) {
                    let typed = (tail + offset).bindMemory(to: T.self, capacity: values.count)
                    for (i, value) in values.enumerated() { (typed + i).initialize(to: value) }
                }
                write(advances, at: layout.advanceOffset)
                write(kerning, at: layout.kerningOffset)
                write(starts, at: layout.startOffset)
                write(paragraphs, at: layout.paragraphOffset)
                write(glyphs, at: layout.glyphOffset)
                write(faces, at: layout.faceOffset)
                write(segments, at: layout.segmentOffset)
            }
            #expect(Array(storage.advances) == advances)
            #expect(Array(storage.kernAfter) == kerning)
            #expect(Array(storage.clusterStart) == starts)
            let storedParagraphs: [PreparedText.Paragraph] = Array(storage.paragraphs)
            #expect(storedParagraphs.map { $0.start } == paragraphs.map { $0.start })
            #expect(storedParagraphs.map { $0.isRightToLeft } == paragraphs.map { $0.isRightToLeft })
            #expect(Array(storage.glyphs) == glyphs)
            #expect(Array(storage.faceOf) == faces)
            let storedSegments: [PreparedText.Segment] = Array(storage.segments)
            #expect(storedSegments.map { $0.body } == segments.map { $0.body })
            #expect(storedSegments.map { $0.faceMask } == segments.map { $0.faceMask })
            #expect(storedSegments.map { $0.hardBreak } == segments.map { $0.hardBreak })
            #expect(storage.segmentCount == segments.count)
            for i in 0..<n {
                #expect(storage.kern(after: i) == (kerning.isEmpty ? 0 : kerning[i]))
                #expect(storage.start(i) == starts[i])
            }
        }
    }
}
