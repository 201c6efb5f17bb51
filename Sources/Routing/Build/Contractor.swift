import RoadNetwork
import Dispatch

/// Builds a contraction hierarchy in rounds: each round contracts every node whose priority is lower than
/// all its neighbours' (an independent set), searching witnesses on two threads, then updates the graph. The
/// neighbours' priorities are updated lazily: a node whose neighbourhood changed is simulated again only once it looks
/// like a local minimum, and contracted that round if it still is one. Simulating every neighbour after each round
/// was most of the dense last fifth of the contraction; Malta's three profiles import in 3.1–3.9 s rather than
/// 4.4–4.9, with routes and tables on the hierarchy unchanged within the noise. A shortcut `u → x` is added for a
/// contracted `v` only when a bounded witness search from `u` finds no path to `x` avoiding `v` (and the round's other
/// nodes) at most as costly.
///
/// Priority: twice the edge difference (shortcuts added − arcs removed), plus the number of contracted
/// neighbours and the node's level (depth in the hierarchy so far), which spread contraction evenly.
///
/// The result is described by the arrays below; ``ContractionHierarchy`` turns them into its CSR form.
struct Contractor {
    /// While estimating priorities.
    static let simulationLimits = ShortcutFinder.Limits(settled: 12, hops: 3)
    /// While contracting.
    static let contractionLimits = ShortcutFinder.Limits(settled: 100, hops: 8)
    /// Threads searching witnesses.
    static let workers = 2

    let nodeCount: Int
    private var outgoing: DynamicAdjacency
    private var incoming: DynamicAdjacency
    /// Per contraction edge: `none` for an original arc, else the edge `u → v` of the shortcut `u → x` via `v`.
    private(set) var edgeFirst: [UInt32] = []
    /// Per contraction edge: the head node for an original arc, else the edge `v → x`.
    private(set) var edgeSecond: [UInt32] = []
    /// Per contraction edge: the number of original arcs it stands for.
    private var edgeHops: [UInt32] = []
    private var level: [Int32]
    private var contractedNeighbours: [Int32]

    /// The order of contraction: `rank[v]` is `v`'s position.
    private(set) var rank: [UInt32]
    /// Final arcs to higher nodes, as `(node, higher node, weight, edge)` in original direction `node → higher`.
    private(set) var upward: [(node: UInt32, higher: UInt32, weight: Float, edge: UInt32)] = []
    /// Final arcs from higher nodes, as `(node, higher node, weight, edge)` in original direction `higher → node`.
    private(set) var downward: [(node: UInt32, higher: UInt32, weight: Float, edge: UInt32)] = []

