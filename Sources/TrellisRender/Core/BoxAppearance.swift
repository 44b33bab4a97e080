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
    ///
    /// ```swift
    /// let look = BoxAppearance(hiddenNodes: .omitted)
    /// ```
    public enum HiddenNodes: Sendable, Hashable {
        /// Drawn faded with a dashed outline (the default: layout still places them).
        case faded
        /// Not drawn at all.
        case omitted
    }

    /// Outline colours by depth (`#rrggbb`), reused cyclically; boxes are filled with the same
    /// colour at ``fillOpacity``.
    ///
    /// ```swift
    /// BoxAppearance(palette: ["#333333", "#999999"]).color(depth: 2)   // "#333333"
    /// ```
    public var palette: [String]

    /// The fill opacity of each box (boxes stack, so nesting shows as depth).
    ///
    /// ```swift
    /// BoxAppearance(fillOpacity: 0).fillOpacity   // 0: outlines only
    /// ```
    public var fillOpacity: Double

    /// The label font size in points; 0 draws no labels.
    ///
    /// ```swift
    /// let unlabelled = BoxAppearance(labelSize: 0)
    /// ```
    public var labelSize: Double

    /// Hidden nodes' treatment.
    ///
    /// ```swift
    /// var look = BoxAppearance()
    /// look.hiddenNodes = .omitted
    /// ```
    public var hiddenNodes: HiddenNodes

    /// The colour of the canvas behind the root, or nil for transparent.
    ///
    /// ```swift
    /// let transparent = BoxAppearance(background: nil)
    /// ```
    public var background: String?

    /// Creates an appearance (the defaults are what the renderers use).
    ///
    /// ```swift
    /// let plain = BoxAppearance(palette: ["#333333"], fillOpacity: 0, labelSize: 9)
    /// ```
    public init(palette: [String] = BoxAppearance.tableau, fillOpacity: Double = 0.08, labelSize: Double = 10,
                hiddenNodes: HiddenNodes = .faded, background: String? = "#ffffff") {
        self.palette = palette.isEmpty ? ["#000000"] : palette
        self.fillOpacity = fillOpacity
        self.labelSize = labelSize
        self.hiddenNodes = hiddenNodes
        self.background = background
    }

    /// The ten Tableau colours: distinct at a glance and readable on white.
    ///
    /// ```swift
    /// BoxAppearance.tableau[0]   // "#4e79a7"
    /// ```
    public static let tableau = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
        "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    /// The colour for a node at `depth`.
    ///
    /// ```swift
    /// BoxAppearance().color(depth: 1)   // "#f28e2b"
    /// ```
    public func color(depth: Int) -> String { palette[depth % palette.count] }

    /// The opacity a hidden node's drawing gets.
    static let hiddenOpacity = 0.4
}
