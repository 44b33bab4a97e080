/// Combines cache fingerprints without a `Hasher`: a per-message fingerprint joins two or
/// three values that are already hashes, and SipHash's setup and finalization cost more than
/// the rest of the lookup. The mix is splitmix64's finalizer (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", 2014) applied after folding in each value.
///
/// Fingerprints only ever meet fingerprints of the same process, so the values need not be
/// stable across runs; two different inputs meet with probability about 2⁻⁶⁴.
enum FingerprintMix {
    /// One value from `first` and `second`; the order matters.
    @inline(__always)
    static func combine(_ first: Int, _ second: Int) -> Int {
        Int(Int64(bitPattern: finalize(finalize(UInt64(bitPattern: Int64(first))) &+ UInt64(bitPattern: Int64(second)))))
    }

    @inline(__always)
    private static func finalize(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
