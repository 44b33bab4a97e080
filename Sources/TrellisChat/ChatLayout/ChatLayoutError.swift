/// A bad request to a ``ChatLayout``: thrown, typed, and the layout is left unchanged.
///
/// ```swift
/// do { try layout.update(message, viewport: viewport) }
/// catch .unknownMessageID(let id) { print("no message \(id)") }
/// ```
public enum ChatLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two messages share an id (in the input, or with one already in the list).
    case duplicateMessageID(MessageID)
    /// No message in the list has this id.
    case unknownMessageID(MessageID)
    /// A width that is not a positive finite number.
    case invalidWidth(Double)
    /// A viewport height that is not a positive finite number (agent mode needs one).
    case invalidViewportHeight(Double)
    /// A swipe distance that is not finite.
    case invalidSwipeDistance(Double)

    /// A readable sentence.
    public var description: String {
        switch self {
        case .duplicateMessageID(let id): "message id \(id) appears more than once"
        case .unknownMessageID(let id): "no message with id \(id) in the layout"
        case .invalidWidth(let width): "width \(width) is not a positive finite number"
        case .invalidViewportHeight(let height): "viewport height \(height) is not a positive finite number"
        case .invalidSwipeDistance(let distance): "swipe distance \(distance) is not a finite number"
        }
    }
}
