/// For each node, its `k` cheapest partners in ascending cost: the candidates local search tries first.
/// For asymmetric costs there are two lists: cheapest successors (`outgoing`) and predecessors (`incoming`).
struct NeighbourLists: Sendable {
    /// Candidates per node.
    let k: Int
    /// `outgoing[v * k + r]`: the r-th cheapest `w` by cost(v → w).
    let outgoing: [Int32]
    /// `incoming[v * k + r]`: the r-th cheapest `u` by cost(u → v); equal to `outgoing` when symmetric.
    let incoming: [Int32]

    /// Lists given as they are.
    init(k: Int, outgoing: [Int32], incoming: [Int32]) {
        self.k = k
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// Builds the lists; forbidden links sort last. O(n²·k) in the worst case, O(n²) typically.
    init(problem: CycleProblem, k requested: Int) {
        let n = problem.size
        let k = max(1, min(requested, n - 1))
        let costs = problem.costs
        self.k = k
        outgoing = Self.nearest(n: n, k: k) { costs[$0, $1] }
        incoming = problem.isSymmetric ? outgoing : Self.nearest(n: n, k: k) { costs[$1, $0] }
    }

    /// The k cheapest `w ≠ v` by `cost(v, w)` for every v.
    private static func nearest(n: Int, k: Int, cost: (Int, Int) -> Double) -> [Int32] {
        var result = [Int32](repeating: 0, count: n * k)
        var bestCost = [Double](repeating: 0, count: k)
        var bestNode = [Int32](repeating: 0, count: k)
        for v in 0..<n {
            var filled = 0
            for w in 0..<n where w != v {
                let c = cost(v, w)
                if filled == k && c >= bestCost[k - 1] { continue }
                // Insertion into the sorted prefix.
                var slot = filled < k ? filled : k - 1
                while slot > 0 && bestCost[slot - 1] > c {
                    bestCost[slot] = bestCost[slot - 1]
                    bestNode[slot] = bestNode[slot - 1]
                    slot -= 1
                }
                bestCost[slot] = c
                bestNode[slot] = Int32(w)
                if filled < k { filled += 1 }
            }
            for r in 0..<k { result[v * k + r] = bestNode[r] }
        }
        return result
    }
}
