import Trellis

// The `trellis.frames` schema, version 2 (version 1 still read): documented on `FrameTree` and in
// FrameJSONSchema.md.
extension FrameTree: Codable {
    enum CodingKeys: String, CodingKey {
        case schema, version, root
    }

    /// Reads a `trellis.frames` document, rejecting another schema or a newer version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try container.decode(String.self, forKey: .schema)
        guard schema == Self.schema else {
            throw DecodingError.dataCorruptedError(
                forKey: .schema, in: container,
                debugDescription: "expected schema \"\(Self.schema)\", found \"\(schema)\"")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "version \(version) is not supported (this reader knows 1...\(Self.currentVersion))")
        }
        self.init(root: try container.decode(Node.self, forKey: .root))
    }

    /// Writes the document with the schema name and ``currentVersion``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(root, forKey: .root)
    }

    /// The document as an ordered JSON value (what ``JSONFrameRenderer`` writes).
    package var jsonValue: JSONValue {
        .object([
            .init("schema", .string(Self.schema)),
            .init("version", .number(Double(Self.currentVersion))),
            .init("root", root.jsonValue),
        ])
    }
}

extension FrameTree.Node: Codable {
    enum CodingKeys: String, CodingKey {
        case label, frame, absoluteFrame, hidden, alpha, clipsToBounds, backgroundColor, textColor, kind, contentOffset, contentSize, imageRect, title,
             titleRect, children
    }

    /// Reads a node; `absoluteFrame` is optional and recomputed by ``FrameTree``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw DecodingError.dataCorruptedError(forKey: .alpha, in: container,
                                                   debugDescription: "alpha must be a number in 0...1, found \(alpha)")
        }
        self.init(label: try container.decodeIfPresent(String.self, forKey: .label),
                  frame: try container.decode(RectCoding.self, forKey: .frame).rect,
                  isHidden: try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false,
                  children: try container.decodeIfPresent([FrameTree.Node].self, forKey: .children) ?? [],
                  details: try FrameTree.NodeDetails(from: container),
                  alpha: alpha,
                  clipsToBounds: try container.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false,
                  backgroundColor: try Self.decodeColor(.backgroundColor, in: container),
                  textColor: try Self.decodeColor(.textColor, in: container))
        if let absolute = try container.decodeIfPresent(RectCoding.self, forKey: .absoluteFrame) {
            absoluteFrame = absolute.rect
        }
    }

    /// Writes every key, `label` as null when absent; `alpha` only when below 1 and
    /// `clipsToBounds` only when true (and the node is no scroll node, which always clips),
    /// `backgroundColor` and `textColor` (`#rrggbbaa`) only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(RectCoding(frame), forKey: .frame)
        try container.encode(RectCoding(absoluteFrame), forKey: .absoluteFrame)
        try container.encode(isHidden, forKey: .hidden)
        if alpha < 1 { try container.encode(alpha, forKey: .alpha) }
        if writesClip { try container.encode(true, forKey: .clipsToBounds) }
        try container.encodeIfPresent(backgroundColor?.hexRGBA, forKey: .backgroundColor)
        try container.encodeIfPresent(textColor?.hexRGBA, forKey: .textColor)
        try details?.encode(to: &container)
        try container.encode(children, forKey: .children)
    }

    /// A colour key's `#rrggbbaa` (or `#rrggbb`) string, nil when absent.
    private static func decodeColor(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Color? {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "\(key.stringValue) must be #rrggbbaa or #rrggbb, found \(text)")
        }
        return color
    }

    /// Whether `clipsToBounds` is written: when true and not implied by the kind (a scroll
    /// node always clips).
    private var writesClip: Bool { clipsToBounds && details?.clipsChildren != true }

    /// The node as an ordered JSON value.
    package var jsonValue: JSONValue {
        .object([
            .init("label", label.map(JSONValue.string) ?? .null),
            .init("frame", RectCoding(frame).jsonValue),
            .init("absoluteFrame", RectCoding(absoluteFrame).jsonValue),
            .init("hidden", .bool(isHidden)),
        ] + (alpha < 1 ? [.init("alpha", .number(alpha))] : [])
            + (writesClip ? [.init("clipsToBounds", .bool(true))] : [])
            + (backgroundColor.map { [.init("backgroundColor", .string($0.hexRGBA))] } ?? [])
            + (textColor.map { [.init("textColor", .string($0.hexRGBA))] } ?? [])
            + (details?.jsonMembers ?? []) + [
            .init("children", .array(children.map(\.jsonValue))),
        ])
    }
}

/// A rectangle as the schema spells it: `{"x", "y", "width", "height"}`.
struct RectCoding: Codable, Hashable {
    var x, y, width, height: Double

    init(_ rect: Rect) {
        (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
    }

    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

    var jsonValue: JSONValue {
        .object([.init("x", .number(x)), .init("y", .number(y)), .init("width", .number(width)),
                 .init("height", .number(height))])
    }
}
