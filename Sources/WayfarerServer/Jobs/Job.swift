import Basemap
import Foundation
import OSRMFormat
import NIOConcurrencyHelpers

/// One job — a solve or a walking tour (its ``JobWork``) — with its status, its latest state, and the
/// Server-Sent Event streams of everyone watching it.
///
/// The work runs on its own threads and reports here: events to publish, the best candidate so far, and
/// finally a result or an error. Events reach subscribers in order; a subscriber that falls behind loses
/// its oldest unread events, never the newest (so the final `finished`/`failed` event always arrives). A
/// late subscriber first receives the current state — the latest event of each name in the work's
/// ``JobWork/replayed`` list, in that order, and the final event if the job is done — then live events.
final class Job: Sendable {
    /// The job's id (a UUID).
    let id: String
    /// What the job does.
    let work: any JobWork
    private let state = NIOLockedValueBox(State())

    private struct State {
        var status = JobStatus.queued
        var stop: (@Sendable () -> Void)?
        var cancelRequested = false
        var latest: [String: ServerSentEvent] = [:]
        var best: [UInt8]?
        var result: ResultDocument?
        /// Once the job has ended: its document, gzip'd (a result is written once and read rarely; kept ended jobs
        /// then take a fifth of the memory). `result` and `best` are let go.
        var packedDocument: [UInt8]?
        var error: APIError?
        /// Whether the final event has gone out (late subscribers get it made anew: see ``finalEvent()``).
        var isClosed = false
        var subscribers: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
        var nextSubscriber = 0
        var ended: ContinuousClock.Instant?
        var onEnd: (@Sendable (Job) -> Void)?
    }

    /// Told of everything the job reports, in order (nil: the job lives only in this process).
    let observer: (any JobObserver)?

    /// A queued job, with a new id unless it has one already (a job another replica started).
    init(work: any JobWork, id: String = UUID().uuidString.lowercased(), observer: (any JobObserver)? = nil) {
        self.id = id
        self.work = work
        self.observer = observer
    }

    /// The current status.
    var status: JobStatus { state.withLockedValue { $0.status } }

    /// When the job ended (nil while queued or running).
    var ended: ContinuousClock.Instant? { state.withLockedValue { $0.ended } }

    /// Why the job failed (nil unless it did).
    var error: APIError? { state.withLockedValue { $0.error } }

    /// Starts the work; `onEnd` is called once when the job has ended (at once if it was cancelled while
    /// queued).
    func start(onEnd: @escaping @Sendable (Job) -> Void) {
        let starting = state.withLockedValue { state -> Bool in
            guard state.status == .queued else { return false }
            state.status = .running
            state.onEnd = onEnd
            return true
        }
        guard starting else {
            onEnd(self)
            return
        }
        let stop = work.start(reporting: self)
        let stopNow = state.withLockedValue { state -> Bool in
            guard !state.status.isDone else { return false }
            state.stop = stop
            return state.cancelRequested
        }
        if stopNow { stop() }
    }

    /// Stops the work: a running job ends with what its work makes of its best so far (a solve routes its
    /// best order, a tour its best tour); a queued job ends at once, `cancelled`, without a result.
    /// Returns whether the job was still queued.
    @discardableResult
    func cancel() -> Bool {
        let (stop, wasQueued) = state.withLockedValue { state -> ((@Sendable () -> Void)?, Bool) in
            state.cancelRequested = true
            guard state.status == .queued else { return (state.stop, false) }
            state.status = .cancelled
            state.ended = .now
            return (nil, true)
        }
        stop?()
        if wasQueued {
            let final = ServerSentEvent(name: "finished", data: document())
            close(with: final)
            observer?.ended(self, status: .cancelled, final: final)
        }
        return wasQueued
    }

