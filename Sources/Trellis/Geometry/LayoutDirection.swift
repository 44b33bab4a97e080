/// The reading direction that decides which physical side leading and trailing mean.
public enum LayoutDirection: Sendable, Hashable {
    /// Leading is the left side (English, most scripts).
    case leftToRight
    /// Leading is the right side (Arabic, Hebrew).
    case rightToLeft
}
