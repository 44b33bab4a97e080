/// A registry's templates by type key, kept in numbered slots: a message of a built-in kind
/// finds its template through a fixed table (no hashing of the type string, which cost a
/// chat layout four dictionary lookups per message), a custom type through a dictionary, and
/// a template is mutated in place in its slot.
struct TemplateSlots: Sendable {
    /// The built-in type keys, numbered for ``builtin``.
    enum Builtin: Int, CaseIterable {
        case text, image, file, location, contact, voice, album, system, emoji

        /// The type key: the case's name ("text", …, "emoji"), as ``MessageKind/typeKey`` spells it.
        var key: String { String(describing: self) }

        /// The built-in key `key` names, nil for a custom type (one dictionary read).
        init?(key: String) {
            guard let found = Builtin.byKey[key] else { return nil }
            self = found
        }

        private static let byKey = Dictionary(uniqueKeysWithValues: allCases.map { ($0.key, $0) })
    }

    private var templates: [any ChatCellTemplate] = []
    /// The slot of each registered type. A removed type's slot stays in `templates`, unused.
    private var slots: [String: Int] = [:]
    /// The slot of each built-in key (-1: none registered), in ``Builtin`` order.
    private var builtin = [Int](repeating: -1, count: Builtin.allCases.count)

    /// The slot of a built-in key's template, nil when none is registered.
    @inline(__always)
    func slot(of key: Builtin) -> Int? {
        let slot = builtin[key.rawValue]
        return slot < 0 ? nil : slot
    }

    /// The slot of the template for `kind`'s type key.
    @inline(__always)
    func slot(of kind: MessageKind) -> Int? {
        switch kind {
        case .text: slot(of: .text)
        case .image: slot(of: .image)
        case .file: slot(of: .file)
        case .location: slot(of: .location)
        case .contact: slot(of: .contact)
        case .voice: slot(of: .voice)
        case .album: slot(of: .album)
        case .system: slot(of: .system)
        case .custom(let type, _): slot(of: type)
        }
    }

    /// The slot of the template for type key `type`.
    func slot(of type: String) -> Int? {
        if let key = Builtin(key: type) { return slot(of: key) }
        return slots[type]
    }

    /// The template in `slot` (from one of the `slot(of:)` functions), mutable in place.
    subscript(slot: Int) -> any ChatCellTemplate {
        get { templates[slot] }
        _modify { yield &templates[slot] }
    }

    /// The template for type key `type`; setting nil removes it.
    subscript(type: String) -> (any ChatCellTemplate)? {
        get { slot(of: type).map { templates[$0] } }
        set {
            if let newValue {
                if let slot = slots[type] {
                    templates[slot] = newValue
                } else {
                    slots[type] = templates.count
                    templates.append(newValue)
                }
            } else {
                slots[type] = nil
            }
            if let key = Builtin(key: type) { builtin[key.rawValue] = slots[type] ?? -1 }
        }
    }
}
