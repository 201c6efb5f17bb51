/// One field of every node's record in memory laid out record by record (a ``SearchSpace``'s node states), read and
/// written by node like an array: the fields a search touches for one node share a cache line.
struct NodeField<Value: BitwiseCopyable> {
    /// Where node 0's field lies, and the bytes from one node's record to the next.
    let base: UnsafeMutableRawPointer
    let stride: Int

    @inline(__always) subscript(node: Int) -> Value {
        get { base.load(fromByteOffset: node &* stride, as: Value.self) }
        nonmutating set { base.storeBytes(of: newValue, toByteOffset: node &* stride, as: Value.self) }
    }
}
