import Synchronization

/// Turns workers' tours into ``TourEvent``s for the consumer's stream: converts cycles to stop orders,
/// tracks the best cost over all workers, and stamps the elapsed time. Shared by the workers of one search.
final class ProgressHub: Sendable {
    private let emit: @Sendable (TourEvent) -> Void
    private let problem: CycleProblem
    private let started: ContinuousClock.Instant
    private let bestCost = Mutex<Double>(.infinity)

    init(emit: @escaping @Sendable (TourEvent) -> Void, problem: CycleProblem, started: ContinuousClock.Instant) {
        self.emit = emit
        self.problem = problem
        self.started = started
    }

    /// Seconds since the search started.
    var elapsed: Double { (ContinuousClock.now - started).seconds }

    /// Publishes a worker's better tour.
    func improved(worker: Int, cycle: [Int32], phase: TourPhase) {
        let order = problem.stopOrder(fromCycle: cycle)
        let cost = problem.matrix.cost(of: order, roundTrip: problem.options.roundTrip)
        // Yield while holding the lock: two workers improving at once must not publish their best costs
        // out of order (the stream's best cost never rises).
        bestCost.withLock { best in
            best = min(best, cost)
            emit(.improved(TourImprovement(
                worker: worker, order: order, cost: cost, bestCost: best, phase: phase, elapsed: elapsed)))
        }
    }

    /// Publishes a worker's change of phase.
    func phaseChanged(worker: Int, phase: TourPhase) {
        emit(.phaseChanged(worker: worker, phase: phase, elapsed: elapsed))
    }
}
