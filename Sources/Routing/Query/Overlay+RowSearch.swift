import RoadNetwork

extension Overlay {
    /// The forward search of one table row from `ends`, in `space`, never entering `blocked`: it lowers `row` (a single
    /// row) by the targets' buckets in `index` at every node it settles, calling `lowered(j, node)` each time target
    /// `j`'s cost falls there, until no target can get cheaper. `topSlots` are the slots in `index` of the top level's
    /// entries (``BucketIndex/slots(ofEntriesOf:)``), read without a lookup by node.
    ///
    /// Two searches take turns by cost: one on the overlay inside the top-level cells that hold an end or a blocked
    /// node (through `patches`), one on the rest of the top level as a compact graph (``TopLevelSearch``, keeping its
    /// parents when `keepingParents`). A closed cell's exits hand their costs to the compact search, and its entries,
    /// once settled there, go back to the overlay search (unless blocked), each its own parent there: together they
    /// settle what one overlay search would, in the same order. Returns the compact search (nil when every top-level
    /// cell is closed, or there are no levels: the overlay search did it all).
    @inline(__always)
    func searchRow(from ends: [SearchEndpoint], in space: SearchSpace, to index: BucketIndex, topSlots: [Int32]?, row: inout TableRows,
                   avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?, keepingParents: Bool,
                   lowered: (_ j: Int, _ node: UInt32) -> Void) -> TopLevelSearch? {
        var confined = OverlayScope(partition: partition, special: ends.map(\.node), blocked: blockedNodes, patches: patches)
        let closed = topLevel.map { graph in Array(Set((ends.map(\.node) + blockedNodes).map { graph.cell($0) })) } ?? []
        // When every top-level cell is closed, the overlay search alone does it all.
        let splits = topLevel.map { closed.count < $0.cellCount } ?? false
        if splits { confined.confine(toCells: closed, level: levelCount) }
        let top = splits ? topLevel.map {
            TopLevelSearch(graph: $0, weights: weights[levelCount - 1].buffer, closedCells: closed, keepingParents: keepingParents)
        } : nil
        // A constant, not a variable the closures below would box: each search step would copy it out again.
        let scope = confined
        for end in ends { space.start(end.node, cost: end.offset) }
        while true {
            let overlayKey = space.heap.minKey, topKey = top?.minKey ?? .infinity
            guard row.lowers(0, from: min(overlayKey, topKey)) else { break }
            if let top, topKey < overlayKey {
                let (entry, node, cost, open) = top.settleNext()
                if open {
                    // Its buckets are on their way from memory while the next entry is settled.
                    let slot = topSlots?[entry]
                    if let topSlots, let next = top.nextEntry { index.prefetch(slot: topSlots[next]) }
                    let meet = { (j: Int, rest: Double) in if row.lower(0, j, to: cost + rest) { lowered(j, node) } }
                    if let slot { index.forEach(inSlot: slot, meet) } else { index.forEach(at: node, meet) }
                } else if !blocked.contains(node) {
                    _ = space.relax(node, cost: cost, key: cost, parent: node, arc: OverlayStep.plain)
                }
            } else {
                let (node, cost) = settleNext(space, forward: true, scope: scope, blocked: blocked)
                index.forEach(at: node) { j, rest in if row.lower(0, j, to: cost + rest) { lowered(j, node) } }
                if let top, topLevel?.isExit(node) == true { top.reach(exit: node, at: cost) }
            }
        }
        return top
    }
}
