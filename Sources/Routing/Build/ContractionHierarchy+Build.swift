import Dispatch
import RoadNetwork

/// Building a hierarchy: contraction in order of importance, with witness searches.
extension ContractionHierarchy {
    /// Contracts `graph`: O(n log n) heap operations plus bounded witness searches; about a second for
    /// 150,000 nodes. `progress` receives the fraction done (0…1) about a hundred times, on the calling thread.
    public init(graph: SearchGraph, progress: ((Double) -> Void)? = nil) {
        self.init(graph: graph, maximumGrowth: .infinity, coreDegree: .infinity, progress: progress)!
    }

    /// Contracts `graph` as ``init(graph:progress:)`` does, unless it does not pay: returns nil when the arcs
    /// and shortcuts come to more than `maximumGrowth` times the graph's arcs, or when the nodes left average
    /// more than `coreDegree` arcs out while more than a fifth remain. On networks without hierarchy (grids)
    /// contraction grows far faster than the graph and its queries lose their lead over the overlay's.
    /// - Parameter order: every node once, neighbours close together (``CellPartition/nodesInCellOrder()``). The
    ///   contraction numbers the nodes so while it works: its witness searches, which touch a few hundred nodes
    ///   each and run a million times, then find their nodes' arcs and states in the nearest caches.
    public init?(graph: SearchGraph, maximumGrowth: Double, coreDegree: Double, order: [UInt32]? = nil,
                 progress: ((Double) -> Void)? = nil) {
        let local = order.map { graph.renumbered(order: $0) } ?? graph
        var contractor = Contractor(graph: local)
        let budget = maximumGrowth.isFinite ? Int(maximumGrowth * Double(max(graph.arcCount, 1))) : .max
        guard contractor.run(progress: progress, edgeBudget: budget, coreDegree: coreDegree) else { return nil }
        let count = graph.nodeCount
        let rank = contractor.rank
        /// The graph's own number of a node the contraction numbered `node`.
        func original(_ node: UInt32) -> UInt32 { order?[Int(node)] ?? node }
        var nodeOfRank = [UInt32](repeating: 0, count: count)
        for v in 0 ..< count { nodeOfRank[Int(rank[v])] = original(UInt32(v)) }
        var finalID = [UInt32](repeating: SearchSpace.none, count: contractor.edgeFirst.count)
        func csr(_ arcs: [(node: UInt32, higher: UInt32, weight: Float, edge: UInt32)], base: Int)
            -> (first: [UInt32], target: [UInt32], weight: [Float]) {
            var first = [UInt32](repeating: 0, count: count + 1)
            for arc in arcs { first[Int(rank[Int(arc.node)]) + 1] += 1 }
            for r in 0 ..< count { first[r + 1] += first[r] }
            var next = first
            var target = [UInt32](repeating: 0, count: arcs.count)
            var weight = [Float](repeating: 0, count: arcs.count)
            for arc in arcs {
                let r = Int(rank[Int(arc.node)])
                let slot = Int(next[r])
                next[r] += 1
                target[slot] = rank[Int(arc.higher)]
                weight[slot] = arc.weight
                finalID[Int(arc.edge)] = UInt32(base + slot)
            }
            return (first, target, weight)
        }
        let up = csr(contractor.upward, base: 0)
        let down = csr(contractor.downward, base: contractor.upward.count)
        var unpackFirst = [UInt32](repeating: SearchSpace.none, count: up.target.count + down.target.count)
        var unpackSecond = unpackFirst
        for edge in finalID.indices where finalID[edge] != SearchSpace.none {
            let id = Int(finalID[edge])
            let first = contractor.edgeFirst[edge], second = contractor.edgeSecond[edge]
            if first == SearchSpace.none {
                unpackSecond[id] = original(second)
            } else {
                unpackFirst[id] = finalID[Int(first)]
                unpackSecond[id] = finalID[Int(second)]
            }
        }
        var originalRank = rank
        for v in 0 ..< count { originalRank[Int(original(UInt32(v)))] = rank[v] }
        self.init(nodeCount: count, rank: originalRank, nodeOfRank: nodeOfRank, upFirst: up.first, upTarget: up.target,
                  upWeight: up.weight, downFirst: down.first, downTarget: down.target, downWeight: down.weight,
                  unpackFirst: unpackFirst, unpackSecond: unpackSecond)
    }
}
