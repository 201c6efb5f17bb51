import Basemap
import Foundation
import Logging
import OSRMFormat
import PostgresNIO

extension PostgresJobStore {
    /// Claims queued jobs (and jobs whose replica stopped renewing their lease), renews the leases of the jobs
    /// running here, hears the other replicas' announcements and drops expired jobs, until the task is cancelled.
    func run(makeWork: @escaping JobWorkMaker, canTakeJobs: @escaping @Sendable () -> Bool) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.listen() }
            group.addTask { await self.claim(makeWork, while: canTakeJobs) }
            group.addTask { await self.every(self.lease / 3) { await self.renewLeases() } }
            group.addTask { await self.every(.seconds(10)) { await self.expire() } }
            // A lost announcement or an expired lease costs at most a second.
            group.addTask {
                await self.every(.seconds(1)) {
                    self.wakeClaims()
                    self.feed.pokeAll()
                }
            }
            await group.waitForAll()
        }
    }

    /// Runs `body` every `interval` until the task is cancelled.
    private func every(_ interval: Duration, _ body: @Sendable () async -> Void) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            guard !Task.isCancelled else { return }
            await body()
        }
    }

    /// Hears `NOTIFY wayfarer`: `queued`, `event ID SEQ`, `cancel ID`, `deleted ID`; listens again after losing
    /// the connection.
    private func listen() async {
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: "wayfarer") { notifications in
                        // Whatever was announced while not listening is caught up with now.
                        self.wakeClaims()
                        self.feed.pokeAll()
                        for try await notification in notifications { self.heard(notification.payload) }
                    }
                }
            } catch {
                guard !Task.isCancelled else { return }
                logger.warning("job database: listening again", metadata: ["error": "\(String(reflecting: error))"])
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    private func heard(_ payload: String) {
        let parts = payload.split(separator: " ")
        guard let what = parts.first else { return }
        let id = parts.count > 1 ? String(parts[1]) : ""
        switch what {
        case "queued": wakeClaims()
        case "event": feed.poke(id)
        case "cancel": localJobs[id]?.cancel()
        case "deleted":
            localJobs[id]?.cancel()
            feed.poke(id)
        default: break
        }
    }

    /// Claims jobs while this replica has free slots and `canTakeJobs` (a replica whose map file was changed in place
    /// would fail every job it took: it leaves them to the others), each time it is woken.
    private func claim(_ makeWork: @escaping JobWorkMaker, while canTakeJobs: @escaping @Sendable () -> Bool) async {
        for await _ in claimWakeUps {
            while localJobs.count < limits.runningJobs, !isStopping, !Task.isCancelled, canTakeJobs() {
                guard let claimed = try? await claimOne() else { break }
                start(claimed, makeWork: makeWork)
            }
        }
    }

    /// A job claimed here: what it is, how many times it was claimed, whether it was cancelled, and the number of
    /// its last event so far.
    struct Claimed {
        var id: String
        var kind: String
        var body: [UInt8]
        var attempts: Int
        var cancelRequested: Bool
        var lastEvent: Int
        /// The order of the best candidate an earlier run stored, if any.
        var bestOrder: [Int]?
    }

    /// The oldest queued job, or the oldest whose lease ran out, now held here; nil if there is none.
    private func claimOne() async throws(APIError) -> Claimed? {
        let seconds = Double(lease.components.seconds) + Double(lease.components.attoseconds) * 1e-18
        return try await database(within: lease) { [client, logger, replica] in
            let rows = try await client.query("""
                UPDATE wayfarer_jobs SET status = 'running', owner = \(replica), attempts = attempts + 1,
                    lease_until = clock_timestamp() + make_interval(secs => \(seconds))
                WHERE id = (SELECT id FROM wayfarer_jobs
                            WHERE status = 'queued' OR (status = 'running' AND lease_until < clock_timestamp())
                            ORDER BY created LIMIT 1 FOR UPDATE SKIP LOCKED)
                RETURNING id, kind, body, attempts, cancel_requested,
                    (SELECT coalesce(max(seq), 0) FROM wayfarer_job_events WHERE job = wayfarer_jobs.id), best
                """, logger: logger)
            for try await (id, kind, body, attempts, cancelled, last, best) in rows.decode((String, String, ByteBuffer, Int, Bool, Int, String?).self) {
                let order = best.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }?["order"] as? [Int]
                return Claimed(id: id, kind: kind, body: Array(buffer: body), attempts: attempts, cancelRequested: cancelled, lastEvent: last,
                               bestOrder: order)
            }
            return nil
        }
    }

    /// Starts a claimed job here: its work made again from its request, `resumed` published first when another
    /// replica had it before.
    private func start(_ claimed: Claimed, makeWork: JobWorkMaker) {
        let recorder = JobRecorder(store: self, id: claimed.id, attempt: claimed.attempts, nextEvent: claimed.lastEvent + 1)
        let work: any JobWork
        do { work = try makeWork(claimed.kind, claimed.body) } catch {
            // The request no longer reads here (another map, another version): the job fails, once.
            let job = Job(work: UnreadableWork(kind: claimed.kind), id: claimed.id, observer: recorder)
            guard adopt(job, recorder: recorder) else { return handBackLate(recorder) }
            job.start { [weak self] job in self?.ended(job) }
            job.fail(error)
            return
        }
        let job = Job(work: claimed.bestOrder.map { work.resumed(from: $0) } ?? work, id: claimed.id, observer: recorder)
        guard adopt(job, recorder: recorder) else { return handBackLate(recorder) }
        logger.info("job claimed", metadata: ["job": "\(claimed.id)", "attempt": "\(claimed.attempts)"])
        if claimed.attempts > 1 {
            var json = JSONWriter()
            json.object { json in
                json.member("attempt", claimed.attempts)
                json.member("replica", replica)
                json.member("fromBest", claimed.bestOrder != nil)
            }
            job.publish(ServerSentEvent(name: "resumed", data: json.bytes), remembered: false)
        }
        job.start { [weak self] job in self?.ended(job) }
        if claimed.cancelRequested { job.cancel() }
    }

    /// Hands back a job claimed while this replica began to stop (after it handed its other jobs back).
    private func handBackLate(_ recorder: JobRecorder) {
        recorder.detach()
        Task { await handBack() }
    }

    /// Renews the leases of the jobs running here; cancels those cancelled elsewhere, and stops those whose lease
    /// another replica — or a later claim here — has taken (their writes are ignored from then on).
    private func renewLeases() async {
        let running = localRuns
        guard !running.isEmpty else { return }
        let seconds = Double(lease.components.seconds) + Double(lease.components.attoseconds) * 1e-18
        // Only the runs going on here: a row this replica claimed but runs no more lets its lease lapse.
        let ids = Array(running.keys), attempts = ids.map { running[$0]!.attempt }
        guard let held = try? await database(within: lease, { [client, logger, replica] in
            var held: [String: Bool] = [:]
            let rows = try await client.query("""
                UPDATE wayfarer_jobs SET lease_until = clock_timestamp() + make_interval(secs => \(seconds))
                WHERE owner = \(replica) AND status = 'running' AND (id, attempts) IN (SELECT * FROM unnest(\(ids)::text[], \(attempts)::int[]))
                RETURNING id, cancel_requested
                """, logger: logger)
            for try await (id, cancelled) in rows.decode((String, Bool).self) { held[id] = cancelled }
            return held
        }) else { return }
        for (id, run) in running where run.job.status == .running {
            if let cancelled = held[id] {
                if cancelled { run.job.cancel() }
            } else {
                logger.warning("job lease lost: the job was claimed again", metadata: ["job": "\(id)", "attempt": "\(run.attempt)"])
                run.job.cancel()
            }
        }
    }

    /// Drops ended jobs past their retention time, then the oldest beyond the count limit.
    private func expire() async {
        _ = try? await database(within: lease) { [client, logger, limits] in
            try await client.query("""
                DELETE FROM wayfarer_jobs WHERE ended < clock_timestamp() - make_interval(secs => \(limits.finishedJobSeconds))
                """, logger: logger)
            try await client.query("""
                DELETE FROM wayfarer_jobs WHERE id IN (SELECT id FROM wayfarer_jobs WHERE ended IS NOT NULL ORDER BY ended DESC OFFSET \(limits.finishedJobs))
                """, logger: logger)
        }
    }

    // MARK: Writes of a job running here (each only while this replica holds it)

    /// Adds event number `seq` of run `attempt` and announces it.
    func append(_ event: ServerSentEvent, seq: Int, job id: String, attempt: Int) async {
        await writeProgress("""
            WITH added AS (
                INSERT INTO wayfarer_job_events (job, seq, name, data)
                SELECT id, \(seq), \(event.name), \(String(decoding: event.data, as: UTF8.self)) FROM wayfarer_jobs
                WHERE id = \(id) AND owner = \(replica) AND attempts = \(attempt) AND status = 'running'
                ON CONFLICT DO NOTHING RETURNING job, seq)
            SELECT pg_notify('wayfarer', 'event ' || job || ' ' || seq) FROM added
            """)
    }

    /// Keeps the best candidate so far of run `attempt`, the document's `best` while the job runs.
    func saveBest(_ json: [UInt8], job id: String, attempt: Int) async {
        await writeProgress("""
            UPDATE wayfarer_jobs SET best = \(String(decoding: json, as: UTF8.self))
            WHERE id = \(id) AND owner = \(replica) AND attempts = \(attempt) AND status = 'running'
            """)
    }

    /// Runs a write of a running job's progress without waiting for the database to flush it to disk
    /// (`synchronous_commit` off): subscribers hear of the event at once instead of after an `fsync` (often tens of
    /// milliseconds). A crash of PostgreSQL itself may lose the last fraction of a second of progress, never
    /// a job or an end: submissions and ends commit synchronously, and flushing an end flushes all before it.
    private func writeProgress(_ query: PostgresQuery) async {
        _ = try? await database(within: lease) { [client, logger] in
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SET LOCAL synchronous_commit TO off", logger: logger)
                try await connection.query(query, logger: logger)
            }
        }
    }

    /// Ends the job: its status and document, and its final event as number `seq`. Only the run holding the job
    /// (this replica, claim `attempt`) ends it; a run that lost it has its outcome dropped.
    func end(job id: String, attempt: Int, status: JobStatus, document: [UInt8], final: ServerSentEvent, seq: Int) async {
        let ended = try? await database(within: lease) { [client, logger, replica] in
            try await client.withTransaction(logger: logger) { connection -> Bool in
                var held = false
                for try await _ in try await connection.query("""
                    UPDATE wayfarer_jobs SET status = \(status.rawValue), document = \(ByteBuffer(bytes: Gzip.compress(document))),
                        ended = clock_timestamp(), owner = NULL, lease_until = NULL, best = NULL
                    WHERE id = \(id) AND owner = \(replica) AND attempts = \(attempt) AND status = 'running' RETURNING id
                    """, logger: logger) { held = true }
                guard held else { return false }
                try await connection.query("""
                    INSERT INTO wayfarer_job_events (job, seq, name, data) VALUES (\(id), \(seq), \(final.name), \(String(decoding: final.data, as: UTF8.self)))
                    """, logger: logger)
                try await connection.query("SELECT pg_notify('wayfarer', \("event \(id) \(seq)"))", logger: logger)
                return true
            }
        }
        if ended != true { logger.warning("job ended here but is no longer held here: its outcome is dropped", metadata: ["job": "\(id)"]) }
    }
}

/// The work of a job whose request no longer reads: it only fails.
private struct UnreadableWork: JobWork {
    var kind: String
    var replayed: [String] { [] }
    func describe(into json: inout JSONWriter) {}
    func start(reporting job: Job) -> @Sendable () -> Void { {} }
}
