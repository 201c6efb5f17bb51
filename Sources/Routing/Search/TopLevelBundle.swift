import CRowScan
import RoadNetwork

/// A one-to-all search on a ``TopLevelGraph`` for a bundle of table rows: up to ``CompactSearch/lanes`` sources at
/// once, each node keeping one cost per source side by side, so that a clique row — most of a row's work on a large
/// map, and read from memory — is scanned once for all of them. The costs are single-precision, as the clique weights
/// they add up are: eight of them fill 32 bytes, and a row's scan, which reads and writes them for each of its cell's
/// exits, waits on memory half as long as with doubles
/// (``TopLevelGraph/relaxRows(lanesOfEntries:count:weights:patches:costs:scratch:parents:waiting:)``).
///
/// Made for a level below the top (``Overlay/innerLevel``), it crosses that level inside the top-level cells the
/// sources lie in. Costs come in at exits (``reach(exit:lane:at:)``): where each source's own search, inside its cells,
/// leaves them — or, on the top level, where the bundle one level down reached them (``reach(exit:costs:)``). Every
/// cell's clique is used, the sources' own too (a path may leave a source's cell and come back).
/// An entry waits (``CellQueue``) under the lowest cost that fell since it last left, and waits again when another
/// falls (a label-correcting search, as customization's): every cost still to fall is at least the lowest key waiting.
/// The entries of a cell that wait when one of them is the cheapest are settled with it, up to
/// ``WAYFARER_ROWS`` of them (``CellQueue``), and their rows scanned at once: the cell's exits' costs then go through
/// the caches once for all of them, and the scan is bound by its adds. Some were settled before their costs were final
/// and are settled again when one falls, but on a city of a million junctions a 100×100 table took 245 ms against 290
/// one row at a time; with the kernel reading ahead of its rows, 32 at a time 155 ms (16: 164–168; 12, 20, 64: 180,
/// 162–164, 160–163; only the entries within 60 or 200 s of the cheapest, before: 291 and 263 ms).
/// Made keeping parents, it can measure the path by which each lane reached a node (``measure(lane:to:step:origin:)``).
final class TopLevelBundle {
    /// The graph it searches.
    let graph: TopLevelGraph
    private let weights: UnsafeBufferPointer<Float>
    private let patches: CliquePatches?
    private let costs: UnsafeMutableBufferPointer<Float>
    /// When kept, per node (local number) and lane: where the lane's cost last fell from — an exit's entry, an entry's
    /// exit (an entry that shares its exit's costs has none: it is that exit), or a cost from elsewhere at an exit:
    /// ``fromOwnSearch`` or ``fromBundleBelow``.
    private let parents: UnsafeMutableBufferPointer<Int32>?
    /// When parents are kept, per node (local number) and lane: the other measure along the lane's path to it, once
    /// measured (NaN before).
    private let measured: UnsafeMutableBufferPointer<Double>?
    /// The entries waiting, by cell; the entries settled at once, and scratch for their rows.
    private let waiting: CellQueue
    private let batch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: Int(WAYFARER_ROWS))
    private let scratch: RowScratch
    /// A parent: the cost came from the lane's own search (``reach(exit:lane:at:)``).
    static let fromOwnSearch: Int32 = -1
    /// A parent: the cost came from another bundled search, one level down (``reach(exit:costs:)``).
    static let fromBundleBelow: Int32 = -2

    /// A search on `graph` whose top-level cliques are `weights` — or, in the cells `patches` has cliques of, those
    /// (made without a query's blocked nodes) — every cost unknown; keeping each lane's parents when `keepingParents`.
    init(graph: TopLevelGraph, weights: UnsafeBufferPointer<Float>, patches: CliquePatches? = nil, keepingParents: Bool = false) {
        self.graph = graph
        self.weights = weights
        self.patches = patches
        costs = .allocate(capacity: graph.nodeCount * CompactSearch.lanes)
        costs.initialize(repeating: .infinity)
        parents = keepingParents ? .allocate(capacity: graph.nodeCount * CompactSearch.lanes) : nil
        parents?.initialize(repeating: Self.fromOwnSearch)
        measured = keepingParents ? .allocate(capacity: graph.nodeCount * CompactSearch.lanes) : nil
        measured?.initialize(repeating: .nan)
        waiting = CellQueue(graph: graph)
        scratch = RowScratch(longestRow: graph.longestRow, keepingParents: keepingParents)
    }

    deinit {
        costs.deallocate()
        parents?.deallocate()
        measured?.deallocate()
        batch.deallocate()
    }

    /// The cost of the next entry to settle (`.infinity` when none is left).
    var minKey: Double { waiting.minKey }

    /// Exit `node` of the level (as the turn graph numbers it) reached at `cost` by the source of `lane`.
    func reach(exit node: UInt32, lane: Int, at cost: Double) {
        let x = graph.exitIndex(node), slot = x * CompactSearch.lanes + lane
        guard Float(cost) < costs[slot] else { return }
        costs[slot] = Float(cost)
        parents?[slot] = Self.fromOwnSearch
        graph.passOn(lanesOfExit: x, fallen: Float(cost), costs: costs.baseAddress!, parents: parents?.baseAddress, waiting: waiting)
    }

    /// Exit `node` of the level (as the turn graph numbers it) reached at `costs`, one per lane (another bundled
    /// search's, see ``costs(ofExit:)``): each lane's lowered where that is cheaper.
    func reach(exit node: UInt32, costs reached: UnsafePointer<Float>) {
        let x = graph.exitIndex(node), lanes = CompactSearch.lanes
        let fallen = if let parents {
            TopLevelGraph.relaxLanes(from: reached, weight: 0, to: costs.baseAddress! + x * lanes, parents: parents.baseAddress! + x * lanes,
                                     parent: Self.fromBundleBelow)
        } else {
            wayfarer_lanes_relax_single(reached, 0, costs.baseAddress! + x * lanes)
        }
        guard fallen < .infinity else { return }
        graph.passOn(lanesOfExit: x, fallen: fallen, costs: costs.baseAddress!, parents: parents?.baseAddress, waiting: waiting)
    }

    /// The other measure along the path by which `lane` reached the node of local number `local` (settled or reached
    /// here), the search over: `step(from, to, clique)` measures each step — a clique of the level from an entry to an
    /// exit, or a plain arc from an exit to another cell's entry (an exit that is an entry itself takes no step) — and
    /// `origin(exit, fromBelow)` the way to the exit where the lane's cost came from elsewhere (that exit as the turn
    /// graph numbers it; from the bundle one level down, else from the lane's own search). Kept per node and lane: a
    /// lane's paths to many nodes share their first steps, and each is measured once. The search must keep parents.
    func measure(lane: Int, to local: Int, step: (_ from: UInt32, _ to: UInt32, _ clique: Bool) -> Double,
                 origin: (_ exit: UInt32, _ fromBelow: Bool) -> Double) -> Double {
        guard let parents, let measured else { preconditionFailure("a search keeping no parents was asked for a path") }
        let lanes = CompactSearch.lanes
        // The nodes walked back from `local` (their places in `measured`), each with its step's measure, to one measured.
        var walked: [(index: Int, step: Double)] = [], local = local, value: Double
        while true {
            if case let known = measured[local * lanes + lane], !known.isNaN {
                value = known
                break
            }
            let slot = Int(graph.costSlot[local])
            let parent = slot != local ? Int32(slot) : parents[local * lanes + lane]
            guard parent >= 0 else {
                value = origin(graph.node(local), parent == Self.fromBundleBelow)
                measured[local * lanes + lane] = value
                break
            }
            let from = graph.node(Int(parent)), to = graph.node(local)
            walked.append((local * lanes + lane, from != to ? step(from, to, local < graph.exitCount) : 0))
            local = Int(parent)
        }
        for (index, step) in walked.reversed() {
            value += step
            measured[index] = value
        }
        return value
    }

    /// The costs at which exit `node` (as the turn graph numbers it) was reached so far, one per lane (infinite: not
    /// reached), valid while the search lives.
    func costs(ofExit node: UInt32) -> UnsafePointer<Float> { costs(ofExitAt: graph.exitIndex(node)) }

    /// ``costs(ofExit:)`` of the exit of local number `x`.
    func costs(ofExitAt x: Int) -> UnsafePointer<Float> { UnsafePointer(costs.baseAddress! + x * CompactSearch.lanes) }

    /// Settles the cheapest entry and up to ``WAYFARER_ROWS`` − 1 other entries of its cell that wait,
    /// relaxing their clique rows at once for every lane (see the type's notes). Calls `before(entry)` for each before
    /// the rows are relaxed (to start bringing what it will read of the entry into the caches), and `settled(entry,
    /// costs)` after: the entry's rank among the level's entries (see ``TopLevelGraph/node(ofEntry:)``) and its costs,
    /// one per lane, valid until the next call. Some entry must wait (``minKey`` finite).
    func settleNext(before: (_ entry: Int) -> Void = { _ in }, _ settled: (_ entry: Int, _ costs: UnsafePointer<Float>) -> Void) {
        let count = waiting.take(limit: Int(WAYFARER_ROWS), into: batch.baseAddress!)
        for r in 0..<count { before(Int(batch[r]) - graph.exitCount) }
        if let next = waiting.nextEntry { graph.prefetchRow(ofEntry: next, weights: weights, patches: patches) }
        graph.relaxRows(lanesOfEntries: batch.baseAddress!, count: count, weights: weights, patches: patches, costs: costs.baseAddress!,
                        scratch: scratch, parents: parents?.baseAddress, waiting: waiting)
        for r in 0..<count {
            let local = Int(batch[r])
            settled(local - graph.exitCount, UnsafePointer(costs.baseAddress! + Int(graph.costSlot[local]) * CompactSearch.lanes))
        }
    }
}
