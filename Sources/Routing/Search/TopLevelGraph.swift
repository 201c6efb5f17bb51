import CRowScan
import RoadNetwork

/// The overlay's top level as one compact graph, for the one-to-all part of table rows: its exits numbered
/// `0 ..< exitCount` as the level lists them (each cell's one after another), then its entries. An entry's arcs are
/// its clique row, a run of consecutive exits relaxed by a vector scan; an exit's are its plain arcs to other cells'
/// entries (and a free one to itself as an entry, when it is one). An exit passes a fallen cost straight on, so only
/// entries wait in the heap, and the search's arrays are the size of the top level's boundary, not of the map (on a
/// city of a million junctions tables ran 2.3 times as fast as with the same search on the overlay's numbers).
///
/// Made for a level below the top, it keeps only the arcs inside the cells of the level above: a table's search
/// inside one top-level cell crosses the cells of the level below on it. Made on the reversed arcs with the levels'
/// boundaries reversed (``OverlayLevel/reversed``), it is the same level backward, its rows the level's columns.
struct TopLevelGraph: Sendable {
    /// The level's number (the top one's, unless made for a level below), its boundary, and each node's cell on it.
    private let level: Int
    private let boundary: OverlayLevel
    private let cells: MappedArray<UInt32>
    /// Exit `x`'s arcs are `firstArc[x] ..< firstArc[x + 1]`, to entries by local number.
    private let firstArc: [Int32]
    private let target: [Int32]
    private let weight: [Float]
    /// Per entry (local number − `exitCount`): where its row starts in the level's weights, its cell's first exit,
    /// and its row's length.
    private let rowStart: [Int]
    private let rowFirst: [Int32]
    private let rowLength: [Int32]
    /// The length of the longest clique row (a bundled search's scratch for the exits one row lowers).
    let longestRow: Int
    /// Per entry (rank): its cell; per cell: the rank of its first entry.
    let entryCells: [Int32]
    let cellEntryStarts: [Int32]
    /// Per node (local number): where a bundled search keeps its costs — its own place, or, for an entry whose one arc
    /// in is a free one from an exit with no other arc (a split node's two halves, see ``OverlayNumbering``), that
    /// exit's: the two always cost the same, so a cost that falls at the exit need not be copied on.
    let costSlot: [Int32]
    /// Below the top: the exits (local numbers) inside cell `c` of the level above are
    /// `exitsAbove[exitsAboveStart[c] ..< exitsAboveStart[c + 1]]` (empty on the top level).
    private let exitsAboveStart: [Int32]
    private let exitsAbove: [Int32]

    /// The number of exits (the first local numbers).
    var exitCount: Int { boundary.exits.count }

