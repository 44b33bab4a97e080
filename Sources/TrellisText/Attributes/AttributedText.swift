/// Text with runs of attributes (a font per run), measured and wrapped as one paragraph:
/// TrellisText's `NSAttributedString`.
///
/// ```swift
/// let title = AttributedText("Due ", font: .system(size: 15))
///     + AttributedText("tomorrow", font: .system(size: 15, weight: .bold))
/// let layout = PreparedText(title).layout(maxWidth: 80)
/// ```
///
/// The runs cover the string end to end, in order, without empty runs (an empty text keeps
/// one empty run, for its font); neighbouring runs with equal attributes are merged. Offsets
/// are UTF-16 code units, as `NSRange`s are.
public struct AttributedText: Sendable, Hashable {
    /// The attributes of a run.
    public struct Attributes: Sendable, Hashable {
        /// The font the run is measured and drawn with.
        public var font: Font
        /// The colour renderers draw the run in, as `0xRRGGBBAA` (nil: the renderer's default).
        public var foregroundColor: UInt32?

        /// Attributes of `font`, optionally coloured.
        public init(font: Font, foregroundColor: UInt32? = nil) {
            self.font = font
            self.foregroundColor = foregroundColor
        }
    }

    /// A range of the string (UTF-16 offsets) and its attributes.
    public struct Run: Sendable, Hashable {
        /// The characters of the run, in UTF-16 code units.
        public var range: Range<Int>
        /// The run's attributes.
        public var attributes: Attributes
    }

    /// The plain text.
    public private(set) var string: String
    /// The runs, in order, covering ``string``.
    public private(set) var runs: [Run]

    /// `string` in one run of `attributes` (`NSAttributedString(string:attributes:)`).
    public init(string: String, attributes: Attributes) {
        self.string = string
        runs = [Run(range: 0..<string.utf16.count, attributes: attributes)]
    }

    /// `string` in `font`, optionally coloured (`0xRRGGBBAA`).
    public init(_ string: String, font: Font, foregroundColor: UInt32? = nil) {
        self.init(string: string, attributes: Attributes(font: font, foregroundColor: foregroundColor))
    }

    /// The text's length in UTF-16 code units.
    public var utf16Count: Int { runs.last?.range.upperBound ?? 0 }

    /// The fonts of the runs, without repeats, in order of first use.
    public var fonts: [Font] {
        var result: [Font] = []
        for run in runs where !result.contains(run.attributes.font) { result.append(run.attributes.font) }
        return result
    }

    /// Appends `other`'s string and runs (`NSMutableAttributedString.append(_:)`).
    /// - Complexity: O(`other`'s runs) plus the string append.
    public mutating func append(_ other: AttributedText) {
        guard !other.string.isEmpty else { return }
        guard !string.isEmpty else { self = other; return }
        let offset = utf16Count
        string += other.string
        for run in other.runs {
            let shifted = Run(range: run.range.lowerBound + offset..<run.range.upperBound + offset, attributes: run.attributes)
            if let last = runs.last, last.attributes == shifted.attributes {
                runs[runs.count - 1].range = last.range.lowerBound..<shifted.range.upperBound
            } else {
                runs.append(shifted)
            }
        }
    }

    /// The two texts one after the other.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Gives `range` (UTF-16 offsets) `attributes` (`NSMutableAttributedString.setAttributes(_:range:)`).
    /// Nothing changes when it throws.
    /// - Throws: ``AttributedTextError/rangeOutOfBounds(_:length:)`` when `range` is not inside the text.
    /// - Complexity: O(runs).
    public mutating func setAttributes(_ attributes: Attributes, range: Range<Int>) throws(AttributedTextError) {
        let length = utf16Count
        guard range.lowerBound >= 0, range.upperBound <= length else { throw .rangeOutOfBounds(range, length: length) }
        guard !range.isEmpty else { return }
        var result: [Run] = []
        func add(_ run: Run) {
            guard !run.range.isEmpty else { return }
            if let last = result.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound {
                result[result.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                result.append(run)
            }
        }
        var inserted = false
        for run in runs {
            let before = min(run.range.upperBound, range.lowerBound)
            if before > run.range.lowerBound { add(Run(range: run.range.lowerBound..<before, attributes: run.attributes)) }
            if !inserted, run.range.upperBound >= range.lowerBound {
                add(Run(range: range, attributes: attributes))
                inserted = true
            }
            let after = max(run.range.lowerBound, range.upperBound)
            if after < run.range.upperBound { add(Run(range: after..<run.range.upperBound, attributes: run.attributes)) }
        }
        runs = result
    }
}
