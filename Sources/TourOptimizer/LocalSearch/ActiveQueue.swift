/// The nodes local search still has to look at ("don't-look bits" as a FIFO queue): a node leaves when no
/// improving move starts from it and comes back when a move changes one of its tour edges.
struct ActiveQueue {
    private var ring: [Int32]
    private var queued: [Bool]
    private var head = 0
    private var tail = 0
    private(set) var count = 0

    /// Creates an empty queue for nodes `0..<size`.
    init(size: Int) {
        ring = [Int32](repeating: 0, count: max(size, 1))
        queued = [Bool](repeating: false, count: max(size, 1))
    }

    /// Adds `node` unless it is already waiting.
    @inline(__always) mutating func push(_ node: Int) {
        if queued[node] { return }
        queued[node] = true
        ring[tail] = Int32(node)
        tail = tail + 1 == ring.count ? 0 : tail + 1
        count += 1
    }

    /// Takes the oldest waiting node.
    @inline(__always) mutating func pop() -> Int? {
        guard count > 0 else { return nil }
        let node = Int(ring[head])
        head = head + 1 == ring.count ? 0 : head + 1
        count -= 1
        queued[node] = false
        return node
    }

    /// Empties the queue.
    mutating func removeAll() {
        while pop() != nil {}
    }
}
