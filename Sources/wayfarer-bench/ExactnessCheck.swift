import Geo
import RoadNetwork
import Routing

/// Routes on the overlay, goal-directed as a server runs them, against a plain Dijkstra on the same turn graph,
/// without and with barriers (the blocked segments' nodes removed): the costs must be equal, not close, and each path
/// (unpacked from the cliques, or read from those unpacked before) a chain of the graph's arcs that costs as much.
struct ExactnessCheck {
    let router: Router
    let profile: String

    /// Checks `pairs` random pairs without barriers and as many around random circles of `radius` metres;
    /// prints how many agree and the largest difference.
    func run(pairs: Int, radius: Double) throws {
        guard let profileGraph = router.network.profile(named: profile) else { return }
        _ = router.goalBounds(profile: profile, metric: .time, waitingForLandmarks: true)
        let graph = profileGraph.timeGraph
        let nodes = (0..<graph.nodeCount).filter(profileGraph.isInLargestCore).map(UInt32.init)
        guard nodes.count > 1 else { return }
        var random = SeededRandom(seed: 7)
        for withBarriers in [false, true] {
            var agreed = 0, compared = 0, invalid = 0, worst = 0.0
            let perSource = 10
            for _ in 0..<max(1, pairs / perSource) {
                let (blockedSegments, blocked) = try withBarriers ? barrier(profileGraph, nodes: nodes, radius: radius, random: &random)
                                                                  : ([], BlockedNodes(nodeCount: graph.nodeCount, nodes: []))
                let open = nodes.filter { !blocked.contains($0) }
                guard !open.isEmpty else { continue }
                let source = open[random.next(open.count)]
                let reference = dijkstra(graph, from: source, blocked: blocked)
                for _ in 0..<perSource {
                    let target = open[random.next(open.count)]
                    let path = router.overlayRoute(profile: profile, metric: .time, from: [SearchEndpoint(node: source, offset: 0)],
                                                   to: [SearchEndpoint(node: target, offset: 0)], avoiding: blockedSegments)
                    compared += 1
                    let difference = Self.difference(path?.cost ?? .infinity, reference[Int(target)])
                    let valid = path.map { isChain($0, from: source, to: target, in: graph, avoiding: blocked) } ?? true
                    if !valid { invalid += 1 }
                    if Self.agree(difference, reference[Int(target)]) && valid { agreed += 1 }
                    worst = max(worst, difference)
                }
            }
            print("exactness, \(withBarriers ? "around a \(Int(2 * radius)) m barrier" : "no barrier"): \(agreed) of \(compared) routes equal "
                  + "plain Dijkstra on the turn graph (largest difference \(worst) s; \(invalid) paths not a chain of arcs of their cost)")
        }
        try checkTables(profileGraph, nodes: nodes, radius: radius, random: &random)
    }

    /// A table from 16 random nodes (two bundles of the top-level search) to 50, without and with a barrier of
    /// `radius` metres at a random node, against plain Dijkstra from each source.
    private func checkTables(_ profileGraph: ProfileGraph, nodes: [UInt32], radius: Double, random: inout SeededRandom) throws {
        let graph = profileGraph.timeGraph
        for withBarrier in [false, true] {
            let (blockedSegments, blocked) = try withBarrier ? barrier(profileGraph, nodes: nodes, radius: radius, random: &random)
                                                             : ([], BlockedNodes(nodeCount: graph.nodeCount, nodes: []))
            let open = nodes.filter { !blocked.contains($0) }
            guard !open.isEmpty else { continue }
            let sources = (0..<16).map { _ in open[random.next(open.count)] }, targets = (0..<50).map { _ in open[random.next(open.count)] }
            guard let costs = router.overlayTable(profile: profile, metric: .time, from: sources.map { [SearchEndpoint(node: $0, offset: 0)] },
                                                  to: targets.map { [SearchEndpoint(node: $0, offset: 0)] }, avoiding: blockedSegments) else { return }
            var agreed = 0, worst = 0.0
            for (i, source) in sources.enumerated() {
                let reference = dijkstra(graph, from: source, blocked: blocked)
                for (j, target) in targets.enumerated() {
                    let difference = Self.difference(costs[i * targets.count + j], reference[Int(target)])
                    if Self.agree(difference, reference[Int(target)]) { agreed += 1 }
                    worst = max(worst, difference)
                }
            }
            print("exactness, \(sources.count)×\(targets.count) table\(withBarrier ? " around a \(Int(2 * radius)) m barrier" : ""): \(agreed) of "
                  + "\(costs.count) costs equal plain Dijkstra (largest difference \(worst) s)")
        }
    }

