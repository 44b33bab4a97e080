import Foundation
import Testing
@testable import TrellisText

/// One case of `LineBreakTest.txt`: scalars and the expected opportunity before each of them
/// (index 0 is the start of text) plus the end.
struct LineBreakTestCase {
    let line: Int
    let scalars: [Unicode.Scalar]
    /// `true` = ÷ (break allowed or mandatory) before scalar i; the last entry is the end of text.
    let breaks: [Bool]

    static func load() throws -> [LineBreakTestCase] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/LineBreakTest-15.0.0", withExtension: "txt"))
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [LineBreakTestCase] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            for token in tokens {
                if token == "÷" { breaks.append(true) } else if token == "×" { breaks.append(false) } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            cases.append(LineBreakTestCase(line: number + 1, scalars: scalars, breaks: breaks))
        }
        return cases
    }
}

@Suite("UAX #14 conformance (LineBreakTest-15.0.0)")
struct LineBreakConformanceTests {
    @Test("the fixture matches the generated tables' UCD version")
    func versionMatches() {
        #expect(UnicodeTables.version == "15.0.0")
    }

    @Test("every case of LineBreakTest.txt passes at the scalar level")
    func scalarLevel() throws {
        let cases = try LineBreakTestCase.load()
        #expect(cases.count == 7654)
        let breaker = LineBreaker(options: .uax14)
        var failures: [String] = []
        for testCase in cases {
            let got = breaker.scalarOpportunities(testCase.scalars)
            // breaks[0] is sot (always ×), breaks[i] is before scalar i, last is eot (always ÷).
            var actual = got.map { $0 != .prohibited }
            actual.append(true)
            if actual != testCase.breaks {
                failures.append("line \(testCase.line): \(testCase.scalars.map { String($0.value, radix: 16) }) expected \(testCase.breaks) got \(actual)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("the Character layer keeps the scalar breaks at grapheme boundaries and drops the rest")
    func characterLevel() throws {
        let cases = try LineBreakTestCase.load()
        let breaker = LineBreaker(options: .uax14)
        var dropped = 0
        for testCase in cases {
            var text = ""
            text.unicodeScalars.append(contentsOf: testCase.scalars)
            let scalarLevel = breaker.scalarOpportunities(testCase.scalars)
            let characterLevel = breaker.characterOpportunities(text)
            // Map each Character to its first scalar's index.
            var expected: [LineBreakOpportunity] = []
            var scalarIndex = 0
            for character in text {
                expected.append(scalarLevel[scalarIndex])
                scalarIndex += character.unicodeScalars.count
            }
            #expect(characterLevel == expected, "line \(testCase.line)")
            dropped += scalarLevel.filter { $0 != .prohibited }.count - expected.filter { $0 != .prohibited }.count
        }
        // Swift's Unicode 17 grapheme rules swallow some UAX #14 breaks (e.g. EM or ZWJ after a non-base).
        #expect(dropped > 0)
    }
}