    /// Level `level` (the top one when nil) of `graph` partitioned by `partition` with the boundaries `levels` (nil
    /// without levels).
    init?(graph: SearchGraph, partition: CellPartition, levels: [OverlayLevel], level: Int? = nil) {
        let level = level ?? levels.count
        guard level >= 1, level <= levels.count else { return nil }
        let boundary = levels[level - 1], cells = partition.cells[level - 1], exitCount = boundary.exits.count
        // Below the top, the cells of the level above, which no arc may leave.
        let above = level < levels.count ? partition.cells[level] : nil
        func entry(_ node: UInt32) -> Int32? {
            let rank = boundary.entryRank(Int(node))
            guard rank != OverlayLevel.none else { return nil }
            return Int32(exitCount + Int(boundary.entryStart[Int(cells[Int(node)])] + rank))
        }
        var first: [Int32] = [0], target: [Int32] = [], weight: [Float] = []
        for node in boundary.exits {
            for arc in Int(graph.firstArc[Int(node)])..<Int(graph.firstArc[Int(node) + 1]) {
                let w = graph.target[arc]
                guard cells[Int(w)] != cells[Int(node)], above.map({ $0[Int(w)] == $0[Int(node)] }) ?? true, let to = entry(w) else { continue }
                target.append(to)
                weight.append(graph.weight[arc])
            }
            if let own = entry(node) {
                target.append(own)
                weight.append(0)
            }
            first.append(Int32(target.count))
        }
        // Entries reached by one free arc from an exit with no other arc share its costs.
        var arcsIn = [Int32](repeating: 0, count: exitCount + boundary.entries.count), costSlot = Array(0..<Int32(arcsIn.count))
        for w in target { arcsIn[Int(w)] += 1 }
        for x in 0..<exitCount where first[x + 1] - first[x] == 1 {
            let arc = Int(first[x]), w = Int(target[arc])
            if weight[arc] == 0 && arcsIn[w] == 1 { costSlot[w] = Int32(x) }
        }
        var rowStart: [Int] = [], rowFirst: [Int32] = [], rowLength: [Int32] = []
        for c in 0..<boundary.cellCount {
            let length = boundary.exitCount(c)
            for i in 0..<boundary.entryCount(c) {
                rowStart.append(boundary.cliqueStart[c] + i * length)
                rowFirst.append(Int32(boundary.exitStart[c]))
                rowLength.append(Int32(length))
            }
        }
        var exitsAboveStart = [Int32](repeating: 0, count: (above == nil ? 0 : levels[level].cellCount) + 1), exitsAbove: [Int32] = []
        if let above {
            for node in boundary.exits { exitsAboveStart[Int(above[Int(node)]) + 1] += 1 }
            for c in 1..<exitsAboveStart.count { exitsAboveStart[c] += exitsAboveStart[c - 1] }
            var next = exitsAboveStart
            exitsAbove = [Int32](repeating: 0, count: exitCount)
            for (x, node) in boundary.exits.enumerated() {
                let c = Int(above[Int(node)])
                exitsAbove[Int(next[c])] = Int32(x)
                next[c] += 1
            }
        }
        self.exitsAboveStart = exitsAboveStart
        self.exitsAbove = exitsAbove
        self.level = level
        self.boundary = boundary
        self.cells = cells
        firstArc = first
        self.target = target
        self.weight = weight
        self.rowStart = rowStart
        self.rowFirst = rowFirst
        self.rowLength = rowLength
        self.costSlot = costSlot
        longestRow = Int(rowLength.max() ?? 0)
        entryCells = (0..<boundary.cellCount).flatMap { c in [Int32](repeating: Int32(c), count: boundary.entryCount(c)) }
        cellEntryStarts = (0..<boundary.cellCount).map { Int32(boundary.entryStart[$0]) }
    }

    /// The number of the level's cells.
    var cellCount: Int { boundary.cellCount }

    /// The exits of cell `c` (as the turn graph numbers them).
    func exits(ofCell c: UInt32) -> Slice<MappedArray<UInt32>> {
        boundary.exits[Int(boundary.exitStart[Int(c)])..<Int(boundary.exitStart[Int(c) + 1])]
    }

    /// Below the top: the exits (local numbers) inside cell `c` of the level above.
    func exits(insideCellAbove c: UInt32) -> ArraySlice<Int32> {
        exitsAbove[Int(exitsAboveStart[Int(c)])..<Int(exitsAboveStart[Int(c) + 1])]
    }

    /// The local number of exit `node` (as the turn graph numbers it).
    func exitIndex(_ node: UInt32) -> Int { Int(boundary.exitStart[Int(cells[Int(node)])] + boundary.exitRank(Int(node))) }

    /// The number of entries (the local numbers after the exits).
    var entryCount: Int { rowStart.count }

    /// The node (as the turn graph numbers it) of the `rank`-th entry (local number `exitCount + rank`).
    func node(ofEntry rank: Int) -> UInt32 { boundary.entries[rank] }

    /// The local number of entry `node` (as the turn graph numbers it; it must be one).
    func entryIndex(_ node: UInt32) -> Int {
        exitCount + Int(boundary.entryStart[Int(cells[Int(node)])] + boundary.entryRank(Int(node)))
    }

    /// The node (as the turn graph numbers it) of local number `local`.
    func node(_ local: Int) -> UInt32 { local < exitCount ? boundary.exits[local] : boundary.entries[local - exitCount] }

