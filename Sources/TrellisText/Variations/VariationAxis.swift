/// One axis of a variable font's `fvar` table: a tag such as `wght`, `wdth`, `opsz`, `ital`
/// or `slnt`, and its range in user units.
public struct VariationAxis: Sendable, Hashable {
    /// The four-letter axis tag.
    public var tag: String
    /// The smallest, default and largest user value (e.g. 100, 400, 900 for `wght`).
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
}

/// A named instance of a variable font (`fvar`): a subfamily name such as "Bold" and its
/// position on every axis.
public struct NamedInstance: Sendable, Hashable {
    /// The subfamily name from the `name` table (the name ID when the table lacks it).
    public var name: String
    /// User value per axis tag.
    public var coordinates: [String: Double]
}

/// The parsed `fvar` table: axes and named instances.
struct FontVariations: Sendable {
    let axes: [VariationAxis]
    /// (subfamily name ID, coordinates in axis order) per instance.
    let instances: [(nameID: Int, coordinates: [Double])]

    init(_ fvar: FontReader) throws(FontError) {
        let axesOffset = Int(try fvar.u16(4))
        let axisCount = Int(try fvar.u16(8))
        let axisSize = Int(try fvar.u16(10))
        let instanceCount = Int(try fvar.u16(12))
        let instanceSize = Int(try fvar.u16(14))
        guard axisSize >= 20, axisCount <= 64 else { throw fvar.error(10, "axis record size \(axisSize)") }
        guard instanceSize >= 4 + 4 * axisCount else { throw fvar.error(14, "instance record size \(instanceSize)") }
        var axes: [VariationAxis] = []
        for k in 0..<axisCount {
            let at = axesOffset + axisSize * k
            let minimum = FontVariations.fixed(try fvar.u32(at + 4))
            let value = FontVariations.fixed(try fvar.u32(at + 8))
            let maximum = FontVariations.fixed(try fvar.u32(at + 12))
            guard minimum <= value, value <= maximum else { throw fvar.error(at, "axis range \(minimum) \(value) \(maximum)") }
            axes.append(VariationAxis(tag: TableDirectory.name(try fvar.u32(at)), minimum: minimum, defaultValue: value, maximum: maximum))
        }
        var instances: [(nameID: Int, coordinates: [Double])] = []
        let instancesAt = axesOffset + axisSize * axisCount
        for k in 0..<instanceCount {
            let at = instancesAt + instanceSize * k
            var coordinates: [Double] = []
            for a in 0..<axisCount { coordinates.append(FontVariations.fixed(try fvar.u32(at + 4 + 4 * a))) }
            instances.append((Int(try fvar.u16(at)), coordinates))
        }
        self.axes = axes
        self.instances = instances
    }

    /// The user value of every axis at `user` (missing axes at their default, values clamped).
    func userPosition(_ user: [String: Double]) -> [String: Double] {
        var position: [String: Double] = [:]
        for axis in axes { position[axis.tag] = min(max(user[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum) }
        return position
    }

    /// A 16.16 Fixed number.
    static func fixed(_ bits: UInt32) -> Double { Double(Int32(bitPattern: bits)) / 65536 }

    /// User coordinates (missing axes at their default, values clamped to the axis range) to
    /// normalized coordinates in [-1, 1], mapped through `avar` when present and rounded to
    /// F2Dot14 as HarfBuzz does.
    func normalize(_ user: [String: Double], avar: AxisMapping?) -> [Double] {
        axes.enumerated().map { k, axis in
            let value = min(max(user[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum)
            var normalized = 0.0
            if value < axis.defaultValue, axis.defaultValue > axis.minimum {
                normalized = (value - axis.defaultValue) / (axis.defaultValue - axis.minimum)
            } else if value > axis.defaultValue, axis.maximum > axis.defaultValue {
                normalized = (value - axis.defaultValue) / (axis.maximum - axis.defaultValue)
            }
            normalized = (normalized * 16384).rounded() / 16384
            if let avar { normalized = avar.map(normalized, axis: k) }
            return normalized
        }
    }
}
