import RoadNetwork

/// Per cell of one partition level, what lies one level down inside it: its nodes (level 1) or its cells of the
/// level below (higher levels), grouped by cell in O(n).
struct CellChildren {
    /// Cell `c`'s children are `items[start[c] ..< start[c + 1]]`, ascending.
    let start: [Int]
    let items: [UInt32]

    /// The children of every cell of `level` of `partition`.
    init(partition: CellPartition, level: Int) {
        let cells = partition.cells[level - 1]
        let count = partition.cellCounts[level - 1]
        // Each child's cell: a node's own at level 1, else that of any node of the cell below.
        var parent: [UInt32]
        if level == 1 {
            parent = cells
        } else {
            parent = [UInt32](repeating: 0, count: partition.cellCounts[level - 2])
            for (below, above) in zip(partition.cells[level - 2], cells) { parent[Int(below)] = above }
        }
        var start = [Int](repeating: 0, count: count + 1)
        for p in parent { start[Int(p) + 1] += 1 }
        for c in 0..<count { start[c + 1] += start[c] }
        var next = start, items = [UInt32](repeating: 0, count: parent.count)
        for (child, p) in parent.enumerated() {
            items[next[Int(p)]] = UInt32(child)
            next[Int(p)] += 1
        }
        self.start = start
        self.items = items
    }

    /// The children of cell `c`.
    func of(_ c: UInt32) -> ArraySlice<UInt32> { items[start[Int(c)]..<start[Int(c) + 1]] }
}

/// What a customization search inside one cell of level `k` meets, numbered `0 ..< nodes.count`: at level 1 the
/// cell's nodes and the plain arcs between them; higher up the entries and exits of its cells of level `k − 1`, their
/// cliques, and the plain arcs from one of those cells to another. It is the overlay a search inside the cell sees
/// on the level below, in arrays the size of the cell rather than the map's, so the cell's searches stay in the
/// processor's caches.
struct CellSearchGraph {
    /// The nodes, as the turn graph numbers them, ascending.
    let nodes: [UInt32]
    /// Node `u`'s arcs are `firstArc[u] ..< firstArc[u + 1]`.
    private let firstArc: [Int32]
    private let target: [Int32]
    private let weight: [Float]

    /// The search graph of cell `cell` of `level` in `overlay`, whose levels below `level` are customized;
    /// `children` are `level`'s.
    init(overlay: Overlay, level: Int, cell: UInt32, children: CellChildren) {
        let graph = overlay.graph, partition = overlay.partition
        let inside = partition.cells[level - 1]
        var members: [UInt32] = []
        if level == 1 {
            members = Array(children.of(cell))
        } else {
            let boundary = overlay.levels[level - 2]
            for child in children.of(cell) {
                let c = Int(child)
                members += boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])]
                members += boundary.exits[Int(boundary.exitStart[c])..<Int(boundary.exitStart[c + 1])]
            }
            members.sort()
            members = members.enumerated().compactMap { $0.offset > 0 && members[$0.offset - 1] == $0.element ? nil : $0.element }
        }
        nodes = members
        var arcs: [(from: Int32, to: Int32, weight: Float)] = []
        func local(_ node: UInt32) -> Int32 { Int32(Self.index(of: node, in: members)!) }
        // Plain arcs: between any two nodes of the cell at level 1; higher up from one cell below to another.
        let below = level == 1 ? nil : partition.cells[level - 2]
        for (u, v) in members.enumerated() {
            for arc in Int(graph.firstArc[Int(v)])..<Int(graph.firstArc[Int(v) + 1]) {
                let w = graph.target[arc]
                guard inside[Int(w)] == cell, below.map({ $0[Int(w)] != $0[Int(v)] }) ?? true else { continue }
                arcs.append((Int32(u), local(w), graph.weight[arc]))
            }
        }
        // The cliques of the cells below.
        if level > 1 {
            let boundary = overlay.levels[level - 2], cliques = overlay.weights[level - 2].buffer
            for child in children.of(cell) {
                let c = Int(child), exitCount = boundary.exitCount(c)
                let exits = boundary.exits[Int(boundary.exitStart[c])..<Int(boundary.exitStart[c + 1])].map(local)
                for (i, entry) in boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])].enumerated() {
                    let from = local(entry), row = boundary.cliqueStart[c] + i * exitCount
                    for (j, exit) in exits.enumerated() where cliques[row + j].isFinite { arcs.append((from, exit, cliques[row + j])) }
                }
            }
        }
        var first = [Int32](repeating: 0, count: members.count + 1)
        for arc in arcs { first[Int(arc.from) + 1] += 1 }
        for u in 0..<members.count { first[u + 1] += first[u] }
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
    }

    /// Where `node` is in the ascending `nodes`, or nil.
    static func index(of node: UInt32, in nodes: [UInt32]) -> Int? {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < nodes.count && nodes[low] == node ? low : nil
    }

    /// The cheapest costs from each of `sources` to each of `targets` (nodes of the cell, as the turn graph numbers
    /// them), row-major, `.infinity` where there is no way inside the cell: one Dijkstra per source, until every
    /// target is settled.
    func costs(from sources: ArraySlice<UInt32>, to targets: ArraySlice<UInt32>) -> [Float] {
        let count = nodes.count
        let targetIndex = targets.map { Self.index(of: $0, in: nodes).map(Int32.init) ?? -1 }
        var isTarget = [Bool](repeating: false, count: count)
        for t in targetIndex where t >= 0 { isTarget[Int(t)] = true }
        let wanted = isTarget.reduce(0) { $0 + ($1 ? 1 : 0) }
        var values = [Float](repeating: .infinity, count: sources.count * targets.count)
        var distance = [Double](repeating: .infinity, count: count)
        var settled = [Bool](repeating: false, count: count)
        let heap = NodeHeap(nodeCount: count)
        firstArc.withUnsafeBufferPointer { first in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    for (i, source) in sources.enumerated() {
                        guard let s = Self.index(of: source, in: nodes) else { continue }
                        distance.withUnsafeMutableBufferPointer { $0.update(repeating: .infinity) }
                        settled.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
                        heap.clear()
                        distance[s] = 0
                        heap.set(UInt32(s), key: 0)
                        var remaining = wanted
                        while remaining > 0 && !heap.isEmpty {
                            let (node, cost) = heap.popMin()
                            let u = Int(node)
                            settled[u] = true
                            if isTarget[u] { remaining -= 1 }
                            for arc in Int(first[u])..<Int(first[u + 1]) {
                                let v = Int(target[arc])
                                let total = cost + Double(weight[arc])
                                if !settled[v] && total < distance[v] {
                                    distance[v] = total
                                    heap.set(UInt32(v), key: total)
                                }
                            }
                        }
                        for (j, t) in targetIndex.enumerated() where t >= 0 && settled[Int(t)] {
                            values[i * targets.count + j] = Float(distance[Int(t)])
                        }
                    }
                }
            }
        }
        return values
    }
}
