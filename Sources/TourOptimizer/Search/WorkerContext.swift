/// What the workers of one search share.
struct WorkerContext: Sendable {
    let problem: CycleProblem
    /// Candidate lists (empty when the strategy needs none).
    let neighbours: NeighbourLists?
    let options: TourOptions
    let stop: StopCondition
    let shared: SharedBest
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
}
