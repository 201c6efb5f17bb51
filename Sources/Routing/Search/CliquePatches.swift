import RoadNetwork

/// One query's cliques for the cells its blocked nodes lie in: the cheapest ways inside each such cell from its
/// entries to its exits that never enter a blocked node, on the lowest ``levelCount`` levels. With them a search
/// crosses those cells through a clique like any other, where it would otherwise go down the levels (to the plain
/// graph in the smallest cells around each blocked node) — again in every one of a table's searches.
///
/// A level is patched when each of its cells that holds a blocked node has at most as many entries as the query
/// has searches: patching a cell costs a search inside it per entry, on the level below, which is about what each
/// search that crosses the cell costs without the patch. From the lowest level up, until a level does not pay (a
/// level's patches are searched over the patches below it).
final class CliquePatches: @unchecked Sendable {
    /// The levels patched: `1 ... levelCount` (0: none).
    private(set) var levelCount = 0
    /// Per patched level: its patched cells as a bitset, and each one's clique (entries × exits, row by row).
    private var marks: [[UInt64]] = []
    private var cliques: [[UInt32: UnsafeMutableBufferPointer<Float>]] = []

    deinit {
        for level in cliques { for clique in level.values { clique.deallocate() } }
    }

    /// The patched clique of cell `cell` of `level`, or nil when that cell keeps the overlay's.
    @inline(__always) func clique(level: Int, cell: Int) -> UnsafeBufferPointer<Float>? {
        guard level <= levelCount, marks[level - 1][cell >> 6] & (1 << UInt64(cell & 63)) != 0 else { return nil }
        return cliques[level - 1][UInt32(cell)].map { UnsafeBufferPointer($0) }
    }

    /// Adds the next level: `patched` holds the clique of each of its cells that holds a blocked node.
    fileprivate func add(_ patched: [UInt32: UnsafeMutableBufferPointer<Float>], cellCount: Int) {
        var bits = [UInt64](repeating: 0, count: (cellCount + 63) / 64)
        for cell in patched.keys { bits[Int(cell) >> 6] |= 1 << UInt64(cell & 63) }
        marks.append(bits)
        cliques.append(patched)
        levelCount += 1
    }
}

extension Overlay {
    /// The patches a query of `searches` searches gets for `blockedNodes` (see ``CliquePatches``); nil when no level pays.
    func cliquePatches(blocked: BlockedNodes, blockedNodes: [UInt32], searches: Int) -> CliquePatches? {
        guard levelCount > 0 else { return nil }
        let patches = CliquePatches(), nodes = blockedNodes.filter { Int($0) < graph.nodeCount }
        for level in 1 ... levelCount {
            let boundary = levels[level - 1]
            let cells = Set(nodes.map { Int(partition.cell($0, level: level)) }).sorted()
            guard !cells.isEmpty, cells.allSatisfy({ boundary.entryCount($0) <= searches }) else { break }
            let tasks = cells.flatMap { c in (0 ..< boundary.entryCount(c)).map { (cell: c, rank: $0) } }
            let rows = ParallelRows.map(count: tasks.count) { k in
                patchedRow(cell: tasks[k].cell, rank: tasks[k].rank, level: level, blocked: blocked, below: patches)
            }
            // The rows come cell by cell, each cell's in the order of its entries: its clique, row after row.
            var patched: [UInt32: UnsafeMutableBufferPointer<Float>] = [:], next = 0
            for c in cells {
                let clique = UnsafeMutableBufferPointer<Float>.allocate(capacity: boundary.entryCount(c) * boundary.exitCount(c))
                for rank in 0 ..< boundary.entryCount(c) {
                    for (x, cost) in rows[next].enumerated() { clique[rank * boundary.exitCount(c) + x] = cost }
                    next += 1
                }
                patched[UInt32(c)] = clique
            }
            patches.add(patched, cellCount: boundary.cellCount)
        }
        return patches.levelCount > 0 ? patches : nil
    }

    /// The row of entry `rank` of `cell` of `level` without `blocked`: a search inside the cell on the level below
    /// (through the patches `below` has there), to every exit.
    private func patchedRow(cell c: Int, rank: Int, level: Int, blocked: BlockedNodes, below: CliquePatches) -> [Float] {
        let boundary = levels[level - 1]
        let exits = boundary.exits[Int(boundary.exitStart[c]) ..< Int(boundary.exitStart[c + 1])]
        let entry = boundary.entries[Int(boundary.entryStart[c]) + rank]
        guard !blocked.contains(entry) else { return [Float](repeating: .infinity, count: exits.count) }
        var inside = OverlayScope(partition: partition, level: level - 1, insideCell: UInt32(c))
        inside.patches = below
        let scope = inside
        return pool.withWorkspace { workspace in
            let space = workspace.forward
            space.start(entry, cost: 0)
            while !space.heap.isEmpty { _ = settleNext(space, forward: true, scope: scope, blocked: blocked) }
            return exits.map { Float(space.distanceIfReached($0)) }
        }
    }
}
