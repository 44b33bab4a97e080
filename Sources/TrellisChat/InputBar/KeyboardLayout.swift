/// Where the list and the input bar go when the keyboard shows or hides.
///
/// ```swift
/// let screen = KeyboardLayout.arrange(screenHeight: 812, topInset: 91, safeAreaBottom: 34, keyboardHeight: 336,
///                                     barHeight: 40, layout: list, viewport: viewport)
/// screen.barFrame.minY   // 812 - 336 - 40
/// ```
public enum KeyboardLayout {
    /// The arrangement of the screen.
    ///
    /// ```swift
    /// let arrangement = KeyboardLayout.arrange(screenHeight: 812, topInset: 91, safeAreaBottom: 34, keyboardHeight: 336,
    ///                                          barHeight: 40, layout: list, viewport: viewport)
    /// ```
    public struct Arrangement: Sendable, Hashable {
        /// The input bar's frame on screen.
        public var barFrame: Rect
        /// The message list's frame on screen.
        public var listFrame: Rect
        /// The list's new viewport: the last message stays visible.
        public var viewport: Viewport
    }

    /// Puts the bar on the keyboard (or on the safe area's bottom when the keyboard is
    /// hidden), shrinks the list above it, and moves the list's offset so the message that was
    /// last visible at the bottom stays visible (and a list at the bottom stays at the bottom).
    ///
    /// ```swift
    /// let hidden = KeyboardLayout.arrange(screenHeight: 812, topInset: 91, safeAreaBottom: 34, keyboardHeight: 0,
    ///                                     barHeight: 40, layout: list, viewport: viewport)
    /// ```
    public static func arrange(screenHeight: Double, screenWidth: Double = 375, topInset: Double, safeAreaBottom: Double,
                               keyboardHeight: Double, barHeight: Double, layout: ChatLayout, viewport: Viewport) -> Arrangement {
        let bottom = max(keyboardHeight, safeAreaBottom)
        let barY = screenHeight - bottom - barHeight
        let listHeight = max(0, barY - topInset)
        let oldBottom = viewport.offsetY + viewport.height
        var offset: Double
        if layout.isAtBottom(viewport) {
            offset = layout.bottomOffset(viewportHeight: listHeight)
        } else {
            // Keep the content that was at the list's bottom edge at the bottom edge.
            offset = oldBottom - listHeight
        }
        offset = min(max(0, offset), layout.bottomOffset(viewportHeight: listHeight))
        return Arrangement(barFrame: Rect(x: 0, y: barY, width: screenWidth, height: barHeight),
                           listFrame: Rect(x: 0, y: topInset, width: screenWidth, height: listHeight),
                           viewport: Viewport(offsetY: offset, height: listHeight))
    }
}
