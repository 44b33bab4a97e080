/// A control's state, as `UIControl.State`: the button API takes a title and an image per
/// state. Layout measures the ``normal`` state's values, which is what UIKit sizes a button
/// by when it is neither highlighted, selected nor disabled.
public struct ControlState: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values: highlighted 1, disabled 2, selected 4, focused 8).
    public let rawValue: UInt

    /// Creates a state from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state.
    public static let normal: ControlState = []
    /// Touched down.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected (a toggle that is on).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused (tvOS, keyboards).
    public static let focused = ControlState(rawValue: 1 << 3)
}
