/// A small, fast, seedable generator (xoshiro256**): the same seed gives the same search.
struct RandomSource: RandomNumberGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator from a seed, expanded with SplitMix64 so that nearby seeds diverge.
    init(seed: UInt64) {
        var mix = seed
        func next() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (next(), next(), next(), next())
    }

    mutating func next() -> UInt64 {
        let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = state.3 << 45 | state.3 >> 19
        return result
    }

    /// A uniform integer in `0..<bound` (bound > 0).
    @inline(__always) mutating func below(_ bound: Int) -> Int {
        Int((next() >> 11) % UInt64(bound))
    }
}
