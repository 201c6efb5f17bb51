import CRowScan
import RoadNetwork

/// A one-to-all search on a ``TopLevelGraph`` for a bundle of table rows: up to ``CompactSearch/lanes`` sources at
/// once, each node keeping one cost per source side by side, so that a clique row — most of a row's work on a large
/// map, and read from memory — is scanned once for all of them. The costs are single-precision, as the clique weights
/// they add up are: eight of them fill 32 bytes, and a row's scan, which reads and writes them for each of its cell's
/// exits, waits on memory half as long as with doubles (``TopLevelGraph/relaxRow(lanesOfEntry:weights:patches:costs:lowered:fallen:heap:)``).
///
/// Made for a level below the top (``Overlay/innerLevel``), it crosses that level inside the top-level cells the
/// sources lie in. Costs come in at exits (``reach(exit:lane:at:)``): where each source's own search, inside its cells,
/// leaves them — or, on the top level, where the bundle one level down reached them (``reach(exit:costs:)``). Every
/// cell's clique is used, the sources' own too (a path may leave a source's cell and come back).
/// A node waits in the heap under the lowest cost that fell since it last left it, and goes back in when another
/// falls (a label-correcting search, as customization's): every cost still to fall is at least the heap's lowest key.
final class TopLevelBundle {
    private let graph: TopLevelGraph
    private let weights: UnsafeBufferPointer<Float>
    private let patches: CliquePatches?
    private let costs: UnsafeMutableBufferPointer<Float>
    private let heap: NodeHeap
    private let lowered: UnsafeMutableBufferPointer<UInt32>
    private let fallen: UnsafeMutableBufferPointer<Float>

    /// A search on `graph` whose top-level cliques are `weights` — or, in the cells `patches` has cliques of, those
    /// (made without a query's blocked nodes) — every cost unknown.
    init(graph: TopLevelGraph, weights: UnsafeBufferPointer<Float>, patches: CliquePatches? = nil) {
        self.graph = graph
        self.weights = weights
        self.patches = patches
        costs = .allocate(capacity: graph.nodeCount * CompactSearch.lanes)
        costs.initialize(repeating: .infinity)
        heap = NodeHeap(nodeCount: graph.nodeCount)
        lowered = .allocate(capacity: graph.longestRow)
        fallen = .allocate(capacity: graph.longestRow)
    }

    deinit {
        costs.deallocate()
        lowered.deallocate()
        fallen.deallocate()
    }

    /// The cost of the next entry to settle (`.infinity` when none is left).
    var minKey: Double { heap.minKey }

    /// The next entry to settle (its rank among the level's entries), if any.
    var nextEntry: Int? { heap.minNode.map { Int($0) - graph.exitCount } }

    /// Exit `node` of the level (as the turn graph numbers it) reached at `cost` by the source of `lane`.
    func reach(exit node: UInt32, lane: Int, at cost: Double) {
        let x = graph.exitIndex(node), slot = x * CompactSearch.lanes + lane
        guard Float(cost) < costs[slot] else { return }
        costs[slot] = Float(cost)
        graph.passOn(lanesOfExit: x, fallen: Float(cost), costs: costs.baseAddress!, heap: heap)
    }

    /// Exit `node` of the level (as the turn graph numbers it) reached at `costs`, one per lane (another bundled
    /// search's, see ``costs(ofExit:)``): each lane's lowered where that is cheaper.
    func reach(exit node: UInt32, costs reached: UnsafePointer<Float>) {
        let x = graph.exitIndex(node)
        let fallen = wayfarer_lanes_relax_single(reached, 0, costs.baseAddress! + x * CompactSearch.lanes)
        guard fallen < .infinity else { return }
        graph.passOn(lanesOfExit: x, fallen: fallen, costs: costs.baseAddress!, heap: heap)
    }

    /// The costs at which exit `node` (as the turn graph numbers it) was reached so far, one per lane (infinite: not
    /// reached), valid while the search lives.
    func costs(ofExit node: UInt32) -> UnsafePointer<Float> { costs(ofExitAt: graph.exitIndex(node)) }

    /// ``costs(ofExit:)`` of the exit of local number `x`.
    func costs(ofExitAt x: Int) -> UnsafePointer<Float> { UnsafePointer(costs.baseAddress! + x * CompactSearch.lanes) }

    /// Settles the cheapest entry and relaxes its clique row for every lane: the entry (its rank among the level's
    /// entries, see ``TopLevelGraph/node(ofEntry:)``) and its costs, one per lane, valid until the next call. The heap
    /// must not be empty.
    func settleNext() -> (entry: Int, costs: UnsafePointer<Float>) {
        let entry = Int(heap.popMin().node)
        if let next = heap.minNode { graph.prefetchRow(ofEntry: Int(next), weights: weights, patches: patches) }
        graph.relaxRow(lanesOfEntry: entry, weights: weights, patches: patches, costs: costs.baseAddress!, lowered: lowered.baseAddress!,
                       fallen: fallen.baseAddress!, heap: heap)
        return (entry - graph.exitCount, UnsafePointer(costs.baseAddress! + Int(graph.costSlot[entry]) * CompactSearch.lanes))
    }
}
