import Trellis

/// Which coordinates a frame assertion compares in.
public enum FrameSpace: Sendable, Hashable {
    /// The superview's coordinates: the node's `frame` (the default, as UIKit tests do).
    case superview
    /// The tree root's coordinates (the root at the origin), as the renderers draw.
    case root
}

extension LayoutNode {
    /// The node's frame in `space`.
    func frame(in space: FrameSpace) -> Rect {
        switch space {
        case .superview:
            return frame
        case .root:
            var origin = frame.origin
            var node = superview
            while let current = node, current.superview != nil {
                origin.x += current.frame.x
                origin.y += current.frame.y
                node = current.superview
            }
            if superview == nil { origin = .zero }
            return Rect(origin: origin, size: frame.size)
        }
    }

    /// Child indices from the root down to this node.
    var indexPathFromRoot: [Int] {
        var path: [Int] = []
        var node = self
        while let parent = node.superview {
            path.append(parent.subviews.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return path.reversed()
    }
}
