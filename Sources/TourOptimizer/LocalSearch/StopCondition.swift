import Synchronization

/// A flag any thread may raise to stop a search (cancellation); workers poll it between moves.
final class StopSignal: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Asks every worker to stop and return its best tour.
    func raise() { raised.store(true, ordering: .relaxed) }

    /// Whether a stop was asked for.
    var isRaised: Bool { raised.load(ordering: .relaxed) }
}

/// When a worker must stop: the signal is raised or the deadline has passed.
struct StopCondition: Sendable {
    let signal: StopSignal
    let deadline: ContinuousClock.Instant

    /// Whether to stop now (reads the clock: call it between moves, not inside them).
    func shouldStop() -> Bool { signal.isRaised || ContinuousClock.now >= deadline }
}
