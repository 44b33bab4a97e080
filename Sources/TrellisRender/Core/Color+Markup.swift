import Trellis

// A node's `backgroundColor` and a label's `textColor` as the renderers write them.
extension Color {
    /// `#rrggbb`: the colour without its alpha (SVG `fill`).
    var hexRGB: String { "#" + Self.hex(rgba >> 8, digits: 6) }

    /// `#rrggbbaa`, as the `trellis.frames` JSON writes it.
    var hexRGBA: String { "#" + Self.hex(rgba, digits: 8) }

    /// The alpha in 0...1.
    var opacity: Double { Double(rgba & 0xFF) / 255 }

    /// The alpha for an opacity attribute: nil when opaque.
    var partialOpacity: Double? { rgba & 0xFF == 0xFF ? nil : opacity }

    /// CSS: `#rrggbb` when opaque, else `rgba(r,g,b,a)`.
    var css: String {
        guard let alpha = partialOpacity else { return hexRGB }
        return CSSColor.rgba(hex: hexRGB, alpha: alpha)
    }

    /// `#rrggbbaa` or `#rrggbb` (opaque); nil for anything else.
    init?(hex: String) {
        let digits = hex.dropFirst()
        guard hex.first == "#", digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        self.init(rgba: digits.count == 6 ? value << 8 | 0xFF : value)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
