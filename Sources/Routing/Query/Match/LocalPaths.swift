import RoadNetwork

/// Shortest paths from one snap to a few nearby snaps, by a Dijkstra search that stays within a distance: what a map
/// matcher needs between consecutive trace points, where routes are short and a search of the whole map (or of the
/// overlay) would cost far more than it finds.
struct LocalPaths {
    /// Per target: the cost from the source and the turn-graph nodes of the path (source's node first), or nil when
    /// the target lies beyond the limit or cannot be reached.
    let paths: [(cost: Double, nodes: [UInt32])?]

    /// Searches `graph` (the context's metric) from `source` until `limit` is passed, never entering `blocked`.
    init(from source: Snap, to targets: [Snap], limit: Double, context: QueryContext, graph: SearchGraph, blocked: BlockedNodes) {
        let network = context.network, profile = context.profile
        let targetEnds = targets.map { $0.endpoints(graph: network.graph, profile: profile, cost: context.cost, asTarget: true) }
        let slack = targetEnds.joined().map { -$0.offset }.max() ?? 0
        var distance: [UInt32: Double] = [:], parent: [UInt32: UInt32] = [:]
        var heap = MinimumHeap()
        for end in source.endpoints(graph: network.graph, profile: profile, cost: context.cost, asTarget: false) where !blocked.contains(end.node) {
            if end.offset < distance[end.node] ?? .infinity { distance[end.node] = end.offset; heap.push(end.offset, end.node) }
        }
        var settled = Set<UInt32>()
        while let (key, node) = heap.pop(), key <= limit + slack {
            guard settled.insert(node).inserted else { continue }
            for arc in Int(graph.firstArc[Int(node)])..<Int(graph.firstArc[Int(node) + 1]) {
                let next = graph.target[arc]
                guard !blocked.contains(next), !settled.contains(next) else { continue }
                let candidate = key + Double(graph.weight[arc])
                if candidate < distance[next] ?? .infinity {
                    distance[next] = candidate
                    parent[next] = node
                    heap.push(candidate, next)
                }
            }
        }
        paths = targetEnds.map { ends in
            // The best settled end of the target; a target behind the source on the source's own node (a negative
            // cost) would need a loop round the block, which so short a step never takes.
            var best: (cost: Double, node: UInt32)?
            for end in ends where settled.contains(end.node) {
                let cost = distance[end.node]! + end.offset
                if cost >= 0, cost <= limit, cost < best?.cost ?? .infinity { best = (cost, end.node) }
            }
            guard let best else { return nil }
            var nodes = [best.node]
            while let previous = parent[nodes[nodes.count - 1]] { nodes.append(previous) }
            return (best.cost, nodes.reversed())
        }
    }
}

/// A binary min-heap of (key, node) pairs, duplicates allowed (stale entries are skipped by the caller).
private struct MinimumHeap {
    private var items: [(Double, UInt32)] = []

    mutating func push(_ key: Double, _ node: UInt32) {
        items.append((key, node))
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2].0 > items[i].0 {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> (Double, UInt32)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, items[l].0 < items[m].0 { m = l }
                if r < items.count, items[r].0 < items[m].0 { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
