import RoadNetwork

/// Shortest paths from one snap to a few nearby snaps, by a Dijkstra search that stays within a distance: what a map
/// matcher needs between consecutive trace points, where routes are short and a search of the whole map (or of the
/// overlay) would cost far more than it finds.
struct LocalPaths {
    /// Per target: the cost from the source and the turn-graph nodes of the path (source's node first), or nil when
    /// the target lies beyond the limit or cannot be reached.
    let paths: [(cost: Double, nodes: [UInt32])?]

    /// Searches `graph` (the context's metric) from `source` until `limit` is passed, never entering a segment the
    /// context blocks (barriers, excluded classes: asked of the nodes the search meets, not listed for the whole map),
    /// in `space` (reset first: scratch memory sized for the graph, reused across searches).
    init(from source: Snap, to targets: [Snap], limit: Double, context: QueryContext, graph: SearchGraph, space: SearchSpace) {
        let network = context.network, profile = context.profile
        let blocks = context.isBlocking
        func isBlocked(_ node: UInt32) -> Bool { blocks && context.isBlocked(segment: profile.segment(ofNode: Int(node)) >> 1) }
        let targetEnds = targets.map { $0.endpoints(graph: network.graph, profile: profile, cost: context.cost, asTarget: true) }
        let slack = targetEnds.joined().map { -$0.offset }.max() ?? 0
        space.reset()
        for end in source.endpoints(graph: network.graph, profile: profile, cost: context.cost, asTarget: false) where !isBlocked(end.node) {
            space.start(end.node, cost: end.offset)
        }
        while space.heap.count > 0 && space.heap.minKey <= limit + slack {
            let (node, key) = space.heap.popMin()
            space.settle(node)
            for arc in Int(graph.firstArc[Int(node)])..<Int(graph.firstArc[Int(node) + 1]) {
                let next = graph.target[arc]
                guard !space.isSettled(next), !isBlocked(next) else { continue }
                let candidate = key + Double(graph.weight[arc])
                space.relax(next, cost: candidate, key: candidate, parent: node, arc: UInt32(arc))
            }
        }
        paths = targetEnds.map { ends in
            // The best settled end of the target; a target behind the source on the source's own node (a negative
            // cost) would need a loop round the block, which so short a step never takes.
            var best: (cost: Double, node: UInt32)?
            for end in ends where space.isSettled(end.node) {
                let cost = space.distance[Int(end.node)] + end.offset
                if cost >= 0, cost <= limit, cost < best?.cost ?? .infinity { best = (cost, end.node) }
            }
            guard let best else { return nil }
            return (best.cost, space.chain(from: best.node).reversed())
        }
    }
}