    /// A circle of `radius` metres around a random one of `nodes`: the segments it blocks and their nodes in
    /// `profileGraph`'s turn graph.
    private func barrier(_ profileGraph: ProfileGraph, nodes: [UInt32], radius: Double,
                         random: inout SeededRandom) throws -> (segments: Set<Int>, nodes: BlockedNodes) {
        var barriers = Barriers()
        try barriers.add(point: router.network.graph.startCoordinate(of: profileGraph.segment(ofNode: Int(nodes[random.next(nodes.count)]))),
                         radius: radius)
        let segments = barriers.blockedSegments(in: router.network)
        let blocked = segments.flatMap { profileGraph.nodes(of: 2 * $0) + profileGraph.nodes(of: 2 * $0 + 1) }
        return (segments, BlockedNodes(nodeCount: profileGraph.timeGraph.nodeCount, nodes: blocked))
    }

    /// How far a cost found is from the reference (0 when neither is reachable, infinite when only one is).
    private static func difference(_ found: Double, _ expected: Double) -> Double {
        found.isFinite || expected.isFinite ? abs(found - expected) : 0
    }

    /// Whether a cost `difference` away from `expected` equals it up to the clique weights' single precision.
    private static func agree(_ difference: Double, _ expected: Double) -> Bool { difference <= 1e-3 * max(1, expected) }

    /// Whether `path` runs from `source` to `target` along arcs of `graph`, never through `blocked`, and costs what it says.
    private func isChain(_ path: SearchPath, from source: UInt32, to target: UInt32, in graph: SearchGraph, avoiding blocked: BlockedNodes) -> Bool {
        guard path.nodes.first == source, path.nodes.last == target, !path.nodes.contains(where: blocked.contains) else { return false }
        var cost = 0.0
        for (from, to) in zip(path.nodes, path.nodes.dropFirst()) {
            let arcs = Int(graph.firstArc[Int(from)]) ..< Int(graph.firstArc[Int(from) + 1])
            guard let cheapest = arcs.filter({ graph.target[$0] == to }).map({ Double(graph.weight[$0]) }).min() else { return false }
            cost += cheapest
        }
        return abs(cost - path.cost) <= 1e-3 * max(1, path.cost)
    }

    /// Plain Dijkstra from `source`, never entering `blocked`.
    private func dijkstra(_ graph: SearchGraph, from source: UInt32, blocked: BlockedNodes) -> [Double] {
        var distance = [Double](repeating: .infinity, count: graph.nodeCount)
        var heap = [(cost: 0.0, node: source)]
        distance[Int(source)] = 0
        while !heap.isEmpty {
            let (cost, node) = heap[0]
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
            var i = 0
            while true {
                var smallest = i
                for child in [2 * i + 1, 2 * i + 2] where child < heap.count && heap[child].cost < heap[smallest].cost { smallest = child }
                if smallest == i { break }
                heap.swapAt(i, smallest)
                i = smallest
            }
            guard cost <= distance[Int(node)] else { continue }
            for arc in Int(graph.firstArc[Int(node)])..<Int(graph.firstArc[Int(node) + 1]) {
                let next = graph.target[arc]
                let total = cost + Double(graph.weight[arc])
                guard !blocked.contains(next), total < distance[Int(next)] else { continue }
                distance[Int(next)] = total
                heap.append((total, next))
                var k = heap.count - 1
                while k > 0, heap[(k - 1) / 2].cost > heap[k].cost { heap.swapAt(k, (k - 1) / 2); k = (k - 1) / 2 }
            }
        }
        return distance
    }
}
