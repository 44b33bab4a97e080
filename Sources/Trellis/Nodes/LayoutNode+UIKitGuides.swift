/// UIView's readable-content and keyboard layout guides, made of ordinary constraints (they
/// show in diagnostics as constraints of the guide).
extension LayoutNode {
    /// The readable width UIKit gives the default Dynamic Type size: 672 points.
    public static let readableContentWidth: Double = 672

    /// A guide inside the layout margins, at most ``readableContentWidth`` wide and centred
    /// (UIKit's `readableContentGuide` at the default text size); on a phone it equals the
    /// margins guide.
    public var readableContentGuide: LayoutGuide {
        if let readableGuideStorage { return readableGuideStorage }
        let guide = LayoutGuide(debugLabel: "\(displayName).readableContent")
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        guide.snp.makeConstraints { make in
            make.top.bottom.centerX.equalTo(margins)
            make.leading.greaterThanOrEqualTo(margins)
            make.trailing.lessThanOrEqualTo(margins)
            make.width.lessThanOrEqualTo(Self.readableContentWidth)
            make.width.equalTo(margins).priority(999)
        }
        readableGuideStorage = guide
        return guide
    }

    /// A guide covering the keyboard: its bottom at the node's bottom, its top at the
    /// keyboard's top, or at the safe area's bottom while the keyboard is down (UIKit's
    /// `keyboardLayoutGuide`). There is no keyboard here: set ``keyboardHeight``.
    ///
    /// ```swift
    /// inputBar.snp.makeConstraints { make in make.bottom.equalTo(view.keyboardLayoutGuide.snp.top) }
    /// view.keyboardHeight = 336
    /// view.layoutIfNeeded()
    /// ```
    public var keyboardLayoutGuide: LayoutGuide {
        if let keyboardGuideStorage { return keyboardGuideStorage.guide }
        let guide = LayoutGuide(debugLabel: "\(displayName).keyboard")
        addLayoutGuide(guide)
        let safeArea = safeAreaLayoutGuide
        var keyboardTop: Constraint?
        guide.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.top.lessThanOrEqualTo(safeArea.snp.bottom)
            keyboardTop = make.top.lessThanOrEqualTo(self.snp.bottom).offset(-keyboardHeightStorage).constraint
            make.top.equalTo(self.snp.bottom).priority(999)
        }
        keyboardGuideStorage = (guide, keyboardTop!)
        return guide
    }

    /// The height of the keyboard over this node, measured from the node's bottom (what the
    /// system reports in UIKit), for ``keyboardLayoutGuide``. Negative and non-finite values
    /// count as 0.
    public var keyboardHeight: Double {
        get { keyboardHeightStorage }
        set {
            let height = newValue.isFinite ? max(0, newValue) : 0
            guard height != keyboardHeightStorage else { return }
            keyboardHeightStorage = height
            keyboardGuideStorage?.keyboardTop.update(offset: -height)
        }
    }
}
