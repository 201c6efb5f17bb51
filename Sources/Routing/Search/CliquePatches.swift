import RoadNetwork

/// One query's cliques for the cells its blocked nodes lie in: the cheapest ways inside each such cell from its
/// entries to its exits that never enter a blocked node, on the lowest ``levelCount`` levels. With them a search
/// crosses those cells through a clique like any other, where it would otherwise go down the levels (to the plain
/// graph in the smallest cells around each blocked node) — again in every one of a table's searches.
///
/// Patching a cell costs a search inside it, on the level below, per ``CompactSearch/lanes`` entries (searched side by
/// side, as customization searches). Every level is patched when, on each, the entries of the cells that hold a
/// blocked node add up to at most ``Overlay/bundlingEntriesPerLane`` · ``CompactSearch/lanes`` times the query's
/// searches: then a table's rows and columns cross the top levels in bundles, where otherwise each of its searches
/// crosses the top level alone. Else a level is patched when each of those cells has at most ``CompactSearch/lanes``
/// times as many entries as the query has searches, about what each search that crosses the cell costs without the
/// patch — from the lowest level up, until a level does not pay (a level's patches are searched over the patches below
/// it).
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

    /// The same cliques column by column (exits × entries), for searches backward — as ``CliqueColumns`` holds the
    /// overlay's — on the levels `levels` (the overlay's, whose boundaries say each cell's entries and exits).
    func transposed(levels: [OverlayLevel]) -> CliquePatches {
        let columns = CliquePatches()
        for (k, level) in cliques.enumerated() {
            var transposed: [UInt32: UnsafeMutableBufferPointer<Float>] = [:]
            for (cell, clique) in level {
                let entryCount = levels[k].entryCount(Int(cell)), exitCount = levels[k].exitCount(Int(cell))
                let column = UnsafeMutableBufferPointer<Float>.allocate(capacity: clique.count)
                for i in 0 ..< entryCount {
                    for x in 0 ..< exitCount { (column.baseAddress! + x * entryCount + i).initialize(to: clique[i * exitCount + x]) }
                }
                transposed[cell] = column
            }
            columns.add(transposed, cellCount: levels[k].cellCount)
        }
        return columns
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
    /// How many entries per lane of each search a query's blocked cells may have on every level for all of them to be
    /// patched, so that the query's searches go in bundles (see ``CliquePatches``). Measured around a 1 km barrier: on a
    /// city of a million junctions (blocked cells of 661 entries at the top) 25×25 took 108 ms patched against 237 one
    /// at a time, 10×10 92 against 100, 5×5 66 against 63, 3×3 38 against 27; on one of nine million (2,552 entries)
    /// 100×100 2.3 against 6.3 s, 50×50 1.9 against 3.3 s, 25×25 1.6 against 1.7 s, 10×10 1.5 against 0.75 s.
    static let bundlingEntriesPerLane = 8

    /// The patches a query of `searches` searches gets for `blockedNodes` (see ``CliquePatches``); nil when no level pays.
    /// Tables that measure another value, and tests, take another `bundlingEntriesPerLane` (1: a level pays only as it
    /// would for searches one at a time).
    func cliquePatches(blocked: BlockedNodes, blockedNodes: [UInt32], searches: Int,
                       bundlingEntriesPerLane: Int = Overlay.bundlingEntriesPerLane) -> CliquePatches? {
        guard levelCount > 0 else { return nil }
        let patches = CliquePatches(), nodes = blockedNodes.filter { Int($0) < graph.nodeCount }
        let blockedCells = (1 ... levelCount).map { level in Set(nodes.map { partition.cell($0, level: level) }).sorted() }
        let entries = blockedCells.indices.map { k in blockedCells[k].map { levels[k].entryCount(Int($0)) } }
        let bundling = entries.allSatisfy { $0.reduce(0, +) <= searches * CompactSearch.lanes * bundlingEntriesPerLane }
        for level in 1 ... levelCount {
            let boundary = levels[level - 1], cells = blockedCells[level - 1]
            guard !cells.isEmpty, bundling || entries[level - 1].allSatisfy({ $0 <= searches * CompactSearch.lanes }) else { break }
            // Each cell searched as customization searches it, on the level below without the blocked nodes (through
            // the patches made so far), its entries a few bundles at a time on either core.
            let children = CellChildren(partition: partition, level: level, only: Set(cells))
            let graphs = ParallelRows.map(count: cells.count) { k in
                CellSearchGraph(overlay: self, level: level, cell: cells[k], children: children, blocked: blocked, patches: patches)
            }
            let tasks = cells.indices.flatMap { k in
                let count = boundary.entryCount(Int(cells[k]))
                return stride(from: 0, to: count, by: Self.entriesPerTask).map { (cell: k, entries: $0 ..< min(count, $0 + Self.entriesPerTask)) }
            }
            let rows = ParallelRows.map(count: tasks.count) { t in
                self.rows(ofCell: cells[tasks[t].cell], entries: tasks[t].entries, level: level, on: graphs[tasks[t].cell])
            }
            // The tasks come cell by cell, each cell's in the order of its entries: its clique, row after row. A blocked
            // entry leads nowhere.
            var patched: [UInt32: UnsafeMutableBufferPointer<Float>] = [:], next = 0
            for (k, cell) in cells.enumerated() {
                let c = Int(cell), exitCount = boundary.exitCount(c), firstEntry = Int(boundary.entryStart[c])
                let clique = UnsafeMutableBufferPointer<Float>.allocate(capacity: boundary.entryCount(c) * exitCount)
                var filled = 0
                while next < tasks.count, tasks[next].cell == k {
                    for (x, cost) in rows[next].enumerated() { clique[filled + x] = cost }
                    filled += rows[next].count
                    next += 1
                }
                for rank in 0 ..< boundary.entryCount(c) where blocked.contains(boundary.entries[firstEntry + rank]) {
                    clique[(rank * exitCount) ..< ((rank + 1) * exitCount)].update(repeating: .infinity)
                }
                patched[cell] = clique
            }
            patches.add(patched, cellCount: boundary.cellCount)
        }
        return patches.levelCount > 0 ? patches : nil
    }
}
