/// An sRGB colour with alpha, the value of an attributed text's `.foregroundColor`: UIKit's
/// `UIColor` for ported code (components 0...1, rounded to 8 bits each).
public struct Color: Sendable, Hashable {
    /// The colour as `0xRRGGBBAA`, as ``AttributedText/Attributes/foregroundColor`` stores it.
    public var rgba: UInt32

    /// The colour `0xRRGGBBAA`.
    public init(rgba: UInt32) {
        self.rgba = rgba
    }

    /// Components from 0 to 1 (clamped; NaN counts as 0), each rounded to the nearest of 256
    /// steps (`UIColor(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ value: Double) -> UInt32 {
            guard value > 0 else { return 0 }
            return UInt32((Swift.min(value, 1) * 255).rounded())
        }
        rgba = byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | byte(alpha)
    }

    /// A grey of brightness `white` from 0 to 1 (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit components (the system colours' published values).
    private init(bytes red: UInt32, _ green: UInt32, _ blue: UInt32, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    // UIColor's fixed colours, with UIKit's components.
    /// White 0.
    public static let black = Color(white: 0)
    /// White 1/3.
    public static let darkGray = Color(white: 1.0 / 3)
    /// White 2/3.
    public static let lightGray = Color(white: 2.0 / 3)
    /// White 1.
    public static let white = Color(white: 1)
    /// White 0.5.
    public static let gray = Color(white: 0.5)
    /// (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// White 0, alpha 0.
    public static let clear = Color(white: 0, alpha: 0)

    // UIKit's system colours in their light appearance (Apple's Human Interface Guidelines);
    // Trellis has no dark mode.
    /// (0, 122, 255).
    public static let systemBlue = Color(bytes: 0, 122, 255)
    /// (255, 59, 48).
    public static let systemRed = Color(bytes: 255, 59, 48)
    /// (52, 199, 89).
    public static let systemGreen = Color(bytes: 52, 199, 89)
    /// (142, 142, 147).
    public static let systemGray = Color(bytes: 142, 142, 147)
    /// Black: primary text.
    public static let label = Color(bytes: 0, 0, 0)
    /// (60, 60, 67) at alpha 0.6: secondary text.
    public static let secondaryLabel = Color(bytes: 60, 60, 67, alpha: 0.6)
    /// White: a view controller's background.
    public static let systemBackground = Color(white: 1)
    /// (242, 242, 247): content layered on ``systemBackground``.
    public static let secondarySystemBackground = Color(bytes: 242, 242, 247)

    /// This colour with its alpha replaced (`UIColor.withAlphaComponent(_:)`; clamped to 0...1,
    /// rounded to 8 bits).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(rgba: rgba & 0xFFFF_FF00 | Color(white: 0, alpha: alpha).rgba & 0xFF)
    }
}
