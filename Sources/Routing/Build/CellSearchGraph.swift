import CRowScan
import RoadNetwork

/// Per cell of one partition level, what lies one level down inside it: its nodes (level 1) or its cells of the
/// level below (higher levels), grouped by cell in O(n).
struct CellChildren {
    /// Cell `c`'s children are `items[start[c] ..< start[c + 1]]`, ascending.
    let start: [Int]
    let items: [UInt32]

    /// The children of every cell of `level` of `partition`, or only of the cells `only` (the others get none).
    init(partition: CellPartition, level: Int, only: Set<UInt32>? = nil) {
        let cells = partition.cells[level - 1]
        let count = partition.cellCounts[level - 1]
        // Each child's cell: a node's own at level 1, else that of any node of the cell below.
        var parent: [UInt32]
        if level == 1 {
            parent = Array(cells)
        } else {
            parent = [UInt32](repeating: 0, count: partition.cellCounts[level - 2])
            for (below, above) in zip(partition.cells[level - 2], cells) { parent[Int(below)] = above }
        }
        let kept = only.map { cells in (0..<count).map { cells.contains(UInt32($0)) } } ?? [Bool](repeating: true, count: count)
        var start = [Int](repeating: 0, count: count + 1)
        for p in parent where kept[Int(p)] { start[Int(p) + 1] += 1 }
        for c in 0..<count { start[c + 1] += start[c] }
        var next = start, items = [UInt32](repeating: 0, count: start[count])
        for (child, p) in parent.enumerated() where kept[Int(p)] {
            items[next[Int(p)]] = UInt32(child)
            next[Int(p)] += 1
        }
        self.start = start
        self.items = items
    }

    /// The children of cell `c`.
    func of(_ c: UInt32) -> ArraySlice<UInt32> { items[start[Int(c)]..<start[Int(c) + 1]] }
}

/// What a customization search inside one cell of level `k` meets, numbered `0 ..< nodeCount`: at level 1 the
/// cell's nodes and the plain arcs between them; higher up the entries and exits of its cells of level `k − 1`, their
/// cliques, and the plain arcs from one of those cells to another. It is the overlay a search inside the cell sees
/// on the level below, in arrays the size of the cell rather than the map's, so the cell's searches stay in the
/// processor's caches.
///
/// Each cell below has its exits numbered one after another, so that an entry's clique row reaches a run of
/// consecutive nodes: a search relaxes it four arcs at a time.
struct CellSearchGraph {
    /// The turn graph's numbers of the nodes, ascending, and each one's local number.
    private let sortedNodes: [UInt32]
    private let localOfSorted: [Int32]
    /// Node `u`'s plain arcs are `firstArc[u] ..< firstArc[u + 1]`.
    private let firstArc: [Int32]
    private let target: [Int32]
    private let weight: [Float]
    /// Node `u`'s clique row, when it is an entry of a cell below: `rowLength[u]` weights from `rowStart[u]` in
    /// `rowWeights`, to the nodes `rowFirst[u] ..< rowFirst[u] + rowLength[u]` (that cell's exits); length 0 otherwise.
    private let rowStart: [Int]
    private let rowFirst: [Int32]
    private let rowLength: [Int32]
    private let rowWeights: [Float]
    /// Per node: whether it passes costs on without waiting in the heap (an exit of a cell below that is not also
    /// an entry of it; none at level 1).
    private let passesOn: [Bool]

    /// The number of nodes.
    var nodeCount: Int { rowFirst.count }

