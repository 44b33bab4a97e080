import Trellis

// Schema version 2's optional node keys: `kind`, `contentOffset`, `contentSize`, `imageRect`,
// `title`, `titleRect`, written between `hidden` and `children`, each only when it applies.
extension FrameTree.NodeDetails {
    typealias Container = KeyedDecodingContainer<FrameTree.Node.CodingKeys>

    /// The details in a node's keys, nil when it has no `kind` (every version 1 node).
    init?(from container: Container) throws {
        guard let kind = try container.decodeIfPresent(String.self, forKey: .kind) else { return nil }
        self.init(kind: kind,
                  contentOffset: try container.decodeIfPresent(PointCoding.self, forKey: .contentOffset)?.point,
                  contentSize: try container.decodeIfPresent(SizeCoding.self, forKey: .contentSize)?.size,
                  imageRect: try container.decodeIfPresent(RectCoding.self, forKey: .imageRect)?.rect,
                  title: try container.decodeIfPresent(String.self, forKey: .title),
                  titleRect: try container.decodeIfPresent(RectCoding.self, forKey: .titleRect)?.rect)
    }

    func encode(to container: inout KeyedEncodingContainer<FrameTree.Node.CodingKeys>) throws {
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(contentOffset.map(PointCoding.init), forKey: .contentOffset)
        try container.encodeIfPresent(contentSize.map(SizeCoding.init), forKey: .contentSize)
        try container.encodeIfPresent(imageRect.map(RectCoding.init), forKey: .imageRect)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(titleRect.map(RectCoding.init), forKey: .titleRect)
    }

    /// The same keys as ordered JSON members.
    var jsonMembers: [JSONValue.Member] {
        var members: [JSONValue.Member] = [.init("kind", .string(kind))]
        if let contentOffset { members.append(.init("contentOffset", PointCoding(contentOffset).jsonValue)) }
        if let contentSize { members.append(.init("contentSize", SizeCoding(contentSize).jsonValue)) }
        if let imageRect { members.append(.init("imageRect", RectCoding(imageRect).jsonValue)) }
        if let title { members.append(.init("title", .string(title))) }
        if let titleRect { members.append(.init("titleRect", RectCoding(titleRect).jsonValue)) }
        return members
    }
}

struct PointCoding: Codable, Hashable {
    var x, y: Double

    init(_ point: Point) { (x, y) = (point.x, point.y) }

    var point: Point { Point(x: x, y: y) }
    var jsonValue: JSONValue { .object([.init("x", .number(x)), .init("y", .number(y))]) }
}

struct SizeCoding: Codable, Hashable {
    var width, height: Double

    init(_ size: Size) { (width, height) = (size.width, size.height) }

    var size: Size { Size(width: width, height: height) }
    var jsonValue: JSONValue { .object([.init("width", .number(width)), .init("height", .number(height))]) }
}
