import RoadNetwork

extension Overlay {
    /// Customizes `partition` for the metric of `graph`: level by level from the smallest cells, each cell's
    /// clique is found by one search per entry inside the cell on the level below, cells in parallel.
    /// - Parameter progress: told as each level starts.
    public init(customizing graph: SearchGraph, partition: CellPartition, progress: (String) -> Void = { _ in }) {
        let levels = (0..<partition.levelCount).map { OverlayLevel(graph: graph, partition: partition, level: $0 + 1) }
        self.init(customizing: graph, partition: partition, levels: levels, reversed: nil, progress: progress)
    }

    /// Customizes with the cells' boundaries already found (they depend on the arcs, not on the weights) and the
    /// graph already reversed, when at hand.
    init(customizing graph: SearchGraph, partition: CellPartition, levels: [OverlayLevel], reversed: SearchGraph?,
         progress: (String) -> Void = { _ in }) {
        var overlay = Overlay(graph: graph, reversed: reversed, partition: partition, levels: levels, weights: [])
        for level in levels.indices.map({ $0 + 1 }) {
            let boundary = levels[level - 1]
            progress("level \(level) of \(levels.count): \(boundary.cellCount) cells, \(boundary.entries.count) entries, "
                     + "\(boundary.weightCount) clique weights")
            let done = overlay
            let cliques = ParallelRows.map(count: levels[level - 1].cellCount) { c in
                done.clique(ofCell: UInt32(c), level: level)
            }
            var values: [Float] = []
            values.reserveCapacity(levels[level - 1].weightCount)
            for clique in cliques { values += clique }
            overlay = Overlay(graph: graph, reversed: overlay.reversed, partition: partition, levels: levels,
                              weights: overlay.weights + [values])
        }
        self = overlay
    }

    /// The clique of cell `cell` of `level`, entries × exits, by searches inside it on the level below
    /// (whose weights must be known).
    private func clique(ofCell cell: UInt32, level: Int) -> [Float] {
        let boundary = levels[level - 1]
        let c = Int(cell)
        let entries = boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])]
        let exits = boundary.exits[Int(boundary.exitStart[c])..<Int(boundary.exitStart[c + 1])]
        let scope = OverlayScope(partition: partition, level: level - 1, insideCell: cell)
        var values = [Float](repeating: .infinity, count: entries.count * exits.count)
        pool.withWorkspace { workspace in
            let space = workspace.forward
            for (i, entry) in entries.enumerated() {
                space.reset()
                space.start(entry, cost: 0)
                var remaining = exits.count
                while remaining > 0 && !space.heap.isEmpty {
                    let (node, _) = settleNext(space, forward: true, scope: scope, blocked: .none)
                    if boundary.exitRank[Int(node)] != OverlayLevel.none { remaining -= 1 }
                }
                for (j, exit) in exits.enumerated() where space.isSettled(exit) {
                    values[i * exits.count + j] = Float(space.distance[Int(exit)])
                }
            }
        }
        return values
    }
}
