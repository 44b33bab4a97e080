/// Which GSUB and GPOS lookups run for a script, in which order, on which glyphs: the
/// features HarfBuzz applies by default, found through the font's ScriptList (the script's
/// default LangSys), FeatureList and LookupList.
///
/// - GSUB, every script: `rvrn`, `ccmp`, `locl`, `rlig`, `calt`, `clig`, `liga`, `rclt`, and
///   `ltra`/`ltrm` or `rtla`. Arabic adds `isol`, `fina`, `medi`, `init` (each on the glyphs
///   of that joining form) in their own stages after `ccmp`/`locl`, and puts `rlig`, then
///   `rclt`/`calt`, then the rest in stages of their own (HarfBuzz's Arabic shaper).
/// - GPOS: `kern`, `mark`, `mkmk`, `curs`, `dist`, `abvm`, `blwm`.
/// Within a stage the lookups run once each, in lookup-index order.
struct ShapingFeatures: Sendable {
    /// One lookup run: its index, the glyphs it applies to (bit 0: every glyph; bit k: glyphs
    /// of ``ArabicForms/Form`` k) and its stage.
    struct Step: Sendable {
        var lookup: Int
        var mask: UInt8
        var stage: Int
    }

    let steps: [Step]

    static let arabicForms: [(tag: String, form: ArabicForms.Form)] = [("isol", .isolated), ("fina", .final), ("medi", .medial), ("init", .initial)]

    /// The GSUB (or, with `positioning`, the GPOS) steps for `script`.
    init(table: FontReader, script: ShapingScript, positioning: Bool) throws(FontError) {
        // (tag, mask, stage) of each feature wanted.
        var wanted: [(String, UInt8, Int)] = []
        if positioning {
            wanted = ["abvm", "blwm", "mark", "mkmk", "curs", "dist", "kern"].map { ($0, 1, 0) }
        } else if script == .arabic {
            wanted = [("rvrn", 1, 0), ("rtla", 1, 0), ("ccmp", 1, 0), ("locl", 1, 0)]
            for (k, feature) in ShapingFeatures.arabicForms.enumerated() {
                wanted.append((feature.tag, 1 << feature.form.rawValue, 1 + k))
            }
            wanted += [("rlig", 1, 5), ("rclt", 1, 6), ("calt", 1, 6), ("clig", 1, 7), ("liga", 1, 7)]
        } else {
            let direction = script.isRightToLeft ? ["rtla"] : ["ltra", "ltrm"]
            wanted = (["rvrn"] + direction + ["ccmp", "locl", "rlig", "calt", "clig", "liga", "rclt"]).map { ($0, 1, 0) }
        }
        let featureIndices = try ShapingFeatures.languageFeatures(table, script: script)
        let featureList = try table.offset16(6)
        let featureCount = Int(try featureList.u16(0))
        var chosen: [Int: [Int: UInt8]] = [:]  // stage → lookup → mask
        for index in featureIndices where index < featureCount {
            let tag = TableDirectory.name(try featureList.u32(2 + 6 * index))
            guard let feature = wanted.first(where: { $0.0 == tag }) else { continue }
            let record = try featureList.sub(Int(try featureList.u16(6 + 6 * index)))
            for j in 0..<Int(try record.u16(2)) {
                let lookup = Int(try record.u16(4 + 2 * j))
                chosen[feature.2, default: [:]][lookup, default: 0] |= feature.1
            }
        }
        var steps: [Step] = []
        for stage in chosen.keys.sorted() {
            for (lookup, mask) in chosen[stage]!.sorted(by: { $0.key < $1.key }) {
                steps.append(Step(lookup: lookup, mask: mask & 1 != 0 ? 1 : mask, stage: stage))
            }
        }
        self.steps = steps
    }

    /// The feature indices of the script's default LangSys (required feature first), trying the
    /// script's tags, then `DFLT`, `dflt`, `latn`. Empty when the font has none of them.
    static func languageFeatures(_ table: FontReader, script: ShapingScript) throws(FontError) -> [Int] {
        let scriptList = try table.offset16(4)
        let count = Int(try scriptList.u16(0))
        var records: [String: Int] = [:]
        for k in 0..<count {
            records[TableDirectory.name(try scriptList.u32(2 + 6 * k))] = Int(try scriptList.u16(6 + 6 * k))
        }
        guard let offset = (script.tags + ["DFLT", "dflt", "latn"]).lazy.compactMap({ records[$0] }).first else { return [] }
        let scriptTable = try scriptList.sub(offset)
        let defaultOffset = Int(try scriptTable.u16(0))
        guard defaultOffset != 0 else { return [] }
        let langSys = try scriptTable.sub(defaultOffset)
        var indices: [Int] = []
        let required = try langSys.u16(2)
        if required != 0xFFFF { indices.append(Int(required)) }
        for k in 0..<Int(try langSys.u16(4)) { indices.append(Int(try langSys.u16(6 + 2 * k))) }
        return indices
    }
}
