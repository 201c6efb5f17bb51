import RoadNetwork
/// The steps of Dijkstra's algorithm on a plain ``SearchGraph``, shared by ``GraphSearch`` and ``Landmarks``.
enum Dijkstra {
    /// Settles the heap's minimum and relaxes its arcs (never into `blocked` nodes). The heap must not be empty.
    @inline(__always)
    static func settleNext(_ graph: SearchGraph, _ space: SearchSpace, avoiding blocked: BlockedNodes)
        -> (node: UInt32, cost: Double) {
        let (node, cost) = space.heap.popMin()
        space.settle(node)
        let v = Int(node)
        let checkBlocked = !blocked.isEmpty
        for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
            let next = graph.target[arc]
            if checkBlocked && blocked.contains(next) { continue }
            let total = cost + Double(graph.weight[arc])
            space.relax(next, cost: total, key: total, parent: node, arc: UInt32(arc))
        }
        return (node, cost)
    }

    /// The distance from `source` to every node (`.infinity` when unreachable), stored as `Float` at
    /// `output[v * stride]`. O((n + m) log n).
    static func distances(_ graph: SearchGraph, from source: UInt32, space: SearchSpace,
                          into output: UnsafeMutableBufferPointer<Float>, stride: Int) {
        space.reset()
        space.start(source, cost: 0)
        while !space.heap.isEmpty { _ = settleNext(graph, space, avoiding: .none) }
        for v in 0 ..< graph.nodeCount {
            output[v * stride] = space.isReached(UInt32(v)) ? Float(space.distance[v]) : .infinity
        }
    }
}
