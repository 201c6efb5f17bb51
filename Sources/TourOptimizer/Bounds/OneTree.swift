/// A minimum 1-tree of a cycle problem under node penalties π (Held and Karp): a spanning tree of nodes
/// 1…n-1 plus node 0's two cheapest edges, where an edge (i, j) costs `c(i, j) + π[i] + π[j]`. Every tour is a
/// 1-tree, so its length minus `2·Σπ` is a lower bound on every tour; a 1-tree in which every node has degree
/// 2 is itself an optimal tour. Symmetric costs only. Built by Prim's algorithm, on all edges in O(n²) time or
/// on a ``CandidateGraph`` in O(m log n) (the minimum over those edges only, so no bound).
struct OneTree {
    /// The nodes of the spanning tree in the order they joined it (a parent always comes before its children).
    var order: [Int32]
    /// Each node's parent in the spanning tree of nodes 1…n-1; -1 for its root (node 1) and for node 0.
    var parent: [Int32]
    /// Each node's degree in the 1-tree.
    var degree: [Int32]
    /// Node 0's two cheapest penalised edges lead to these nodes.
    var specialEnds: (Int32, Int32)
    /// The penalised cost of the second of them: the α of node 0's other edges is measured against it.
    var specialSecondCost: Double
    /// The penalised length of the 1-tree.
    var length: Double

    /// The minimum 1-tree of `costs` (size ≥ 3) under `penalties`.
    init(costs: CostTable, penalties: [Double]) {
        let n = costs.size
        precondition(n >= 3, "a 1-tree needs 3 nodes")
        var order: [Int32] = [1]
        order.reserveCapacity(n - 1)
        var parent = [Int32](repeating: -1, count: n)
        var degree = [Int32](repeating: 0, count: n)
        var length = 0.0
        var specialEnds: (Int32, Int32) = (1, 2), specialSecondCost = Double.infinity
        penalties.withUnsafeBufferPointer { pi in
            var key = [Double](repeating: .infinity, count: n)
            var remaining = (2..<n).map(Int32.init)
            key.withUnsafeMutableBufferPointer { key in
                remaining.withUnsafeMutableBufferPointer { remaining in
                    parent.withUnsafeMutableBufferPointer { parent in
                        var count = remaining.count
                        var added = 1
                        while count > 0 {
                            // Relax the edges of the node just added and find the closest remaining node.
                            var best = 0, bestKey = Double.infinity
                            let base = pi[added]
                            for index in 0..<count {
                                let v = Int(remaining[index])
                                let cost = costs[added, v] + base + pi[v]
                                if cost < key[v] {
                                    key[v] = cost
                                    parent[v] = Int32(added)
                                }
                                if key[v] < bestKey { (best, bestKey) = (index, key[v]) }
                            }
                            added = Int(remaining[best])
                            remaining[best] = remaining[count - 1]
                            count -= 1
                            length += bestKey
                            order.append(Int32(added))
                        }
                    }
                }
            }
            for node in 2..<n {
                degree[node] += 1
                degree[Int(parent[node])] += 1
            }
            // Node 0 joins by its two cheapest edges.
            var ends = SpecialEnds()
            for v in 1..<n { ends.offer(v, cost: costs[0, v] + pi[0] + pi[v]) }
            let (first, second) = (ends.first, ends.second)
            degree[0] = 2
            degree[first.node] += 1
            degree[second.node] += 1
            length += first.cost + second.cost
            specialEnds = (Int32(first.node), Int32(second.node))
            specialSecondCost = second.cost
        }
        self.specialEnds = specialEnds
        self.specialSecondCost = specialSecondCost
        self.order = order
        self.parent = parent
        self.degree = degree
        self.length = length
    }

    /// The minimum 1-tree of `costs` under `penalties` using only the edges of `graph` (which connects nodes
    /// 1…n-1): at least as long as the true minimum, found much faster.
    init(graph: CandidateGraph, costs: CostTable, penalties pi: [Double]) {
        let n = costs.size
        var key = [Double](repeating: .infinity, count: n)
        var parent = [Int32](repeating: -1, count: n)
        var degree = [Int32](repeating: 0, count: n)
        var inTree = [Bool](repeating: false, count: n)
        var order: [Int32] = []
        order.reserveCapacity(n - 1)
        var length = 0.0
        var heap = NodeHeap()
        key[1] = 0
        heap.push(1, key: 0)
        while let (u, cost) = heap.pop() {
            if inTree[u] || cost > key[u] { continue }
            inTree[u] = true
            order.append(Int32(u))
            length += cost
            if parent[u] >= 0 {
                degree[u] += 1
                degree[Int(parent[u])] += 1
            }
            graph.forEachNeighbour(of: u) { v in
                guard v != 0, !inTree[v] else { return }
                let edge = costs[u, v] + pi[u] + pi[v]
                if edge < key[v] {
                    key[v] = edge
                    parent[v] = Int32(u)
                    heap.push(v, key: edge)
                }
            }
        }
        var ends = SpecialEnds()
        graph.forEachNeighbour(of: 0) { v in ends.offer(v, cost: costs[0, v] + pi[0] + pi[v]) }
        let (first, second) = (ends.first, ends.second)
        degree[0] = 2
        degree[first.node] += 1
        degree[second.node] += 1
        self.order = order
        self.parent = parent
        self.degree = degree
        specialEnds = (Int32(first.node), Int32(second.node))
        specialSecondCost = second.cost
        self.length = length + first.cost + second.cost
    }
}

/// Node 0's two cheapest edges among those offered.
private struct SpecialEnds {
    private(set) var first = (node: 1, cost: Double.infinity)
    private(set) var second = (node: 2, cost: Double.infinity)

    mutating func offer(_ node: Int, cost: Double) {
        if cost < first.cost {
            second = first
            first = (node, cost)
        } else if cost < second.cost {
            second = (node, cost)
        }
    }
}

/// A binary min-heap of nodes by key, with stale entries left in place (the caller skips them).
private struct NodeHeap {
    private var entries: [(key: Double, node: Int32)] = []

    mutating func push(_ node: Int, key: Double) {
        entries.append((key, Int32(node)))
        var child = entries.count - 1
        while child > 0 {
            let up = (child - 1) / 2
            if entries[up].key <= entries[child].key { break }
            entries.swapAt(up, child)
            child = up
        }
    }

    mutating func pop() -> (node: Int, key: Double)? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var index = 0
            while true {
                let left = 2 * index + 1, right = left + 1
                var smallest = index
                if left < entries.count && entries[left].key < entries[smallest].key { smallest = left }
                if right < entries.count && entries[right].key < entries[smallest].key { smallest = right }
                if smallest == index { break }
                entries.swapAt(index, smallest)
                index = smallest
            }
        }
        return (Int(top.node), top.key)
    }
}
