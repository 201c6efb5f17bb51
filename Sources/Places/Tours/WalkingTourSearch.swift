/// A walking tour being made: its events, its result, and a way to stop the ordering early.
public final class WalkingTourSearch: Sendable {
    /// `selected`, then per round `planning`, `trip`… and maybe `dropped`, then `finished` or `failed`.
    public let events: AsyncStream<WalkingTourEvent>
    private let task: Task<Result<WalkingTour, WalkingTourError>, Never>

    init(events: AsyncStream<WalkingTourEvent>, task: Task<Result<WalkingTour, WalkingTourError>, Never>) {
        self.events = events
        self.task = task
    }

    /// Stops the current ordering search; the tour uses the best order found so far.
    public func cancel() {
        task.cancel()
    }

    /// Waits for the tour.
    public func result() async throws(WalkingTourError) -> WalkingTour {
        try await task.value.get()
    }
}
