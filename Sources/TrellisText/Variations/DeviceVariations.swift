/// The deltas GPOS values take at a variable face's axis position: GDEF's ItemVariationStore
/// (GDEF 1.3) at the face's normalized coordinates, read through VariationIndex device tables
/// (DeltaFormat 0x8000) that ValueRecords and Anchor tables point to.
///
/// As HarfBuzz does, each device's delta is rounded on its own before it is added
/// (`roundf`, half away from zero); hinting device tables (formats 1–3) only apply at a pixel
/// size and are not read. At the default instance, for a static font, or when GDEF has no store,
/// every delta is 0. A damaged device table or store gives 0 for that value, never a trap.
struct DeviceVariations: Sendable {
    private let store: ItemVariationStore?

    /// No variation: every delta is 0.
    static let none = DeviceVariations(store: nil)

    private init(store: ItemVariationStore?) { self.store = store }

    /// GDEF's store at `coordinates` (none when the coordinates are empty, the default instance).
    init(gdef: FontReader?, coordinates: [Double]) {
        guard !coordinates.isEmpty, let gdef,
              let major = try? gdef.u16(0), let minor = try? gdef.u16(2), major == 1, minor >= 3,
              let offset = try? gdef.u32(14), offset != 0,
              let table = try? gdef.sub(Int(offset)),
              let store = try? ItemVariationStore(table, coordinates: coordinates)
        else {
            self.store = nil
            return
        }
        self.store = store
    }

    /// True when every delta is 0.
    var isEmpty: Bool { store == nil }

    /// The rounded delta of the device table at `offset` from `parent` (0 for a null offset,
    /// a hinting device, the 0xFFFF/0xFFFF "no variation" index, or unreadable data).
    func delta(_ parent: FontReader, deviceAt offset: Int) -> Int32 {
        guard let store, offset != 0 else { return 0 }
        do throws(FontError) {
            let device = try parent.sub(offset)
            guard try device.u16(4) == 0x8000 else { return 0 }
            let outer = Int(try device.u16(0)), inner = Int(try device.u16(2))
            guard outer != 0xFFFF || inner != 0xFFFF else { return 0 }
            let value = try store.delta(outer: outer, inner: inner)
            guard value.isFinite else { return 0 }
            return Int32(clamping: Int(value.rounded()))
        } catch {
            return 0
        }
    }
}
