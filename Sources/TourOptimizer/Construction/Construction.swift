/// First tours, built in one pass: nearest neighbour, greedy edge matching and farthest insertion.
/// Each returns a cycle over all nodes of the problem.
enum Construction {
    /// Nearest neighbour from `start`: always go to the cheapest unvisited node. O(n²).
    static func nearestNeighbour(_ problem: CycleProblem, start: Int = 0) -> [Int32] {
        let n = problem.size, costs = problem.costs
        var visited = [Bool](repeating: false, count: n)
        var cycle: [Int32] = [Int32(start)]
        cycle.reserveCapacity(n)
        visited[start] = true
        var current = start
        for _ in 1..<max(n, 1) {
            var best = -1, bestCost = Double.infinity
            for candidate in 0..<n where !visited[candidate] && costs[current, candidate] < bestCost {
                best = candidate
                bestCost = costs[current, candidate]
            }
            visited[best] = true
            cycle.append(Int32(best))
            current = best
        }
        return cycle
    }

    /// Greedy matching: take candidate edges cheapest first when they keep every node at most two tour
    /// neighbours (one successor and one predecessor when asymmetric) and close no early cycle; then join the
    /// path fragments, each end to the cheapest free fragment. O(n·k·log(n·k) + f²) for f fragments.
    static func greedy(_ problem: CycleProblem, neighbours: NeighbourLists) -> [Int32] {
        greedy(problem.costs, symmetric: problem.isSymmetric, neighbours: neighbours)
    }

    /// Greedy matching over any costs (see ``greedy(_:neighbours:)``).
    static func greedy<Costs: CycleCosts>(_ costs: Costs, symmetric: Bool, neighbours: NeighbourLists) -> [Int32] {
        let n = costs.size, k = neighbours.k
        guard n > 3 else { return (0..<n).map(Int32.init) }
        var edges: [(cost: Double, from: Int32, to: Int32)] = []
        edges.reserveCapacity(n * k)
        for v in 0..<n {
            for r in 0..<k {
                let w = Int(neighbours.outgoing[v * k + r])
                // Each undirected edge once: from its smaller end, unless only the larger end lists it.
                if symmetric && w < v && (0..<k).contains(where: { neighbours.outgoing[w * k + $0] == Int32(v) }) { continue }
                edges.append((costs[v, w], Int32(v), Int32(w)))
            }
        }
        edges.sort { $0.cost < $1.cost }
        // Two link slots per node: the two neighbours (symmetric) or successor then predecessor.
        var links = [Int32](repeating: -1, count: 2 * n)
        var components = UnionFind(count: n)
        for edge in edges {
            let from = Int(edge.from), to = Int(edge.to)
            let fromSlot = symmetric ? (links[2 * from] == -1 ? 2 * from : 2 * from + 1) : 2 * from
            let toSlot = symmetric ? (links[2 * to] == -1 ? 2 * to : 2 * to + 1) : 2 * to + 1
            guard links[fromSlot] == -1, links[toSlot] == -1, components.union(from, to) else { continue }
            links[fromSlot] = Int32(to)
            links[toSlot] = Int32(from)
        }
        return joinFragments(costs, symmetric: symmetric, fragments: fragments(links: links, symmetric: symmetric))
    }

    /// The paths formed by `links`, each listed from one end.
    private static func fragments(links: [Int32], symmetric: Bool) -> [[Int32]] {
        let n = links.count / 2
        var seen = [Bool](repeating: false, count: n)
        var paths: [[Int32]] = []
        for start in 0..<n where !seen[start] {
            // A path starts where a node has a free slot (no predecessor when asymmetric).
            let isEnd = symmetric ? (links[2 * start] == -1 || links[2 * start + 1] == -1) : links[2 * start + 1] == -1
            guard isEnd else { continue }
            var path: [Int32] = [Int32(start)]
            seen[start] = true
            var previous = -1, node = start
            while true {
                let candidates = symmetric ? [links[2 * node], links[2 * node + 1]] : [links[2 * node]]
                guard let next = candidates.first(where: { $0 != -1 && Int($0) != previous && !seen[Int($0)] }) else { break }
                previous = node
                node = Int(next)
                seen[node] = true
                path.append(next)
            }
            paths.append(path)
        }
        return paths
    }

    /// Links path fragments into one cycle: from the current end go to the cheapest free fragment end
    /// (either end of it when costs are symmetric).
    private static func joinFragments<Costs: CycleCosts>(_ costs: Costs, symmetric: Bool, fragments: [[Int32]]) -> [Int32] {
        var used = [Bool](repeating: false, count: fragments.count)
        var cycle = fragments[0]
        used[0] = true
        cycle.reserveCapacity(costs.size)
        for _ in 1..<fragments.count {
            let tail = Int(cycle[cycle.count - 1])
            var best = -1, bestReversed = false, bestCost = Double.infinity
            for (index, fragment) in fragments.enumerated() where !used[index] {
                let head = Int(fragment[0]), end = Int(fragment[fragment.count - 1])
                if costs[tail, head] < bestCost { (best, bestReversed, bestCost) = (index, false, costs[tail, head]) }
                if symmetric && costs[tail, end] < bestCost { (best, bestReversed, bestCost) = (index, true, costs[tail, end]) }
            }
            used[best] = true
            cycle.append(contentsOf: bestReversed ? fragments[best].reversed() : fragments[best])
        }
        return cycle
    }

    /// Farthest insertion: repeatedly take the node farthest from the tour and insert it where it costs
    /// least. O(n²).
    static func farthestInsertion(_ problem: CycleProblem) -> [Int32] {
        let n = problem.size, costs = problem.costs
        guard n > 2 else { return (0..<n).map(Int32.init) }
        var inTour = [Bool](repeating: false, count: n)
        var distance = [Double](repeating: .infinity, count: n)
        var cycle: [Int32] = [0]
        inTour[0] = true
        for v in 1..<n { distance[v] = min(costs[0, v], costs[v, 0]) }
        for _ in 1..<n {
            var far = -1, farDistance = -1.0
            for v in 0..<n where !inTour[v] && distance[v] > farDistance {
                far = v
                farDistance = distance[v]
            }
            var bestSlot = 0, bestIncrease = Double.infinity
            for slot in cycle.indices {
                let a = Int(cycle[slot]), b = Int(cycle[(slot + 1) % cycle.count])
                let increase = costs[a, far] + costs[far, b] - (cycle.count > 1 ? costs[a, b] : 0)
                if increase < bestIncrease {
                    bestIncrease = increase
                    bestSlot = slot
                }
            }
            cycle.insert(Int32(far), at: bestSlot + 1)
            inTour[far] = true
            for v in 0..<n where !inTour[v] { distance[v] = min(distance[v], costs[far, v], costs[v, far]) }
        }
        return cycle
    }
}

/// Disjoint sets with path halving and union by size.
struct UnionFind {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<count).map(Int32.init)
        size = [Int32](repeating: 1, count: count)
    }

    mutating func find(_ node: Int) -> Int {
        var x = node
        while Int(parent[x]) != x {
            parent[x] = parent[Int(parent[x])]
            x = Int(parent[x])
        }
        return x
    }

    /// Joins the sets of `a` and `b`; false if they were already one.
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        var ra = find(a), rb = find(b)
        if ra == rb { return false }
        if size[ra] < size[rb] { swap(&ra, &rb) }
        parent[rb] = Int32(ra)
        size[ra] += size[rb]
        return true
    }
}
