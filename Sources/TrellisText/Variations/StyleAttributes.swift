/// The `STAT` table (OpenType spec, "STAT — Style Attributes"; versions 1.0–1.2): design axes,
/// axis value names (formats 1–4) and the name used when every part of a style name is elided.
/// Names are resolved through the `name` table once, when the face is read.
struct StyleAttributes: Sendable {
    let axes: [StyleAxis]
    let values: [AxisValueName]
    /// The elided fallback name (version 1.1 and later; "Regular" by convention).
    let elidedFallbackName: String?

    /// At most this many axis values are read (a damaged count is not an allocation).
    static let maximumValues = 4096

    init(_ stat: FontReader, names: NameTable) throws(FontError) {
        guard try stat.u16(0) == 1 else { throw stat.error(0, "STAT major version") }
        let minor = try stat.u16(2)
        let axisSize = Int(try stat.u16(4))
        let axisCount = Int(try stat.u16(6))
        let axesAt = Int(try stat.u32(8))
        let valueCount = Int(try stat.u16(12))
        let valuesAt = Int(try stat.u32(14))
        guard axisSize >= 8 || axisCount == 0 else { throw stat.error(4, "design axis size \(axisSize)") }
        guard valueCount <= Self.maximumValues else { throw stat.error(12, "\(valueCount) axis values") }
        func name(_ id: UInt16) -> String? { names.name(id: Int(id)) }
        var axes: [StyleAxis] = []
        for k in 0..<axisCount {
            let at = axesAt + axisSize * k
            let tag = TableDirectory.name(try stat.u32(at))
            axes.append(StyleAxis(tag: tag, name: name(try stat.u16(at + 4)) ?? tag, ordering: Int(try stat.u16(at + 6))))
        }
        func tag(_ index: UInt16) throws(FontError) -> String {
            guard Int(index) < axes.count else { throw stat.error(valuesAt, "axis index \(index) of \(axes.count)") }
            return axes[Int(index)].tag
        }
        var values: [AxisValueName] = []
        for k in 0..<valueCount {
            let value = try stat.sub(valuesAt + Int(try stat.u16(valuesAt + 2 * k)))
            let format = try value.u16(0)
            let flags = try value.u16(4)
            let nameID = try value.u16(6)
            var location: [String: Double] = [:]
            var range: ClosedRange<Double>?
            var linked: Double?
            switch format {
            case 1, 2, 3:
                let axis = try tag(try value.u16(2))
                let nominal = FontVariations.fixed(try value.u32(8))
                location[axis] = nominal
                if format == 2 {
                    let low = FontVariations.fixed(try value.u32(12)), high = FontVariations.fixed(try value.u32(16))
                    guard low <= high else { throw value.error(12, "axis value range \(low)...\(high)") }
                    range = low...high
                } else if format == 3 {
                    linked = FontVariations.fixed(try value.u32(12))
                }
                // Format 4 keeps its name ID at 6 too, after its axis count at 2.
            case 4:
                let count = Int(try value.u16(2))
                for n in 0..<count {
                    location[try tag(try value.u16(8 + 6 * n))] = FontVariations.fixed(try value.u32(10 + 6 * n))
                }
            default:
                continue  // a later format: skipped, as the spec asks
            }
            values.append(AxisValueName(name: name(nameID) ?? "name \(nameID)", location: location, range: range, linkedValue: linked,
                                        isElidable: flags & 0x2 != 0, isOlderSibling: flags & 0x1 != 0))
        }
        self.axes = axes
        self.values = values
        elidedFallbackName = minor >= 1 ? name(try stat.u16(18)) : nil
    }

    /// The style name at `position` (user value per axis tag of the face's variation axes):
    /// a combination (format 4) that matches first, then per axis the first value that matches,
    /// in axis ordering, elidable ones left out; the elided fallback when all are; nil when an
    /// axis has no name at its value.
    func styleName(at position: [String: Double]) -> String? {
        var named: [(ordering: Int, name: String, elided: Bool)] = []
        var covered = Set<String>()
        let combinations = values.filter { $0.location.count > 1 && !$0.isOlderSibling && $0.matches(position) }
        for value in combinations.sorted(by: { $0.location.count > $1.location.count }) where covered.isDisjoint(with: value.location.keys) {
            covered.formUnion(value.location.keys)
            let ordering = axes.filter { value.location[$0.tag] != nil }.map(\.ordering).min() ?? 0
            named.append((ordering, value.name, value.isElidable))
        }
        for axis in axes where !covered.contains(axis.tag) {
            let own = values.filter { $0.location.count == 1 && $0.location[axis.tag] != nil && !$0.isOlderSibling }
            // An axis the face does not vary on (e.g. `ital` in a static italic): its one position.
            let value = position[axis.tag] == nil ? own.first : own.first { $0.matches(position) }
            guard let value else {
                if own.isEmpty { continue }  // an axis without names adds none
                return nil
            }
            named.append((axis.ordering, value.name, value.isElidable))
        }
        let parts = named.enumerated().sorted { ($0.element.ordering, $0.offset) < ($1.element.ordering, $1.offset) }
            .map(\.element).filter { !$0.elided }.map(\.name)
        return parts.isEmpty ? elidedFallbackName ?? "Regular" : parts.joined(separator: " ")
    }
}
