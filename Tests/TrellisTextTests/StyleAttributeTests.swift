import Foundation
import Testing
@testable import TrellisText

/// `Fixtures/stat-names.json`, written by scripts/text/stat_fixtures.py: fontTools' reading of
/// STAT in Inter's variable faces and Fixtures/tiny-gvar.ttf, and the style names fontTools'
/// instancer gives instances (null where it finds no axis value at the position).
struct StatCase: Decodable, CustomTestStringConvertible, Sendable {
    struct Axis: Decodable, Sendable {
        let tag: String
        let name: String
        let ordering: Int
    }

    struct Value: Decodable, Sendable {
        let format: Int
        let name: String
        let flags: Int
        let location: [String: Double]
        let range: [Double]?
        let linked: Double?
    }

    struct Style: Decodable, Sendable {
        let location: [String: Double]
        let style: String?
    }

    let path: String
    let axes: [Axis]
    let values: [Value]
    let elidedFallback: String?
    let styles: [Style]

    var testDescription: String { (path as NSString).lastPathComponent }
    var isBundled: Bool { path.hasPrefix("Fixtures/") }
    var resolvedPath: String? {
        guard isBundled else { return path }
        return Bundle.module.url(forResource: String(path.dropLast(4)), withExtension: "ttf")?.path
    }

    static let all: [StatCase] = {
        struct File: Decodable { let cases: [StatCase] }
        guard let url = Bundle.module.url(forResource: "Fixtures/stat-names", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(File.self, from: data))?.cases ?? []
    }()

    static func cases(installed: Bool) -> [StatCase] { all.filter { $0.isBundled != installed } }
}

@Suite("STAT: design axes, axis value names and style names against fontTools")
struct StyleAttributeTests {
    private func compare(_ testCase: StatCase) throws {
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath))
        #expect(face.styleAxes.map(\.tag) == testCase.axes.map(\.tag))
        #expect(face.styleAxes.map(\.name) == testCase.axes.map(\.name))
        #expect(face.styleAxes.map(\.ordering) == testCase.axes.map(\.ordering))
        let values = face.axisValueNames
        try #require(values.count == testCase.values.count)
        for (ours, theirs) in zip(values, testCase.values) {
            #expect(ours.name == theirs.name && ours.location == theirs.location, "\(ours) vs \(theirs)")
            #expect(ours.isElidable == (theirs.flags & 2 != 0) && ours.isOlderSibling == (theirs.flags & 1 != 0))
            #expect(ours.range.map { [$0.lowerBound, $0.upperBound] } == theirs.range)
            #expect(ours.linkedValue == theirs.linked)
        }
        for style in testCase.styles {
            let varied = face.varied(style.location)
            #expect(varied.axisPosition == style.location.merging(face.axisPosition) { theirs, _ in theirs })
            // fontTools names a format 2 range only at its nominal value; inside the range the
            // OpenType spec's rule (the range's name applies) is checked below instead.
            if let expected = style.style {
                #expect(varied.statStyleName == expected, "\(style.location)")
                #expect(varied.styleName == expected, "\(style.location)")
            }
        }
    }

    @Test("the built font's formats 1-4: points, a linked Regular, width ranges, a combination")
    func builtFont() throws {
        let testCase = try #require(StatCase.cases(installed: false).first)
        try compare(testCase)
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath))
        // The names scripts/text/variable_test_fonts.py put in (fontTools writes Poster first).
        #expect(Set(face.axisValueNames.map(\.name)) == ["Thin", "Regular", "Bold", "Black", "Condensed", "Normal", "Wide", "Poster"])
        #expect(face.axisValueNames.first { $0.name == "Regular" }?.linkedValue == 700)
        #expect(face.axisValueNames.first { $0.name == "Wide" }?.range == 110...125)
        // Rule (OpenType STAT, format 2): a position inside a range takes the range's name.
        #expect(face.varied(["wght": 100, "wdth": 115]).statStyleName == "Thin Wide")
        #expect(face.varied(["wght": 400, "wdth": 75]).statStyleName == "Condensed")
        // fontTools finds no name there (the fixture's null): neither do we.
        #expect(testCase.styles.contains { $0.location == ["wght": 100, "wdth": 115] && $0.style == nil })
        // Between named weights there is no name, and styleName falls back to the name table's.
        #expect(face.varied(["wght": 550]).statStyleName == nil)
        #expect(face.varied(["wght": 550]).styleName == "Regular")
        #expect(face.statStyleName == "Regular")  // the default: every part elided
    }

    @Test("Inter's variable faces: every named instance's style name",
          .enabled(if: SystemFonts.has(SystemFonts.interVariable) && SystemFonts.has(SystemFonts.interVariableWithSlant),
                   "Inter variable (fonts-inter-variable) is not installed"),
          arguments: StatCase.cases(installed: true))
    func inter(_ testCase: StatCase) throws {
        try compare(testCase)
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath))
        #expect(face.varied(["wght": 650]).statStyleName == nil)  // fontTools: no axis value at 650
        // Every fvar named instance's STAT name is its fvar subfamily name.
        for instance in face.namedInstances {
            #expect(face.varied(instance.coordinates).statStyleName == instance.name, "\(instance.coordinates)")
        }
    }

    @Test("a damaged STAT leaves the face usable, without style names")
    func damaged() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-gvar", withExtension: "ttf"))
        var bytes = [UInt8](try Data(contentsOf: url))
        let directory = try TableDirectory(bytes: bytes, faceIndex: 0)
        let record = try #require(directory.records[TableDirectory.tag("STAT")])
        bytes[record.offset] = 9  // major version 0x0901
        let face = try FontFace(bytes: bytes, identifier: "damaged STAT")
        #expect(face.styleAxes.isEmpty && face.axisValueNames.isEmpty && face.statStyleName == nil)
        #expect(face.variationAxes.count == 2)
    }
}
