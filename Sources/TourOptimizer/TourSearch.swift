import Synchronization

/// A running search: its live events, its result, and a way to stop it early.
///
/// ```swift
/// let search = try TourOptimizer(options: options).start(matrix)
/// Task { for await event in search.events { print(event) } }
/// let result = try await search.result()
/// ```
public final class TourSearch: Sendable {
    /// The search's events: `started`, then `improved` and `phaseChanged` (improvements throttled to at
    /// most one per ``TourOptions/progressInterval`` over all workers), then `finished` or `failed`. The
    /// stream keeps the newest 512 events if the consumer falls behind; the final event is never dropped.
    public let events: AsyncStream<TourEvent>
    private let signal: StopSignal
    private let state = Mutex<State>(.running(waiting: []))

    private enum State {
        case running(waiting: [CheckedContinuation<Result<TourResult, TourError>, Never>])
        case done(Result<TourResult, TourError>)
    }

    init(events: AsyncStream<TourEvent>, signal: StopSignal) {
        self.events = events
        self.signal = signal
    }

    /// Stops the search; ``result()`` then returns the best tour found so far (within milliseconds).
    public func cancel() { signal.raise() }

    /// Waits for the search to end and returns its best tour.
    /// - Throws: ``TourError/noFeasibleTour(detail:)`` when no order can use existing links only.
    public func result() async throws(TourError) -> TourResult {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<TourResult, TourError>, Never>) in
            let finished: Result<TourResult, TourError>? = state.withLock { state in
                switch state {
                case .done(let result):
                    return result
                case .running(var waiting):
                    waiting.append(continuation)
                    state = .running(waiting: waiting)
                    return nil
                }
            }
            if let finished { continuation.resume(returning: finished) }
        }
        return try outcome.get()
    }

    /// Records the outcome and wakes everyone waiting for it.
    func complete(_ outcome: Result<TourResult, TourError>) {
        let waiting = state.withLock { state -> [CheckedContinuation<Result<TourResult, TourError>, Never>] in
            guard case .running(let waiting) = state else { return [] }
            state = .done(outcome)
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: outcome) }
    }
}
