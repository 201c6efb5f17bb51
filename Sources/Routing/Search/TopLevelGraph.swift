import RoadNetwork

/// The overlay's top level as one compact graph, for the one-to-all part of table rows: its exits numbered
/// `0 ..< exitCount` as the level lists them (each cell's one after another), then its entries. An entry's arcs are
/// its clique row, a run of consecutive exits relaxed four at a time; an exit's are its plain arcs to other cells'
/// entries (and a free one to itself as an entry, when it is one). An exit passes a fallen cost straight on, so only
/// entries wait in the heap, and the search's arrays are the size of the top level's boundary, not of the map: it
/// runs about three times as fast as the same search on the overlay's node numbers.
struct TopLevelGraph: Sendable {
    /// The top level's boundary, and each node's cell on it.
    private let boundary: OverlayLevel
    private let cells: [UInt32]
    /// Exit `x`'s arcs are `firstArc[x] ..< firstArc[x + 1]`, to entries by local number.
    private let firstArc: [Int32]
    private let target: [Int32]
    private let weight: [Float]
    /// Per entry (local number − `exitCount`): where its row starts in the level's weights, its cell's first exit,
    /// and its row's length.
    private let rowStart: [Int]
    private let rowFirst: [Int32]
    private let rowLength: [Int32]

    /// The number of exits (the first local numbers).
    private var exitCount: Int { boundary.exits.count }

    /// The top level of `graph` partitioned by `partition` with the boundaries `levels` (nil without levels).
    init?(graph: SearchGraph, partition: CellPartition, levels: [OverlayLevel]) {
        guard let boundary = levels.last else { return nil }
        let level = levels.count, cells = partition.cells[level - 1], exitCount = boundary.exits.count
        func entry(_ node: UInt32) -> Int32? {
            let rank = boundary.entryRank[Int(node)]
            guard rank != OverlayLevel.none else { return nil }
            return Int32(exitCount + Int(boundary.entryStart[Int(cells[Int(node)])] + rank))
        }
        var first: [Int32] = [0], target: [Int32] = [], weight: [Float] = []
        for node in boundary.exits {
            for arc in Int(graph.firstArc[Int(node)])..<Int(graph.firstArc[Int(node) + 1]) {
                let w = graph.target[arc]
                guard cells[Int(w)] != cells[Int(node)], let to = entry(w) else { continue }
                target.append(to)
                weight.append(graph.weight[arc])
            }
            if let own = entry(node) {
                target.append(own)
                weight.append(0)
            }
            first.append(Int32(target.count))
        }
        var rowStart: [Int] = [], rowFirst: [Int32] = [], rowLength: [Int32] = []
        for c in 0..<boundary.cellCount {
            let length = boundary.exitCount(c)
            for i in 0..<Int(boundary.entryStart[c + 1] - boundary.entryStart[c]) {
                rowStart.append(boundary.cliqueStart[c] + i * length)
                rowFirst.append(Int32(boundary.exitStart[c]))
                rowLength.append(Int32(length))
            }
        }
        self.boundary = boundary
        self.cells = cells
        firstArc = first
        self.target = target
        self.weight = weight
        self.rowStart = rowStart
        self.rowFirst = rowFirst
        self.rowLength = rowLength
    }

    /// The exits of the top-level cells `cells`, as the turn graph numbers them.
    func exits(ofCells cells: [UInt32]) -> [UInt32] {
        cells.flatMap { c in boundary.exits[Int(boundary.exitStart[Int(c)])..<Int(boundary.exitStart[Int(c) + 1])] }
    }

    /// A one-to-all search from `seeds` (exits of the top level, as the turn graph numbers them, each with a cost)
    /// over the cliques `weights` of the top level: `settled` is told each entry as it is settled (as the turn graph
    /// numbers it) with its cost, and returns the cost from which on nothing more is wanted.
    func search(from seeds: [(node: UInt32, cost: Double)], weights: UnsafeBufferPointer<Float>,
                settled: (UInt32, Double) -> Double) {
        let count = exitCount + rowStart.count
        var distance = [Double](repeating: .infinity, count: count)
        let heap = NodeHeap(nodeCount: count)
        firstArc.withUnsafeBufferPointer { first in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    distance.withUnsafeMutableBufferPointer { distance in
                        /// Exit `x` reached at `cost`, lower than it had: passed on to the entries it leads to.
                        @inline(__always) func reach(exit x: Int, at cost: Double) {
                            distance[x] = cost
                            CompactSearch.passOn(x, at: cost, firstArc: first, target: target, weight: weight, distance: distance, heap: heap)
                        }
                        for (node, cost) in seeds {
                            let c = Int(cells[Int(node)]), rank = boundary.exitRank[Int(node)]
                            let x = Int(boundary.exitStart[c] + rank)
                            if cost < distance[x] { reach(exit: x, at: cost) }
                        }
                        var bound = Double.infinity
                        while !heap.isEmpty && heap.minKey < bound {
                            let (node, cost) = heap.popMin()
                            let e = Int(node) - exitCount
                            bound = settled(boundary.entries[e], cost)
                            let firstExit = Int(rowFirst[e])
                            CompactSearch.relax(row: weights.baseAddress! + rowStart[e], length: Int(rowLength[e]), from: cost,
                                                costs: distance.baseAddress! + firstExit, first: firstExit) { reach(exit: $0, at: $1) }
                        }
                    }
                }
            }
        }
    }
}
