import RoadNetwork

extension Overlay {
    /// Settles the minimum of `space` and relaxes the arcs the overlay has at it within `scope`: on level 0
    /// the plain arcs; on level `k` the clique of its level-`k` cell (when it enters the cell; exits, going
    /// backward) and the plain arcs that leave the cell. Never enters `blocked` nodes. The heap must not be empty.
    /// Returns the node and its cost.
    @inline(__always)
    func settleNext(_ space: SearchSpace, forward: Bool, scope: OverlayScope, blocked: BlockedNodes) -> (node: UInt32, cost: Double) {
        settleNext(space, forward: forward, scope: scope, blocked: blocked, potential: NoPotential())
    }

    /// ``settleNext(_:forward:scope:blocked:)`` keying the nodes it reaches by `potential` (goal-directed search).
    @inline(__always)
    func settleNext<Potential: SearchPotential>(_ space: SearchSpace, forward: Bool, scope: OverlayScope, blocked: BlockedNodes,
                                                potential: Potential) -> (node: UInt32, cost: Double) {
        let node = space.heap.popMin().node
        space.settle(node)
        let v = Int(node)
        let cost = space.distance[v]
        let level = scope.level(of: node)
        let arcs = forward ? tables.forward : tables.backward
        let checkBlocked = !blocked.isEmpty
        guard level > 0 else {
            for arc in arcs.of(v) {
                let w = arcs.target[arc]
                if checkBlocked && blocked.contains(w) { continue }
                guard scope.allows(w) else { continue }
                let total = cost + Double(arcs.weight[arc])
                space.relax(w, cost: total, potential: potential, parent: node, arc: OverlayStep.plain)
            }
            return (node, cost)
        }
        let boundary = tables.levels[level - 1]
        let cells = boundary.cells
        let cell = cells[v]
        let c = Int(cell)
        let step = OverlayStep.clique(level: level)
        // The clique's row (going forward from an entry) or column (going backward from an exit): the hot loop
        // of every overlay search. A cell the query patched (around its blocked nodes) has its clique of its own, from 0.
        let patch = scope.patch(level: level, cell: c)
        let weight = patch ?? boundary.weights
        let start = patch == nil ? boundary.cliqueStart[c] : 0
        if forward {
            let rank = boundary.entryRank(v)
            if rank != OverlayLevel.none {
                let exitCount = boundary.exitCount(c)
                let row = start + Int(rank) * exitCount
                let first = Int(boundary.exitStart[c])
                for j in 0..<exitCount {
                    let value = weight[row + j]
                    guard value.isFinite else { continue }
                    let total = cost + Double(value)
                    space.relax(boundary.exits[first + j], cost: total, potential: potential, parent: node, arc: step)
                }
            }
        } else {
            let rank = boundary.exitRank(v)
            if rank != OverlayLevel.none {
                let first = Int(boundary.entryStart[c]), entryCount = Int(boundary.entryStart[c + 1]) - first
                // Down the column of the row-major weights, or along it where the level keeps its columns.
                let columns = patch == nil ? self.columns[level - 1]?.values : nil
                let source = columns ?? weight
                let column = start + Int(rank) * (columns == nil ? 1 : entryCount)
                let stride = columns == nil ? boundary.exitCount(c) : 1
                for i in 0..<entryCount {
                    let value = source[column + i * stride]
                    guard value.isFinite else { continue }
                    let total = cost + Double(value)
                    space.relax(boundary.entries[first + i], cost: total, potential: potential, parent: node, arc: step)
                }
            }
        }
        // Only an exit has arcs leaving its cell (going backward, an entry).
        guard (forward ? boundary.exitRank(v) : boundary.entryRank(v)) != OverlayLevel.none else { return (node, cost) }
        for arc in arcs.of(v) {
            let w = arcs.target[arc]
            if cells[Int(w)] == cell { continue }
            if checkBlocked && blocked.contains(w) { continue }
            guard scope.allows(w) else { continue }
            let total = cost + Double(arcs.weight[arc])
            space.relax(w, cost: total, potential: potential, parent: node, arc: OverlayStep.plain)
        }
        return (node, cost)
    }

    /// The plain nodes of the path a clique of `level` stands for, from `entry` (excluded) to `exit`
    /// (included): the cheapest way inside the entry's cell, itself unpacked level by level — all of it in one
    /// workspace taken from the pool once (a route's unpacking runs dozens of these searches; taking a workspace
    /// for each made the pool's lock the busiest spot of a loaded server). Each search heads for its exit by
    /// `goal`'s straight-line bounds, when given. Cliques unpacked before are read from ``unpacked``.
    func unpack(from entry: UInt32, to exit: UInt32, level: Int, goal: GoalBounds? = nil) -> [UInt32] {
        pool.withWorkspace { workspace in unpack(from: entry, to: exit, level: level, goal: goal, in: workspace.forward) }
    }

