import CRowScan
import RoadNetwork

extension Overlay {
    /// The cheapest cost from each set of `sources` to each set of `targets` (row-major, `.infinity` when
    /// unreachable), never entering `blocked`.
    ///
    /// Many-to-many with buckets: a backward search from each target set, inside the top-level cells of its
    /// nodes, leaves its distances at the nodes it settles; a forward search from each source set runs on the
    /// overlay and reads them. They meet correctly: a best path's last entry into the smallest cell that holds
    /// its target but not its source is seen by both searches with exact distances. Around blocked nodes, the cells
    /// that hold them get cliques of the query's own where that pays (``CliquePatches``). Without barriers, or with
    /// every level patched, the forward searches of two sources or more cross the top level and the level below it
    /// ``CompactSearch/lanes`` at a time (``TopLevelBundle``); the targets' searches cross that level so too (around
    /// barriers once it is patched). With `points`, the bundles are made of sets whose ends lie near one another
    /// (``bundleOrder(_:points:)``).
    public func table(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], avoiding blocked: BlockedNodes = .none,
                      blockedNodes: [UInt32] = [], points: NodePoints? = nil) -> [Double] {
        let count = graph.nodeCount
        @Sendable func usable(_ ends: [SearchEndpoint]) -> [SearchEndpoint] { ends.filter { Int($0.node) < count && !blocked.contains($0.node) } }
        let top = partition.levelCount
        let patches = blockedNodes.isEmpty ? nil : cliquePatches(blocked: blocked, blockedNodes: blockedNodes, searches: sources.count + targets.count)
        let buckets: [[(node: UInt32, cost: Double)]]
        if let innerLevelBackward, columns[levelCount - 2]?.values != nil, blockedNodes.isEmpty || (patches?.levelCount ?? 0) >= levelCount - 1 {
            // Eight target sets at a time (around barriers once the level below the top is patched: the bundle reads
            // the patches column by column).
            buckets = bucketsBundling(targets.map(usable), innerLevel: innerLevelBackward, avoiding: blocked, blockedNodes: blockedNodes,
                                      patches: patches, points: points)
        } else {
            buckets = ParallelRows.map(count: targets.count) { j -> [(node: UInt32, cost: Double)] in
                let ends = usable(targets[j])
                guard !ends.isEmpty else { return [] }
                if let innerLevelBackward, let columns = columns[levelCount - 2]?.values {
                    return pool.withWorkspace {
                        bucketsInTopCell(toward: ends, innerLevel: innerLevelBackward, columns: columns, avoiding: blocked, blockedNodes: blockedNodes,
                                         patches: patches, space: $0.backward)
                    }
                }
                var confined = OverlayScope(partition: partition, special: ends.map(\.node), blocked: blockedNodes, patches: patches)
                if top > 0 { confined.confine(toCells: ends.map { partition.cell($0.node, level: top) }, level: top) }
                // A constant, not a variable the closure below would box: each search step would copy it out again.
                let scope = confined
                return pool.withWorkspace { workspace in
                    let space = workspace.backward
                    for end in ends { space.start(end.node, cost: end.offset) }
                    var settled: [(UInt32, Double)] = []
                    while !space.heap.isEmpty { settled.append(settleNext(space, forward: false, scope: scope, blocked: blocked)) }
                    return settled
                }
            }
        }
        // The index's per-node slots live in a pooled workspace: no array the size of the map per table.
        return pool.withWorkspace { slots in
            let index = BucketIndex(slots: slots.forward, buckets: buckets)
            // Around barriers too, once every level is patched: then no cell is closed to the bundle's cliques.
            if blockedNodes.isEmpty || patches?.levelCount == levelCount, let topLevel, sources.count > 1 {
                return rows(bundling: sources.map(usable), to: index, targetCount: targets.count, topLevel: topLevel,
                            avoiding: blocked, blockedNodes: blockedNodes, patches: patches, points: points)
            }
            let topSlots = topLevel.map { index.slots(ofEntriesOf: $0) }
            return ParallelRows.map(count: sources.count) { i in
                row(from: usable(sources[i]), to: index, topSlots: topSlots, targetCount: targets.count, avoiding: blocked,
                    blockedNodes: blockedNodes, patches: patches)
            }.flatMap { $0 }
        }
    }

    /// The rows of ``table(from:to:avoiding:blockedNodes:points:)`` without barriers (or with every level's cells that hold a
    /// blocked node patched, see ``CliquePatches``), ``CompactSearch/lanes`` sources at a time. Each source's own
    /// search on the overlay, inside the cells of the level below the top that hold its ends, reads the buckets there
    /// and leaves its costs at those cells' exits; one ``TopLevelBundle`` search carries the bundle's costs on over
    /// that level inside the sources' top-level cells (``Overlay/innerLevel``), another over the whole top level, both
    /// reading buckets at the entries they settle. A best path either stays in its source's cell (the first search
    /// sees it) or leaves it at an exit, and then its last entry into its target's cell on the level below the top
    /// (when it stays in the source's top-level cell) or on the top level (when it does not) is settled by a bundle
    /// with its exact cost. Near sources are bundled together (``bundleOrder(_:points:)``, by `points` when given): a
    /// bundle's searches then settle the levels in much the same order.
    private func rows(bundling sources: [[SearchEndpoint]], to index: BucketIndex, targetCount: Int, topLevel: TopLevelGraph,
                      avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?, points: NodePoints?) -> [Double] {
        let lanes = CompactSearch.lanes, order = bundleOrder(sources, points: points)
        // Each entry's buckets, looked up once: the index's own lookup is by node, far apart in memory.
        let topSlots = index.slots(ofEntriesOf: topLevel), innerSlots = innerLevel.map { index.slots(ofEntriesOf: $0) }
        let bundles = ParallelRows.map(count: (order.count + lanes - 1) / lanes) { b in
            bundleRows(from: order[(b * lanes)..<min(order.count, (b + 1) * lanes)].map { sources[$0] }, to: index, topSlots: topSlots,
                       innerSlots: innerSlots, targetCount: targetCount, topLevel: topLevel, avoiding: blocked, blockedNodes: blockedNodes,
                       patches: patches)
        }
        var table = [Double](repeating: .infinity, count: sources.count * targetCount)
        for (position, i) in order.enumerated() {
            let bundle = bundles[position / lanes], lane = position % lanes
            table.replaceSubrange((i * targetCount)..<((i + 1) * targetCount), with: bundle.row(lane))
        }
        return table
    }

    /// The rows from up to ``CompactSearch/lanes`` `sources` (row `lane` for `sources[lane]`), as
    /// ``rows(bundling:to:targetCount:topLevel:avoiding:blockedNodes:patches:)`` describes; `topSlots` and
    /// `innerSlots` are the slots in `index` of the entries of `topLevel` and of ``Overlay/innerLevel`` (without it,
    /// each source searches its top-level cells on the overlay).
    private func bundleRows(from sources: [[SearchEndpoint]], to index: BucketIndex, topSlots: [Int32], innerSlots: [Int32]?, targetCount: Int,
                            topLevel: TopLevelGraph, avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?) -> TableRows {
        // A row per lane (those without a source searched for none), for the bundle's costs to lower side by side.
        var rows = TableRows(targetCount: targetCount, searched: (0..<CompactSearch.lanes).map { $0 < sources.count && !sources[$0].isEmpty },
                             cheapestRest: index.cheapestCost)
        let bundle = TopLevelBundle(graph: topLevel, weights: weights[levelCount - 1].buffer, patches: patches)
        // Where the sources' own searches stop: the cells of the level below the top, or of the top level.
        let inner = innerLevel.map { TopLevelBundle(graph: $0, weights: weights[levelCount - 2].buffer, patches: patches) }
        let (cells, cellLevel) = innerLevel.map { ($0, levelCount - 1) } ?? (topLevel, levelCount)
        pool.withWorkspace { workspace in
            for (lane, ends) in sources.enumerated() where !ends.isEmpty {
                var confined = OverlayScope(partition: partition, special: ends.map(\.node), blocked: blockedNodes, patches: patches)
                confined.confine(toCells: Array(Set(ends.map { cells.cell($0.node) })), level: cellLevel)
                // A constant, not a variable the closure below would box: each search step would copy it out again.
                let scope = confined
                let space = workspace.forward
                space.reset()
                for end in ends { space.start(end.node, cost: end.offset) }
                while rows.lowers(lane, from: space.heap.minKey) {
                    let (node, cost) = settleNext(space, forward: true, scope: scope, blocked: blocked)
                    index.forEach(at: node) { j, rest in rows.lower(lane, j, to: cost + rest) }
                    if cells.isExit(node) { (inner ?? bundle).reach(exit: node, lane: lane, at: cost) }
                }
            }
        }
        if let inner, let innerSlots {
            settle(inner, slots: innerSlots, rows: &rows, index: index)
            // The top-level exits of the sources' top-level cells, as the inner bundle reached them.
            for c in Set(sources.flatMap { $0.map { topLevel.cell($0.node) } }) {
                for exit in topLevel.exits(ofCell: c) { bundle.reach(exit: exit, costs: inner.costs(ofExit: exit)) }
            }
        }
        settle(bundle, slots: topSlots, rows: &rows, index: index)
        return rows
    }

    /// The order in which `sets` of ends are bundled, ``CompactSearch/lanes`` at a time: near ones together. A
    /// bundle's label-correcting search settles the top level's entries about once per wavefront it carries, and
    /// sources far apart carry several. With `points`, the sets are split in two where their first ends spread
    /// most (x, y or z), at a whole number of bundles, and each half so in turn, so that every bundle is one part of
    /// the split; without, by the lowest level's cell of their first end (the partition numbers cells along its nested
    /// cuts, but a run of eight may straddle a cut high up). Sets without ends come last. On a city of a million
    /// junctions, a 100×100 table's top-level bundles settled 504k entries split so, against 587k in cells' order
    /// (141–147 against 147–156 ms).
    func bundleOrder(_ sets: [[SearchEndpoint]], points: NodePoints? = nil) -> [Int] {
        guard let points else {
            func cell(_ k: Int) -> UInt32 { sets[k].first.map { partition.cell($0.node, level: 1) } ?? .max }
            return sets.indices.sorted { (cell($0), $0) < (cell($1), $1) }
        }
        let lanes = CompactSearch.lanes, xyz = points.coordinates
        func split(_ part: [(set: Int, point: SIMD3<Double>)]) -> [Int] {
            guard part.count > lanes else { return part.map(\.set) }
            let low = part.dropFirst().reduce(part[0].point) { pointwiseMin($0, $1.point) }
            let high = part.dropFirst().reduce(part[0].point) { pointwiseMax($0, $1.point) }
            let spread = high - low, axis = spread.x >= max(spread.y, spread.z) ? 0 : spread.y >= spread.z ? 1 : 2
            let sorted = part.sorted { ($0.point[axis], $0.set) < ($1.point[axis], $1.set) }
            let half = (part.count + lanes - 1) / lanes / 2 * lanes
            return split(Array(sorted[..<half])) + split(Array(sorted[half...]))
        }
        let placed = sets.indices.compactMap { k in
            sets[k].first.map { end in (set: k, point: SIMD3(xyz[3 * Int(end.node)], xyz[3 * Int(end.node) + 1], xyz[3 * Int(end.node) + 2])) }
        }
        return split(placed) + sets.indices.filter { sets[$0].isEmpty }
    }

    /// The buckets of ``table(from:to:avoiding:blockedNodes:points:)``, ``CompactSearch/lanes`` target sets (their usable
    /// `targets`) at a time, never entering `blocked`, each bundle's as
    /// ``bundleBuckets(toward:innerLevel:columns:avoiding:blockedNodes:patches:columnPatches:space:)`` finds them;
    /// `innerLevel` is ``Overlay/innerLevelBackward``, its rows the level's columns (which must be made), and
    /// `patches` (when there are blocked nodes) cover the levels up to it; near target sets are bundled together
    /// (``bundleOrder(_:points:)``).
    private func bucketsBundling(_ targets: [[SearchEndpoint]], innerLevel: TopLevelGraph, avoiding blocked: BlockedNodes,
                                 blockedNodes: [UInt32], patches: CliquePatches?, points: NodePoints?) -> [[(node: UInt32, cost: Double)]] {
        let lanes = CompactSearch.lanes, order = bundleOrder(targets, points: points), columnPatches = patches?.transposed(levels: levels)
        let bundles = ParallelRows.map(count: (order.count + lanes - 1) / lanes) { b in
            pool.withWorkspace { workspace in
                bundleBuckets(toward: order[(b * lanes)..<min(order.count, (b + 1) * lanes)].map { targets[$0] }, innerLevel: innerLevel,
                              columns: columns[levelCount - 2]!.values!, avoiding: blocked, blockedNodes: blockedNodes, patches: patches,
                              columnPatches: columnPatches, space: workspace.backward)
            }
        }
        var buckets = [[(node: UInt32, cost: Double)]](repeating: [], count: targets.count)
        for (position, j) in order.enumerated() { buckets[j] = bundles[position / lanes][position % lanes] }
        return buckets
    }

    /// Where the backward searches toward up to ``CompactSearch/lanes`` target sets leave their costs (their
    /// buckets) inside their top-level cells, never entering `blocked`: each one's own search on the overlay (through
    /// `patches`), inside the cells of the level below the top that hold its ends, leaves them at every node it
    /// settles, and passes them on at those cells' exits backward (their entries); one backward ``TopLevelBundle``
    /// over that level (`innerLevel`, its rows the level's `columns`, or the patches' `columnPatches` in the cells
    /// that hold a blocked node) carries them on inside the targets' top-level cells and leaves them at the other
    /// cells' entries — where a source's bundled search, which settles entries there, meets them.
    private func bundleBuckets(toward targets: [[SearchEndpoint]], innerLevel: TopLevelGraph, columns: UnsafeBufferPointer<Float>,
                               avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?, columnPatches: CliquePatches?,
                               space: SearchSpace) -> [[(node: UInt32, cost: Double)]] {
        let bundle = TopLevelBundle(graph: innerLevel, weights: columns, patches: columnPatches)
        var buckets = [[(node: UInt32, cost: Double)]](repeating: [], count: targets.count)
        for (lane, ends) in targets.enumerated() where !ends.isEmpty {
            var confined = OverlayScope(partition: partition, special: ends.map(\.node), blocked: blockedNodes, patches: patches)
            confined.confine(toCells: Array(Set(ends.map { innerLevel.cell($0.node) })), level: levelCount - 1)
            // A constant, not a variable the closure below would box: each search step would copy it out again.
            let scope = confined
            space.reset()
            for end in ends { space.start(end.node, cost: end.offset) }
            while !space.heap.isEmpty {
                let (node, cost) = settleNext(space, forward: false, scope: scope, blocked: blocked)
                buckets[lane].append((node, cost))
                if innerLevel.isExit(node) { bundle.reach(exit: node, lane: lane, at: cost) }
            }
        }
        while bundle.minKey < .infinity { bundle.settleNext { _, _ in } }
        for c in Set(targets.flatMap { $0.map { partition.cell($0.node, level: levelCount) } }) {
            for x in innerLevel.exits(insideCellAbove: c) {
                let costs = bundle.costs(ofExitAt: Int(x)), node = innerLevel.node(Int(x))
                for lane in targets.indices where costs[lane] < .infinity { buckets[lane].append((node, Double(costs[lane]))) }
            }
        }
        return buckets
    }

    /// Runs `bundle` while some lane of `rows` may still be lowered, lowering them at each entry it settles by the
    /// buckets of that entry's slot in `slots` (in `index`); `lowered(lanes, j, entry)` hears of each entry (its rank)
    /// where some lanes' costs to target `j` fell (a bit per lane).
    func settle(_ bundle: TopLevelBundle, slots: [Int32], rows: inout TableRows, index: BucketIndex,
                lowered: (_ lanes: UInt32, _ j: Int, _ entry: Int) -> Void = { _, _, _ in }) {
        while true {
            // Every lane is asked (each tightens its bound): the search goes on while one may still be lowered.
            let key = bundle.minKey
            var goesOn = false
            for lane in 0..<rows.count where rows.lowers(lane, from: key) { goesOn = true }
            guard goesOn else { break }
            // Their buckets are on their way from memory while their rows are relaxed.
            bundle.settleNext(before: { index.prefetch(slot: slots[$0]) }) { entry, costs in
                index.forEach(inSlot: slots[entry]) { j, rest in
                    let fell = rows.lowerLanes(j, from: costs, plus: rest)
                    if fell != 0 { lowered(fell, j, entry) }
                }
            }
        }
    }

    /// Where the backward search toward a target's `ends` leaves its costs (its buckets) inside their top-level
    /// cells, never entering `blocked`: as ``row(from:to:targetCount:avoiding:blockedNodes:patches:)`` does on the
    /// whole map one level up, two searches take turns by cost, one on the overlay (through `patches`) inside the
    /// cells of the level below the top that hold an end or a blocked node, one over the rest of that level as a
    /// compact graph (`innerLevel`, backward: its rows are the level's `columns`). It leaves them at every node the
    /// overlay settles and at the other cells' entries — where a source's bundled search, which settles entries there,
    /// meets it (an exit it passes on at once).
    private func bucketsInTopCell(toward ends: [SearchEndpoint], innerLevel: TopLevelGraph, columns: UnsafeBufferPointer<Float>,
                                  avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?,
                                  space: SearchSpace) -> [(node: UInt32, cost: Double)] {
        // On the overlay: the cells of the level below the top that hold an end, or a blocked node in the ends'
        // top-level cells (the compact search reads no patches).
        let tops = Set(ends.map { partition.cell($0.node, level: levelCount) })
        let inside = blockedNodes.filter { Int($0) < graph.nodeCount && tops.contains(partition.cell($0, level: levelCount)) }
        let closed = Array(Set((ends.map(\.node) + inside).map { innerLevel.cell($0) }))
        var confined = OverlayScope(partition: partition, special: ends.map(\.node), blocked: blockedNodes, patches: patches)
        confined.confine(toCells: closed, level: levelCount - 1)
        let scope = confined, inner = TopLevelSearch(graph: innerLevel, weights: columns, closedCells: closed)
        for end in ends { space.start(end.node, cost: end.offset) }
        var settled: [(node: UInt32, cost: Double)] = []
        while true {
            let overlayKey = space.heap.minKey, innerKey = inner.minKey
            guard min(overlayKey, innerKey) < .infinity else { break }
            if innerKey < overlayKey {
                let (_, node, cost, open) = inner.settleNext()
                if !open, !blocked.contains(node) { _ = space.relax(node, cost: cost, key: cost, parent: node, arc: OverlayStep.plain) }
            } else {
                let (node, cost) = settleNext(space, forward: false, scope: scope, blocked: blocked)
                settled.append((node, cost))
                if innerLevel.isExit(node) { inner.reach(exit: node, at: cost) }
            }
        }
        return settled + inner.openExitsReached(insideCellsAbove: tops)
    }

    /// One row of ``table(from:to:avoiding:blockedNodes:points:)``: a forward search from `ends` (``searchRow(from:in:to:topSlots:row:avoiding:blockedNodes:patches:keepingParents:lowered:)``),
    /// reading the targets' buckets at each node it settles, until no target can get cheaper.
    private func row(from ends: [SearchEndpoint], to index: BucketIndex, topSlots: [Int32]?, targetCount: Int, avoiding blocked: BlockedNodes,
                     blockedNodes: [UInt32], patches: CliquePatches?) -> [Double] {
        guard !ends.isEmpty else { return [Double](repeating: .infinity, count: targetCount) }
        var row = TableRows(targetCount: targetCount, searched: [true], cheapestRest: index.cheapestCost)
        pool.withWorkspace { workspace in
            _ = searchRow(from: ends, in: workspace.forward, to: index, topSlots: topSlots, row: &row, avoiding: blocked, blockedNodes: blockedNodes,
                          patches: patches, keepingParents: false) { _, _ in }
        }
        return Array(row.row(0))
    }
}
