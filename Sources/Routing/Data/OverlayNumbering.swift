import RoadNetwork

/// How a profile's overlays number the turn graph's nodes (CRP's renumbering), with the nodes that cross from one
/// cell into another split in two, as CRP's entry and exit points.
///
/// **Split nodes.** A turn-graph node is a directed road segment; the arcs into it are the turns at the junction where
/// it starts, all from segments arriving there. Where those all lie in one lowest-level cell and the segment itself in
/// another (it crosses the cut), the node gets an *arriving half* in the cell of the junction it leaves, which every
/// arc into it reaches, with one free arc on to the *departing half*, the node's own, in its cell. Then no turn crosses
/// a cut, only the segments' own free arcs: a crossing segment is one exit of the cell it leaves and one entry of the
/// cell it enters, where a turn cut at the junction made an exit of every segment arriving there, or an entry of
/// every one leaving. A partition that keeps each junction's arriving segments together
/// (``CellPartition/init(graph:position:group:)``) gets that at every cut: the cells' boundaries are a third shorter
/// and their cliques, entries × exits, half as large.
///
/// **Order.** First the boundary nodes of the top level's cells, cell after cell, then those whose highest boundary is
/// the level below, and so on down to the nodes inside the smallest cells, each group in the partition's cell order
/// (``CellPartition/nodesInCellOrder()``). A search on a large map waits on memory more than it computes: each node it
/// reaches costs its state and its landmark record. Numbered so, the few thousand nodes the upper levels' cliques lead
/// to lie together at the front, and a clique's exits (or entries) follow one another: the records a search reads
/// there share cache lines. On a synthetic city of a million junctions the searches of a route took half the time
/// (6.4 → 3.1 ms).
///
/// The overlays, their partition and the bounds that direct them work in these numbers; queries come in and paths go
/// out in the graph's own (``OverlayEngine`` translates). Map files keep the numbering (``encode(into:)``): loading
/// reads it rather than working it out again.
struct OverlayNumbering: Sendable {
    /// Per overlay number: the graph's node (both halves of a split node give it).
    let node: [UInt32]
    /// Per graph node: the overlay number its arcs arrive at — where a query starts or ends on it (a start crosses to
    /// the departing half for free), and what a barrier blocks (every way through it arrives there first).
    let number: [UInt32]
    /// Per graph node: the overlay number its own arcs leave from (the departing half; `number` when not split).
    private let departure: [UInt32]
    /// The partition in overlay numbers, and the levels at which the overlay's arcs cross its cells.
    let partition: CellPartition
    let crossing: CellPartition.CrossingLevels

