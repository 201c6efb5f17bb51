import RoadNetwork

extension CellPartition {
    /// The largest cell of level 1, in nodes.
    public static let baseCellSize = 512
    /// How much larger the cells of each level are than those below. On a grid every level's cliques weigh about
    /// alike (a cell's entries times its exits grow as its size), so the number of levels sets the overlay's size: on a
    /// synthetic city of a million junctions, cells of 512 nodes growing 16-fold (three levels) took 195 MB of time
    /// cliques against 262 MB for 256 growing 8-fold (four), and its routes were faster (p50 1.29 against 1.74 ms, p95
    /// 3.3 against 4.1), its 100×100 table too (247 against 260 ms); Malta's routes and tables were as fast (barrier
    /// routes 0.51 against 0.45 ms at the median).
    public static let levelGrowth = 16
    /// The graph holds at least this many times the largest cell of the top level. A level of a few cells, each a
    /// good part of the map, costs the most to customize (each of its entries searches a fraction of the map) and
    /// spares a query almost nothing: on a city of a million junctions, a fifth level of 5 cells took half of the
    /// customization and left routes and tables no faster.
    public static let topLevelCells = 4

    /// Partitions `graph` by recursive inertial bisection: a set of nodes larger than a base cell is ordered
    /// along four directions (east, north-east, north, north-west) by `position`, and split where the fewest
    /// arcs cross, anywhere between 35 % and 65 % of the way; the halves are split in turn. Level `k` cells are
    /// the largest parts of at most ``baseCellSize`` · ``levelGrowth``^(k−1) nodes, for every level whose bound is
    /// at most a ``topLevelCells``-th of the graph. Deterministic; O((n + m) · log n) — each direction is sorted
    /// once and split stably after.
    /// - Parameters:
    ///   - position: a planar position per node (x east, y north), e.g. where its segment ends.
    ///   - group: when given, a number per node: the nodes of one number, which must share a position, stay in one
    ///     cell (each junction's arriving segments, which ``OverlayNumbering`` then cuts at the segments, not at the turns).
    ///   - baseCellSize: the largest cell of level 1 (tests of several levels on small graphs take smaller ones).
    ///   - levelGrowth: how much larger each level's cells are than those below.
    public init(graph: SearchGraph, position: [(x: Float, y: Float)], group: [UInt32]? = nil,
                baseCellSize: Int = Self.baseCellSize, levelGrowth: Int = Self.levelGrowth) {
        let n = graph.nodeCount
        precondition(position.count == n && (group?.count ?? n) == n, "one position and group per node")
        precondition(baseCellSize > 0 && levelGrowth > 1, "cells of at least one node, larger at each level")
        var limits: [Int] = []
        var limit = baseCellSize
        while limit * Self.topLevelCells <= n { limits.append(limit); limit *= levelGrowth }
        guard !limits.isEmpty else {
            self.init(nodeCount: n, cells: [MappedArray<UInt32>]())
            return
        }
        var bisection = Bisection(graph: graph, position: position, group: group)
        let root = bisection.split(0, n, smallest: baseCellSize)
        var cells = [[UInt32]](repeating: [UInt32](repeating: 0, count: n), count: limits.count)
        for (k, size) in limits.enumerated() {
            var next: UInt32 = 0
            bisection.label(root, largest: size) { range in
                for index in range { cells[k][Int(bisection.order[0][index])] = next }
                next += 1
            }
        }
        self.init(nodeCount: n, cells: cells)
    }
}

/// The recursive bisection behind ``CellPartition/init(graph:position:)``: four orders of the same nodes, kept
/// so that every part of the recursion is one contiguous range in each.
private struct Bisection {
    /// A part of the recursion: a range of the orders, and its two halves when it was split.
    final class Part {
        let range: Range<Int>
        var halves: (Part, Part)?
        init(_ range: Range<Int>) { self.range = range }
    }

    let graph: SearchGraph
    let reversed: SearchGraph
    /// Per node, its group (its own number without groups): a split never parts a group.
    let group: [UInt32]
    /// Per direction, the nodes in order along it, a group's one after another; every part is a contiguous range of each.
    var order: [[UInt32]]
    /// Per node: the number of the split it last took part in, and its side in that split.
    var range: [Int32]
    var splits: Int32 = 0
    var side: [UInt8]
    var scratch: [UInt32]

