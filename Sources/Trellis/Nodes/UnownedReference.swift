/// A back pointer that neither retains its object nor checks it: the one place Trellis keeps
/// an unretained reference. Every holder has an owner that clears it before the object goes away
/// (a parent clears its children's superview in `deinit`, a ``Constraint`` its layout
/// constraints', a node its guides' owner, an item its handles); engines and their slots live
/// no longer than the tree they point into.
///
/// Not `weak`: a weak reference gives the object a side table, which makes each of its
/// retains slow on the DSL's hot path (DSL grid and DSL constant workloads of
/// TrellisBenchmarks); `unowned` (safe) costs a reference count per read.
struct UnownedReference<Object: AnyObject> {
    // `Unmanaged` rather than an `unowned(unsafe)` stored property: the latter, Optional and
    // inside this generic struct, corrupted memory in a debug build (iterating the engine's
    // ContentSlot array visited one slot twice; found by the fitting tests, Swift 6.3).
    private var storage: Unmanaged<Object>?

    @inline(__always)
    init(_ object: Object? = nil) {
        storage = object.map { Unmanaged.passUnretained($0) }
    }

    /// The object, or nil once its owner cleared the reference.
    var object: Object? {
        @inline(__always) get { storage?.takeUnretainedValue() }
        @inline(__always) set { storage = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// The object of a reference that is set at creation and never cleared (an engine's scope,
    /// a slot's node).
    var target: Object {
        @inline(__always) get { storage.unsafelyUnwrapped.takeUnretainedValue() }
    }
}
