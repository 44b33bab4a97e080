extension FontFace {
    /// The axes of a variable font (`fvar`), empty for a static font and the built-in metrics.
    public var variationAxes: [VariationAxis] {
        guard case .sfnt(let face) = kind else { return [] }
        return face.variations?.axes ?? []
    }

    /// The named instances of a variable font (`fvar`), with their subfamily names.
    public var namedInstances: [NamedInstance] {
        guard case .sfnt(let face) = kind, let variations = face.variations else { return [] }
        return variations.instances.map { instance in
            var coordinates: [String: Double] = [:]
            for (axis, value) in zip(variations.axes, instance.coordinates) { coordinates[axis.tag] = value }
            return NamedInstance(name: face.names.name(id: instance.nameID) ?? "name \(instance.nameID)", coordinates: coordinates)
        }
    }

    /// The design axes of the font's `STAT` table, in table order (empty without STAT).
    public var styleAxes: [StyleAxis] {
        guard case .sfnt(let face) = kind else { return [] }
        return face.styles?.axes ?? []
    }

    /// The names `STAT` gives to axis positions ("Thin" … "Black", "Italic"), in table order.
    public var axisValueNames: [AxisValueName] {
        guard case .sfnt(let face) = kind else { return [] }
        return face.styles?.values ?? []
    }

    /// The style name of this face at its axis position, built from `STAT` as the OpenType spec
    /// describes (e.g. "Semi Bold Italic"; "Regular" when every part is elidable). Nil without
    /// STAT, or between named positions (e.g. Inter at `wght` 650).
    ///
    /// ```swift
    /// inter.varied(["wght": 900, "slnt": -10]).statStyleName  // "Black Italic"
    /// ```
    public var statStyleName: String? {
        guard case .sfnt(let face) = kind, let styles = face.styles else { return nil }
        return styles.styleName(at: face.position)
    }

    /// The user value of every variation axis at this face's position (empty for a static face).
    public var axisPosition: [String: Double] {
        guard case .sfnt(let face) = kind else { return [:] }
        return face.position
    }

    /// This variable face at an axis position (user values by axis tag, e.g. `["wght": 650]`;
    /// axes left out stay at their default, values are clamped to each axis's range). Advances
    /// follow HVAR and vertical metrics MVAR. A static face, or unknown tags, change nothing.
    ///
    /// ```swift
    /// let inter = try FontFace(contentsOf: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
    /// let semibold = inter.varied(["wght": 600])
    /// ```
    /// - Complexity: O(glyphs): every advance is computed once.
    public func varied(_ axes: [String: Double]) -> FontFace {
        guard case .sfnt(let face) = kind, let variations = face.variations else { return self }
        let known = axes.filter { tag, value in value.isFinite && variations.axes.contains { $0.tag == tag } }
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        guard let varied = try? SFNTFace(bytes: face.bytes, faceIndex: face.faceIndex, variation: known) else { return self }
        let suffix = known.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return FontFace(kind: .sfnt(varied), identifier: varied.coordinates.isEmpty ? base : "\(base)@\(suffix)")
    }

    /// This variable face at a weight on its `wght` axis (self when it has none).
    public func weighted(_ weight: Font.Weight) -> FontFace {
        guard variationAxes.contains(where: { $0.tag == "wght" }) else { return self }
        return varied(["wght": Double(weight.rawValue)])
    }

    /// The normalized axis coordinates of this face (empty at the default instance).
    var normalizedCoordinates: [Double] {
        guard case .sfnt(let face) = kind else { return [] }
        return face.coordinates
    }
}

extension Font {
    /// A variable face at `size` and `weight`, resolved on the face's `wght` axis; a static
    /// face is used as it is.
    public static func variable(face: FontFace, size: Double, weight: Weight = .regular) -> Font {
        Font(face: face.weighted(weight), size: size)
    }
}
