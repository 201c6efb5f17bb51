/// What the workers of one search share.
struct WorkerContext: Sendable {
    let problem: CycleProblem
    /// Candidate lists (empty when the strategy needs none).
    let neighbours: NeighbourLists?
    /// The tour the workers start from when one was built before them.
    let firstTour: [Int32]?
    let options: TourOptions
    let control: SearchControl
}

/// What a worker's search loop needs beyond its tour: when to stop, the best cycle of all workers, the
/// rounding noise of costs, and the lower bound that proves a cycle optimal.
struct SearchControl: Sendable {
    let stop: StopCondition
    /// The best cycle over all workers; nil when there is one worker.
    let shared: SharedBest?
    /// Gains below this are treated as zero.
    let epsilon: Double
    /// No cycle costs less than this (the Held–Karp bound, rounded up when every cost is whole), if known.
    let lowerBound: Double?

    /// Whether a cycle of `cost` is proven optimal by the lower bound; if so, stops every worker.
    func provesOptimal(_ cost: Double) -> Bool {
        guard let lowerBound, cost <= lowerBound + epsilon else { return false }
        stop.signal.raise(.provenOptimal)
        return true
    }
}

/// What one worker found.
struct WorkerOutcome: Sendable {
    /// The best cycle over the problem's nodes.
    var cycle: [Int32]
    /// Its cost in the cycle problem (penalties included).
    var cost: Double
    /// The strategy (for `hybrid`, the phase) that produced it.
    var strategy: TourStrategy
    /// Whether optimality is proven.
    var provenOptimal: Bool
    /// Whether the worker finished its work before the budget ended.
    var converged: Bool
    /// Whether it finished because a long run of tries found nothing better (``TourOptions/stopWhenStalled``).
    var stalled = false
}
