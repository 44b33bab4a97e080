/// Cell heights cached by message id, checked against (revision, width, template
/// fingerprint, run context): a changed revision, width or configuration value the template
/// reads is a miss; anything else is a hit. One entry per message id.
///
/// ```swift
/// var cache = HeightCache()
/// cache.store(52, for: message, width: 375, fingerprint: fp, context: CellContext())
/// cache.height(for: message, width: 375, fingerprint: fp, context: CellContext())   // 52
/// ```
package struct HeightCache: Sendable {
    struct Entry: Sendable {
        var height: Double
        var width: Double
        var fingerprint: Int
        var revision: Int
        var context: UInt8
    }

    private var entries: [MessageID: Entry] = [:]

    /// An empty cache.
    package init() {}

    /// The number of entries.
    package var count: Int { entries.count }

    /// The cached height, if its key matches.
    package func height(for message: ChatMessage, width: Double, fingerprint: Int, context: CellContext) -> Double? {
        guard let entry = entries[message.id], entry.revision == message.revision, entry.width == width,
              entry.fingerprint == fingerprint, entry.context == context.bits else { return nil }
        return entry.height
    }

    /// Stores a height under the full key.
    package mutating func store(_ height: Double, for message: ChatMessage, width: Double, fingerprint: Int, context: CellContext) {
        entries[message.id] = Entry(height: height, width: width, fingerprint: fingerprint, revision: message.revision,
                                    context: context.bits)
    }

    /// Forgets the entry of `id`.
    package mutating func remove(_ id: MessageID) { entries[id] = nil }

    /// Forgets everything (keeping the memory).
    package mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// The entries the storage holds without growing.
    var capacity: Int { entries.capacity }

    /// Reserves room for `count` entries.
    mutating func reserve(_ count: Int) { entries.reserveCapacity(count) }
}
