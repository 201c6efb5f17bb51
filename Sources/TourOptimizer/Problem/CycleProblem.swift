/// Every combination of tour options reduced to one question: the cheapest Hamiltonian *cycle* over
/// `size` nodes.
///
/// - A round trip with at most one fixed end is a cycle over the stops, rotated afterwards.
/// - An open path, or a round trip with both ends fixed (a path from the first to the last stop plus the
///   fixed return leg), adds a dummy node whose two tour edges mark where the path starts and ends: edges to
///   stops allowed at an end cost 0, edges to the others cost ``forbidden``.
/// - Missing links (`+infinity`) cost ``forbidden``, a penalty larger than any tour of real links, so a tour
///   using one is chosen only when no other exists — and is then reported as infeasible.
/// - Asymmetric costs may be searched as symmetric ones over twice the nodes (Jonker and Volgenant's transformation,
///   as LKH solves asymmetric problems): see ``isTwinned``.
struct CycleProblem: Sendable {
    /// The input matrix and options.
    let matrix: CostMatrix
    let options: TourOptions
    /// The number of nodes the search sees: the cycle's (the stops, plus one for the dummy when present), twice that
    /// when twinned.
    let size: Int
    /// The number of cycle nodes: the stops, plus one for the dummy when present.
    let cycleNodes: Int
    /// Whether the search sees asymmetric costs as symmetric ones over twice the nodes: each cycle node `i` is an
    /// entry node `i` and an exit node `i + cycleNodes`, joined by a twin edge of cost `-twinBonus`; an edge from the
    /// exit of `a` to the entry of `b` costs `a → b`, and edges between two entries or two exits are ``forbidden``. A
    /// tour that walks every twin edge stands for the cycle of its entry nodes (walked entry first), costing that
    /// cycle's cost less `cycleNodes × twinBonus`; the bonus exceeds any cycle's real links, so the best tour does.
    let isTwinned: Bool
    /// What a twin edge saves (see ``isTwinned``): a power of two above the largest finite cost times the node count.
    let twinBonus: Double
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

