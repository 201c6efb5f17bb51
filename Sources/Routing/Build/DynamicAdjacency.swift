import RoadNetwork
/// One direction of the graph being contracted: per node a block of `(head, weight, edge)` entries inside
/// flat arrays, grown by moving the block to the end (like OSRM's dynamic graph). Removal swaps with the
/// block's last entry, so order is not kept.
struct DynamicAdjacency {
    /// First slot of each node's block.
    private(set) var start: [Int]
    /// Entries in use per node.
    private(set) var count: [Int32]
    private var capacity: [Int32]
    /// The other end of each entry.
    private(set) var head: [UInt32]
    /// The cost of each entry.
    private(set) var weight: [Float]
    /// The contraction edge each entry stands for.
    private(set) var edge: [UInt32]

    /// Creates empty blocks with room for `degree[v]` entries (plus slack) at each node.
    init(degrees: [Int32]) {
        start = []
        start.reserveCapacity(degrees.count)
        capacity = []
        capacity.reserveCapacity(degrees.count)
        var total = 0
        for degree in degrees {
            start.append(total)
            let room = degree + 2
            capacity.append(room)
            total += Int(room)
        }
        count = [Int32](repeating: 0, count: degrees.count)
        head = [UInt32](repeating: 0, count: total)
        weight = [Float](repeating: 0, count: total)
        edge = [UInt32](repeating: 0, count: total)
    }

    /// The slots of `node`'s entries.
    @inline(__always) func slots(_ node: UInt32) -> Range<Int> {
        let first = start[Int(node)]
        return first ..< first + Int(count[Int(node)])
    }

    /// The slot of `node`'s entry towards `other`, if any. O(degree).
    @inline(__always) func slot(_ node: UInt32, to other: UInt32) -> Int? {
        for slot in slots(node) where head[slot] == other { return slot }
        return nil
    }

    /// Adds an entry to `node`'s block.
    mutating func append(_ node: UInt32, head other: UInt32, weight cost: Float, edge id: UInt32) {
        let index = Int(node)
        if count[index] == capacity[index] {
            let old = start[index]
            let newStart = head.count
            let room = Int(capacity[index]) * 2 + 2
            head.append(contentsOf: repeatElement(0, count: room))
            weight.append(contentsOf: repeatElement(0, count: room))
            edge.append(contentsOf: repeatElement(0, count: room))
            for offset in 0 ..< Int(count[index]) {
                head[newStart + offset] = head[old + offset]
                weight[newStart + offset] = weight[old + offset]
                edge[newStart + offset] = edge[old + offset]
            }
            start[index] = newStart
            capacity[index] = Int32(room)
        }
        let slot = start[index] + Int(count[index])
        head[slot] = other
        weight[slot] = cost
        edge[slot] = id
        count[index] += 1
    }

    /// Changes the cost and edge of an entry.
    @inline(__always) mutating func update(slot: Int, weight cost: Float, edge id: UInt32) {
        weight[slot] = cost
        edge[slot] = id
    }

    /// Removes `node`'s entry towards `other`, if any.
    mutating func remove(_ node: UInt32, head other: UInt32) {
        guard let slot = slot(node, to: other) else { return }
        let last = start[Int(node)] + Int(count[Int(node)]) - 1
        head[slot] = head[last]
        weight[slot] = weight[last]
        edge[slot] = edge[last]
        count[Int(node)] -= 1
    }

    /// Runs `body` with a read-only view of the entries.
    func withView<Result>(_ body: (AdjacencyView) -> Result) -> Result {
        start.withUnsafeBufferPointer { start in
            count.withUnsafeBufferPointer { count in
                head.withUnsafeBufferPointer { head in
                    weight.withUnsafeBufferPointer { weight in
                        edge.withUnsafeBufferPointer { edge in
                            body(AdjacencyView(start: start, count: count, head: head, weight: weight, edge: edge))
                        }
                    }
                }
            }
        }
    }

    /// Lays the blocks out again one after another in node order, each with room for two more entries, dropping the
    /// room that moved and removed entries left behind: the blocks of near nodes (numbered cell by cell) lie near in
    /// memory again, as witness searches read them. Keeps each block's entries in their order.
    mutating func compact() {
        var total = 0
        var newStart = [Int](repeating: 0, count: start.count), newCapacity = [Int32](repeating: 0, count: start.count)
        for v in start.indices {
            newStart[v] = total
            newCapacity[v] = count[v] + 2
            total += Int(newCapacity[v])
        }
        var newHead = [UInt32](repeating: 0, count: total), newWeight = [Float](repeating: 0, count: total)
        var newEdge = [UInt32](repeating: 0, count: total)
        for v in start.indices {
            for offset in 0 ..< Int(count[v]) {
                newHead[newStart[v] + offset] = head[start[v] + offset]
                newWeight[newStart[v] + offset] = weight[start[v] + offset]
                newEdge[newStart[v] + offset] = edge[start[v] + offset]
            }
        }
        start = newStart
        capacity = newCapacity
        head = newHead
        weight = newWeight
        edge = newEdge
    }

    /// Removes every entry of `node`.
    mutating func removeAll(_ node: UInt32) { count[Int(node)] = 0 }
}
