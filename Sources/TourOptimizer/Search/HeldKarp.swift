/// Held–Karp dynamic programming: the optimal cycle, proven, in O(2ⁿ·n²) time and O(2ⁿ·n) memory.
enum HeldKarp {
    /// The largest cycle it accepts (2¹⁹·20 states: about 0.2 s and 90 MB).
    static let maximumSize = 20
    /// The largest cycle `hybrid` hands to it automatically (br17, 17 stops, in 27 ms; 19 about 0.13 s and 42 MB), so
    /// that a small tour is proven optimal rather than searched until the time limit.
    static let automaticSize = 19

    /// The optimal cycle over all nodes of `problem` (size ≤ ``maximumSize``), starting at node 0.
    static func solve(_ problem: CycleProblem) -> [Int32] {
        let n = problem.size, costs = problem.costs
        guard n > 2 else { return (0..<n).map(Int32.init) }
        let m = n - 1                      // nodes 1…n-1 are bits 0…m-1
        let full = (1 << m) - 1
        var best = [Double](repeating: .infinity, count: (1 << m) * m)
        var parent = [Int8](repeating: -1, count: (1 << m) * m)
        for j in 0..<m { best[(1 << j) * m + j] = costs[0, j + 1] }
        for mask in 1...full {
            for j in 0..<m where mask & (1 << j) != 0 {
                let here = best[mask * m + j]
                if here == .infinity { continue }
                var rest = full & ~mask
                while rest != 0 {
                    let next = rest.trailingZeroBitCount
                    rest &= rest - 1
                    let slot = (mask | (1 << next)) * m + next
                    let candidate = here + costs[j + 1, next + 1]
                    if candidate < best[slot] {
                        best[slot] = candidate
                        parent[slot] = Int8(j)
                    }
                }
            }
        }
        var last = 0, bestTotal = Double.infinity
        for j in 0..<m where best[full * m + j] + costs[j + 1, 0] < bestTotal {
            bestTotal = best[full * m + j] + costs[j + 1, 0]
            last = j
        }
        var cycle: [Int32] = []
        var mask = full, node = last
        while node >= 0 {
            cycle.append(Int32(node + 1))
            let previous = Int(parent[mask * m + node])
            mask &= ~(1 << node)
            node = previous
        }
        cycle.append(0)
        return cycle.reversed()
    }
}
