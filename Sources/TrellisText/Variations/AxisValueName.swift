/// A name that `STAT` gives to a position on one or more axes: "Bold" for `wght` 700, "Italic"
/// for `slnt` −10, or one name for a combination of axes (format 4).
///
/// ```swift
/// let inter = try FontFace(contentsOf: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
/// inter.axisValueNames.first { $0.location["wght"] == 700 }?.name  // "Bold"
/// ```
public struct AxisValueName: Sendable, Hashable {
    /// The value name from the `name` table (e.g. "Semi Bold"; the name ID when the table lacks it).
    public var name: String
    /// The position it names, user value per axis tag (a range's nominal value).
    public var location: [String: Double]
    /// For a name covering a range of one axis (format 2), the range.
    public var range: ClosedRange<Double>?
    /// The position of the style this one links to (format 3, e.g. Regular's Bold at 700).
    public var linkedValue: Double?
    /// Left out of style names (e.g. "Regular" on the weight axis): `ELIDABLE_AXIS_VALUE_NAME`.
    public var isElidable: Bool
    /// Kept for compatibility with an older family's member (`OLDER_SIBLING_FONT_ATTRIBUTE`);
    /// not used to build style names.
    public var isOlderSibling: Bool

    /// Whether this name applies at `position` (user values of every axis of the face).
    func matches(_ position: [String: Double]) -> Bool {
        if let range, let (tag, _) = location.first {
            guard let value = position[tag] else { return false }
            return range.contains(value)
        }
        return location.allSatisfy { tag, value in position[tag] == value }
    }
}