    /// Exit `x` reached at `cost`, lower than it had: passed on to the entries it leads to (the parent in `parents`, when
    /// given, of each whose cost falls).
    func reach(exit x: Int, at cost: Double, distance: UnsafeMutableBufferPointer<Double>, heap: NodeHeap, parents: UnsafeMutablePointer<Int32>?) {
        distance[x] = cost
        firstArc.withUnsafeBufferPointer { first in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    CompactSearch.passOn(x, at: cost, firstArc: first, target: target, weight: weight, distance: distance, heap: heap,
                                         parents: parents)
                }
            }
        }
    }

    /// The clique row of entry `local` (a local number): in the level's `weights`, or in the query's own clique of
    /// its cell when `patches` has one (made without its blocked nodes, see ``CliquePatches``).
    @inline(__always) private func row(ofEntry local: Int, weights: UnsafeBufferPointer<Float>, patches: CliquePatches?) -> UnsafePointer<Float> {
        let e = local - exitCount
        if let patches, patches.levelCount >= level {
            let c = Int(cells[Int(boundary.entries[e])])
            if let clique = patches.clique(level: level, cell: c) {
                return clique.baseAddress! + (e - Int(boundary.entryStart[c])) * Int(rowLength[e])
            }
        }
        return weights.baseAddress! + rowStart[e]
    }

    /// Relaxes the clique row of entry `local` (a local number), settled at `cost` (each node whose cost falls gets its
    /// parent in `parents`, when given: an exit the entry, an entry the exit it is reached from).
    func relaxRow(ofEntry local: Int, from cost: Double, weights: UnsafeBufferPointer<Float>,
                  distance: UnsafeMutableBufferPointer<Double>, heap: NodeHeap, parents: UnsafeMutablePointer<Int32>?) {
        let e = local - exitCount, firstExit = Int(rowFirst[e])
        CompactSearch.relax(row: row(ofEntry: local, weights: weights, patches: nil), length: Int(rowLength[e]), from: cost,
                            costs: distance.baseAddress! + firstExit, first: firstExit) { x, total in
            parents?[x] = Int32(local)
            reach(exit: x, at: total, distance: distance, heap: heap, parents: parents)
        }
    }

    /// Exit `x`'s costs, ``CompactSearch/lanes`` of them from `costs + x * lanes` (a bundled search's, in single
    /// precision, at the ``costSlot`` of each node), passed on to the entries it leads to: each where some lane fell waits
    /// in `waiting` under the lowest cost that fell — at an entry that shares the exit's costs, `fallen`, the lowest that
    /// fell at the exit. With `parents` (``CompactSearch/lanes`` per node, by local number), each lane that falls at an
    /// entry of its own costs gets parent `x`.
    func passOn(lanesOfExit x: Int, fallen: Float, costs: UnsafeMutablePointer<Float>, parents: UnsafeMutablePointer<Int32>?,
                waiting: CellQueue) {
        let lanes = CompactSearch.lanes
        for arc in Int(firstArc[x])..<Int(firstArc[x + 1]) {
            let w = Int(target[arc]), slot = Int(costSlot[w])
            let lowest = if slot == x {
                fallen
            } else if let parents {
                Self.relaxLanes(from: costs + x * lanes, weight: weight[arc], to: costs + slot * lanes, parents: parents + w * lanes, parent: Int32(x))
            } else {
                wayfarer_lanes_relax_single(costs + x * lanes, weight[arc], costs + slot * lanes)
            }
            if lowest < .infinity { waiting.queue(w, at: Double(lowest)) }
        }
    }

    /// Lowers, lane by lane, `to[l]` to `from[l] + weight` where that is lower, and gives each lane that falls the
    /// parent `parent` in `parents`; returns the lowest cost that fell (infinity when none did).
    @inline(__always)
    static func relaxLanes(from: UnsafePointer<Float>, weight: Float, to: UnsafeMutablePointer<Float>, parents: UnsafeMutablePointer<Int32>,
                           parent: Int32) -> Float {
        var lowest = Float.infinity
        for l in 0..<CompactSearch.lanes {
            let total = from[l] + weight
            guard total < to[l] else { continue }
            to[l] = total
            parents[l] = parent
            lowest = min(lowest, total)
        }
        return lowest
    }

    /// Relaxes the clique rows of the `count` entries `locals` (local numbers, of one cell; at most ``WAYFARER_ROWS``)
    /// at once, for every lane of a bundled search whose costs are `costs` (``CompactSearch/lanes`` per node), through
    /// the query's own cliques where `patches` has them: each exit's costs read and written once for all the rows
    /// (``wayfarer_lanes_relax_rows_single``). The exits where some lane fell pass their costs on. With `parents` (and
    /// `scratch` made keeping them), each lane that falls at an exit gets as parent the entry whose row it took, and at
    /// an entry the exit it is reached from; the entries where some lane fell wait in `waiting`.
    func relaxRows(lanesOfEntries locals: UnsafePointer<Int32>, count: Int, weights: UnsafeBufferPointer<Float>, patches: CliquePatches?,
                   costs: UnsafeMutablePointer<Float>, scratch: RowScratch, parents: UnsafeMutablePointer<Int32>?, waiting: CellQueue) {
        let lanes = CompactSearch.lanes, e = Int(locals[0]) - exitCount, firstExit = Int(rowFirst[e])
        for r in 0..<count {
            scratch.rows[r] = row(ofEntry: Int(locals[r]), weights: weights, patches: patches)
            scratch.from[r] = UnsafePointer(costs + Int(costSlot[Int(locals[r])]) * lanes)
        }
        let fell = wayfarer_lanes_relax_rows_single(scratch.rows.baseAddress, scratch.from.baseAddress, count, Int(rowLength[e]),
                                                    costs + firstExit * lanes, scratch.lowered.baseAddress, scratch.fallen.baseAddress,
                                                    parents == nil ? nil : scratch.lanes?.baseAddress, scratch.rowsOf?.baseAddress)
        for k in 0..<fell {
            let x = firstExit + Int(scratch.lowered[k])
            if let parents, let fellLanes = scratch.lanes, let rowsOf = scratch.rowsOf {
                var mask = fellLanes[k]
                while mask != 0 {
                    let lane = mask.trailingZeroBitCount
                    parents[x * lanes + lane] = locals[Int(rowsOf[k * lanes + lane])]
                    mask &= mask - 1
                }
            }
            passOn(lanesOfExit: x, fallen: scratch.fallen[k], costs: costs, parents: parents, waiting: waiting)
        }
    }

    /// Starts bringing the clique row of entry `local` (a local number) into the processor's caches, for a search
    /// that will relax it next.
    func prefetchRow(ofEntry local: Int, weights: UnsafeBufferPointer<Float>, patches: CliquePatches? = nil) {
        wayfarer_prefetch_row(row(ofEntry: local, weights: weights, patches: patches), Int(rowLength[local - exitCount]))
    }


    /// The number of nodes (exits, then entries).
    var nodeCount: Int { exitCount + entryCount }

    /// Whether `node` (as the turn graph numbers it) is an exit of the top level.
    func isExit(_ node: UInt32) -> Bool { boundary.exitRank(Int(node)) != OverlayLevel.none }

    /// The cell of `node` on the level.
    func cell(_ node: UInt32) -> UInt32 { cells[Int(node)] }
}

