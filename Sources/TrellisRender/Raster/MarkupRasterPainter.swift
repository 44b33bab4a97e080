/// Walks the SVG elements Trellis's painters write (`rect`, `circle`, `path`, `use`, `g`) and
/// fills them; the fill is inherited from enclosing groups, as in SVG.
package struct MarkupRasterPainter {
    package var canvas: RasterCanvas
    package let scale: Double
    /// Whether an element's `opacity` multiplies everything it holds (the box renderer's node
    /// alpha); off for the chat drawing, whose PNG has always ignored it.
    package var appliesOpacity = false
    private var definitions: [String: String] = [:]
    /// Glyph polygons by definition id, flattened once at this scale, with their bounds
    /// (minX, minY, maxX, maxY) so that a glyph outside the canvas is passed over.
    private var flattened: [String: (polygons: [[(Double, Double)]], bounds: (Double, Double, Double, Double))] = [:]

    package init(canvas: RasterCanvas, scale: Double) {
        self.canvas = canvas
        self.scale = scale
    }

    package mutating func collectDefinitions(_ element: MarkupElement) {
        for case .element(let child) in element.children {
            if child.name == "defs" {
                for case .element(let path) in child.children {
                    if let id = path.attribute("id"), let d = path.attribute("d") { definitions[id] = d }
                }
            }
        }
    }

    package mutating func paint(_ element: MarkupElement, fill inherited: UInt32?, opacity inheritedOpacity: Double,
                                layer inheritedLayer: Double = 1) {
        let fillValue = element.attribute("fill")
        let fill = fillValue.map(Self.color) ?? inherited
        let layer = inheritedLayer * (appliesOpacity ? element.number("opacity") ?? 1 : 1)
        let fillOpacity = element.attribute("fill-opacity").flatMap(Double.init) ?? inheritedOpacity
        let opacity = fillOpacity * layer
        switch element.name {
        case "defs", "title", "text": return
        case "rect":
            guard let color = fill, let x = element.number("x"), let y = element.number("y"),
                  let w = element.number("width"), let h = element.number("height") else { return }
            let r = min(element.number("rx") ?? 0, w / 2, h / 2)
            var d = "M\(x + r) \(y)L\(x + w - r) \(y)"
            if r > 0 { d += "A\(r) \(r) 0 0 1 \(x + w) \(y + r)" }
            d += "L\(x + w) \(y + h - r)"
            if r > 0 { d += "A\(r) \(r) 0 0 1 \(x + w - r) \(y + h)" }
            d += "L\(x + r) \(y + h)"
            if r > 0 { d += "A\(r) \(r) 0 0 1 \(x) \(y + h - r)" }
            d += "L\(x) \(y + r)"
            if r > 0 { d += "A\(r) \(r) 0 0 1 \(x + r) \(y)" }
            fillPath(d + "Z", color: color, opacity: opacity)
        case "circle":
            guard let color = fill, let cx = element.number("cx"), let cy = element.number("cy"), let r = element.number("r") else { return }
            fillPath("M\(cx - r) \(cy)A\(r) \(r) 0 1 1 \(cx + r) \(cy)A\(r) \(r) 0 1 1 \(cx - r) \(cy)Z", color: color, opacity: opacity)
        case "path":
            guard let color = fill, let d = element.attribute("d") else { return }
            fillPath(d, color: color, opacity: opacity)
        case "use":
            guard let color = fill, let href = element.attribute("href"), href.hasPrefix("#") else { return }
            place(String(href.dropFirst()), x: element.number("x") ?? 0, y: element.number("y") ?? 0, color: color, opacity: opacity)
        default:
            break
        }
        for child in element.children {
            switch child {
            case .element(let nested): paint(nested, fill: fill, opacity: fillOpacity, layer: layer)
            case .raw(let markup): paintUses(markup, fill: fill, opacity: opacity)
            case .bytes(let markup): paintUses(String(decoding: markup, as: UTF8.self), fill: fill, opacity: opacity)
            case .text: break
            }
        }
    }

    /// The `<use href="#id" x=".." y=".."/>` runs the glyph writer emits as raw markup.
    private mutating func paintUses(_ markup: String, fill: UInt32?, opacity: Double) {
        guard let color = fill else { return }
        for use in markup.split(separator: "<") where use.hasPrefix("use ") {
            let attributes = use.split(separator: "\"")
            guard attributes.count >= 6 else { continue }
            let id = attributes[1].dropFirst()
            place(String(id), x: Double(attributes[3]) ?? 0, y: Double(attributes[5]) ?? 0, color: color, opacity: opacity)
        }
    }

    private mutating func place(_ id: String, x: Double, y: Double, color: UInt32, opacity: Double) {
        if flattened[id] == nil {
            var flattener = PathFlattener()
            flattener.scale = scale
            flattener.append(pathData: definitions[id] ?? "")
            var bounds = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for point in flattener.polygons.joined() {
                bounds = (min(bounds.0, point.0), min(bounds.1, point.1), max(bounds.2, point.0), max(bounds.3, point.1))
            }
            flattened[id] = (flattener.polygons, bounds)
        }
        guard let glyph = flattened[id], !glyph.polygons.isEmpty else { return }
        let dx = x * scale, dy = y * scale
        // A glyph wholly outside the canvas (below a cut, right of a narrow chat) costs nothing.
        guard glyph.bounds.2 + dx >= 0, glyph.bounds.0 + dx <= Double(canvas.width),
              glyph.bounds.3 + dy >= 0, glyph.bounds.1 + dy <= Double(canvas.height) else { return }
        canvas.fill(glyph.polygons, color: color, opacity: opacity, dx: dx, dy: dy)
    }

    private mutating func fillPath(_ d: String, color: UInt32, opacity: Double) {
        var flattener = PathFlattener()
        flattener.scale = scale
        flattener.append(pathData: d)
        canvas.fill(flattener.polygons, color: color, opacity: opacity)
    }

    /// `#RRGGBB` or `#RGB`; anything else (`none`) is no fill.
    static func color(_ value: String) -> UInt32? {
        guard value.hasPrefix("#") else { return nil }
        let hex = value.dropFirst()
        guard let number = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 3 {
            let r = (number >> 8) & 0xF, g = (number >> 4) & 0xF, b = number & 0xF
            return (r * 17) << 16 | (g * 17) << 8 | b * 17
        }
        return hex.count == 6 ? number : nil
    }
}

private extension MarkupElement {
    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    func number(_ name: String) -> Double? { attribute(name).flatMap(Double.init) }
}
