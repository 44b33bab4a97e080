import Synchronization

/// Prepares and lays out text with caches, safe to share between threads.
///
/// Prepared texts are cached by everything that changes them (text, face identifiers, size,
/// options); layouts by the prepared key plus the width and layout options. Both caches are
/// bounded and dropped whole when full. Create one per app (or per screen); there is no global.
///
/// ```swift
/// let measurer = TextMeasurer()
/// let layout = measurer.layout("Hello, world!", font: .builtin(size: 17), maxWidth: 200)
/// layout.width  // 93.517
/// ```
public final class TextMeasurer: Sendable {
    struct PrepareKey: Hashable {
        let text: String
        let font: Font
        let options: TextOptions
    }

    struct LayoutKey: Hashable {
        let prepare: PrepareKey
        let maxWidth: Double
    }

    /// The two caches, behind one lock.
    private struct Caches {
        var prepared: [PrepareKey: PreparedText] = [:]
        var layouts: [LayoutKey: TextLayout] = [:]
    }

    private let caches = Mutex(Caches())
    /// The most entries each cache holds before it is cleared.
    public let capacity: Int

    /// A measurer whose two caches each hold up to `capacity` entries.
    public init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The prepared (segmented and measured) text, from the cache when possible.
    ///
    /// ```swift
    /// let prepared = measurer.prepare("Hello", font: .builtin(size: 17))
    /// let narrow = prepared.layout(maxWidth: 30)
    /// ```
    public func prepare(_ text: String, font: Font, options: TextOptions = TextOptions()) -> PreparedText {
        let key = PrepareKey(text: text, font: font, options: options)
        if let hit = caches.withLock({ $0.prepared[key] }) { return hit }
        let value = PreparedText(text, font: font, options: options)
        caches.withLock { caches in
            if caches.prepared.count >= capacity { caches.prepared.removeAll(keepingCapacity: true) }
            caches.prepared[key] = value
        }
        return value
    }

    /// The layout of `text` at `maxWidth` with `options`, from the cache when possible.
    ///
    /// ```swift
    /// let layout = measurer.layout("Hello, world!", font: .builtin(size: 17),
    ///                              options: TextOptions(numberOfLines: 1), maxWidth: 60)
    /// ```
    public func layout(_ text: String, font: Font, options: TextOptions = TextOptions(),
                       maxWidth: Double = .infinity) -> TextLayout {
        let key = LayoutKey(prepare: PrepareKey(text: text, font: font, options: options), maxWidth: maxWidth)
        if let hit = caches.withLock({ $0.layouts[key] }) { return hit }
        let value = prepare(text, font: font, options: options).layout(maxWidth: maxWidth)
        caches.withLock { caches in
            if caches.layouts.count >= capacity { caches.layouts.removeAll(keepingCapacity: true) }
            caches.layouts[key] = value
        }
        return value
    }

    /// The layout of `text` with the preparation settings of `options` and the layout
    /// settings of `layoutOptions` (the two halves of one ``TextOptions`` now).
    @available(*, deprecated, message: "pass one TextOptions: layout(_:font:options:maxWidth:)")
    public func layout(_ text: String, font: Font, options: TextOptions = TextOptions(),
                       maxWidth: Double = .infinity, layoutOptions: TextOptions) -> TextLayout {
        var merged = layoutOptions
        merged.lineBreak = options.lineBreak
        merged.kerning = options.kerning
        return layout(text, font: font, options: merged, maxWidth: maxWidth)
    }

    /// Empties both caches.
    public func removeAll() {
        caches.withLock { caches in
            caches.prepared.removeAll()
            caches.layouts.removeAll()
        }
    }
}
