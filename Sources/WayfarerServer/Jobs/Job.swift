import Directions
import Foundation
import Synchronization
import TripPlanning

/// One solve job: a trip being planned on the ``TripPlanner``'s own threads, its latest state, and the
/// Server-Sent Event streams of everyone watching it.
///
/// Events reach subscribers in order; a subscriber that falls behind loses its oldest unread events, never
/// the newest (so the final `finished`/`failed` event always arrives). A late subscriber first receives the
/// current state — `matrix`, the latest `phase` and the best `improved` so far, and the final event if the
/// job is done — then live events.
final class Job: Sendable {
    /// The job's id (a UUID).
    let id: String
    /// What to plan.
    let request: TripRequest
    /// The instruction language (English when nil).
    let language: InstructionLanguage?
    private let state = Mutex(State())

    private struct State {
        var status = JobStatus.queued
        var search: TripSearch?
        var cancelRequested = false
        var latest: [String: ServerSentEvent] = [:]
        var best: TripProgress?
        var result: JobResult?
        var error: APIError?
        var final: ServerSentEvent?
        var subscribers: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
        var nextSubscriber = 0
        var ended: ContinuousClock.Instant?
    }

    /// Events a late subscriber is sent first, in this order (the final event comes after them).
    private static let replayed = ["matrix", "phase", "improved"]

    /// A queued job.
    init(request: TripRequest, language: InstructionLanguage?) {
        id = UUID().uuidString.lowercased()
        self.request = request
        self.language = language
    }

    /// The current status.
    var status: JobStatus { state.withLock { $0.status } }

    /// When the job ended (nil while queued or running).
    var ended: ContinuousClock.Instant? { state.withLock { $0.ended } }

    /// Starts planning; `onEnd` is called once when the job has ended.
    func start(planner: TripPlanner, onEnd: @escaping @Sendable (Job) -> Void) {
        guard !status.isDone else {  // cancelled while it was being taken from the queue
            onEnd(self)
            return
        }
        let search: TripSearch
        do {
            search = try planner.start(request)
        } catch {
            end(status: .failed, result: nil, error: APIError(error))
            onEnd(self)
            return
        }
        let cancelNow = state.withLock { state -> Bool in
            state.status = .running
            state.search = search
            return state.cancelRequested
        }
        if cancelNow { search.cancel() }
        Task {
            for await event in search.events {
                await handle(event)
            }
            onEnd(self)
        }
    }

    /// Stops the search: a running job keeps its best order so far and still routes it; a queued job
    /// ends at once, `cancelled`, without a route. Returns whether the job was still queued.
    @discardableResult
    func cancel() -> Bool {
        let (search, wasQueued) = state.withLock { state -> (TripSearch?, Bool) in
            state.cancelRequested = true
            return (state.search, state.status == .queued)
        }
        search?.cancel()
        if wasQueued { end(status: .cancelled, result: nil, error: nil) }
        return wasQueued
    }

