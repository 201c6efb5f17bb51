import NIOConcurrencyHelpers
import RoadNetwork

extension Overlay {
    /// The cheapest cost from each set of `sources` to each set of `targets`, never entering `blocked`, and the other
    /// measure along the same best paths (row-major, `.infinity` where unreachable), `other` entering nodes as this
    /// overlay numbers them: what a table of durations and distances needs, one search per source instead of a route
    /// per pair.
    ///
    /// Each source's search on the overlay, the cells that hold any end or blocked node searched on the plain graph,
    /// runs until it has settled every target's nodes. A cell's clique step is measured along the path it stands for
    /// (unpacked once, and kept in ``unpacked``); nodes settled by the same search share their path's start, measured
    /// once. Past `deadline` (checked between sources) it gives up: nil.
    func measuredTable(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], carrying other: OtherMeasure,
                       avoiding blocked: BlockedNodes, blockedNodes: [UInt32], goal: GoalBounds?, deadline: ContinuousClock.Instant?)
        -> MeasuredCosts? {
        let entering = other.entering
        let count = graph.nodeCount, columns = targets.count
        let targetNodes = Set(targets.flatMap { $0.map(\.node) }.filter { Int($0) < count && !blocked.contains($0) })
        let cliques = NIOLockedValueBox<[CliqueStep: Double]>([:])
        /// The other measure along the clique step of `level` from `entry` to `exit`.
        @Sendable func measure(level: Int, from entry: UInt32, to exit: UInt32) -> Double {
            let key = CliqueStep(entry: entry, exit: exit, level: level)
            if let known = cliques.withLockedValue({ $0[key] }) { return known }
            let value = unpack(from: entry, to: exit, level: level, goal: goal).reduce(0) { $0 + entering($1) }
            cliques.withLockedValue { $0[key] = value }
            return value
        }
        let rows = ParallelRows.map(count: sources.count) { i -> (costs: [Double], other: [Double])? in
            if let deadline, ContinuousClock.now >= deadline { return nil }
            var costs = [Double](repeating: .infinity, count: columns), others = costs
            let ends = sources[i].enumerated().filter { Int($0.element.node) < count && !blocked.contains($0.element.node) }
            guard !ends.isEmpty else { return (costs, others) }
            let scope = OverlayScope(partition: partition, special: ends.map(\.element.node) + Array(targetNodes), blocked: blockedNodes,
                                     patches: nil)
            pool.withWorkspace { workspace in
                let space = workspace.forward
                // The start nodes' values, from the endpoint that reached each cheapest; then every node measured so far.
                var starts: [UInt32: Double] = [:], measured: [UInt32: Double] = [:]
                for (k, end) in ends where space.improves(end.node, cost: end.offset) {
                    starts[end.node] = other.sources[i][k]
                    space.start(end.node, cost: end.offset)
                }
                var unsettled = targetNodes
                while !unsettled.isEmpty, !space.heap.isEmpty {
                    unsettled.remove(settleNext(space, forward: true, scope: scope, blocked: blocked).node)
                }
                /// The other measure along the path the search settled `node` by (it must be settled).
                func along(_ node: UInt32) -> Double {
                    var chain: [UInt32] = []
                    var current = node
                    while measured[current] == nil, space.parent[Int(current)] != SearchSpace.none {
                        chain.append(current)
                        current = space.parent[Int(current)]
                    }
                    var value = measured[current] ?? starts[current, default: .infinity]
                    for next in chain.reversed() {
                        let from = space.parent[Int(next)]
                        value += OverlayStep.cliqueLevel(space.parentArc[Int(next)]).map { measure(level: $0, from: from, to: next) }
                            ?? entering(next)
                        measured[next] = value
                    }
                    return value
                }
                for (j, ends) in targets.enumerated() {
                    for (k, end) in ends.enumerated() where Int(end.node) < count && space.isSettled(end.node) {
                        let cost = space.distance[Int(end.node)] + end.offset
                        guard cost < costs[j] else { continue }
                        costs[j] = cost
                        others[j] = along(end.node) + other.targets[j][k]
                    }
                }
            }
            return (costs, others)
        }
        guard rows.allSatisfy({ $0 != nil }) else { return nil }
        return MeasuredCosts(costs: rows.flatMap { $0!.costs }, other: rows.flatMap { $0!.other })
    }
}