    /// The cycle problem of `matrix` and `options`, `twinned` when asked and the costs are asymmetric (see
    /// ``canTwin(_:options:)``).
    init(matrix: CostMatrix, options: TourOptions, twinned: Bool = false) {
        self.matrix = matrix
        self.options = options
        let n = matrix.count
        let m = Self.cycleNodes(stops: n, options: options)
        dummy = m > n ? n : nil
        cycleNodes = m

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
        isTwinned = twinned && !symmetricInput
        size = isTwinned ? 2 * m : m
        isSymmetric = symmetricInput || isTwinned
        // A power of two: sums with it stay exact for whole-number costs, and round alike for others.
        var bonus = 1.0
        while bonus < (max(largest, 1) + 1) * Double(m + 1) { bonus *= 2 }
        twinBonus = bonus
        let cost = { (i: Int, j: Int) -> Double in
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
        costs = !isTwinned ? CostTable(size: m, cost: cost) : CostTable(size: 2 * m) { i, j in
            let a = i % m, b = j % m, aExits = i >= m, bExits = j >= m
            if a == b { return i == j ? 0 : -bonus }
            if aExits == bExits { return forbiddenCost }
            return aExits ? cost(a, b) : cost(b, a)
        }
    }

    /// Whether a worker of a search with `options` on asymmetric `matrix` may search it twinned: with a Lin–Kernighan
    /// strategy, more cycle nodes than the exact search takes, and at most ``largestTwinned``.
    ///
    /// Twinned, the symmetric search (its 5-opt moves and α-nearness candidates) found the best tours LKH finds where
    /// the asymmetric moves (Or-opt, segment swaps) stalled 1 % above (40 stops on Malta's roads, 104,028 against
    /// 105,288); on larger road matrices and on TSPLIB's rbg323 it did worse than they: one worker searches twinned,
    /// the others as the costs are, and the best tour of all is kept.
    static func canTwin(_ matrix: CostMatrix, options: TourOptions) -> Bool {
        let nodes = cycleNodes(stops: matrix.count, options: options)
        return !matrix.isSymmetric && [.linKernighan, .iteratedLocalSearch, .hybrid].contains(options.strategy)
            && nodes > HeldKarp.automaticSize && nodes <= largestTwinned
    }

    /// The cycle's nodes for `stops` stops: one more (the dummy) for an open path, or a round trip with both ends fixed.
    static func cycleNodes(stops: Int, options: TourOptions) -> Int {
        let bothEndsFixed = options.preserveFirstStop && options.preserveLastStop
        return stops > 1 && (!options.roundTrip || bothEndsFixed) ? stops + 1 : stops
    }

    /// The most cycle nodes searched twinned: the gain is clear at 40 (above), mixed at 200 (one Malta matrix of two
    /// better), and a cancelled search waited on the twinned worker's 400-node steps (50–85 ms in a debug build).
    static let largestTwinned = 150

    /// The cycle over the cycle nodes that a tour the search returns stands for (itself unless twinned): the entry
    /// nodes in the order the tour walks its twin edges, entry first. O(size).
    private func cycleOverNodes(_ tour: [Int32]) -> [Int32] {
        guard isTwinned, let first = tour.first, tour.count > 1 else { return tour }
        let m = Int32(cycleNodes)
        // Walked entry → exit when the node after an entry is its exit (or the node before an exit its entry).
        let forward = first < m ? tour[1] == first + m : tour[tour.count - 1] == first - m
        return (forward ? tour : tour.reversed()).filter { $0 < m }
    }

    /// The tour the search works on for a cycle over the cycle nodes: itself, or each node's entry then exit when
    /// twinned. O(size).
    private func searchTour(_ cycle: [Int32]) -> [Int32] {
        isTwinned ? cycle.flatMap { [$0, $0 + Int32(cycleNodes)] } : cycle
    }

    /// The cost of a closed cycle given as node indices. O(size).
    func cycleCost(_ cycle: [Int32]) -> Double { costs.cycleCost(cycle) }

    /// A search's `tour` with the fixed ends moved next to the dummy (first stop after it, last stop before it), so
    /// that a construction that ignored them honours the options (and, twinned, every twin edge walked). Unchanged
    /// when there is no dummy and no twins. O(size).
    func withEndsRepaired(_ tour: [Int32]) -> [Int32] {
        let cycle = cycleOverNodes(tour)
        guard let dummy, let at = cycle.firstIndex(of: Int32(dummy)) else { return searchTour(cycle) }
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
        return searchTour([Int32(dummy)] + path)
    }

    /// The input stops in visiting order for a search's tour, honouring the options. O(size).
    func stopOrder(fromCycle tour: [Int32]) -> [Int] {
        let n = matrix.count
        guard n > 1, !tour.isEmpty else { return Array(0..<n) }
        var nodes = cycleOverNodes(tour).map(Int.init)
        if let dummy, let at = nodes.firstIndex(of: dummy) {
            nodes = Array(nodes[(at + 1)...] + nodes[..<at])
        } else if options.preserveFirstStop, let at = nodes.firstIndex(of: 0) {
            nodes = Array(nodes[at...] + nodes[..<at])
        } else if options.preserveLastStop, let at = nodes.firstIndex(of: n - 1) {
            nodes = Array(nodes[(at + 1)...] + nodes[...at])
        }
        // A symmetric path can be read either way: pick the direction the fixed ends ask for.
        if isSymmetric && !isTwinned && dummy != nil && !honoursOptions(nodes) && honoursOptions(nodes.reversed()) {
            nodes.reverse()
        }
        return nodes
    }

    /// The search's tour visiting the stops in `order` (the inverse of ``stopOrder(fromCycle:)``); nil unless `order`
    /// visits every stop once and honours the fixed ends. O(size).
    func cycle(fromStopOrder order: [Int]) -> [Int32]? {
        guard honoursOptions(order), order.allSatisfy({ (0..<matrix.count).contains($0) }) else { return nil }
        return searchTour((dummy.map { [Int32($0)] } ?? []) + order.map(Int32.init))
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
