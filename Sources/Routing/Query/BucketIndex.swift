import CRowScan
import RoadNetwork

/// The backward searches' distances, by node: for a node, each target set that reached it and its cost
/// from there.
///
/// A node's place among the nodes with buckets is kept in a borrowed ``SearchSpace`` (marked reached, the place in
/// its `parent` array), which the index only reads once made: it is shared by the rows' threads.
struct BucketIndex: @unchecked Sendable {
    private let slots: SearchSpace
    /// Per node with buckets `k`: its entries are `first[k] ..< first[k + 1]`, each a target set and its cost (side
    /// by side: a node's first entry is read from memory once).
    private let first: [UInt32]
    private let entries: [(target: UInt32, cost: Double)]
    /// The cheapest cost any target set left (`.infinity` when none left any): below zero where a target's stop lies
    /// before the end of the segment it is met on.
    let cheapestCost: Double

    init(slots: SearchSpace, buckets: [[(node: UInt32, cost: Double)]]) {
        var sizes: [UInt32] = []
        // Nodes lie far apart in `slots`: each one's state is asked for a few nodes ahead of its turn (a 100×100 table
        // on a city of a million junctions made its index of 414k costs in 5.5 ms, against 7–10 without).
        let ahead = 16
        for bucket in buckets {
            for (i, (node, _)) in bucket.enumerated() {
                if i + ahead < bucket.count { slots.prefetch(bucket[i + ahead].node) }
                if !slots.isReached(node) {
                    slots.mark(node)
                    slots.parent[Int(node)] = UInt32(sizes.count)
                    sizes.append(0)
                }
                sizes[Int(slots.parent[Int(node)])] += 1
            }
        }
        var first = [UInt32](repeating: 0, count: sizes.count + 1)
        for k in sizes.indices { first[k + 1] = first[k] + sizes[k] }
        var next = first
        var entries = [(target: UInt32, cost: Double)](repeating: (0, 0), count: Int(first[sizes.count]))
        for (j, bucket) in buckets.enumerated() {
            for (i, (node, value)) in bucket.enumerated() {
                if i + ahead < bucket.count { slots.prefetch(bucket[i + ahead].node) }
                let k = Int(slots.parent[Int(node)])
                entries[Int(next[k])] = (UInt32(j), value)
                next[k] += 1
            }
        }
        self.slots = slots
        self.first = first
        self.entries = entries
        cheapestCost = entries.lazy.map(\.cost).min() ?? .infinity
    }

    /// Where the buckets of each entry of `graph` are (-1: no target set left a cost there), for
    /// ``forEach(inSlot:_:)``: a bundled search, which reads the same entries many times, looks them up once.
    func slots(ofEntriesOf graph: TopLevelGraph) -> [Int32] {
        (0..<graph.entryCount).map { e in
            let node = graph.node(ofEntry: e)
            return slots.isReached(node) ? Int32(slots.parent[Int(node)]) : -1
        }
    }

    /// Calls `body` with each target set that left a cost at `node`, and that cost.
    @inline(__always) func forEach(at node: UInt32, _ body: (Int, Double) -> Void) {
        guard slots.isReached(node) else { return }
        forEach(inSlot: Int32(slots.parent[Int(node)]), body)
    }

    /// Starts bringing the buckets of slot `k` (see ``slots(ofEntriesOf:)``) into the processor's caches, for a caller
    /// that reads them soon.
    func prefetch(slot k: Int32) {
        guard k >= 0 else { return }
        let start = Int(first[Int(k)]), end = Int(first[Int(k) + 1])
        entries.withUnsafeBufferPointer { wayfarer_prefetch_bytes($0.baseAddress! + start, (end - start) * MemoryLayout<(target: UInt32, cost: Double)>.stride) }
    }

    /// Calls `body` with each target set that left a cost at the node of slot `k` (see ``slots(ofEntriesOf:)``), and
    /// that cost.
    @inline(__always) func forEach(inSlot k: Int32, _ body: (Int, Double) -> Void) {
        guard k >= 0 else { return }
        for e in Int(first[Int(k)])..<Int(first[Int(k) + 1]) { body(Int(entries[e].target), entries[e].cost) }
    }
}
