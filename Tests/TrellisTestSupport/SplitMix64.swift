/// SplitMix64: a tiny, fast, fully deterministic generator, shared by every test target's
/// seeded property and mutation tests so a seed means the same sequence everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
