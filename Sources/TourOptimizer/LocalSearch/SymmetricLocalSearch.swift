/// Local search for symmetric costs: Lin–Kernighan-style chains of 2-opt flips and Or-opt segment moves,
/// both driven by neighbour lists and the active-node queue.
///
/// A chain starts at `t1`, removes the tour edge `(t1, t2)`, adds `(t2, t3)` for a near neighbour `t3` and
/// removes `(t4, t3)` — one 2-opt flip — then continues from `t4` while the partial gain stays positive,
/// trying the 5 best `t3` at the first level, 3 at the second and 1 deeper (Johnson–McGeoch's LK), up to
/// `maxDepth` flips. The first closed improvement is kept. `maxDepth` 1 is plain 2-opt.
final class SymmetricLocalSearch<Costs: CycleCosts>: LocalSearch {
    let tour: ArrayTour
    let costs: Costs
    private let neighbours: [Int32]
    private let k: Int
    private let epsilon: Double
    private let maxDepth: Int
    private let useOrOpt: Bool
    private var queue: ActiveQueue
    // Scratch for the current chain, sized for `maxDepth`: flips done (to undo) and edges added (tabu).
    private let flipStart: UnsafeMutablePointer<Int>
    private let flipLength: UnsafeMutablePointer<Int>
    private let addedFrom: UnsafeMutablePointer<Int32>
    private let addedTo: UnsafeMutablePointer<Int32>
    private var depthUsed = 0
    // Candidate (t3, t4, value) per level, at most 5 per level.
    private let candidateT3: UnsafeMutablePointer<Int32>
    private let candidateT4: UnsafeMutablePointer<Int32>
    private let candidateValue: UnsafeMutablePointer<Double>

    init(costs: Costs, epsilon: Double, neighbours lists: NeighbourLists, tour: ArrayTour, maxDepth: Int, useOrOpt: Bool) {
        self.tour = tour
        self.costs = costs
        neighbours = lists.outgoing
        k = lists.k
        self.epsilon = epsilon
        self.maxDepth = max(1, maxDepth)
        self.useOrOpt = useOrOpt
        queue = ActiveQueue(size: tour.count)
        flipStart = .allocate(capacity: self.maxDepth)
        flipLength = .allocate(capacity: self.maxDepth)
        addedFrom = .allocate(capacity: self.maxDepth)
        addedTo = .allocate(capacity: self.maxDepth)
        candidateT3 = .allocate(capacity: self.maxDepth * 5)
        candidateT4 = .allocate(capacity: self.maxDepth * 5)
        candidateValue = .allocate(capacity: self.maxDepth * 5)
    }

    deinit {
        flipStart.deallocate()
        flipLength.deallocate()
        addedFrom.deallocate()
        addedTo.deallocate()
        candidateT3.deallocate()
        candidateT4.deallocate()
        candidateValue.deallocate()
    }

    func activate(_ node: Int) { queue.push(node) }

    func nextActive() -> Int? { queue.pop() }

    func improve(from node: Int) -> Double? { improveByChain(from: node) ?? (useOrOpt ? improveByOrOpt(node) : nil) }

    // MARK: Lin–Kernighan-style chains

    private func improveByChain(from t1: Int) -> Double? {
        for forward in [true, false] {
            let t2 = forward ? tour.next(t1) : tour.previous(t1)
            depthUsed = 0
            if let gain = extendChain(t1: t1, t2: t2, forward: forward, gained: costs[t1, t2], depth: 0) {
                activate(t1)
                for level in 0..<depthUsed { activateEnds(start: flipStart[level], length: flipLength[level]) }
                return gain
            }
        }
        return nil
    }

