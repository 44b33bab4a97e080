/// The scripts shaped with their own features and direction; everything else is shaped as
/// Latin is (the default features, left to right).
enum ShapingScript: UInt8, Sendable, CaseIterable {
    case latin, cyrillic, greek, hebrew, arabic

    /// OpenType script tags to try, in order (then `DFLT`, `dflt` and `latn`, as HarfBuzz does).
    var tags: [String] {
        switch self {
        case .latin: return ["latn"]
        case .cyrillic: return ["cyrl"]
        case .greek: return ["grek"]
        case .hebrew: return ["hebr"]
        case .arabic: return ["arab"]
        }
    }

    var isRightToLeft: Bool { self == .hebrew || self == .arabic }

    /// The script of a scalar when it has a strong one of these; nil for common and inherited
    /// characters (punctuation, digits, marks) and for scripts shaped as Latin.
    static func of(_ scalar: UInt32) -> ShapingScript? {
        switch scalar {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x591...0x5FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        default: return nil
        }
    }
}