/// A one-to-all search on a ``TopLevelGraph`` that its caller steps, side by side with an overlay search inside the
/// *closed* top-level cells — those holding an end or a barrier, whose cliques it may not use. Costs come in at
/// the closed cells' exits (``reach(exit:at:)``); an entry of a closed cell, once settled, goes back to the overlay
/// search. Made keeping parents, it can tell the path by which it reached an entry (``path(toEntry:_:)``).
final class TopLevelSearch {
    private let graph: TopLevelGraph
    private let weights: UnsafeBufferPointer<Float>
    private let closed: [Bool]
    private let distance: UnsafeMutableBufferPointer<Double>
    private let heap: NodeHeap
    /// When kept, per node (local number): where its cost last fell from — an exit's entry (−1: handed over by the
    /// overlay search), an entry's exit.
    private let parents: UnsafeMutableBufferPointer<Int32>?

    /// A search on `graph` whose top-level cliques are `weights`, not using those of the cells `closedCells`, keeping
    /// each node's parent when `keepingParents`.
    init(graph: TopLevelGraph, weights: UnsafeBufferPointer<Float>, closedCells: [UInt32], keepingParents: Bool = false) {
        self.graph = graph
        self.weights = weights
        var closed = [Bool](repeating: false, count: graph.cellCount)
        for c in closedCells { closed[Int(c)] = true }
        self.closed = closed
        distance = .allocate(capacity: graph.nodeCount)
        distance.initialize(repeating: .infinity)
        heap = NodeHeap(nodeCount: graph.nodeCount)
        parents = keepingParents ? .allocate(capacity: graph.nodeCount) : nil
        parents?.initialize(repeating: -1)
    }

