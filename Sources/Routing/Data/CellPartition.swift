import RoadNetwork

/// Nested cells of a turn graph, the skeleton of the multi-level overlay: at each level every node lies in
/// exactly one cell, and each cell of level `k` lies inside one cell of level `k + 1`.
///
/// Levels count from 1 (the smallest cells) to ``levelCount``; level 0 stands for the plain graph. The
/// partition depends only on the graph's shape, never on a metric, so one partition serves every metric
/// and every speed update.
public struct CellPartition: Sendable, Hashable {
    /// The number of nodes partitioned.
    public let nodeCount: Int
    /// Per level (index `k - 1` for level `k`): the cell of each node (in memory of their own or in the map file, so
    /// that searches can read them through plain buffers, see ``OverlayTables``).
    let cells: [MappedArray<UInt32>]
    /// Per level: the number of cells.
    public let cellCounts: [Int]

    /// The number of levels (0 when the graph is small enough to search whole).
    public var levelCount: Int { cells.count }

    /// Creates a partition from per-level cell labels (nested, dense from 0); the builder and the reader do this.
    init(nodeCount: Int, cells: [MappedArray<UInt32>]) {
        self.nodeCount = nodeCount
        self.cells = cells
        cellCounts = cells.map { level in Int(level.max() ?? 0) + (level.isEmpty ? 0 : 1) }
    }

    /// Creates a partition from per-level cell labels in arrays (copied).
    init(nodeCount: Int, cells: [[UInt32]]) {
        self.init(nodeCount: nodeCount, cells: cells.map { MappedArray($0) })
    }

    /// The same partition with only its lowest `count` levels.
    func lowestLevels(_ count: Int) -> CellPartition { CellPartition(nodeCount: nodeCount, cells: Array(cells.prefix(count))) }

    /// The cell of `node` at `level` (1 … ``levelCount``).
    @inline(__always) public func cell(_ node: UInt32, level: Int) -> UInt32 { cells[level - 1][Int(node)] }

    /// The highest level at which `a` and `b` lie in different cells (0 when they share every cell). Counted from
    /// the lowest level up, since the levels nest (nodes that share a cell share every cell above): most arcs lie
    /// inside a cell of the lowest level, and are told by one comparison.
    @inline(__always) func cutLevel(_ a: UInt32, _ b: UInt32) -> Int {
        var level = 0
        while level < cells.count && cells[level][Int(a)] != cells[level][Int(b)] { level += 1 }
        return level
    }

    /// Per node of `graph`, the highest level at which an arc from another cell enters it (`entered`), and at which an
    /// arc leaves it for another cell (`exited`); 0 for none. A node is an entry (an exit) of every level up to its
    /// `entered` (`exited`). With `arrival`, each arc into node `w` arrives at node `arrival[w]` instead, on this
    /// partition of ``nodeCount`` nodes: `graph`'s, then others (the arriving halves of ``OverlayNumbering``'s split
    /// nodes), which no arc of `graph` leaves. O(m · levels), no graph renumbered.
    func crossingLevels(on graph: SearchGraph, arrival: [UInt32]? = nil) -> CrossingLevels {
        // The two halves of the nodes side by side, each with its own `entered` (arcs enter nodes of either half).
        let n = graph.nodeCount, middle = n / 2, count = nodeCount
        func crossings(_ nodes: Range<Int>) -> (entered: [UInt8], exited: [UInt8]) {
            var entered = [UInt8](repeating: 0, count: count), exited = [UInt8](repeating: 0, count: nodes.count)
            entered.withUnsafeMutableBufferPointer { entered in
                exited.withUnsafeMutableBufferPointer { exited in
                    graph.firstArc.withUnsafeBufferPointer { first in
                        graph.target.withUnsafeBufferPointer { target in
                            for v in nodes {
                                for arc in Int(first[v]) ..< Int(first[v + 1]) {
                                    let w = Int(arrival.map { $0[Int(target[arc])] } ?? target[arc]), level = UInt8(cutLevel(UInt32(v), UInt32(w)))
                                    if level > entered[w] { entered[w] = level }
                                    if level > exited[v - nodes.lowerBound] { exited[v - nodes.lowerBound] = level }
                                }
                            }
                        }
                    }
                }
            }
            return (entered, exited)
        }
        let (low, high) = concurrently({ crossings(0 ..< middle) }, { crossings(middle ..< n) })
        return CrossingLevels(entered: zip(low.entered, high.entered).map { max($0, $1) },
                              exited: low.exited + high.exited + [UInt8](repeating: 0, count: count - n))
    }