    private func unpack(from entry: UInt32, to exit: UInt32, level: Int, goal: GoalBounds?, in space: SearchSpace) -> [UInt32] {
        if let known = unpacked.path(level: level, from: entry, to: exit) { return known }
        let scope = OverlayScope(partition: partition, level: level - 1, insideCell: partition.cell(entry, level: level))
        space.reset()
        space.start(entry, cost: 0)
        if let goal {
            let ends = goal.ends(sources: searchesWidely(level: level) ? [entry] : [], targets: [exit])
            settle(space, until: exit, scope: scope, potential: TowardPotential(ends: ends))
        } else {
            settle(space, until: exit, scope: scope, potential: NoPotential())
        }
        let nodes = unpackedPath(in: space, from: entry, to: exit) { unpack(from: $0, to: $1, level: $2, goal: goal, in: space) }
        unpacked.keep(nodes, level: level, from: entry, to: exit)
        return nodes
    }

    /// The plain nodes of the path a clique of `level` stands for, from `entry` (excluded) to `exit` (included), where
    /// its cell may be one a query patched around its `blocked` nodes (``CliquePatches``): such a cell is searched on
    /// the level below without them, through the patches, and the path is not kept (it is the query's own); any other
    /// as ``unpack(from:to:level:goal:)`` does.
    func unpack(from entry: UInt32, to exit: UInt32, level: Int, avoiding blocked: BlockedNodes, patches: CliquePatches) -> [UInt32] {
        pool.withWorkspace { unpack(from: entry, to: exit, level: level, avoiding: blocked, patches: patches, in: $0.forward) }
    }

    private func unpack(from entry: UInt32, to exit: UInt32, level: Int, avoiding blocked: BlockedNodes, patches: CliquePatches,
                        in space: SearchSpace) -> [UInt32] {
        let cell = partition.cell(entry, level: level)
        guard level <= patches.levelCount, patches.clique(level: level, cell: Int(cell)) != nil else {
            return unpack(from: entry, to: exit, level: level, goal: nil, in: space)
        }
        let scope = OverlayScope(partition: partition, level: level - 1, insideCell: cell, patches: patches)
        space.reset()
        space.start(entry, cost: 0)
        while !space.heap.isEmpty {
            if settleNext(space, forward: true, scope: scope, blocked: blocked).node == exit { break }
        }
        return unpackedPath(in: space, from: entry, to: exit) { unpack(from: $0, to: $1, level: $2, avoiding: blocked, patches: patches, in: space) }
    }

    /// The plain nodes of the path `space` found from `entry` (excluded) to `exit` (included; empty when it was not
    /// settled), each clique step on it unpacked by `inner(from, to, level)` (which may reuse the space).
    private func unpackedPath(in space: SearchSpace, from entry: UInt32, to exit: UInt32, inner: (UInt32, UInt32, Int) -> [UInt32]) -> [UInt32] {
        guard space.isSettled(exit) else { return [] }
        var steps: [(node: UInt32, step: UInt32)] = []
        var current = exit
        while current != entry {
            steps.append((current, space.parentArc[Int(current)]))
            current = space.parent[Int(current)]
        }
        // The steps are read out: the inner searches may reuse the space.
        var nodes: [UInt32] = []
        var previous = entry
        for (node, step) in steps.reversed() {
            if let level = OverlayStep.cliqueLevel(step) {
                nodes += inner(previous, node, level)
            } else {
                nodes.append(node)
            }
            previous = node
        }
        return nodes
    }

    /// Whether unpacking a clique of `level` searches widely enough for the landmarks to pay: when its cells hold
    /// a thousand boundary nodes of the level below or more, on average. A short search goes by straight lines
    /// alone (without a source, the landmarks stay out): through the landmarks, Malta's barrier routes went from
    /// 0.95 to 1.36 ms. A wide one, where the landmarks bound more tightly, stays narrow through them: unpacking
    /// the routes of a city of a million junctions settled a tenth of the nodes, and the routes took about a sixth less.
    private func searchesWidely(level: Int) -> Bool {
        guard level >= 2 else { return false }
        let inner = levels[level - 2]
        return inner.entries.count + inner.exits.count >= 1000 * levels[level - 1].cellCount
    }

    /// Settles nodes of `space` forward within `scope` until `exit` is settled or nothing is left.
    private func settle<Potential: SearchPotential>(_ space: SearchSpace, until exit: UInt32, scope: OverlayScope, potential: Potential) {
        while !space.heap.isEmpty {
            if settleNext(space, forward: true, scope: scope, blocked: .none, potential: potential).node == exit { return }
        }
    }
}