    deinit {
        distance.deallocate()
        parents?.deallocate()
    }

    /// The cost of the next entry to settle (`.infinity` when none is left).
    var minKey: Double { heap.minKey }

    /// Exit `node` of a closed cell (as the turn graph numbers it) reached at `cost` by the overlay search.
    func reach(exit node: UInt32, at cost: Double) {
        let x = graph.exitIndex(node)
        guard cost < distance[x] else { return }
        parents?[x] = -1
        graph.reach(exit: x, at: cost, distance: distance, heap: heap, parents: parents?.baseAddress)
    }

    /// The path by which entry `node` (as the turn graph numbers it, settled here) was reached, step by step from its
    /// last: `step(from, to, clique)` for each — a clique of the top level from an entry to an exit, or a plain arc
    /// from an exit to another cell's entry (an exit that is an entry itself takes no step) — back to the exit the
    /// overlay search handed over, which it returns. The search must keep parents.
    func path(toEntry node: UInt32, _ step: (_ from: UInt32, _ to: UInt32, _ clique: Bool) -> Void) -> UInt32 {
        guard let parents else { preconditionFailure("a search keeping no parents was asked for a path") }
        var local = graph.entryIndex(node)
        while case let parent = Int(parents[local]), parent >= 0 {
            let from = graph.node(parent), to = graph.node(local)
            if from != to { step(from, to, local < graph.exitCount) }
            local = parent
        }
        return graph.node(local)
    }

    /// The exits of the open cells reached so far inside `cellsAbove` (cells of the level above, on a graph made for a
    /// level below the top: a search on it stays inside them), as the turn graph numbers them, and their costs.
    func openExitsReached(insideCellsAbove cellsAbove: Set<UInt32>) -> [(node: UInt32, cost: Double)] {
        cellsAbove.flatMap { c in
            graph.exits(insideCellAbove: c).compactMap { x -> (node: UInt32, cost: Double)? in
                guard distance[Int(x)] < .infinity else { return nil }
                let node = graph.node(Int(x))
                return closed[Int(graph.cell(node))] ? nil : (node, distance[Int(x)])
            }
        }
    }

    /// The next entry to settle (its rank among the level's entries), if any.
    var nextEntry: Int? { heap.minNode.map { Int($0) - graph.exitCount } }

    /// Settles the cheapest entry: its rank among the level's entries, its node and cost, and whether its cell is open
    /// (its clique row was relaxed; else the overlay search takes it on). The heap must not be empty.
    func settleNext() -> (entry: Int, node: UInt32, cost: Double, open: Bool) {
        let (local, cost) = heap.popMin()
        if let next = heap.minNode { graph.prefetchRow(ofEntry: Int(next), weights: weights) }
        let node = graph.node(Int(local)), entry = Int(local) - graph.exitCount
        guard !closed[Int(graph.cell(node))] else { return (entry, node, cost, false) }
        graph.relaxRow(ofEntry: Int(local), from: cost, weights: weights, distance: distance, heap: heap, parents: parents?.baseAddress)
        return (entry, node, cost, true)
    }
}
