import NIOConcurrencyHelpers

/// Turns workers' tours into ``TourEvent``s for the consumer's stream: converts cycles to stop orders,
/// tracks the best cost over all workers, and stamps the elapsed time. Shared by the workers of one search.
final class ProgressHub: Sendable {
    private let emit: @Sendable (TourEvent) -> Void
    /// A cycle's stop order and cost as the caller sees them.
    private let describe: @Sendable ([Int32]) -> (order: [Int], cost: Double)
    private let started: ContinuousClock.Instant
    private let bestCost = NIOLockedValueBox<Double>(.infinity)

    init(emit: @escaping @Sendable (TourEvent) -> Void, started: ContinuousClock.Instant,
         describe: @escaping @Sendable ([Int32]) -> (order: [Int], cost: Double)) {
        self.emit = emit
        self.started = started
        self.describe = describe
    }

    /// A hub for a cycle problem: cycles become stop orders honouring its options, costed on its matrix.
    convenience init(emit: @escaping @Sendable (TourEvent) -> Void, problem: CycleProblem, started: ContinuousClock.Instant) {
        self.init(emit: emit, started: started) { cycle in
            let order = problem.stopOrder(fromCycle: cycle)
            return (order, problem.matrix.cost(of: order, roundTrip: problem.options.roundTrip))
        }
    }

    /// Seconds since the search started.
    var elapsed: Double { (ContinuousClock.now - started).seconds }

    /// Publishes a worker's better tour.
    func improved(worker: Int, cycle: [Int32], phase: TourPhase) {
        let (order, cost) = describe(cycle)
        // Yield while holding the lock: two workers improving at once must not publish their best costs
        // out of order (the stream's best cost never rises).
        bestCost.withLockedValue { best in
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
