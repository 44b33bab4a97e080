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

    struct AttributedKey: Hashable {
        let text: AttributedText
        let options: TextOptions
    }

    struct AttributedLayoutKey: Hashable {
        let prepare: AttributedKey
        let maxWidth: Double
    }

    /// The caches, behind one lock (attributed texts count towards the same capacities).
    private struct Caches {
        var prepared: [PrepareKey: PreparedText] = [:]
        var layouts: [LayoutKey: TextLayout] = [:]
        var attributedPrepared: [AttributedKey: PreparedText] = [:]
        var attributedLayouts: [AttributedLayoutKey: TextLayout] = [:]
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
        cached(\.prepared, PrepareKey(text: text, font: font, options: options)) {
            PreparedText(text, font: font, options: options)
        }
    }

    /// The layout of `text` at `maxWidth` with `options`, from the cache when possible.
    ///
    /// ```swift
    /// let layout = measurer.layout("Hello, world!", font: .builtin(size: 17),
    ///                              options: TextOptions(numberOfLines: 1), maxWidth: 60)
    /// ```
    public func layout(_ text: String, font: Font, options: TextOptions = TextOptions(),
                       maxWidth: Double = .infinity) -> TextLayout {
        cached(\.layouts, LayoutKey(prepare: PrepareKey(text: text, font: font, options: options), maxWidth: maxWidth)) {
            prepare(text, font: font, options: options).layout(maxWidth: maxWidth)
        }
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

    /// The prepared attributed text (runs of several fonts measured as one paragraph), from the
    /// cache when possible.
    public func prepare(_ text: AttributedText, options: TextOptions = TextOptions()) -> PreparedText {
        cached(\.attributedPrepared, AttributedKey(text: text, options: options)) { PreparedText(text, options: options) }
    }

    /// The layout of an attributed text at `maxWidth` with `options`, from the cache when possible.
    public func layout(_ text: AttributedText, options: TextOptions = TextOptions(), maxWidth: Double = .infinity) -> TextLayout {
        cached(\.attributedLayouts, AttributedLayoutKey(prepare: AttributedKey(text: text, options: options), maxWidth: maxWidth)) {
            prepare(text, options: options).layout(maxWidth: maxWidth)
        }
    }

    /// The entry for `key` in the cache at `path`, made outside the lock on a miss; a full
    /// cache is cleared before the new entry goes in.
    private func cached<Key: Hashable & Sendable, Value: Sendable>(_ path: WritableKeyPath<Caches, [Key: Value]>, _ key: Key,
                                              make: () -> Value) -> Value {
        if let hit = caches.withLock({ $0[keyPath: path][key] }) { return hit }
        let value = make()
        caches.withLock { caches in
            if caches[keyPath: path].count >= capacity { caches[keyPath: path].removeAll(keepingCapacity: true) }
            caches[keyPath: path][key] = value
        }
        return value
    }

    /// Empties the caches.
    public func removeAll() {
        caches.withLock { caches in
            caches.prepared.removeAll()
            caches.layouts.removeAll()
            caches.attributedPrepared.removeAll()
            caches.attributedLayouts.removeAll()
        }
    }
}
