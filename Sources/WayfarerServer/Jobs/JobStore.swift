import Logging
import NIOConcurrencyHelpers

/// Every job of this process (solves and walking tours alike), the default ``JobRegistry``: at most
/// ``ServerLimits/runningJobs`` run at once (the rest wait, `queued`, up to ``ServerLimits/queuedJobs``), and ended
/// jobs are kept for ``ServerLimits/finishedJobSeconds``, at most ``ServerLimits/finishedJobs`` of them, then evicted
/// — so memory stays bounded however many jobs are submitted.
final class JobStore: JobRegistry {
    private let limits: ServerLimits
    private let logger: Logger
    private let state = NIOLockedValueBox(State())

    private struct State {
        var jobs: [String: Job] = [:]
        var queue: [Job] = []
        var running = 0
        /// Ended jobs, oldest first.
        var ended: [Job] = []
    }

    init(limits: ServerLimits, logger: Logger) {
        self.limits = limits
        self.logger = logger
    }

    /// Adds a job and starts it if a slot is free.
    /// - Throws: `Overloaded` (503) when too many jobs are already waiting.
    func submit(_ job: Job) throws(APIError) {
        let startNow = try state.withLockedValue(throwing: { state throws(APIError) -> Bool in
            evict(&state)
            if state.running < limits.runningJobs {
                state.jobs[job.id] = job
                state.running += 1
                return true
            }
            guard state.queue.count < limits.queuedJobs else {
                throw APIError(.overloaded, "\(state.queue.count) jobs are already waiting (the server's limit); try again when some have finished",
                               status: .serviceUnavailable)
            }
            state.jobs[job.id] = job
            state.queue.append(job)
            return false
        })
        logger.info("job submitted", metadata: ["job": "\(job.id)", "kind": "\(job.work.kind)", "queued": "\(!startNow)"])
        if startNow { run(job) }
    }

    /// The job with this id, if it is still kept.
    func job(_ id: String) -> Job? {
        state.withLockedValue { state in
            evict(&state)
            return state.jobs[id]
        }
    }

    /// Cancels a job (see ``Job/cancel()``); nil if there is no such job.
    func cancelJob(_ id: String) -> Job? {
        guard let job = job(id) else { return nil }
        if job.cancel() {
            state.withLockedValue { state in
                state.queue.removeAll { $0 === job }
                if !state.ended.contains(where: { $0 === job }) { state.ended.append(job) }
            }
        }
        return job
    }

    /// Cancels a job and forgets it at once: later requests for it answer `404`; its event stream still ends
    /// with the cancellation. False if there is no such job.
    func deleteJob(_ id: String) -> Bool {
        guard let job = cancelJob(id) else { return false }
        state.withLockedValue { state in
            state.jobs.removeValue(forKey: id)
            state.ended.removeAll { $0 === job }
        }
        return true
    }

    /// Cancels every job (at shutdown).
    func cancelAll() {
        let (jobs, running, queued) = state.withLockedValue { (Array($0.jobs.values), $0.running, $0.queue.count) }
        if running + queued > 0 {
            logger.notice("stopping: jobs kept in this process end with it", metadata: ["running": "\(running)", "queued": "\(queued)"])
        }
        for job in jobs { job.cancel() }
    }

    /// The number of jobs running, queued and ended (still kept).
    func counts() -> JobCounts? {
        state.withLockedValue { JobCounts(running: $0.running, queued: $0.queue.count, finished: $0.ended.count) }
    }

    private func run(_ job: Job) {
        job.start { [weak self] job in self?.jobEnded(job) }
    }

    /// Frees the job's slot and starts the next queued job.
    private func jobEnded(_ job: Job) {
        var metadata: Logger.Metadata = ["job": "\(job.id)", "status": "\(job.status.rawValue)"]
        if let error = job.error { metadata["error"] = "\(error.code): \(error.message)" }
        logger.info("job ended", metadata: metadata)
        let next = state.withLockedValue { state -> Job? in
            state.running -= 1
            // A deleted job is forgotten already; only kept jobs wait for eviction.
            if state.jobs[job.id] === job, !state.ended.contains(where: { $0 === job }) { state.ended.append(job) }
            evict(&state)
            guard !state.queue.isEmpty else { return nil }
            state.running += 1
            return state.queue.removeFirst()
        }
        if let next { run(next) }
    }

    /// Drops ended jobs past their retention time, then the oldest beyond the count limit.
    private func evict(_ state: inout State) {
        let now = ContinuousClock.now
        let expired = state.ended.prefix { job in job.ended.map { now - $0 > .seconds(limits.finishedJobSeconds) } ?? false }
        var dropped = expired.count
        dropped = max(dropped, state.ended.count - limits.finishedJobs)
        guard dropped > 0 else { return }
        for job in state.ended.prefix(dropped) { state.jobs.removeValue(forKey: job.id) }
        state.ended.removeFirst(dropped)
    }
}

// MARK: JobRegistry

extension JobStore {
    func submit(_ work: any JobWork, body: [UInt8]) throws(APIError) -> (id: String, status: JobStatus) {
        let job = Job(work: work)
        try submit(job)
        return (job.id, job.status)
    }

    func document(of id: String) throws(APIError) -> [UInt8] {
        guard let job = job(id) else { throw .unknownJob(id) }
        return job.document()
    }

    func cancel(_ id: String) throws(APIError) -> [UInt8] {
        guard let job = cancelJob(id) else { throw .unknownJob(id) }
        return job.document()
    }

    func delete(_ id: String) throws(APIError) {
        guard deleteJob(id) else { throw .unknownJob(id) }
    }

    func lastEventNumber(of id: String) -> Int? { nil }

    func events(of id: String, limit: Int, after: Int?) throws(APIError) -> AsyncStream<ServerSentEvent> {
        guard let job = job(id) else { throw .unknownJob(id) }
        return try job.subscribe(limit: limit)
    }

    /// Nothing runs in the background: jobs start when submitted (which a damaged map refuses) or when a slot frees.
    func run(makeWork: @escaping JobWorkMaker, canTakeJobs: @escaping @Sendable () -> Bool) async {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }
}
