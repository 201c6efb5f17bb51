/// Iterated local search: kick the tour with a local double bridge (swap two short neighbouring segments),
/// descend again from the six touched nodes, and keep the result when it is no worse; otherwise go back to
/// the best tour. Equal-cost results are kept to drift across plateaus. A worker that has not improved for a
/// while restarts from the best tour of all workers when that one is better, and otherwise diversifies: its
/// kicks move segments twice as long each time (up to a third of the tour), back to short after a success.
enum IteratedLocalSearch {
    /// The longest segment a kick moves at first: kicks stay local so the descent after them stays cheap.
    static let longestKickSegment = 50

    /// Runs until `control.stop` says so, the lower bound proves the tour optimal, or — with a `stallLimit` —
    /// until that many kicks in a row found nothing better (then `stalled`). Returns the best cost; the tour
    /// ends as the best tour.
    static func run<Search: LocalSearch, Progress: ImprovementReporting>(
        _ search: Search, cost startCost: Double, control: SearchControl, stallLimit: Int?,
        random: inout RandomSource, reporter: inout Progress
    ) -> (cost: Double, converged: Bool, stalled: Bool) {
        let tour = search.tour, n = tour.count
        let epsilon = control.epsilon
        guard n >= 8 else { return (startCost, true, false) }
        if control.provesOptimal(startCost) { return (startCost, true, false) }
        let best = ArrayTour(tour.nodes)
        tour.markClean()
        var bestCost = startCost
        var stall = 0
        let restartCheck = max(500, 5 * n)
        let widestKick = max(longestKickSegment, (n - 2) / 3)
        var longest = longestKickSegment
        while true {
            if control.stop.shouldStop() { break }
            reporter.flush { best.nodes }
            let kick = doubleBridge(search, longest: longest, random: &random)
            let cost = bestCost + kick - search.descend(until: control.stop)
            if cost < bestCost - epsilon {
                tour.save(into: best)
                bestCost = cost
                stall = 0
                longest = longestKickSegment
                reporter.improved(phase: .iteratedLocalSearch) { best.nodes }
                control.shared?.offer(cost: cost) { best.nodes }
                if control.provesOptimal(cost) { return (bestCost, true, false) }
                continue
            }
            if cost <= bestCost + epsilon { tour.save(into: best) } else { tour.restore(from: best) }
            stall += 1
            if let stallLimit, stall >= stallLimit { return (bestCost, true, true) }
            if stall % restartCheck == 0 {
                if let better = control.shared?.better(than: bestCost, epsilon: epsilon) {
                    tour.load(better.cycle)
                    best.load(better.cycle)
                    tour.markClean()
                    bestCost = better.cost
                } else {
                    longest = min(widestKick, 2 * longest)
                }
            }
        }
        tour.copy(from: best)
        return (bestCost, false, false)
    }

    /// Swaps two random neighbouring segments of 1…`longest` nodes and marks the six touched nodes; returns
    /// the cost change.
    private static func doubleBridge<Search: LocalSearch>(_ search: Search, longest: Int, random: inout RandomSource) -> Double {
        let tour = search.tour, costs = search.costs, n = tour.count
        let longest = max(1, min(longest, (n - 2) / 3))
        let a = tour.node(at: random.below(n)), a1 = tour.next(a)
        let b = tour.node(at: tour.position(of: a1) + random.below(longest))
        let b1 = tour.next(b)
        let c = tour.node(at: tour.position(of: b1) + random.below(longest))
        let c1 = tour.next(c)
        let delta = costs[a, b1] + costs[c, a1] + costs[b, c1] - costs[a, a1] - costs[b, b1] - costs[c, c1]
        tour.swapSegments(a1, b, c)
        for node in [a, a1, b, b1, c, c1] { search.activate(node) }
        return delta
    }
}