    /// The live event stream, beginning with the current state (see the type's description).
    func subscribe() -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self, bufferingPolicy: .bufferingNewest(64))
        let registered = state.withLock { state -> Int? in
            for name in Self.replayed { if let event = state.latest[name] { continuation.yield(event) } }
            if let final = state.final {
                continuation.yield(final)
                return nil
            }
            let key = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[key] = continuation
            return key
        }
        if let registered {
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.subscribers.removeValue(forKey: registered) }
            }
        } else {
            continuation.finish()
        }
        return stream
    }

    /// The job document: `id`, `status`, `profile`, `stops`; `best` while searching; `order`, `route`,
    /// `directions` and `summary` once planned; `error` if it failed.
    func document() -> [UInt8] {
        let (status, best, result, error) = state.withLock { ($0.status, $0.best, $0.result, $0.error) }
        var json = JSONWriter(capacity: 1024 + (result?.route.count ?? 0) + (result?.directions.count ?? 0))
        json.object { json in
            json.member("id", id)
            json.member("status", status.rawValue)
            json.member("profile", request.profile)
            json.member("stops", request.stops.count)
            if let best, result == nil {
                json.key("best")
                json.object { json in
                    json.key("order")
                    json.array { json in for stop in best.order { json.value(stop) } }
                    json.member("cost", OSRMEncoder.rounded(best.cost))
                    json.member("elapsed", (best.elapsed * 1000).rounded() / 1000)
                    json.member("phase", best.phase.rawValue)
                }
            }
            if let result {
                json.key("order")
                json.array { json in for stop in result.order { json.value(stop) } }
                json.key("route"); json.raw(result.route)
                json.key("directions"); json.raw(result.directions)
                json.key("summary"); json.raw(result.summary)
            }
            if let error {
                json.key("error")
                json.object { json in
                    json.member("code", error.code)
                    json.member("message", error.message)
                }
            }
        }
        return json.bytes
    }

    // MARK: Events

    private func handle(_ event: TripEvent) async {
        switch event {
        case .matrixReady(let stops, let seconds):
            publish(ServerSentEvent(name: "matrix", data: Self.object { json in
                json.member("stops", stops)
                json.member("seconds", (seconds * 1000).rounded() / 1000)
            }))
        case .improved(let progress):
            // A worker's own improvement may still be worse than another worker's best: only the overall
            // best is remembered for late subscribers and the job document.
            let isBest = progress.cost <= progress.bestCost
            if isBest { state.withLock { $0.best = progress } }
            publish(remembered: isBest, ServerSentEvent(name: "improved", data: Self.object { json in
                json.key("order")
                json.array { json in for stop in progress.order { json.value(stop) } }
                json.member("cost", OSRMEncoder.rounded(progress.cost))
                json.member("bestCost", OSRMEncoder.rounded(progress.bestCost))
                json.member("elapsed", (progress.elapsed * 1000).rounded() / 1000)
                json.member("phase", progress.phase.rawValue)
                json.member("worker", progress.worker)
                json.key("geometry")
                GeometryFormat.writeLineString(progress.path, into: &json)
            }))
        case .phaseChanged(let worker, let phase, let elapsed):
            publish(ServerSentEvent(name: "phase", data: Self.object { json in
                json.member("worker", worker)
                json.member("phase", phase.rawValue)
                json.member("elapsed", (elapsed * 1000).rounded() / 1000)
            }))
        case .finished(let plan):
            let (request, language) = (request, language)
            let result = await Offload.run { JobResult(plan: plan, request: request, language: language) }
            let cancelled = state.withLock { $0.cancelRequested }
            end(status: cancelled ? .cancelled : .finished, result: result, error: nil)
        case .failed(let error):
            end(status: .failed, result: nil, error: APIError(error))
        }
    }

    /// Sends `event` to every subscriber; if `remembered`, it is the latest of its kind replayed to late ones.
    private func publish(remembered: Bool = true, _ event: ServerSentEvent) {
        state.withLock { state in
            if remembered { state.latest[event.name] = event }
            for subscriber in state.subscribers.values { subscriber.yield(event) }
        }
    }

    /// Ends the job: records the outcome, sends the final event and closes every stream.
    private func end(status: JobStatus, result: JobResult?, error: APIError?) {
        state.withLock { state in
            state.status = status
            state.result = result
            state.error = error
            state.search = nil
            state.ended = .now
        }
        let final: ServerSentEvent
        if let error {
            final = ServerSentEvent(name: "failed", data: OSRMEncoder.error(code: error.code, message: error.message))
        } else {
            final = ServerSentEvent(name: "finished", data: document())
        }
        let closing = state.withLock { state -> [AsyncStream<ServerSentEvent>.Continuation] in
            state.final = final
            for subscriber in state.subscribers.values { subscriber.yield(final) }
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in closing { subscriber.finish() }
    }

    private static func object(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var json = JSONWriter(capacity: 512)
        json.object(body)
        return json.bytes
    }
}