    static let directions: [(Float, Float)] = [(1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071)]

    init(graph: SearchGraph, position: [(x: Float, y: Float)], group: [UInt32]?) {
        self.graph = graph
        reversed = graph.reversed()
        let group = group ?? Array(0..<UInt32(graph.nodeCount))
        self.group = group
        order = Self.directions.map { direction in
            let key = position.map { $0.x * direction.0 + $0.y * direction.1 }
            return (0..<UInt32(graph.nodeCount)).sorted {
                (key[Int($0)], group[Int($0)], $0) < (key[Int($1)], group[Int($1)], $1)
            }
        }
        range = [Int32](repeating: -1, count: graph.nodeCount)
        side = [UInt8](repeating: 0, count: graph.nodeCount)
        scratch = [UInt32](repeating: 0, count: graph.nodeCount)
    }

    /// Splits `lo ..< hi` until every part has at most `smallest` nodes; returns the tree of parts.
    mutating func split(_ lo: Int, _ hi: Int, smallest: Int) -> Part {
        let part = Part(lo..<hi)
        guard hi - lo > smallest else { return part }
        let middle = bisect(lo, hi)
        part.halves = (split(lo, middle, smallest: smallest), split(middle, hi, smallest: smallest))
        return part
    }

    /// Calls `body` with the ranges of the largest parts of at most `largest` nodes, in order.
    func label(_ part: Part, largest: Int, _ body: (Range<Int>) -> Void) {
        if part.range.count <= largest || part.halves == nil { body(part.range); return }
        label(part.halves!.0, largest: largest, body)
        label(part.halves!.1, largest: largest, body)
    }

    /// Splits `lo ..< hi` where the fewest arcs cross, reorders every order so that the first half comes
    /// first, and returns where the second half starts.
    private mutating func bisect(_ lo: Int, _ hi: Int) -> Int {
        splits += 1
        for index in lo..<hi { range[Int(order[0][index])] = splits }
        let count = hi - lo
        let first = lo + max(1, count * 35 / 100), last = lo + min(count - 1, count * 65 / 100)
        var best = (cut: Int.max, imbalance: Int.max, direction: 0, at: lo + count / 2)
        for direction in order.indices {
            for index in lo..<hi { side[Int(order[direction][index])] = 1 }
            var cut = 0
            for index in lo..<last {
                let v = order[direction][index]
                cut += crossingChange(moving: v)
                side[Int(v)] = 0
                let at = index + 1
                guard at >= first, group[Int(order[direction][at])] != group[Int(v)] else { continue }
                let imbalance = abs(2 * (at - lo) - count)
                if cut < best.cut || (cut == best.cut && imbalance < best.imbalance) {
                    best = (cut, imbalance, direction, at)
                }
            }
        }
        // Sides by the best direction, then every order split stably.
        for index in lo..<hi { side[Int(order[best.direction][index])] = index < best.at ? 0 : 1 }
        for direction in order.indices {
            var left = lo, right = best.at
            for index in lo..<hi {
                let v = order[direction][index]
                if side[Int(v)] == 0 { scratch[left] = v; left += 1 } else { scratch[right] = v; right += 1 }
            }
            for index in lo..<hi { order[direction][index] = scratch[index] }
        }
        return best.at
    }

    /// How the number of arcs crossing the split changes when `v` moves from the right side to the left.
    @inline(__always) private func crossingChange(moving v: UInt32) -> Int {
        crossingChange(moving: v, in: graph) + crossingChange(moving: v, in: reversed)
    }

    @inline(__always) private func crossingChange(moving v: UInt32, in g: SearchGraph) -> Int {
        var change = 0
        for arc in Int(g.firstArc[Int(v)])..<Int(g.firstArc[Int(v) + 1]) {
            let w = Int(g.target[arc])
            guard range[w] == splits, w != Int(v) else { continue }
            change += side[w] == 0 ? -1 : 1
        }
        return change
    }
}
