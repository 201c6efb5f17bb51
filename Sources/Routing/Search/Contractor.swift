import RoadNetwork
import Glibc
/// Builds a contraction hierarchy: orders the nodes by a lazily updated priority (edge quotient, original
/// arcs represented, level) and contracts them one by one, adding a shortcut `u → x` for a contracted `v`
/// only when a bounded witness search from `u` finds no path to `x` avoiding `v` at most as costly.
///
/// The result is described by the arrays below; ``ContractionHierarchy`` turns them into its CSR form.
struct Contractor {
    /// Witness searches stop after settling this many nodes or going this many arcs deep.
    struct Limits {
        var settled: Int
        var hops: UInt32
    }

    /// While estimating priorities.
    static let simulationLimits = Limits(settled: 60, hops: 6)
    /// While contracting.
    static let contractionLimits = Limits(settled: 400, hops: 12)

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
    var deleted: [Int32] = []
    var knob = Int(getenv("KNOB").map { String(cString: $0) } ?? "0") ?? 0
    private let witness: SearchSpace
    private var targetToken: [UInt32]
    private var token: UInt32 = 0

    private var newFrom: [UInt32] = []
    private var newTo: [UInt32] = []
    private var newWeight: [Float] = []
    private var newFirst: [UInt32] = []
    private var newSecond: [UInt32] = []

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
        deleted = level
        witness = SearchSpace(nodeCount: nodeCount)
        targetToken = [UInt32](repeating: 0, count: nodeCount)
        rank = [UInt32](repeating: 0, count: nodeCount)
        for v in 0 ..< nodeCount {
            let from = UInt32(v)
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
                let to = graph.target[arc]
                let cost = graph.weight[arc]
                guard to != from else { continue }
                if let slot = outgoing.slot(from, to: to) {
                    if cost < outgoing.weight[slot] {
                        let id = outgoing.edge[slot]
                        edgeSecond[Int(id)] = to
                        outgoing.update(slot: slot, weight: cost, edge: id)
                        if let back = incoming.slot(to, to: from) { incoming.update(slot: back, weight: cost, edge: id) }
                    }
                    continue
                }
                let id = UInt32(edgeFirst.count)
                edgeFirst.append(SearchSpace.none)
                edgeSecond.append(to)
                edgeHops.append(1)
                outgoing.append(from, head: to, weight: cost, edge: id)
                incoming.append(to, head: from, weight: cost, edge: id)
            }
        }
    }

    /// Contracts every node, reporting the fraction done.
    mutating func run(progress: ((Double) -> Void)?) {
        let queue = NodeHeap(nodeCount: nodeCount)
        for v in 0 ..< nodeCount {
            queue.set(UInt32(v), key: priority(UInt32(v)))
        }
        let step = max(1, nodeCount / 100)
        var contracted = 0
        var neighbours: [UInt32] = []
        while !queue.isEmpty {
            let (v, _) = queue.popMin()
            let current = priority(v)
            if current > queue.minKey {
                queue.set(v, key: current)
                continue
            }
            neighbours.removeAll(keepingCapacity: true)
            for slot in incoming.slots(v) { neighbours.append(incoming.head[slot]) }
            for slot in outgoing.slots(v) { neighbours.append(outgoing.head[slot]) }
            contract(v)
            rank[Int(v)] = UInt32(contracted)
            contracted += 1
            let nextLevel = level[Int(v)] + 1
            neighbours.sort()
            var previous = SearchSpace.none
            for u in neighbours where u != previous {
                previous = u
                if level[Int(u)] < nextLevel { level[Int(u)] = nextLevel }
                deleted[Int(u)] += 1
                queue.set(u, key: priority(u))
            }
            if contracted % step == 0 { progress?(Double(contracted) / Double(max(nodeCount, 1))) }
        }
        progress?(1)
    }

    /// The priority of contracting `v` now: lower goes first.
    private mutating func priority(_ v: UInt32) -> Double {
        let removed = Double(incoming.slots(v).count + outgoing.slots(v).count)
        var removedHops = 0.0
        for slot in incoming.slots(v) { removedHops += Double(edgeHops[Int(incoming.edge[slot])]) }
        for slot in outgoing.slots(v) { removedHops += Double(edgeHops[Int(outgoing.edge[slot])]) }
        let (added, addedHops) = findShortcuts(v, limits: Self.simulationLimits, record: false)
        switch knob {
        case 1: return Double(added) - removed + Double(level[Int(v)])
        case 2: return 2 * (Double(added) - removed) + Double(deleted[Int(v)])
        case 3: return 4 * (Double(added) - removed) + 2 * Double(deleted[Int(v)]) + Double(level[Int(v)])
        default:
        var value = Double(level[Int(v)])
        if removed > 0 { value += Double(added) / removed + Double(addedHops) / removedHops }
        return value
        }
    }

    /// Removes `v` from the graph, recording its arcs as final and adding the shortcuts it needs.
    private mutating func contract(_ v: UInt32) {
        _ = findShortcuts(v, limits: Self.contractionLimits, record: true)
        for slot in outgoing.slots(v) {
            let x = outgoing.head[slot]
            upward.append((v, x, outgoing.weight[slot], outgoing.edge[slot]))
            incoming.remove(x, head: v)
        }
        for slot in incoming.slots(v) {
            let u = incoming.head[slot]
            downward.append((v, u, incoming.weight[slot], incoming.edge[slot]))
            outgoing.remove(u, head: v)
        }
        outgoing.removeAll(v)
        incoming.removeAll(v)
        for index in newFrom.indices {
            let u = newFrom[index], x = newTo[index], cost = newWeight[index]
            let existing = outgoing.slot(u, to: x)
            if let existing, outgoing.weight[existing] <= cost { continue }
            let id = UInt32(edgeFirst.count)
            edgeFirst.append(newFirst[index])
            edgeSecond.append(newSecond[index])
            edgeHops.append(edgeHops[Int(newFirst[index])] + edgeHops[Int(newSecond[index])])
            if let existing {
                outgoing.update(slot: existing, weight: cost, edge: id)
                if let back = incoming.slot(x, to: u) { incoming.update(slot: back, weight: cost, edge: id) }
            } else {
                outgoing.append(u, head: x, weight: cost, edge: id)
                incoming.append(x, head: u, weight: cost, edge: id)
            }
        }
    }

    /// Counts (and with `record`, collects into `new…`) the shortcuts contracting `v` needs, with the number
    /// of original arcs they stand for.
    private mutating func findShortcuts(_ v: UInt32, limits: Limits, record: Bool) -> (count: Int, hops: Int) {
        if record {
            newFrom.removeAll(keepingCapacity: true)
            newTo.removeAll(keepingCapacity: true)
            newWeight.removeAll(keepingCapacity: true)
            newFirst.removeAll(keepingCapacity: true)
            newSecond.removeAll(keepingCapacity: true)
        }
        let outSlots = outgoing.slots(v)
        if outSlots.isEmpty { return (0, 0) }
        var maxOut: Float = 0
        for slot in outSlots where outgoing.weight[slot] > maxOut { maxOut = outgoing.weight[slot] }
        var shortcuts = 0
        var hops = 0
        for inSlot in incoming.slots(v) {
            let u = incoming.head[inSlot]
            let toV = Double(incoming.weight[inSlot])
            let limit = toV + Double(maxOut)
            token &+= 1
            var remaining = 0
            for slot in outSlots {
                let x = outgoing.head[slot]
                if x != u && targetToken[Int(x)] != token { targetToken[Int(x)] = token; remaining += 1 }
            }
            if remaining == 0 { continue }
            witnessSearch(from: u, avoiding: v, limit: limit, targets: remaining, limits: limits)
            for slot in outSlots {
                let x = outgoing.head[slot]
                guard x != u else { continue }
                let cost = toV + Double(outgoing.weight[slot])
                if witness.distanceIfReached(x) <= cost { continue }
                let first = incoming.edge[inSlot], second = outgoing.edge[slot]
                shortcuts += 1
                hops += Int(edgeHops[Int(first)] + edgeHops[Int(second)])
                if record {
                    newFrom.append(u)
                    newTo.append(x)
                    newWeight.append(Float(cost))
                    newFirst.append(first)
                    newSecond.append(second)
                }
            }
        }
        return (shortcuts, hops)
    }

    /// A Dijkstra from `source` that never enters `avoided`, stopping beyond `limit`, after settling the
    /// `targets` nodes marked with the current token, or at the search limits. Hop counts live in `parentArc`.
    private func witnessSearch(from source: UInt32, avoiding avoided: UInt32, limit: Double, targets: Int, limits: Limits) {
        let space = witness
        space.reset()
        space.relax(source, cost: 0, key: 0, parent: SearchSpace.none, arc: 0)
        var remaining = targets
        var settled = 0
        let heap = space.heap
        while !heap.isEmpty {
            let (node, cost) = heap.popMin()
            space.settle(node)
            if cost > limit { break }
            if targetToken[Int(node)] == token {
                remaining -= 1
                if remaining == 0 { break }
            }
            settled += 1
            if settled >= limits.settled { break }
            let depth = space.parentArc[Int(node)] + 1
            if depth > limits.hops { continue }
            for slot in outgoing.slots(node) {
                let next = outgoing.head[slot]
                if next == avoided { continue }
                let total = cost + Double(outgoing.weight[slot])
                if total > limit { continue }
                space.relax(next, cost: total, key: total, parent: node, arc: depth)
            }
        }
    }
}
