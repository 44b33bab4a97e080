extension Label {
    /// The colour `run` of ``attributedText`` is drawn in: its `.foregroundColor`, else
    /// ``textColor``, as UILabel fills in the attributes a run lacks from its own properties.
    public func color(of run: AttributedText.Run) -> Color {
        run.attributes.foregroundColor.map(Color.init(rgba:)) ?? textColor
    }

    /// The shown text's runs with the colour each is drawn in: ``attributedText``'s runs, or
    /// one run of ``text`` in ``textColor`` (none for empty text). Ranges are UTF-16 offsets.
    public var coloredRuns: [(range: Range<Int>, color: Color)] {
        if let attributedText { return attributedText.runs.map { ($0.range, color(of: $0)) } }
        let count = (text ?? "").utf16.count
        return count == 0 ? [] : [(0..<count, textColor)]
    }

    /// UILabel's `textColor` setter: the whole ``attributedText``, if any, takes ``textColor``.
    func applyTextColorToAttributedText() {
        guard var attributed = attributedText else { return }
        for run in attributed.runs {
            let attributes = AttributedText.Attributes(font: run.attributes.font, foregroundColor: textColor.rgba)
            try? attributed.setAttributes(attributes, range: run.range)  // the run's own range: cannot throw
        }
        attributedText = attributed
    }
}
