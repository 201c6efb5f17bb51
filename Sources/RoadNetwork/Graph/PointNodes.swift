/// Per point of a ``RoadGraph``, the id of its OSM node, in 5 bytes rather than 8: the id's low 32 bits, and the 8 above
/// them as a signed byte — ids within ±2^39 (5.5 × 10^11; OSM's own reach 1.3 × 10^10 in 2026, under 2^34, and files
/// edited offline number their new nodes from −1 down).
public struct PointNodes: Sendable, Hashable {
    /// Per point: the id's low 32 bits, and the signed byte above them.
    let low: MappedArray<UInt32>
    let high: MappedArray<Int8>

    /// No ids (a network not read from OSM, or whose ids do not fit).
    public static let none = PointNodes(low: MappedArray([]), high: MappedArray([]))

    /// The parts of ids as ``low`` and ``high`` keep them (read from a map file); the caller checks they are as many.
    init(low: MappedArray<UInt32>, high: MappedArray<Int8>) {
        self.low = low
        self.high = high
    }

    /// The ids `ids`, or nil when one does not fit in 40 bits.
    public init?(_ ids: [Int64]) {
        let limit: Int64 = 1 << 39
        guard ids.allSatisfy({ $0 >= -limit && $0 < limit }) else { return nil }
        self.init(low: MappedArray(ids.map { UInt32(truncatingIfNeeded: $0) }), high: MappedArray(ids.map { Int8(truncatingIfNeeded: $0 >> 32) }))
    }

    /// The id of point `i`.
    @inline(__always) public subscript(i: Int) -> Int64 { Int64(high[i]) << 32 | Int64(low[i]) }

    /// The number of points with an id (0 or all of them).
    public var count: Int { low.count }

    /// Whether there are no ids.
    public var isEmpty: Bool { low.isEmpty }
}
