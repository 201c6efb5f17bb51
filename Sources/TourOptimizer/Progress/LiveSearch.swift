/// The events of a search that ends with a result or a failure: ``LiveSearch`` closes every stream with one of
/// these two, so a consumer always learns how the search ended.
public protocol LiveSearchEvent: Sendable {
    /// What a successful search produces.
    associatedtype Success: Sendable
    /// Why a search can fail.
    associatedtype Failure: Error
    /// The last event of a successful search.
    static func finished(_ result: Success) -> Self
    /// The last event of a failed search.
    static func failed(_ error: Failure) -> Self
}

/// A search running in the background: an `AsyncSequence` of its events (better solutions, phases — whatever
/// `Event` says), a final result, and cancellation. Tours (``TourEvent``), trips and walking tours are all
/// this one type with their own events.
///
/// ```swift
/// let search = try TourOptimizer(options: options).start(matrix)
/// Task { for await event in search { print(event) } }
/// let result = try await search.result()
/// ```
public final class LiveSearch<Event: LiveSearchEvent>: AsyncSequence, Sendable {
    /// Iterating a search gives its events.
    public typealias Element = Event
    /// Iterating never throws: a failure arrives as the `failed` event.
    public typealias Failure = Never

    /// The events, ending with `finished` or `failed`. The stream keeps the newest events if the consumer falls
    /// behind (how many: `buffering` at the start); the final event is never dropped. Iterate it once.
    public let events: AsyncStream<Event>
    private let task: Task<Result<Event.Success, Event.Failure>, Never>

    /// Starts `body` at once as a task (on `executor` when given, e.g. ``SearchExecutor/shared`` for CPU-bound
    /// work); `body` reports progress through `emit`, and its outcome becomes the final event and the result.
    public init(buffering: Int = 512, executor: (any TaskExecutor)? = nil,
                _ body: @escaping @Sendable (_ emit: @escaping @Sendable (Event) -> Void) async throws(Event.Failure) -> Event.Success) {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(buffering))
        self.events = events
        task = Task(executorPreference: executor) {
            let outcome: Result<Event.Success, Event.Failure>
            do throws(Event.Failure) {
                outcome = .success(try await body { continuation.yield($0) })
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let result): continuation.yield(.finished(result))
            case .failure(let error): continuation.yield(.failed(error))
            }
            continuation.finish()
            return outcome
        }
    }

    public func makeAsyncIterator() -> AsyncStream<Event>.Iterator { events.makeAsyncIterator() }

    /// Asks the search to stop; ``result()`` then returns the best solution found so far (within milliseconds).
    public func cancel() { task.cancel() }

    /// Waits for the search to end and returns its result. Cancelling the waiting task cancels the search.
    public func result() async throws(Event.Failure) -> Event.Success {
        let task = task
        let outcome = await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        return try outcome.get()
    }
}