    /// One level of the chain. The tour currently has `t2` next to `t1` (in direction `forward`); `gained`
    /// is the removed minus the added cost so far, not counting the closing edge `(t2, t1)`.
    private func extendChain(t1: Int, t2: Int, forward: Bool, gained: Double, depth: Int) -> Double? {
        let breadth = depth == 0 ? 5 : (depth == 1 ? 3 : 1)
        let slots = depth * 5
        var found = 0
        let row = t2 * k
        for r in 0..<k {
            let t3 = Int(neighbours[row + r])
            let afterAdding = gained - costs[t2, t3]
            if afterAdding <= epsilon { break }
            if t3 == t1 { continue }
            let t4 = forward ? tour.previous(t3) : tour.next(t3)
            if t4 == t2 || wasAdded(t3, t4) { continue }
            let value = afterAdding + costs[t4, t3]
            // Keep the `breadth` best by value, sorted descending.
            var slot = found < breadth ? found : breadth - 1
            if found == breadth && value <= candidateValue[slots + slot] { continue }
            while slot > 0 && candidateValue[slots + slot - 1] < value {
                candidateValue[slots + slot] = candidateValue[slots + slot - 1]
                candidateT3[slots + slot] = candidateT3[slots + slot - 1]
                candidateT4[slots + slot] = candidateT4[slots + slot - 1]
                slot -= 1
            }
            candidateValue[slots + slot] = value
            candidateT3[slots + slot] = Int32(t3)
            candidateT4[slots + slot] = Int32(t4)
            if found < breadth { found += 1 }
        }
        for index in 0..<found {
            let t3 = Int(candidateT3[slots + index]), t4 = Int(candidateT4[slots + index])
            let value = candidateValue[slots + index]
            // Reverse the path t2…t4 (as seen in direction `forward`): t1 becomes adjacent to t4.
            let flip = forward ? tour.reversePath(t2, t4) : tour.reversePath(t4, t2)
            flipStart[depth] = flip.start
            flipLength[depth] = flip.length
            addedFrom[depth] = Int32(t2)
            addedTo[depth] = Int32(t3)
            depthUsed = depth + 1
            let closed = value - costs[t4, t1]
            if closed > epsilon { return closed }
            if depth + 1 < maxDepth,
               let gain = extendChain(t1: t1, t2: t4, forward: tour.next(t1) == t4, gained: value, depth: depth + 1) {
                return gain
            }
            tour.reverse(start: flip.start, length: flip.length)
            depthUsed = depth
        }
        return nil
    }

    private func wasAdded(_ a: Int, _ b: Int) -> Bool {
        for level in 0..<depthUsed {
            let from = Int(addedFrom[level]), to = Int(addedTo[level])
            if (from == a && to == b) || (from == b && to == a) { return true }
        }
        return false
    }

    private func activateEnds(start: Int, length: Int) {
        guard length > 0 else { return }
        for offset in [-1, 0, length - 1, length] { activate(tour.node(at: start + offset)) }
    }

    // MARK: Or-opt

    /// Moves the segment of 1–3 nodes starting at `s1` between two other neighbouring nodes, either way round.
    private func improveByOrOpt(_ s1: Int) -> Double? {
        var s2 = s1
        for length in 1...3 {
            if length > 1 { s2 = tour.next(s2) }
            let p = tour.previous(s1), after = tour.next(s2)
            if after == p || s2 == p || tour.count < length + 3 { break }
            let removal = costs[p, s1] + costs[s2, after] - costs[p, after]
            if removal <= epsilon { continue }
            for end in (length == 1 ? [s1] : [s1, s2]) {
                let other = end == s1 ? s2 : s1
                let row = end * k
                for r in 0..<k {
                    let x = Int(neighbours[row + r])
                    let joinCost = costs[end, x]
                    if joinCost >= removal - epsilon { break }
                    if tour.isBetween(s1, x, s2) { continue }
                    for y in [tour.next(x), tour.previous(x)] where !tour.isBetween(s1, y, s2) {
                        let gain = removal - joinCost - costs[other, y] + costs[x, y]
                        if gain > epsilon {
                            moveSegment(s1, s2, between: x, and: y, endNextToX: end)
                            for node in [p, after, s1, s2, x, y] { activate(node) }
                            return gain
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Moves the path `s1…s2` between the adjacent nodes `x` and `y`, with `endNextToX` touching `x`.
    private func moveSegment(_ s1: Int, _ s2: Int, between x: Int, and y: Int, endNextToX: Int) {
        let (a, _) = tour.next(x) == y ? (x, y) : (y, x)
        tour.swapSegments(s1, s2, a)          // … a s1…s2 b …
        let touchingX = x == a ? s1 : s2
        if touchingX != endNextToX { tour.reversePathExactly(s1, s2) }
    }
}