    /// The live event stream, beginning with the current state (see the type's description).
    /// - Throws: `TooManyRequests` (429) when `limit` streams of this job are open already.
    func subscribe(limit: Int) throws(APIError) -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self, bufferingPolicy: .bufferingNewest(64))
        let registered = try state.withLockedValue(throwing: { state throws(APIError) -> Int? in
            guard state.subscribers.count < limit else {
                throw APIError(.tooManyRequests, "\(state.subscribers.count) event streams of job \(id) are open (the server's limit); close one first",
                               status: .tooManyRequests)
            }
            for name in work.replayed { if let event = state.latest[name] { continuation.yield(event) } }
            if state.isClosed { return nil }
            let key = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[key] = continuation
            return key
        })
        if let registered {
            continuation.onTermination = { [weak self] _ in
                self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: registered) }
            }
        } else {
            continuation.yield(finalEvent())
            continuation.finish()
        }
        return stream
    }

    /// The job document: `id`, `kind`, `status`, what the work describes of its request; `best` while
    /// working; the result's members once done; `error` if it failed.
    func document() -> [UInt8] {
        let (status, best, result, error, packed) = state.withLockedValue { ($0.status, $0.best, $0.result, $0.error, $0.packedDocument) }
        if let packed, let document = Gzip.decompress(packed) { return document }
        var json = JSONWriter(capacity: 1024 + (result?.byteCount ?? 0))
        json.object { json in
            json.member("id", id)
            json.member("kind", work.kind)
            json.member("status", status.rawValue)
            work.describe(into: &json)
            if let best, result == nil {
                json.key("best")
                json.raw(best)
            }
            result?.write(into: &json)
            if let error {
                json.key("error")
                json.raw(OSRMEncoder.error(code: error.code, message: error.message, waypoints: error.waypoints))
            }
        }
        return json.bytes
    }

    // MARK: Reporting (called by the work)

    /// Sends `event` to every subscriber; if `remembered`, it is the latest of its name replayed to late ones.
    func publish(_ event: ServerSentEvent, remembered: Bool = true) {
        state.withLockedValue { state in
            if remembered { state.latest[event.name] = event }
            for subscriber in state.subscribers.values { subscriber.yield(event) }
            observer?.published(event, by: self)
        }
    }

    /// Forgets the progress so far — the remembered events of these names and the best candidate — when a
    /// new stage begins (a tour's next planning round, whose candidates visit other stops).
    func forgetProgress(_ names: [String]) {
        state.withLockedValue { state in
            for name in names { state.latest.removeValue(forKey: name) }
            state.best = nil
        }
    }

    /// Records the best candidate so far: the job document's `best` member while the job works.
    func recordBest(_ json: [UInt8]) {
        state.withLockedValue { state in
            state.best = json
            observer?.recordedBest(json, by: self)
        }
    }

    /// Ends the job with its result: `finished`, or `cancelled` if a cancel came first.
    func finish(_ result: ResultDocument) {
        end { state in
            state.status = state.cancelRequested ? .cancelled : .finished
            state.result = result
        }
    }

    /// Ends the job as `failed`.
    func fail(_ error: APIError) {
        end { state in
            state.status = .failed
            state.error = error
        }
    }

    /// Ends the job with a work's outcome: the value encoded as its result (off the cooperative thread
    /// pool: a long route's JSON takes a while), or the error as `describing` turns it into an ``APIError``.
    func conclude<Value: Sendable, Failure: Error>(_ outcome: Result<Value, Failure>?, describing: (Failure) -> APIError,
                                                   encode: @escaping @Sendable (Value) -> ResultDocument) async {
        switch outcome {
        case .success(let value): finish(await Offload.run { encode(value) })
        case .failure(let error): fail(describing(error))
        case nil: fail(APIError(.internalError, "the \(work.kind) job's work stopped without a result", status: .internalServerError))
        }
    }

    /// Records the outcome (once: a job that has ended stays as it ended), sends the final event, closes
    /// every stream and tells the job store.
    private func end(_ outcome: (inout State) -> Void) {
        let ending = state.withLockedValue { state -> Bool in
            guard !state.status.isDone else { return false }
            outcome(&state)
            state.stop = nil
            state.ended = .now
            return true
        }
        guard ending else { return }
        let document = document()
        let final = finalEvent(document: document)
        close(with: final)
        observer?.ended(self, status: status, final: final)
        let packed = Gzip.compress(document)
        if !packed.isEmpty {
            state.withLockedValue { state in
                state.packedDocument = packed
                state.result = nil
            }
        }
        if let onEnd = state.withLockedValue({ $0.onEnd }) { onEnd(self) }
    }

    /// `failed` with the error, or `finished` with the job document (`document`, when already written). Made when
    /// it is sent rather than kept: an ended job holds its document once, gzip'd (a long route's document is
    /// hundreds of kilobytes, and the server keeps many ended jobs).
    private func finalEvent(document: [UInt8]? = nil) -> ServerSentEvent {
        if let error = state.withLockedValue({ $0.error }) {
            return ServerSentEvent(name: "failed", data: OSRMEncoder.error(code: error.code, message: error.message, waypoints: error.waypoints))
        }
        return ServerSentEvent(name: "finished", data: document ?? self.document())
    }

    /// Sends the final event to every subscriber and closes every stream; the best candidate, superseded by the
    /// result, is let go.
    private func close(with final: ServerSentEvent) {
        let closing = state.withLockedValue { state -> [AsyncStream<ServerSentEvent>.Continuation] in
            state.isClosed = true
            if state.result != nil { state.best = nil }
            for subscriber in state.subscribers.values { subscriber.yield(final) }
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in closing { subscriber.finish() }
    }
}

/// What follows a job from outside (``PostgresJobStore`` keeps its events, best candidate and end in the database).
/// Its methods are called in the order the job reports, some while the job holds its lock: they must only hand
/// the report on, never wait.
protocol JobObserver: Sendable {
    /// The job published `event`.
    func published(_ event: ServerSentEvent, by job: Job)
    /// The job's best candidate so far is `json`.
    func recordedBest(_ json: [UInt8], by job: Job)
    /// The job ended with `status`; `final` is its last event (`finished` with the document, or `failed`).
    func ended(_ job: Job, status: JobStatus, final: ServerSentEvent)
}
