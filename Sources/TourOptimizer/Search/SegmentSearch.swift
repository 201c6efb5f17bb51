/// Tour-segment decomposition for the largest planar instances (as in POPMUSIC and LKH's segment
/// partitioning): the tour is cut into stretches of consecutive stops; each becomes a path with its two ends
/// fixed, improved on its own small array tour — whose reversals stay short — by Lin–Kernighan descent and
/// iterated local search, on every core at once; the cuts move by half a stretch every round so that no
/// place stays at a border.
enum SegmentSearch {
    /// Stops per stretch: small enough for short reversals, large enough for moves to find partners.
    static let stretch = 100_000

    /// Improves `order` (a cycle over all points) in rounds until `stop` says so; publishes the whole tour
    /// after every round.
    static func run(_ order: inout [Int32], costs: PlanarCosts, neighbours: NeighbourLists, workers: Int,
                    stop: StopCondition, seed: UInt64, reporter: inout WorkerReporter) async {
        let n = order.count
        let stretches = max(2, (n + stretch - 1) / stretch)
        let length = n / stretches
        var round = 0
        while !stop.shouldStop() {
            let offset = round % 2 == 0 ? 0 : length / 2
            let remaining = (stop.deadline - .now).seconds
            // A round takes a third of what is left, at least ten seconds (or all that is left).
            let roundSeconds = min(remaining, max(10, remaining / 3))
            let slice = Duration.seconds(roundSeconds * Double(workers) / Double(stretches))
            let snapshot = order, firstSeed = seed &+ UInt64(round * stretches)
            let improved = await withTaskGroup(of: (Int, [Int32]).self) { group in
                var next = 0, results: [(Int, [Int32])] = []
                while next < stretches {
                    // At most `workers` stretches at once: start the next when one ends.
                    if next >= workers, let result = await group.next() { results.append(result) }
                    let start = offset + next * length
                    let count = next == stretches - 1 ? n - length * (stretches - 1) : length
                    let nodes = (0..<count).map { snapshot[(start + $0) % n] }
                    let seed = firstSeed &+ UInt64(next)
                    group.addTask {
                        (start, improvePath(nodes, costs: costs, neighbours: neighbours, seed: seed,
                                            stop: StopCondition(signal: stop.signal, deadline: min(stop.deadline, .now + slice))))
                    }
                    next += 1
                }
                for await result in group { results.append(result) }
                return results
            }
            for (start, path) in improved {
                for (index, node) in path.enumerated() { order[(start + index) % n] = node }
            }
            let current = order
            reporter.improved(phase: .iteratedLocalSearch) { current }
            round += 1
        }
    }

    /// The cheapest path found through `nodes` from the first to the last, both kept at the ends.
    private static func improvePath(_ nodes: [Int32], costs: PlanarCosts, neighbours: NeighbourLists, seed: UInt64,
                                    stop: StopCondition) -> [Int32] {
        let path = PathCosts(costs, nodes: nodes)
        let m = nodes.count, dummy = m
        let lists = path.neighbourLists(from: neighbours)
        let tour = ArrayTour((0...m).map(Int32.init))
        let epsilon = max(path.cycleCost(tour.nodes) / Double(m + 1), 1e-300) * 1e-9
        let search = SymmetricLocalSearch(costs: path, epsilon: epsilon, neighbours: lists, tour: tour,
                                          maxDepth: SearchWorker.chainDepth, useOrOpt: true)
        search.activateAll()
        let cost = path.cycleCost(tour.nodes) - search.descend(until: stop)
        var random = RandomSource(seed: seed)
        var silent = SilentProgress()
        if !stop.shouldStop() {
            let control = SearchControl(stop: stop, shared: nil, epsilon: epsilon, lowerBound: nil)
            _ = IteratedLocalSearch.run(search, cost: cost, control: control, stallLimit: nil, random: &random, reporter: &silent)
        }
        // Read the cycle from the dummy: first end, …, last end.
        var result: [Int32] = []
        result.reserveCapacity(m)
        let forward = tour.next(dummy) == 0
        var node = forward ? tour.next(dummy) : tour.previous(dummy)
        while node != dummy {
            result.append(nodes[node])
            node = forward ? tour.next(node) : tour.previous(node)
        }
        return result
    }
}

/// The costs of a path through some of the points, closed into a cycle by a dummy node: the dummy's edges
/// to the path's two ends cost nothing, every other edge of it more than any path.
struct PathCosts: CycleCosts {
    let points: PlanarCosts
    /// Local index → point.
    let nodes: [Int32]
    let size: Int
    private let forbidden: Double

    init(_ points: PlanarCosts, nodes: [Int32]) {
        self.points = points
        self.nodes = nodes
        size = nodes.count + 1
        var length = 0.0
        for index in 1..<nodes.count { length += points[Int(nodes[index - 1]), Int(nodes[index])] }
        forbidden = 4 * (length + 1)
    }

    @inline(__always) subscript(_ i: Int, _ j: Int) -> Double {
        let dummy = size - 1
        if i == dummy || j == dummy {
            if i == j { return 0 }
            let other = i == dummy ? j : i
            return other == 0 || other == dummy - 1 ? 0 : forbidden
        }
        return points[Int(nodes[i]), Int(nodes[j])]
    }

    /// The candidates of the whole instance restricted to the path's nodes (the dummy's: the two ends).
    func neighbourLists(from global: NeighbourLists) -> NeighbourLists {
        let k = global.k, m = nodes.count
        var local = [Int32: Int32](minimumCapacity: m)
        for (index, node) in nodes.enumerated() { local[node] = Int32(index) }
        var lists = [Int32](repeating: 0, count: (m + 1) * k)
        for index in 0..<m {
            let node = Int(nodes[index])
            var filled = 0
            for r in 0..<k {
                if let partner = local[global.outgoing[node * k + r]] {
                    lists[index * k + filled] = partner
                    filled += 1
                }
            }
            // Pad with the path neighbours, so every list has k entries.
            let padding = Int32(index == 0 ? 1 : index - 1)
            for r in filled..<k { lists[index * k + r] = padding }
        }
        for r in 0..<k { lists[m * k + r] = r % 2 == 0 ? 0 : Int32(m - 1) }
        return NeighbourLists(k: k, outgoing: lists, incoming: lists)
    }
}
