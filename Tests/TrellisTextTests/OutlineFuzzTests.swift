import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisText

/// Damaged outline data must throw a `FontError` or give an outline; never trap or hang.
/// Seeded and deterministic: bit flips land inside the `glyf`/`loca`, `gvar`, `CFF ` or `CFF2` table.
@Suite("Outline fuzzing")
struct OutlineFuzzTests {
    /// Reads every glyph's outline; returns how many threw.
    func drawAll(_ bytes: [UInt8], glyphs: Range<UInt16>, at location: [String: Double] = [:]) -> Int {
        guard let face = try? FontFace(bytes: bytes, identifier: "fuzz").varied(location) else { return 0 }
        var thrown = 0
        for glyph in glyphs {
            do { _ = try face.outline(ofGlyph: glyph) } catch { thrown += 1 }
        }
        return thrown
    }

    /// Flips bits inside the table `tag` and draws glyphs each time.
    func flip(_ full: [UInt8], table tag: String, glyphs: Range<UInt16>, rounds: Int, seed: UInt64,
              at location: [String: Double] = [:]) throws -> Int {
        let directory = try TableDirectory(bytes: full, faceIndex: 0)
        let record = try #require(directory.records[TableDirectory.tag(tag)])
        var random = SplitMix64(seed: seed)
        var thrown = 0
        for _ in 0..<rounds {
            var bytes = full
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = record.offset + Int.random(in: 0..<record.length, using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            thrown += drawAll(bytes, glyphs: glyphs, at: location)
        }
        return thrown
    }

    @Test("2,000 bit flips in the tiny CFF font's charstrings, subroutines and dicts")
    func cff() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-cff", withExtension: "otf"))
        let full = [UInt8](try Data(contentsOf: url))
        #expect(drawAll(full, glyphs: 0..<5) == 0)
        #expect(try flip(full, table: "CFF ", glyphs: 0..<8, rounds: 2000, seed: 0xCFF) > 0)
    }

    @Test("2,000 bit flips in the tiny variable font's gvar, drawn at two axis positions")
    func gvar() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-gvar", withExtension: "ttf"))
        let full = [UInt8](try Data(contentsOf: url))
        let location = ["wght": 713.0, "wdth": 81]
        #expect(drawAll(full, glyphs: 0..<4, at: location) == 0)
        #expect(try flip(full, table: "gvar", glyphs: 0..<6, rounds: 1000, seed: 0x6A7, at: location) > 0)
        #expect(try flip(full, table: "gvar", glyphs: 0..<6, rounds: 1000, seed: 0x6A8, at: ["wght": 900, "wdth": 125]) > 0)
    }

    @Test("2,000 bit flips in the tiny CFF2 font's charstrings, subroutines, DICTs and VariationStore")
    func cff2() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-cff2", withExtension: "otf"))
        let full = [UInt8](try Data(contentsOf: url))
        let location = ["wght": 713.0, "wdth": 81]
        #expect(drawAll(full, glyphs: 0..<5, at: location) == 0)
        #expect(try flip(full, table: "CFF2", glyphs: 0..<7, rounds: 1000, seed: 0xCFF2, at: location) > 0)
        #expect(try flip(full, table: "CFF2", glyphs: 0..<7, rounds: 1000, seed: 0xCFF3) > 0)
    }

    @Test("bit flips in DejaVu Sans's glyf and loca", .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func glyf() throws {
        let full = [UInt8](try #require(FileManager.default.contents(atPath: SystemFonts.dejaVuSans)))
        // The first glyphs, whose data sits at the start of glyf, so most flips hit them.
        #expect(try flip(full, table: "loca", glyphs: 0..<40, rounds: 100, seed: 0x10CA) > 0)
        let directory = try TableDirectory(bytes: full, faceIndex: 0)
        let glyf = try #require(directory.records[TableDirectory.tag("glyf")])
        var random = SplitMix64(seed: 0x61F)
        for _ in 0..<300 {
            var bytes = full
            let index = glyf.offset + Int.random(in: 0..<4000, using: &random)
            bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            _ = drawAll(bytes, glyphs: 0..<40)
        }
    }

    @Test("a charstring that calls itself ends in an error, not a hang")
    func recursion() throws {
        // Global subroutine 0 calls itself: `-107 callgsubr`.
        let cff: [UInt8] = CFFBuilder.table(charString: [32, 29], globalSubr: [32, 29, 11])
        let table = FontReader(bytes: cff, table: "CFF ")
        let outlines = try CFFOutlines(table)
        do {
            _ = try outlines.outline(0)
            Issue.record("a self-calling subroutine drew an outline")
        } catch {
            #expect(error.description.contains("nested deeper than 10"), "\(error)")
        }
    }
}

/// The smallest CFF table with one glyph and one global subroutine, for hostile charstrings.
enum CFFBuilder {
    static func index(_ objects: [[UInt8]]) -> [UInt8] {
        guard !objects.isEmpty else { return [0, 0] }
        var out: [UInt8] = [UInt8(objects.count >> 8), UInt8(objects.count & 0xFF), 2]
        var offset = 1
        out += [0, 1]
        for object in objects {
            offset += object.count
            out += [UInt8(offset >> 8), UInt8(offset & 0xFF)]
        }
        for object in objects { out += object }
        return out
    }

    static func table(charString: [UInt8], globalSubr: [UInt8]) -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 2]
        let names = index([Array("T".utf8)])
        let strings = index([])
        let gsubrs = index([globalSubr])
        // Top DICT: `28 hi lo 17`, CharStrings at a 16-bit offset; its INDEX is 11 bytes.
        let charStringsAt = header.count + names.count + 11 + strings.count + gsubrs.count
        let top = index([[28, UInt8(charStringsAt >> 8), UInt8(charStringsAt & 0xFF), 17]])
        return header + names + top + strings + gsubrs + index([charString])
    }
}
