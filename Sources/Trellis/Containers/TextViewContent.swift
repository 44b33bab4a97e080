import TrellisText

/// What a ``TextViewNode`` measures: its text inside `textContainerInset` and
/// `lineFragmentPadding` on both sides of each line, wrapping at the width it is given.
/// A scrolling text view reports no intrinsic size.
public struct TextViewContent: LayoutContent, Sendable {
    /// The text's measuring content (wrapping, all lines).
    public let text: LabelContent
    /// Whether the text is empty (it still takes one line, as UITextView's caret does).
    public let isEmpty: Bool
    /// The container inset.
    public let textContainerInset: EdgeInsets
    /// The padding at each end of every line.
    public let lineFragmentPadding: Double
    /// Whether the view scrolls (then it reports no size).
    public let isScrollEnabled: Bool

    /// Content for a text view.
    public init(text: String, font: Font, textContainerInset: EdgeInsets, lineFragmentPadding: Double, isScrollEnabled: Bool) {
        isEmpty = text.isEmpty
        // An empty text view is one line tall: measure a space for its line height.
        self.text = LabelContent(text: text.isEmpty ? " " : text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        self.textContainerInset = textContainerInset
        self.lineFragmentPadding = lineFragmentPadding
        self.isScrollEnabled = isScrollEnabled
    }

    /// Height depends on width, unless the view scrolls.
    public var isHeightForWidth: Bool { !isScrollEnabled }

    /// The horizontal room taken outside the text: insets and both paddings.
    var horizontalChrome: Double { textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding }

    /// The text's size at `proposedWidth` (less the chrome) plus the chrome.
    public func measure(proposedWidth: Double?) -> ContentMeasurement {
        if isScrollEnabled {
            return ContentMeasurement(size: Size(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric))
        }
        let available = proposedWidth.map { max(0, $0 - horizontalChrome) }
        let measured = text.measure(proposedWidth: available)
        let width = (isEmpty ? 0 : measured.size.width) + horizontalChrome
        let height = measured.size.height + textContainerInset.top + textContainerInset.bottom
        let top = textContainerInset.top
        return ContentMeasurement(size: Size(width: width, height: height),
                                  firstBaseline: measured.firstBaseline.map { $0 + top },
                                  lastBaseline: measured.lastBaseline.map { $0 + top })
    }
}
