import Synchronization

/// A flag any thread may raise to stop a search, with the reason; workers poll it between moves.
final class StopSignal: Sendable {
    /// Why the search must stop.
    enum Reason: UInt8 {
        /// The caller cancelled.
        case cancelled = 1
        /// A worker's tour is as short as the lower bound: nothing can beat it.
        case provenOptimal = 2
    }

    private let raised = Atomic<UInt8>(0)

    /// Asks every worker to stop and return its best tour; the first reason given is kept.
    func raise(_ reason: Reason) {
        _ = raised.compareExchange(expected: 0, desired: reason.rawValue, ordering: .relaxed)
    }

    /// Whether a stop was asked for.
    var isRaised: Bool { raised.load(ordering: .relaxed) != 0 }

    /// Why, once raised.
    var reason: Reason? { Reason(rawValue: raised.load(ordering: .relaxed)) }
}

/// When a worker must stop: the signal is raised or the deadline has passed.
struct StopCondition: Sendable {
    let signal: StopSignal
    let deadline: ContinuousClock.Instant

    /// Whether to stop now (reads the clock: call it between moves, not inside them).
    func shouldStop() -> Bool { signal.isRaised || ContinuousClock.now >= deadline }
}