    /// Loads `graph` without self-loops, keeping the cheapest of parallel arcs.
    init(graph: SearchGraph) {
        nodeCount = graph.nodeCount
        var outDegree = [Int32](repeating: 0, count: nodeCount)
        var inDegree = [Int32](repeating: 0, count: nodeCount)
        for v in 0 ..< nodeCount {
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) where Int(graph.target[arc]) != v {
                outDegree[v] += 1
                inDegree[Int(graph.target[arc])] += 1
            }
        }
        outgoing = DynamicAdjacency(degrees: outDegree)
        incoming = DynamicAdjacency(degrees: inDegree)
        level = [Int32](repeating: 0, count: nodeCount)
        contractedNeighbours = level
        rank = [UInt32](repeating: 0, count: nodeCount)
        for v in 0 ..< nodeCount {
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) where Int(graph.target[arc]) != v {
                add(from: UInt32(v), to: graph.target[arc], weight: graph.weight[arc], first: SearchSpace.none,
                    second: graph.target[arc], hops: 1)
            }
        }
    }

    /// Adds an arc unless an arc as cheap joins the same nodes; replaces a costlier one.
    private mutating func add(from u: UInt32, to x: UInt32, weight: Float, first: UInt32, second: UInt32, hops: UInt32) {
        let existing = outgoing.slot(u, to: x)
        if let existing, outgoing.weight[existing] <= weight { return }
        let id = UInt32(edgeFirst.count)
        edgeFirst.append(first)
        edgeSecond.append(second)
        edgeHops.append(hops)
        if let existing {
            outgoing.update(slot: existing, weight: weight, edge: id)
            if let back = incoming.slot(x, to: u) { incoming.update(slot: back, weight: weight, edge: id) }
        } else {
            outgoing.append(u, head: x, weight: weight, edge: id)
            incoming.append(x, head: u, weight: weight, edge: id)
        }
    }

    /// Contracts every node, reporting the fraction done after each round that passes another percent; gives
    /// up (returning false) once the arcs and shortcuts outnumber `edgeBudget`, or once the nodes left — while
    /// more than a fifth remain — average more than `coreDegree` arcs out (checked every 5 %): a core that
    /// densifies that early is a network without hierarchy, whose contraction costs far more than it gains.
    mutating func run(progress: ((Double) -> Void)?, edgeBudget: Int = .max, coreDegree: Double = .infinity) -> Bool {
        let finders = (0 ..< Self.workers).map { _ in ShortcutFinder(nodeCount: nodeCount) }
        var priority = [Double](repeating: 0, count: nodeCount)
        var round = [UInt32](repeating: 0, count: nodeCount)
        var remaining = (0 ..< nodeCount).map { UInt32($0) }
        updatePriorities(of: remaining, into: &priority, round: round, finders: finders)
        var currentRound: UInt32 = 0
        var contracted = 0
        var reported = 0
        var selected: [UInt32] = []
        var neighbours: [UInt32] = []
        var dirty = [Bool](repeating: false, count: nodeCount)
        while !remaining.isEmpty {
            currentRound += 1
            selected.removeAll(keepingCapacity: true)
            // Lazy updates: a node whose neighbourhood changed gets its priority anew only once it looks like a local
            // minimum; it is contracted this round if it still is one.
            let candidates = remaining.filter { isLocalMinimum($0, priority) }
            let stale = candidates.filter { dirty[Int($0)] }
            updatePriorities(of: stale, into: &priority, round: round, finders: finders)
            for v in stale { dirty[Int(v)] = false }
            for v in candidates where stale.isEmpty || isLocalMinimum(v, priority) {
                selected.append(v)
                round[Int(v)] = currentRound
            }
            findShortcuts(of: selected, round: round, currentRound: currentRound, finders: finders)
            neighbours.removeAll(keepingCapacity: true)
            for v in selected {
                let nextLevel = level[Int(v)] + 1
                for slot in outgoing.slots(v) {
                    let x = outgoing.head[slot]
                    upward.append((v, x, outgoing.weight[slot], outgoing.edge[slot]))
                    incoming.remove(x, head: v)
                    neighbours.append(x)
                    level[Int(x)] = max(level[Int(x)], nextLevel)
                }
                for slot in incoming.slots(v) {
                    let u = incoming.head[slot]
                    downward.append((v, u, incoming.weight[slot], incoming.edge[slot]))
                    outgoing.remove(u, head: v)
                    neighbours.append(u)
                    level[Int(u)] = max(level[Int(u)], nextLevel)
                }
                outgoing.removeAll(v)
                incoming.removeAll(v)
                rank[Int(v)] = UInt32(contracted)
                contracted += 1
            }
            for finder in finders {
                for shortcut in finder.found {
                    add(from: shortcut.from, to: shortcut.to, weight: shortcut.weight, first: shortcut.first,
                        second: shortcut.second, hops: edgeHops[Int(shortcut.first)] + edgeHops[Int(shortcut.second)])
                }
                finder.clear()
            }
            neighbours.sort()
            var distinct: [UInt32] = []
            var previous = SearchSpace.none
            for u in neighbours {
                contractedNeighbours[Int(u)] += 1
                if u != previous { distinct.append(u); previous = u }
            }
            for u in distinct { dirty[Int(u)] = true }
            remaining.removeAll { round[Int($0)] == currentRound }
            if edgeFirst.count > edgeBudget { return false }
            if coreDegree.isFinite, 5 * remaining.count > nodeCount,
               contracted * 20 / nodeCount != (contracted - selected.count) * 20 / nodeCount {
                let arcs = remaining.reduce(0) { $0 + outgoing.slots($1).count }
                if Double(arcs) > coreDegree * Double(remaining.count) { return false }
            }
            // Every tenth of the nodes, the blocks that grew (moved to the end) and those of the nodes gone are laid
            // out again in node order (six cities' extracts: 4 % less import time, 3–7 % less peak memory).
            if contracted * 10 / nodeCount != (contracted - selected.count) * 10 / nodeCount {
                outgoing.compact()
                incoming.compact()
            }
            let percent = contracted * 100 / max(nodeCount, 1)
            if percent > reported {
                reported = percent
                progress?(Double(contracted) / Double(nodeCount))
            }
        }
        if reported < 100 { progress?(1) }
        return true
    }

    /// Whether `v` comes before every neighbour by (priority, id).
    private func isLocalMinimum(_ v: UInt32, _ priority: [Double]) -> Bool {
        let own = priority[Int(v)]
        for slot in outgoing.slots(v) {
            let u = outgoing.head[slot], other = priority[Int(u)]
            if other < own || (other == own && u < v) { return false }
        }
        for slot in incoming.slots(v) {
            let u = incoming.head[slot], other = priority[Int(u)]
            if other < own || (other == own && u < v) { return false }
        }
        return true
    }

    /// Runs `body(worker, index)` for `0 ..< count`, split over the workers whenever there are two or more: the last
    /// rounds contract few nodes, but each has dozens of arcs and costs a millisecond of witness searches (the foot
    /// graph of six cities, 177k nodes, contracted alone in 3.8–4.0 s rather than 4.0–4.5 with rounds under 64 nodes on one).
    private static func parallel(_ count: Int, _ body: @Sendable (Int, Int) -> Void) {
        if count < 2 {
            for index in 0 ..< count { body(0, index) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) { body(worker, index) }
        }
    }

    /// Records in each finder the shortcuts of the selected nodes (which are pairwise non-adjacent).
    private func findShortcuts(of nodes: [UInt32], round: [UInt32], currentRound: UInt32, finders: [ShortcutFinder]) {
        outgoing.withView { out in
            incoming.withView { into in
                edgeHops.withUnsafeBufferPointer { hops in
                    round.withUnsafeBufferPointer { round in
                        nonisolated(unsafe) let hops = hops, round = round
                        Self.parallel(nodes.count) { worker, index in
                            _ = finders[worker].shortcuts(of: nodes[index], outgoing: out, incoming: into, hops: hops,
                                                          limits: Self.contractionLimits, record: true, round: round,
                                                          currentRound: currentRound)
                        }
                    }
                }
            }
        }
    }

    /// Recomputes the priority of `nodes` by simulating their contraction.
    private func updatePriorities(of nodes: [UInt32], into priority: inout [Double], round: [UInt32], finders: [ShortcutFinder]) {
        let level = level, contractedNeighbours = contractedNeighbours
        outgoing.withView { out in
            incoming.withView { into in
                edgeHops.withUnsafeBufferPointer { hops in
                    round.withUnsafeBufferPointer { round in
                        priority.withUnsafeMutableBufferPointer { priority in
                            nonisolated(unsafe) let hops = hops, round = round, priority = priority
                            Self.parallel(nodes.count) { worker, index in
                                let v = nodes[index]
                                let (added, _) = finders[worker].shortcuts(
                                    of: v, outgoing: out, incoming: into, hops: hops, limits: Self.simulationLimits,
                                    record: false, round: round, currentRound: SearchSpace.none)
                                let removed = out.slots(v).count + into.slots(v).count
                                priority[Int(v)] = 2 * Double(added - removed) + Double(contractedNeighbours[Int(v)])
                                    + Double(level[Int(v)])
                            }
                        }
                    }
                }
            }
        }
    }
}