    /// Per node, the highest level at which an arc from another cell enters it and at which one leaves it for another
    /// cell (0 for none): what makes it an entry or an exit of each level's cells (``CellPartition/crossingLevels(on:arrival:)``).
    struct CrossingLevels: Sendable, Equatable {
        var entered: [UInt8]
        var exited: [UInt8]

        /// Per node, the higher of the two: it lies on the boundary of its cells up to this level.
        var crossed: [UInt8] { zip(entered, exited).map { max($0, $1) } }

        /// The same levels for the nodes numbered anew: node `i` is the one that was `order[i]`.
        func renumbered(order: [UInt32]) -> CrossingLevels {
            CrossingLevels(entered: order.map { entered[Int($0)] }, exited: order.map { exited[Int($0)] })
        }
    }

    /// Every node, the lowest level's cells one after another (each cell's nodes in their own order). The bisection
    /// numbers cells as it nests them, so each cell of every level is one run of this order too, and nodes close in
    /// it are close on the map. Nodes in order when there are no levels. O(n).
    public func nodesInCellOrder() -> [UInt32] {
        guard let lowest = cells.first, let count = cellCounts.first else { return (0 ..< nodeCount).map(UInt32.init) }
        var next = [Int](repeating: 0, count: count + 1)
        for cell in lowest { next[Int(cell) + 1] += 1 }
        for cell in 0 ..< count { next[cell + 1] += next[cell] }
        var order = [UInt32](repeating: 0, count: nodeCount)
        for (node, cell) in lowest.enumerated() {
            order[next[Int(cell)]] = UInt32(node)
            next[Int(cell)] += 1
        }
        return order
    }

    /// Writes the partition in the map file format: the lowest level's cell of each node, then per level above, the cell
    /// of each cell of the level below (its parent: the levels nest, so that is all they are).
    func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(nodeCount))
        writer.write(UInt64(cells.count))
        guard let lowest = cells.first else { return }
        writer.write(array: lowest)
        for k in 1 ..< cells.count {
            var parent = [UInt32](repeating: 0, count: cellCounts[k - 1])
            for v in 0 ..< nodeCount { parent[Int(cells[k - 1][v])] = cells[k][v] }
            writer.write(array: parent)
        }
    }

    /// Reads a partition written by ``encode(into:)``, checking that it fits `nodeCount` nodes: the lowest level read in
    /// place, each level above made from its parents (so they nest).
    init(decoding reader: inout BinaryReader, nodeCount expected: Int) throws(MapFileError) {
        let count = try reader.readCount()
        let levels = try reader.readCount()
        guard count == expected, levels <= 16 else { throw .corrupt("the cell partition does not fit its graph") }
        guard levels > 0 else {
            self.init(nodeCount: count, cells: [MappedArray<UInt32>]())
            return
        }
        let lowest = try reader.readMappedArray(of: UInt32.self)
        guard lowest.count == count else { throw .corrupt("a partition level does not cover its graph") }
        // Every cell number is below its level's count (one more than the largest), which no level may exceed.
        guard lowest.allSatisfy({ Int($0) < count }) else { throw .corrupt("partition cells out of range") }
        var read = [lowest], below = lowest.max().map { Int($0) + 1 } ?? 0
        for _ in 1 ..< levels {
            let parent = try reader.readArray(of: UInt32.self)
            guard parent.count == below, parent.allSatisfy({ Int($0) < count }) else { throw .corrupt("partition cells out of range") }
            let cell = read[read.count - 1]
            read.append(MappedArray(count: count, alignment: 8) { level in
                nonisolated(unsafe) let level = level
                _ = concurrently(halvesOf: 0 ..< count) { nodes in
                    for v in nodes { level[v] = parent[Int(cell[v])] }
                }
            })
            below = parent.max().map { Int($0) + 1 } ?? 0
        }
        self.init(nodeCount: count, cells: read)
    }
}
