/// Every combination of tour options reduced to one question: the cheapest Hamiltonian *cycle* over
/// `size` nodes.
///
/// - A round trip with at most one fixed end is a cycle over the stops, rotated afterwards.
/// - An open path, or a round trip with both ends fixed (a path from the first to the last stop plus the
///   fixed return leg), adds a dummy node whose two tour edges mark where the path starts and ends: edges to
///   stops allowed at an end cost 0, edges to the others cost ``forbidden``.
/// - Missing links (`+infinity`) cost ``forbidden``, a penalty larger than any tour of real links, so a tour
///   using one is chosen only when no other exists — and is then reported as infeasible.
struct CycleProblem: Sendable {
    /// The input matrix and options.
    let matrix: CostMatrix
    let options: TourOptions
    /// The number of cycle nodes: the stops, plus one for the dummy when present.
    let size: Int
    /// The dummy node's index (`matrix.count`), if there is one.
    let dummy: Int?
    /// Whether the cycle costs are symmetric (then tours may be reversed freely).
    let isSymmetric: Bool
    /// The penalty standing for a missing link or a disallowed end.
    let forbidden: Double
    /// The cost table the search uses.
    let costs: CostTable
    /// Gains below this are treated as zero (rounding noise).
    let epsilon: Double
    /// Whether every finite cost is a whole number (then so is every tour's cost).
    let isIntegral: Bool

    init(matrix: CostMatrix, options: TourOptions) {
        self.matrix = matrix
        self.options = options
        let n = matrix.count
        let bothEndsFixed = options.preserveFirstStop && options.preserveLastStop && n > 1
        let needsDummy = n > 1 && (!options.roundTrip || bothEndsFixed)
        dummy = needsDummy ? n : nil
        size = needsDummy ? n + 1 : n

        var largest = 0.0, total = 0.0, finiteCount = 0, integral = true
        for (index, value) in matrix.costs.enumerated() where value.isFinite && index % (n + 1) != 0 {
            largest = max(largest, value)
            total += value
            finiteCount += 1
            if integral && value != value.rounded() { integral = false }
        }
        isIntegral = integral
        forbidden = (max(largest, 1) + 1) * Double(n + 2) * 4
        epsilon = max(total / Double(max(finiteCount, 1)), 1e-300) * 1e-9

        let symmetricInput = matrix.isSymmetric
        // Which stops may start and end the path through the dummy.
        let first = options.preserveFirstStop ? 0 : nil
        let last = options.preserveLastStop ? n - 1 : nil
        let forbiddenCost = forbidden
        isSymmetric = symmetricInput
        costs = CostTable(size: size) { i, j in
            if i == j { return 0 }
            if i < n && j < n {
                let value = matrix.costs[i * n + j]
                return value.isFinite ? value : forbiddenCost
            }
            // An edge touching the dummy: `stop` is the other end.
            let stop = i < n ? i : j
            if symmetricInput {
                // Undirected: the dummy's two edges go to the path's two ends, in either orientation.
                let allowed = (first == nil && last == nil) || stop == first || stop == last
                return allowed ? 0 : forbiddenCost
            }
            // Directed: stop → dummy ends the path, dummy → stop starts it.
            if j == n { return (last == nil || stop == last) ? 0 : forbiddenCost }
            return (first == nil || stop == first) ? 0 : forbiddenCost
        }
    }

    /// The cost of a closed cycle given as node indices. O(size).
    func cycleCost(_ cycle: [Int32]) -> Double { costs.cycleCost(cycle) }

    /// `cycle` with the fixed ends moved next to the dummy (first stop after it, last stop before it), so
    /// that a construction that ignored them honours the options. Unchanged when there is no dummy. O(size).
    func withEndsRepaired(_ cycle: [Int32]) -> [Int32] {
        guard let dummy, let at = cycle.firstIndex(of: Int32(dummy)) else { return cycle }
        var path = Array(cycle[(at + 1)...] + cycle[..<at])
        let last = Int32(matrix.count - 1)
        if options.preserveFirstStop, let index = path.firstIndex(of: 0) {
            path.remove(at: index)
            path.insert(0, at: 0)
        }
        if options.preserveLastStop, let index = path.firstIndex(of: last) {
            path.remove(at: index)
            path.append(last)
        }
        return [Int32(dummy)] + path
    }

    /// The input stops in visiting order for a cycle, honouring the options. O(size).
    func stopOrder(fromCycle cycle: [Int32]) -> [Int] {
        let n = matrix.count
        guard n > 1, !cycle.isEmpty else { return Array(0..<n) }
        var nodes = cycle.map(Int.init)
        if let dummy, let at = nodes.firstIndex(of: dummy) {
            nodes = Array(nodes[(at + 1)...] + nodes[..<at])
        } else if options.preserveFirstStop, let at = nodes.firstIndex(of: 0) {
            nodes = Array(nodes[at...] + nodes[..<at])
        } else if options.preserveLastStop, let at = nodes.firstIndex(of: n - 1) {
            nodes = Array(nodes[(at + 1)...] + nodes[...at])
        }
        // A symmetric path can be read either way: pick the direction the fixed ends ask for.
        if isSymmetric && dummy != nil && !honoursOptions(nodes) && honoursOptions(nodes.reversed()) {
            nodes.reverse()
        }
        return nodes
    }

    /// The cycle visiting the stops in `order` (the inverse of ``stopOrder(fromCycle:)``); nil unless `order`
    /// visits every stop once and honours the fixed ends. O(size).
    func cycle(fromStopOrder order: [Int]) -> [Int32]? {
        guard honoursOptions(order), order.allSatisfy({ (0..<matrix.count).contains($0) }) else { return nil }
        return (dummy.map { [Int32($0)] } ?? []) + order.map(Int32.init)
    }

    /// Whether `order` visits every stop once and honours the fixed ends.
    func honoursOptions(_ order: [Int]) -> Bool {
        let n = matrix.count
        guard order.count == n, Set(order).count == n else { return false }
        if options.preserveFirstStop && order.first != 0 { return false }
        if options.preserveLastStop && n > 1 && order.last != n - 1 { return false }
        return true
    }
}