    /// The numbering for overlays of `graph` on `partition` (both in the graph's own numbers). O(n + m · levels).
    init(graph: SearchGraph, partition: CellPartition) {
        let n = graph.nodeCount
        // Split: each node whose arcs in all come from one lowest-level cell other than its own. Provisionally the
        // graph's nodes keep their numbers (as departing halves) and the arriving halves follow, `n + k` for `split[k]`.
        let noCell = UInt32.max, mixed = UInt32.max - 1
        var arrivingCell = [UInt32](repeating: noCell, count: n), predecessor = [UInt32](repeating: 0, count: n)
        var split: [UInt32] = []
        if let lowest = partition.cells.first {
            for v in 0..<n {
                for arc in Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1]) {
                    let w = Int(graph.target[arc]), c = lowest[v]
                    if arrivingCell[w] == noCell {
                        arrivingCell[w] = c
                        predecessor[w] = UInt32(v)
                    } else if arrivingCell[w] != c {
                        arrivingCell[w] = mixed
                    }
                }
            }
            split = (0..<UInt32(n)).filter { arrivingCell[Int($0)] < mixed && arrivingCell[Int($0)] != lowest[Int($0)] }
        }
        var arrival = Array(0..<UInt32(n))
        for (k, v) in split.enumerated() { arrival[Int(v)] = UInt32(n + k) }
        // An arriving half lies in every cell of the junction's segments arriving there (the levels on every core).
        let cells = CellPartition(nodeCount: n + split.count, cells: ParallelRows.map(count: partition.levelCount) { [split, predecessor] k in
            let level = partition.cells[k]
            return MappedArray(count: n + split.count, alignment: 64) { cells in
                _ = UnsafeMutableBufferPointer(rebasing: cells[0..<n]).initialize(fromContentsOf: level.buffer)
                for (k, v) in split.enumerated() { cells[n + k] = level[Int(predecessor[Int(v)])] }
            }
        })
        // The graph's arcs arriving at the arriving halves, and each half's free arc on to its departing half.
        var provisionalCrossing = cells.crossingLevels(on: graph, arrival: arrival)
        for (k, v) in split.enumerated() {
            let level = UInt8(cells.cutLevel(UInt32(n + k), v))
            provisionalCrossing.entered[Int(v)] = max(provisionalCrossing.entered[Int(v)], level)
            provisionalCrossing.exited[n + k] = max(provisionalCrossing.exited[n + k], level)
        }
        // Each node's highest level at which an arc joins it to another cell: where it is an entry or an exit. A
        // counting sort by level, highest first, stable in the cell order.
        let top = provisionalCrossing.crossed, levels = partition.levelCount, count = n + split.count
        var next = [Int](repeating: 0, count: levels + 2)
        for level in top { next[levels - Int(level) + 1] += 1 }
        for k in 0 ... levels { next[k + 1] += next[k] }
        var order = [UInt32](repeating: 0, count: count), position = [UInt32](repeating: 0, count: count)
        for v in cells.nodesInCellOrder() {
            let slot = levels - Int(top[Int(v)])
            order[next[slot]] = v
            position[Int(v)] = UInt32(next[slot])
            next[slot] += 1
        }
        node = order.map { $0 < n ? $0 : split[Int($0) - n] }
        number = arrival.map { position[Int($0)] }
        departure = Array(position.prefix(n))
        self.partition = CellPartition(nodeCount: count, cells: ParallelRows.map(count: cells.levelCount) { [order] in Self.relabel(cells.cells[$0], at: order) })
        crossing = provisionalCrossing.renumbered(order: order)
    }

    private init(node: [UInt32], number: [UInt32], departure: [UInt32], partition: CellPartition, crossing: CellPartition.CrossingLevels) {
        self.node = node
        self.number = number
        self.departure = departure
        self.partition = partition
        self.crossing = crossing
    }

    /// Writes the numbering as map files keep it: each overlay number's graph node, a bit per overlay number set for
    /// the arriving halves, and the partition in overlay numbers.
    func encode(into writer: inout BinaryWriter) {
        writer.write(array: node)
        var arriving = [UInt64](repeating: 0, count: (node.count + 63) / 64)
        for (v, position) in number.enumerated() where departure[v] != position {
            arriving[Int(position) / 64] |= 1 << (position % 64)
        }
        writer.write(array: arriving)
        partition.encode(into: &writer)
    }

    /// Reads what ``encode(into:)`` wrote for `graph` (in the graph's own numbers), and `graph` in overlay numbers
    /// (``renumbered(_:)``), on which the crossing levels are found. O(n + m · levels), but one pass where working the
    /// numbering out takes several over the graph and the partition (3.2–3.4 s of a 9M-junction city's 6.8 s load, 0.3 s
    /// of a 1M city's 0.68). Whatever the file says, every node must have one departing half and at most one arriving half, and the order must be one
    /// the numbering makes — upper levels' boundaries first, each level's group cell by cell — or it is refused.
    static func decoded(from reader: inout BinaryReader, graph: SearchGraph) throws(MapFileError) -> (numbering: OverlayNumbering, graph: SearchGraph) {
        let n = graph.nodeCount, none = UInt32.max
        let node = try reader.readArray(of: UInt32.self), arriving = try reader.readArray(of: UInt64.self)
        guard node.count >= n, node.count <= 2 * n, arriving.count == (node.count + 63) / 64 else {
            throw .corrupt("the overlay numbering does not fit its graph")
        }
        let partition = try CellPartition(decoding: &reader, nodeCount: node.count)
        var number = [UInt32](repeating: none, count: n), departure = number
        // Each node's halves, and the first fault found: a node out of range, arriving or departing twice.
        let fault = number.withUnsafeMutableBufferPointer { number -> String? in
            departure.withUnsafeMutableBufferPointer { departure -> String? in
                node.withUnsafeBufferPointer { node -> String? in
                    for i in 0 ..< node.count {
                        let v = Int(node[i])
                        guard v < n else { return "names node \(v) of \(n)" }
                        if arriving[i >> 6] >> (i & 63) & 1 == 1 {
                            guard number[v] == none else { return "has node \(v) arrive twice" }
                            number[v] = UInt32(i)
                        } else {
                            guard departure[v] == none else { return "has node \(v) depart twice" }
                            departure[v] = UInt32(i)
                        }
                    }
                    for v in 0 ..< n {
                        guard departure[v] != none else { return "leaves out node \(v)" }
                        if number[v] == none { number[v] = departure[v] }
                    }
                    return nil
                }
            }
        }
        if let fault { throw .corrupt("the overlay numbering " + fault) }
        let renumbered = graph.renumbered(order: node, arrival: number, departure: departure)
        let crossing = partition.crossingLevels(on: renumbered), levels = partition.levelCount
        if let lowest = partition.cells.first {
            let crossed = crossing.crossed
            func group(_ i: Int) -> (Int, UInt32) { (levels - Int(crossed[i]), lowest[i]) }
            guard (1 ..< max(node.count, 1)).allSatisfy({ group($0 - 1) <= group($0) }) else {
                throw .corrupt("the overlay numbering is out of order")
            }
        }
        return (OverlayNumbering(node: node, number: number, departure: departure, partition: partition, crossing: crossing), renumbered)
    }

    /// The number of nodes split in two.
    var splitCount: Int { node.count - number.count }

    /// The overlays' graph: `graph` (of the graph's own numbers, or another metric's weights on its arcs) in overlay
    /// numbers, with the split nodes' free arcs.
    func renumbered(_ graph: SearchGraph) -> SearchGraph {
        graph.renumbered(order: node, arrival: number, departure: departure)
    }

    /// `cells[nodes[i]]` for every `i`, in memory of its own.
    private static func relabel(_ cells: MappedArray<UInt32>, at nodes: [UInt32]) -> MappedArray<UInt32> {
        MappedArray(count: nodes.count, alignment: 64) { relabelled in
            for (i, v) in nodes.enumerated() { relabelled[i] = cells[Int(v)] }
        }
    }

    /// Endpoints of the graph's nodes, on the same nodes in overlay numbers (nodes outside the graph stay as they are:
    /// searches leave them out).
    func numbered(_ endpoints: [SearchEndpoint]) -> [SearchEndpoint] {
        endpoints.map { SearchEndpoint(node: Int($0.node) < number.count ? number[Int($0.node)] : $0.node, offset: $0.offset) }
    }

    /// Whether overlay node `v` is the departing half of a split node, entered only from its arriving half for free.
    func isDepartingHalf(_ v: UInt32) -> Bool { number[Int(node[Int(v)])] != v }

    /// The graph's nodes of `nodes` in overlay numbers.
    func numbered(_ nodes: [UInt32]) -> [UInt32] { nodes.map { number[Int($0)] } }

    /// A path in overlay numbers, on the graph's own nodes (a split node's two halves one node).
    func original(_ path: SearchPath) -> SearchPath {
        var path = path
        var nodes: [UInt32] = []
        nodes.reserveCapacity(path.nodes.count)
        for (k, v) in path.nodes.enumerated() {
            let original = node[Int(v)]
            // A departing half right after its arriving half is the same node once more.
            if k > 0, v != path.nodes[k - 1], path.nodes[k - 1] == number[Int(original)] { continue }
            nodes.append(original)
        }
        path.nodes = nodes
        return path
    }
}
