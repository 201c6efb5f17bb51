import NIOConcurrencyHelpers

/// Turns workers' tours into ``TourEvent``s for the consumer's stream: converts cycles to stop orders, publishes
/// only tours better than the best of all workers so far (and remembers it), and stamps the elapsed time. Shared by
/// the workers of one search.
final class ProgressHub: Sendable {
    private let emit: @Sendable (TourEvent) -> Void
    /// A cycle's stop order and cost as the caller sees them.
    private let describe: @Sendable ([Int32]) -> (order: [Int], cost: Double)
    private let started: ContinuousClock.Instant
    private let published = NIOLockedValueBox<(cost: Double, order: [Int])>((.infinity, []))

    init(emit: @escaping @Sendable (TourEvent) -> Void, started: ContinuousClock.Instant,
         describe: @escaping @Sendable ([Int32]) -> (order: [Int], cost: Double)) {
        self.emit = emit
        self.started = started
        self.describe = describe
    }

    /// A hub for the cycle problems of one search's workers (of one matrix; a twinned one's cycles are twice as long):
    /// cycles become stop orders honouring the options, costed on the matrix.
    convenience init(emit: @escaping @Sendable (TourEvent) -> Void, problems: [CycleProblem], started: ContinuousClock.Instant) {
        self.init(emit: emit, started: started) { cycle in
            let problem = problems.first { $0.size == cycle.count } ?? problems[0]
            let order = problem.stopOrder(fromCycle: cycle)
            return (order, problem.matrix.cost(of: order, roundTrip: problem.options.roundTrip))
        }
    }

    /// The best tour published so far (an empty order and infinity before the first).
    var best: (cost: Double, order: [Int]) { published.withLockedValue { $0 } }

    /// Seconds since the search started.
    var elapsed: Double { (ContinuousClock.now - started).seconds }

    /// Publishes a worker's better tour if it beats every tour published (another worker's as good is no news: the
    /// last event stays the tour kept).
    func improved(worker: Int, cycle: [Int32], phase: TourPhase) {
        let (order, cost) = describe(cycle)
        // Yield while holding the lock: two workers improving at once must not publish their best costs
        // out of order (the stream's best cost never rises).
        published.withLockedValue { best in
            guard cost < best.cost else { return }
            best = (cost, order)
            emit(.improved(TourImprovement(
                worker: worker, order: order, cost: cost, bestCost: cost, phase: phase, elapsed: elapsed)))
        }
    }

    /// Publishes a worker's change of phase.
    func phaseChanged(worker: Int, phase: TourPhase) {
        emit(.phaseChanged(worker: worker, phase: phase, elapsed: elapsed))
    }
}
