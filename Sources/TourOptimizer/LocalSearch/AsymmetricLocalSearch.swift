/// Local search for asymmetric costs, where reversing a path changes its cost: Or-opt (a segment of 1–3
/// nodes moved elsewhere, reversed only if that pays for its reversed direction) and the reversal-free
/// 3-opt "segment swap" (`a→a1…b→b1…c→c1` becomes `a→b1…c→a1…b→c1`), both driven by neighbour lists.
final class AsymmetricLocalSearch: LocalSearch {
    let tour: ArrayTour
    let costs: CostTable
    private let outgoing: [Int32]
    private let incoming: [Int32]
    private let k: Int
    private let epsilon: Double
    private var queue: ActiveQueue

    init(problem: CycleProblem, neighbours lists: NeighbourLists, tour: ArrayTour) {
        self.tour = tour
        costs = problem.costs
        outgoing = lists.outgoing
        incoming = lists.incoming
        k = lists.k
        epsilon = problem.epsilon
        queue = ActiveQueue(size: tour.count)
    }

    func activate(_ node: Int) { queue.push(node) }

    func nextActive() -> Int? { queue.pop() }

    func improve(from node: Int) -> Double? { improveByOrOpt(node) ?? improveBySegmentSwap(node) }

    /// Moves the segment of 1–3 nodes starting at `s1` between `a` and `b = next(a)`.
    private func improveByOrOpt(_ s1: Int) -> Double? {
        var s2 = s1
        var forwardInside = 0.0, backwardInside = 0.0
        for length in 1...3 {
            if length > 1 {
                let nextNode = tour.next(s2)
                forwardInside += costs[s2, nextNode]
                backwardInside += costs[nextNode, s2]
                s2 = nextNode
            }
            let p = tour.previous(s1), after = tour.next(s2)
            if after == p || s2 == p || tour.count < length + 3 { break }
            let removal = costs[p, s1] + costs[s2, after] - costs[p, after]
            if removal <= epsilon { continue }
            let reversalCost = backwardInside - forwardInside
            // Forward: a→s1…s2→b. Reversed: a→s2…s1→b.
            for reversed in [false, true] {
                let head = reversed ? s2 : s1, tail = reversed ? s1 : s2
                let extra = reversed ? reversalCost : 0
                if removal - extra <= epsilon { continue }
                for r in 0..<k {
                    // Candidates: a cheap predecessor of the new head, or a cheap successor of the new tail.
                    for viaHead in [true, false] {
                        let a: Int, b: Int
                        if viaHead {
                            a = Int(incoming[head * k + r]); b = tour.next(a)
                        } else {
                            b = Int(outgoing[tail * k + r]); a = tour.previous(b)
                        }
                        if tour.isBetween(s1, a, s2) || tour.isBetween(s1, b, s2) { continue }
                        let gain = removal - extra - costs[a, head] - costs[tail, b] + costs[a, b]
                        if gain > epsilon {
                            tour.swapSegments(s1, s2, a)
                            if reversed { tour.reversePathExactly(s1, s2) }
                            for node in [p, after, s1, s2, a, b] { activate(node) }
                            return gain
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Swaps the segments `a1…b` and `b1…c` that follow `a`.
    private func improveBySegmentSwap(_ a: Int) -> Double? {
        let a1 = tour.next(a)
        for r in 0..<k {
            let b1 = Int(outgoing[a * k + r])
            let first = costs[a, a1] - costs[a, b1]
            if first <= epsilon { break }
            if b1 == a1 || b1 == a { continue }
            let b = tour.previous(b1)
            let second = first + costs[b, b1]
            for r2 in 0..<k {
                let c = Int(incoming[a1 * k + r2])
                let partial = second - costs[c, a1]
                if partial <= epsilon { break }
                if c == a || !tour.isBetween(b1, c, a) { continue }
                let c1 = tour.next(c)
                let gain = partial + costs[c, c1] - costs[b, c1]
                if gain > epsilon {
                    tour.swapSegments(a1, b, c)
                    for node in [a, a1, b, b1, c, c1] { activate(node) }
                    return gain
                }
            }
        }
        return nil
    }
}
