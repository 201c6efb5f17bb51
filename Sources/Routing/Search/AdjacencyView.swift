import RoadNetwork
/// A read-only view of a ``DynamicAdjacency`` through unsafe buffers, for the witness searches that run on
/// several threads while nothing modifies the graph. Valid only inside ``DynamicAdjacency/withView(_:)``.
struct AdjacencyView: @unchecked Sendable {
    let start: UnsafeBufferPointer<Int>
    let count: UnsafeBufferPointer<Int32>
    let head: UnsafeBufferPointer<UInt32>
    let weight: UnsafeBufferPointer<Float>
    let edge: UnsafeBufferPointer<UInt32>

    /// The slots of `node`'s entries.
    @inline(__always) func slots(_ node: UInt32) -> Range<Int> {
        let first = start[Int(node)]
        return first ..< first + Int(count[Int(node)])
    }
}
