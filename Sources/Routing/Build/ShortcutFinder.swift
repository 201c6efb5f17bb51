import RoadNetwork
/// Finds the shortcuts contracting one node needs: for each arc `u → v` a bounded Dijkstra from `u`
/// (never entering `v` or another node contracted in the same round) looks for a path to each `x` of the
/// arcs `v → x` costing at most `u → v → x`; pairs without such a witness need a shortcut.
///
/// Each contraction worker thread owns one finder (its scratch memory), hence `@unchecked Sendable`.
final class ShortcutFinder: @unchecked Sendable {
    /// Witness searches stop after settling this many nodes or going this many arcs deep.
    struct Limits: Sendable {
        var settled: Int
        var hops: UInt32
    }

    /// A shortcut `from → to` standing for the edges `first` (into the contracted node) and `second` (out of it).
    typealias Shortcut = (from: UInt32, to: UInt32, weight: Float, first: UInt32, second: UInt32)

    private let space: SearchSpace
    private let targetToken: UnsafeMutablePointer<UInt32>
    /// For a target of the current search: the cost a witness must not exceed (`-infinity` once found).
    private let targetBound: UnsafeMutablePointer<Double>
    private let nodeCount: Int
    private var token: UInt32 = 0
    /// The targets of the current search.
    private var targetNodes: [UInt32] = []
    /// The shortcuts recorded since the last `clear()`.
    private(set) var found: [Shortcut] = []

    /// Creates a finder for graphs of `nodeCount` nodes.
    init(nodeCount: Int) {
        self.nodeCount = max(nodeCount, 1)
        space = SearchSpace(nodeCount: nodeCount)
        targetToken = .allocate(capacity: self.nodeCount)
        targetToken.initialize(repeating: 0, count: self.nodeCount)
        targetBound = .allocate(capacity: self.nodeCount)
        targetBound.initialize(repeating: 0, count: self.nodeCount)
    }

    deinit {
        targetToken.deallocate()
        targetBound.deallocate()
    }

    /// Forgets the recorded shortcuts.
    func clear() { found.removeAll(keepingCapacity: true) }

    private func nextToken() -> UInt32 {
        token &+= 1
        if token == 0 {
            targetToken.update(repeating: 0, count: nodeCount)
            token = 1
        }
        return token
    }

    /// Counts the shortcuts contracting `v` needs and the original arcs they stand for; with `record`, appends
    /// them to `found`. Nodes whose `round[node] == currentRound` are avoided too.
    func shortcuts(of v: UInt32, outgoing: AdjacencyView, incoming: AdjacencyView, hops: UnsafeBufferPointer<UInt32>,
                   limits: Limits, record: Bool, round: UnsafeBufferPointer<UInt32>, currentRound: UInt32)
        -> (count: Int, hops: Int) {
        let outSlots = outgoing.slots(v)
        if outSlots.isEmpty { return (0, 0) }
        var shortcuts = 0
        var hopCount = 0
        for inSlot in incoming.slots(v) {
            let u = incoming.head[inSlot]
            let toV = Double(incoming.weight[inSlot])
            let mark = nextToken()
            targetNodes.removeAll(keepingCapacity: true)
            for slot in outSlots {
                let x = outgoing.head[slot]
                guard x != u else { continue }
                targetToken[Int(x)] = mark
                targetBound[Int(x)] = toV + Double(outgoing.weight[slot])
                targetNodes.append(x)
            }
            if targetNodes.isEmpty { continue }
            search(from: u, avoiding: v, token: mark, outgoing: outgoing, limits: limits, round: round, currentRound: currentRound)
            for slot in outSlots {
                let x = outgoing.head[slot]
                guard x != u else { continue }
                let cost = toV + Double(outgoing.weight[slot])
                if targetBound[Int(x)] == -.infinity || space.distanceIfReached(x) <= cost { continue }
                let first = incoming.edge[inSlot], second = outgoing.edge[slot]
                shortcuts += 1
                hopCount += Int(hops[Int(first)] + hops[Int(second)])
                if record { found.append((u, x, Float(cost), first, second)) }
            }
        }
        return (shortcuts, hopCount)
    }

    /// The highest bound of a target without a witness yet (`-infinity`: every target has one).
    private func highestBound() -> Double {
        targetNodes.reduce(-.infinity) { max($0, targetBound[Int($1)]) }
    }

    /// The bounded witness Dijkstra from `source` toward `targetNodes`, stopping as soon as every target has a witness
    /// (a path within its bound, marked by setting the bound to `-infinity`) or the limits are reached; it reaches
    /// nothing dearer than the highest bound of a target still without one (lowered as the dearest get theirs). Hop
    /// counts live in `parentArc`.
    private func search(from source: UInt32, avoiding avoided: UInt32, token: UInt32, outgoing: AdjacencyView, limits: Limits,
                        round: UnsafeBufferPointer<UInt32>, currentRound: UInt32) {
        space.reset()
        space.relax(source, cost: 0, key: 0, parent: SearchSpace.none, arc: 0)
        let heap = space.heap
        var remaining = targetNodes.count
        var limit = highestBound()
        var settled = 0
        while !heap.isEmpty {
            let (node, cost) = heap.popMin()
            space.settle(node)
            if cost > limit { break }
            settled += 1
            if settled >= limits.settled { break }
            let depth = space.parentArc[Int(node)] + 1
            if depth > limits.hops { continue }
            for slot in outgoing.slots(node) {
                let next = outgoing.head[slot]
                if next == avoided || round[Int(next)] == currentRound { continue }
                let total = cost + Double(outgoing.weight[slot])
                if total > limit { continue }
                space.relax(next, cost: total, key: total, parent: node, arc: depth)
                if targetToken[Int(next)] == token && total <= targetBound[Int(next)] {
                    let bound = targetBound[Int(next)]
                    targetBound[Int(next)] = -.infinity
                    remaining -= 1
                    if remaining == 0 { return }
                    if bound == limit { limit = highestBound() }
                }
            }
        }
    }
}