    /// The search graph of cell `cell` of `level` in `overlay`, whose levels below `level` are customized;
    /// `children` are `level`'s. Without the `blocked` nodes: no arc enters or leaves one, and the cells below that
    /// hold one are crossed through their cliques in `patches` (made without them, see ``CliquePatches``).
    init(overlay: Overlay, level: Int, cell: UInt32, children: CellChildren, blocked: BlockedNodes = .none,
         patches: CliquePatches? = nil) {
        let graph = overlay.graph, partition = overlay.partition
        let inside = partition.cells[level - 1]
        // Local numbering: at level 1 the cell's nodes; higher up, per cell below, its exits and then its other entries.
        var members: [UInt32] = []
        if level == 1 {
            members = Array(children.of(cell))
        } else {
            let boundary = overlay.levels[level - 2]
            for child in children.of(cell) {
                let c = Int(child)
                members += boundary.exits[Int(boundary.exitStart[c])..<Int(boundary.exitStart[c + 1])]
                members += boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])]
                    .filter { boundary.exitRank(Int($0)) == OverlayLevel.none }
            }
        }
        let order = members.indices.sorted { members[$0] < members[$1] }
        let sorted = order.map { members[$0] }, localOfSorted = order.map(Int32.init)
        sortedNodes = sorted
        self.localOfSorted = localOfSorted
        let count = members.count
        func local(_ node: UInt32) -> Int32 { localOfSorted[Self.position(of: node, in: sorted)!] }

        // Plain arcs: between any two nodes of the cell at level 1; higher up from one cell below to another.
        var arcs: [(from: Int32, to: Int32, weight: Float)] = []
        let below = level == 1 ? nil : partition.cells[level - 2]
        for (u, v) in members.enumerated() {
            for arc in Int(graph.firstArc[Int(v)])..<Int(graph.firstArc[Int(v) + 1]) {
                let w = graph.target[arc]
                guard inside[Int(w)] == cell, below.map({ $0[Int(w)] != $0[Int(v)] }) ?? true,
                      !blocked.contains(v), !blocked.contains(w) else { continue }
                arcs.append((Int32(u), local(w), graph.weight[arc]))
            }
        }
        var first = [Int32](repeating: 0, count: count + 1)
        for arc in arcs { first[Int(arc.from) + 1] += 1 }
        for u in 0..<count { first[u + 1] += first[u] }
        var next = first, target = [Int32](repeating: 0, count: arcs.count), weight = [Float](repeating: 0, count: arcs.count)
        for arc in arcs {
            let slot = Int(next[Int(arc.from)])
            target[slot] = arc.to
            weight[slot] = arc.weight
            next[Int(arc.from)] += 1
        }
        firstArc = first
        self.target = target
        self.weight = weight

        // The cliques of the cells below, each copied whole: its rows follow one another.
        var rowStart = [Int](repeating: 0, count: count), rowFirst = [Int32](repeating: 0, count: count)
        var rowLength = [Int32](repeating: 0, count: count), rowWeights: [Float] = [], hasRow = [Bool](repeating: false, count: count)
        if level > 1 {
            let boundary = overlay.levels[level - 2], cliques = overlay.weights[level - 2].buffer
            for child in children.of(cell) {
                let c = Int(child), exitCount = boundary.exitCount(c)
                let firstExit = exitCount > 0 ? local(boundary.exits[Int(boundary.exitStart[c])]) : 0
                let offset = rowWeights.count
                if let patch = patches?.clique(level: level - 1, cell: c) {
                    rowWeights += patch
                } else {
                    rowWeights += cliques[boundary.cliqueStart[c]..<boundary.cliqueStart[c + 1]]
                }
                for (i, entry) in boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])].enumerated() {
                    let u = Int(local(entry))
                    rowStart[u] = offset + i * exitCount
                    rowFirst[u] = firstExit
                    rowLength[u] = Int32(exitCount)
                    hasRow[u] = true
                }
            }
        }
        self.rowStart = rowStart
        self.rowFirst = rowFirst
        self.rowLength = rowLength
        self.rowWeights = rowWeights
        passesOn = (0..<count).map { level > 1 && !hasRow[$0] }
    }

    /// Where `node` is in the ascending `nodes`, or nil.
    private static func position(of node: UInt32, in nodes: [UInt32]) -> Int? {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < nodes.count && nodes[low] == node ? low : nil
    }

    /// The local number of `node` (as the turn graph numbers it), or nil when it is not in this graph.
    private func local(_ node: UInt32) -> Int? { Self.position(of: node, in: sortedNodes).map { Int(localOfSorted[$0]) } }

    /// The cheapest costs from each of `sources` to each of `targets` (nodes of the cell, as the turn graph numbers
    /// them), row-major, `.infinity` where there is no way inside the cell.
    ///
    /// The sources are searched ``CompactSearch/lanes`` at a time (a cell's entries in order, which lie near one
    /// another): each node keeps one cost per source, and a node leaves the heap to pass all of them on at once, so
    /// one heap operation and one pass over a clique row serve them all. The heap's key is the lowest cost that fell
    /// since the node last left it; a node whose cost falls again for another source goes back in (a
    /// label-correcting search, exact when the heap is empty, or once no target's cost lies above the heap's
    /// lowest key).
    ///
    /// Above level 1, only entries of the cells below wait in the heap. An exit that is not also an entry has no arc
    /// but its plain ones (to entries of the neighbouring cells), so it passes its costs straight on along them as
    /// soon as one falls: half the nodes never enter the heap.
    func costs(from sources: some Collection<UInt32>, to targets: some Collection<UInt32>) -> [Float] {
        let lanes = CompactSearch.lanes
        let targetIndex = targets.map { local($0) ?? -1 }, wanted = targetIndex.filter { $0 >= 0 }
        var values = [Float](repeating: .infinity, count: sources.count * targets.count)
        var distance = [Double](repeating: .infinity, count: nodeCount * lanes)
        let longestRow = Int(rowLength.max() ?? 0)
        var lowered = [UInt32](repeating: 0, count: longestRow), fallen = [Double](repeating: 0, count: longestRow)
        let heap = NodeHeap(nodeCount: nodeCount)
        let sources = Array(sources)
        firstArc.withUnsafeBufferPointer { first in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    rowWeights.withUnsafeBufferPointer { rowWeights in
                        lowered.withUnsafeMutableBufferPointer { lowered in
                            fallen.withUnsafeMutableBufferPointer { fallen in
                                distance.withUnsafeMutableBufferPointer { distance in
                                    let costs = distance.baseAddress!
                                    /// `v`'s cost fell for some source, the lowest that fell being `lowest`.
                                    @inline(__always) func fell(_ v: Int, lowest: Double) {
                                        guard passesOn[v] else { return CompactSearch.queue(v, at: lowest, in: heap) }
                                        for arc in Int(first[v])..<Int(first[v + 1]) {
                                            let w = Int(target[arc])
                                            let fallen = wayfarer_lanes_relax(costs + v * lanes, weight[arc], costs + w * lanes)
                                            if fallen < .infinity { CompactSearch.queue(w, at: fallen, in: heap) }
                                        }
                                    }
                                    for bundle in stride(from: 0, to: sources.count, by: lanes) {
                                        distance.update(repeating: .infinity)
                                        heap.clear()
                                        let searched = (0..<min(lanes, sources.count - bundle)).filter { lane in
                                            guard let s = local(sources[bundle + lane]) else { return false }
                                            costs[s * lanes + lane] = 0
                                            heap.set(UInt32(s), key: 0)
                                            return true
                                        }
                                        // A target's costs are final once none lies above the heap's lowest key: every
                                        // cost still to fall is at least that key.
                                        var popped = 0
                                        while !heap.isEmpty {
                                            popped += 1
                                            if popped % 64 == 0, wanted.allSatisfy({ t in
                                                searched.allSatisfy { costs[t * lanes + $0] <= heap.minKey }
                                            }) { break }
                                            let u = Int(heap.popMin().node)
                                            for arc in Int(first[u])..<Int(first[u + 1]) {
                                                let v = Int(target[arc])
                                                let lowest = wayfarer_lanes_relax(costs + u * lanes, weight[arc], costs + v * lanes)
                                                if lowest < .infinity { fell(v, lowest: lowest) }
                                            }
                                            let length = Int(rowLength[u]), firstExit = Int(rowFirst[u])
                                            guard length > 0 else { continue }
                                            let count = wayfarer_lanes_relax_row(rowWeights.baseAddress! + rowStart[u], length, costs + u * lanes,
                                                                                 costs + firstExit * lanes, lowered.baseAddress!, fallen.baseAddress!)
                                            for k in 0..<count { fell(firstExit + Int(lowered[k]), lowest: fallen[k]) }
                                        }
                                        for lane in 0..<min(lanes, sources.count - bundle) {
                                            let row = (bundle + lane) * targets.count
                                            for (j, t) in targetIndex.enumerated() where t >= 0 {
                                                values[row + j] = Float(costs[t * lanes + lane])
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return values
    }
}
