/// The Held–Karp lower bound of a symmetric cycle problem, by subgradient ascent on 1-trees: node penalties
/// π are raised on nodes of degree above 2 and lowered on leaves until the best 1-tree is as long as it gets.
/// No tour is shorter than ``value``; when a 1-tree of degree 2 everywhere appears, it is an optimal tour and
/// ``value`` is its length. The penalties it ends with also rank candidate edges (``NeighbourLists/init(nearest:problem:bound:alphaCount:)``).
struct HeldKarpBound: Sendable {
    /// A lower bound on the cost of every cycle.
    let value: Double
    /// The penalties that gave it.
    let penalties: [Double]
    /// The minimum 1-tree under those penalties.
    let tree: OneTree

    /// Steps without a better bound before the step size halves.
    static let patience = 10

    /// Runs the ascent until it converges, the step size vanishes, `iterations` are done or `stop` says so.
    /// Its steps build 1-trees on the candidate graph of `neighbours` and one spanning tree of all edges; the
    /// bound is then measured on all edges. `upperBound` is the cost of some cycle (it sizes the steps).
    init(costs: CostTable, neighbours: NeighbourLists, upperBound: Double, iterations: Int, until stop: StopCondition) {
        let n = costs.size
        var penalties = [Double](repeating: 0, count: n)
        var tree = OneTree(costs: costs, penalties: penalties)
        let graph = CandidateGraph(neighbours: neighbours, tree: tree)
        var best = (value: -Double.infinity, penalties: penalties)
        var scale = 1.0, sinceBetter = 0
        var previousDirection = [Double](repeating: 0, count: n)
        for iteration in 0..<iterations {
            if iteration > 0 {
                if stop.shouldStop() { break }
                tree = OneTree(graph: graph, costs: costs, penalties: penalties)
            }
            let value = tree.length - 2 * penalties.reduce(0, +)
            if value > best.value {
                best = (value, penalties)
                sinceBetter = 0
            } else {
                sinceBetter += 1
                if sinceBetter >= Self.patience {
                    // Overshot: go back to the best penalties with half the step.
                    scale /= 2
                    sinceBetter = 0
                    if scale < 1e-4 { break }
                    penalties = best.penalties
                    previousDirection = [Double](repeating: 0, count: n)
                    continue
                }
            }
            var norm = 0.0
            for node in 0..<n { let excess = Double(tree.degree[node] - 2); norm += excess * excess }
            if norm == 0 { break }             // the 1-tree is a tour: nothing can beat it
            let step = scale * max(upperBound - value, 1e-9 * abs(upperBound)) / norm
            // Move along the subgradient, smoothed with the previous direction (Crowder's rule, as in LKH).
            for node in 0..<n {
                let direction = Double(tree.degree[node] - 2)
                penalties[node] += step * (0.7 * direction + 0.3 * previousDirection[node])
                previousDirection[node] = direction
            }
        }
        self.tree = OneTree(costs: costs, penalties: best.penalties)
        value = self.tree.length - 2 * best.penalties.reduce(0, +)
        self.penalties = best.penalties
    }

    /// Whether the 1-tree behind the bound visits every node with degree 2: then it is an optimal tour.
    var isTour: Bool { tree.degree.allSatisfy { $0 == 2 } }
}
