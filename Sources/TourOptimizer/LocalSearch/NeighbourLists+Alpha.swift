extension NeighbourLists {
    /// Candidate lists that mix α-nearness with cost: α(i, j) is how much longer the minimum 1-tree under the
    /// bound's penalties gets when it must contain edge (i, j) (Helsgaun, 2000). Each node keeps its
    /// `alphaCount` α-nearest partners, then its cheapest ones (from `nearest`) up to `k`, sorted by cost — so local search
    /// also tries the edges between clusters, which lists of nearest neighbours miss. Symmetric costs only.
    /// O(n²) time, O(n·k) memory.
    init(nearest: NeighbourLists, problem: CycleProblem, bound: HeldKarpBound, alphaCount: Int = 5) {
        let n = problem.size, k = nearest.k, costs = problem.costs
        let alphaCount = min(alphaCount, k)
        let tree = bound.tree
        let pi = bound.penalties
        @inline(__always) func penalised(_ i: Int, _ j: Int) -> Double { costs[i, j] + pi[i] + pi[j] }
        let special = (Int(tree.specialEnds.0), Int(tree.specialEnds.1))
        func specialAlpha(_ node: Int) -> Double {
            node == special.0 || node == special.1 ? 0 : penalised(0, node) - tree.specialSecondCost
        }

        var lists = [Int32](repeating: 0, count: n * k)
        var beta = [Double](repeating: 0, count: n)
        var mark = [Int32](repeating: -1, count: n)
        var chosen = [(alpha: Double, cost: Double, node: Int32)]()
        chosen.reserveCapacity(alphaCount + 1)
        func consider(_ node: Int, alpha: Double, cost: Double) {
            if chosen.count == alphaCount, let last = chosen.last, (alpha, cost) >= (last.alpha, last.cost) { return }
            var slot = chosen.count
            while slot > 0 && (chosen[slot - 1].alpha, chosen[slot - 1].cost) > (alpha, cost) { slot -= 1 }
            chosen.insert((alpha, cost, Int32(node)), at: slot)
            if chosen.count > alphaCount { chosen.removeLast() }
        }
        for i in 0..<n {
            chosen.removeAll(keepingCapacity: true)
            if i == 0 {
                for j in 1..<n { consider(j, alpha: specialAlpha(j), cost: costs[0, j]) }
            } else {
                // β[j]: the longest tree edge on the path from i to j, first up to the root, then down.
                beta[i] = -.infinity
                var node = i
                while tree.parent[node] >= 0 {
                    let up = Int(tree.parent[node])
                    beta[up] = max(beta[node], penalised(node, up))
                    mark[up] = Int32(i)
                    node = up
                }
                for entry in tree.order {
                    let j = Int(entry)
                    if j == i { continue }
                    if mark[j] != Int32(i) {
                        let up = Int(tree.parent[j])
                        beta[j] = max(beta[up], penalised(j, up))
                    }
                    consider(j, alpha: penalised(i, j) - beta[j], cost: costs[i, j])
                }
                consider(0, alpha: specialAlpha(i), cost: costs[i, 0])
            }
            // The α-nearest, then the cheapest others, ordered by cost.
            var row = chosen.map { (cost: $0.cost, node: $0.node) }
            for r in 0..<k where row.count < k {
                let w = nearest.outgoing[i * k + r]
                if !row.contains(where: { $0.node == w }) { row.append((costs[i, Int(w)], w)) }
            }
            row.sort { $0.cost < $1.cost }
            for (r, entry) in row.prefix(k).enumerated() { lists[i * k + r] = entry.node }
        }
        self.init(k: k, outgoing: lists, incoming: lists)
    }
}
