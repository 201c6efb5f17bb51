import Synchronization
import TourOptimizer

/// A trip being planned: its events, its result, and a way to stop the ordering early.
public final class TripSearch: Sendable {
    /// `matrixReady`, then `improved`/`phaseChanged` while the order is searched, then `finished` or `failed`.
    public let events: AsyncStream<TripEvent>
    private let state = Mutex<State>(State())

    private struct State {
        var tourSearch: TourSearch?
        var cancelled = false
        var outcome: Result<TripPlan, TripError>?
        var waiting: [CheckedContinuation<Result<TripPlan, TripError>, Never>] = []
    }

    init(events: AsyncStream<TripEvent>) {
        self.events = events
    }

    /// Stops the ordering search: the plan then uses the best order found so far.
    public func cancel() {
        let running = state.withLock { state -> TourSearch? in
            state.cancelled = true
            return state.tourSearch
        }
        running?.cancel()
    }

    /// Waits for the plan.
    public func result() async throws(TripError) -> TripPlan {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<TripPlan, TripError>, Never>) in
            let ready = state.withLock { state -> Result<TripPlan, TripError>? in
                if let outcome = state.outcome { return outcome }
                state.waiting.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
        return try outcome.get()
    }

    /// Remembers the ordering search so that ``cancel()`` reaches it (cancelling it at once if already asked).
    func attach(_ search: TourSearch) {
        let cancelled = state.withLock { state -> Bool in
            state.tourSearch = search
            return state.cancelled
        }
        if cancelled { search.cancel() }
    }

    /// Records the outcome and wakes everyone waiting.
    func complete(_ outcome: Result<TripPlan, TripError>) {
        let waiting = state.withLock { state -> [CheckedContinuation<Result<TripPlan, TripError>, Never>] in
            state.outcome = outcome
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: outcome) }
    }
}
