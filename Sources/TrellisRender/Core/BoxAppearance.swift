/// How the SVG and HTML box renderers draw a tree: a colour per depth, label size, and what
/// to do with hidden nodes.
///
/// ```swift
/// var look = BoxAppearance()
/// look.hiddenNodes = .omitted
/// let svg = SVGBoxRenderer(appearance: look).render(root)
/// ```
public struct BoxAppearance: Sendable, Hashable {
    /// What becomes of hidden nodes (and everything below them).
    public enum HiddenNodes: Sendable, Hashable {
        /// Drawn faded with a dashed outline (the default: layout still places them).
        case faded
        /// Not drawn at all.
        case omitted
    }

    /// Outline colours by depth (`#rrggbb`), reused cyclically; boxes are filled with the same
    /// colour at ``fillOpacity``.
    public var palette: [String]

    /// The fill opacity of each box (boxes stack, so nesting shows as depth).
    public var fillOpacity: Double

    /// The label font size in points; 0 draws no labels.
    public var labelSize: Double

    /// Hidden nodes' treatment.
    ///
    /// ```swift
    /// var look = BoxAppearance()
    /// look.hiddenNodes = .omitted
    /// ```
    public var hiddenNodes: HiddenNodes

    /// The colour of the canvas behind the root, or nil for transparent.
    public var background: String?

    /// Creates an appearance (the defaults are what the renderers use).
    public init(palette: [String] = BoxAppearance.tableau, fillOpacity: Double = 0.08, labelSize: Double = 10,
                hiddenNodes: HiddenNodes = .faded, background: String? = "#ffffff") {
        self.palette = palette.isEmpty ? ["#000000"] : palette
        self.fillOpacity = fillOpacity
        self.labelSize = labelSize
        self.hiddenNodes = hiddenNodes
        self.background = background
    }

    /// The ten Tableau colours: distinct at a glance and readable on white.
    public static let tableau = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
        "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    /// The colour for a node at `depth`.
    public func color(depth: Int) -> String { palette[depth % palette.count] }

    /// The opacity a hidden node's drawing gets.
    static let hiddenOpacity = 0.4
}
