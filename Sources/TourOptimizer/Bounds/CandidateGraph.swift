/// A sparse undirected graph over the nodes of a cycle problem, as adjacency arrays: each node's candidate
/// partners in both directions plus the edges of a spanning tree, so that it is connected. The Held–Karp
/// ascent builds its 1-trees on it, in O(m log n) instead of O(n²) per step.
struct CandidateGraph {
    /// `targets[offsets[v]..<offsets[v + 1]]` are the neighbours of `v`, ascending.
    private let offsets: [Int32]
    private let targets: [Int32]

    /// The union of the candidate lists (both ways) and the spanning tree's edges.
    init(neighbours: NeighbourLists, tree: OneTree) {
        let n = tree.parent.count, k = neighbours.k
        var rows = [[Int32]](repeating: [], count: n)
        func link(_ a: Int, _ b: Int) {
            guard a != b else { return }
            rows[a].append(Int32(b))
            rows[b].append(Int32(a))
        }
        for v in 0..<n {
            for r in 0..<k { link(v, Int(neighbours.outgoing[v * k + r])) }
            if tree.parent[v] >= 0 { link(v, Int(tree.parent[v])) }
        }
        link(0, Int(tree.specialEnds.0))
        link(0, Int(tree.specialEnds.1))
        var offsets: [Int32] = [0], targets: [Int32] = []
        targets.reserveCapacity(n * (2 * k + 2))
        for row in rows {
            var previous: Int32 = -1
            for target in row.sorted() where target != previous {
                targets.append(target)
                previous = target
            }
            offsets.append(Int32(targets.count))
        }
        self.offsets = offsets
        self.targets = targets
    }

    /// Calls `body` with each neighbour of `node`.
    @inline(__always) func forEachNeighbour(of node: Int, _ body: (Int) -> Void) {
        for index in Int(offsets[node])..<Int(offsets[node + 1]) { body(Int(targets[index])) }
    }
}
