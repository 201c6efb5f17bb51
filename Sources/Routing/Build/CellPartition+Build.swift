import Dispatch
import Foundation
import RoadNetwork
import Synchronization

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
    /// arcs cross, anywhere between 35 % and 65 % of the way; the halves are split in turn, side by side on two
    /// threads. Level `k` cells are the largest parts of at most ``baseCellSize`` · ``levelGrowth``^(k−1) nodes,
    /// for every level whose bound is at most a ``topLevelCells``-th of the graph. Deterministic (the threads only
    /// change which part is split first); O((n + m) · log n) — each direction is sorted once and split stably after.
    /// - Parameters:
    ///   - position: a planar position per node (x east, y north), e.g. where its segment ends.
    ///   - group: when given, a number per node: the nodes of one number, which must share a position, stay in one
    ///     cell (each junction's arriving segments, which ``OverlayNumbering`` then cuts at the segments, not at the turns).
    ///   - baseCellSize: the largest cell of level 1 (tests of several levels on small graphs take smaller ones).
    ///   - levelGrowth: how much larger each level's cells are than those below.
    ///   - progress: told about what fraction of the work is done (0…1), from any thread, after each split.
    public init(graph: SearchGraph, position: [(x: Float, y: Float)], group: [UInt32]? = nil,
                baseCellSize: Int = Self.baseCellSize, levelGrowth: Int = Self.levelGrowth,
                progress: @Sendable (Double) -> Void = { _ in }) {
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
        let bisection = Bisection(graph: graph, position: position, group: group, smallest: baseCellSize)
        let root = bisection.split(0, n, smallest: baseCellSize, forks: Bisection.forks, progress: progress)
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

/// The recursive bisection behind ``CellPartition/init(graph:position:group:baseCellSize:levelGrowth:progress:)``:
/// four orders of the same nodes, kept so that every part of the recursion is one contiguous range in each. Parts
/// that are not nested touch disjoint places of every array (their ranges of the orders, their own nodes' marks),
/// so the two halves of a split are split further on two threads.
private final class Bisection: @unchecked Sendable {
    /// A part of the recursion: a range of the orders, and its two halves when it was split.
    final class Part: @unchecked Sendable {
        let range: Range<Int>
        var halves: (Part, Part)?
        init(_ range: Range<Int>) { self.range = range }
    }

    /// How many levels of the recursion hand their halves to two threads: 2^3 parts for two cores, so that
    /// splits off the middle (35–65 %) still leave both about as much work.
    static let forks = 3

    let graph: SearchGraph
    let reversed: SearchGraph
    /// Per node, its group (its own number without groups): a split never parts a group.
    let group: [UInt32]
    /// Per direction, the nodes in order along it, a group's one after another; every part is a contiguous range of each.
    let order: [UnsafeMutableBufferPointer<UInt32>]
    /// Per node: the number of the split it last took part in. Atomic (relaxed: plain loads and stores on x86-64 and
    /// arm64) because a split reads the marks of its nodes' neighbours in other parts, which another thread may be
    /// marking; such a mark never equals the split's own number, whatever is read.
    let mark: UnsafeMutablePointer<Atomic<Int32>>
    /// Per node: its side in the split it last took part in.
    let side: UnsafeMutableBufferPointer<UInt8>
    /// Per place of the orders: room to split a part's range stably.
    let scratch: UnsafeMutableBufferPointer<UInt32>
    /// The number of the last split begun.
    let splits = Atomic<Int32>(0)
    /// The nodes of the parts split so far: the work done.
    let worked = Atomic<Int>(0)
    /// About the work there is: every node in about log₂(2n / base cell) splits, as the parts left whole hold between
    /// a half and a whole base cell (within 3 % on Malta, six cities and a city of a million junctions).
    let work: Double

    static let directions: [(Float, Float)] = [(1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071)]

    init(graph: SearchGraph, position: [(x: Float, y: Float)], group: [UInt32]?, smallest: Int) {
        self.graph = graph
        let n = graph.nodeCount
        work = Double(n) * max(1, log2(2 * Double(n) / Double(smallest)))
        let group = group ?? Array(0..<UInt32(n))
        self.group = group
        nonisolated(unsafe) let order = Self.directions.map { _ in UnsafeMutableBufferPointer<UInt32>.allocate(capacity: n) }
        self.order = order
        // The reversed graph and the four sorts, on two threads.
        reversed = concurrently({ graph.reversed() }, {
            DispatchQueue.concurrentPerform(iterations: Self.directions.count) { d in
                let direction = Self.directions[d]
                // By (place along the direction, group, node), each node's record holding all three: compared without
                // reading elsewhere (the 9M city's four sorts, beside reversing the graph: 12.9 → 10.1 s).
                var records = (0..<n).map { v in
                    let along = position[v].x * direction.0 + position[v].y * direction.1
                    return (key: UInt64(Self.orderedBits(along)) << 32 | UInt64(group[v]), node: UInt32(v))
                }
                records.sort { ($0.key, $0.node) < ($1.key, $1.node) }
                for (index, record) in records.enumerated() { order[d][index] = record.node }
            }
        }).0
        mark = .allocate(capacity: n)
        for v in 0..<n { (mark + v).initialize(to: Atomic(-1)) }
        side = .allocate(capacity: n)
        side.initialize(repeating: 0)
        scratch = .allocate(capacity: n)
        scratch.initialize(repeating: 0)
    }

    /// Bits of `value` (finite) that order as the values do, both zeros alike.
    static func orderedBits(_ value: Float) -> UInt32 {
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits & 0x8000_0000 == 0 ? bits | 0x8000_0000 : ~bits
    }

    deinit {
        for buffer in order { buffer.deallocate() }
        mark.deinitialize(count: graph.nodeCount)
        mark.deallocate()
        side.deallocate()
        scratch.deallocate()
    }

    /// Splits `lo ..< hi` until every part has at most `smallest` nodes; returns the tree of parts. The halves of the
    /// first `forks` levels are split on two threads. `progress` is told about what fraction of the work is done.
    func split(_ lo: Int, _ hi: Int, smallest: Int, forks: Int, progress: @Sendable (Double) -> Void) -> Part {
        let part = Part(lo..<hi)
        guard hi - lo > smallest else { return part }
        let middle = bisect(lo, hi)
        progress(min(Double(worked.add(hi - lo, ordering: .relaxed).newValue) / work, 0.99))
        if forks > 0 {
            part.halves = concurrently({ self.split(lo, middle, smallest: smallest, forks: forks - 1, progress: progress) },
                                       { self.split(middle, hi, smallest: smallest, forks: forks - 1, progress: progress) })
        } else {
            part.halves = (split(lo, middle, smallest: smallest, forks: 0, progress: progress),
                           split(middle, hi, smallest: smallest, forks: 0, progress: progress))
        }
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
    private func bisect(_ lo: Int, _ hi: Int) -> Int {
        let split = splits.add(1, ordering: .relaxed).newValue
        for index in lo..<hi { mark[Int(order[0][index])].store(split, ordering: .relaxed) }
        let count = hi - lo
        let first = lo + max(1, count * 35 / 100), last = lo + min(count - 1, count * 65 / 100)
        var best = (cut: Int.max, imbalance: Int.max, direction: 0, at: lo + count / 2)
        for direction in order.indices {
            for index in lo..<hi { side[Int(order[direction][index])] = 1 }
            var cut = 0
            for index in lo..<last {
                let v = order[direction][index]
                cut += crossingChange(moving: v, split: split)
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

    /// How the number of arcs crossing split `split` changes when `v` moves from the right side to the left.
    @inline(__always) private func crossingChange(moving v: UInt32, split: Int32) -> Int {
        crossingChange(moving: v, in: graph, split: split) + crossingChange(moving: v, in: reversed, split: split)
    }

    @inline(__always) private func crossingChange(moving v: UInt32, in g: SearchGraph, split: Int32) -> Int {
        var change = 0
        for arc in Int(g.firstArc[Int(v)])..<Int(g.firstArc[Int(v) + 1]) {
            let w = Int(g.target[arc])
            guard mark[w].load(ordering: .relaxed) == split, w != Int(v) else { continue }
            change += side[w] == 0 ? -1 : 1
        }
        return change
    }
}
