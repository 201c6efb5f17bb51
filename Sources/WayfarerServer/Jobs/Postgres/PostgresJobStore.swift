import Basemap
import Foundation
import Logging
import OSRMFormat
import PostgresNIO
import NIOConcurrencyHelpers

/// Jobs kept in PostgreSQL and shared by every replica of the server (`wayfarer serve --jobs-db postgres://…`):
/// any replica queues a job, answers for it and streams its events; each runs up to
/// ``ServerLimits/runningJobs`` of them.
///
/// - A job is queued as a row with its request body. Replicas claim queued jobs with `FOR UPDATE SKIP LOCKED` and
///   hold a lease, renewed every third of its length. A replica that dies stops renewing: once the lease has run
///   out, another replica claims the job, makes its work again from the body and runs it anew, publishing
///   `resumed` first.
/// - Events are rows numbered from 1, written by the replica holding the job and announced with `NOTIFY`; a stream
///   replays the rows, then follows the announcements (and polls every second, so a lost one costs a second).
/// - Every write of a running job is conditional on holding its lease, so a job ends exactly once, by the replica
///   holding it; a replica that lost a lease has its writes ignored.
/// - Cancel and delete work from any replica (the holder hears of them through `NOTIFY`); ended jobs are kept for
///   ``ServerLimits/finishedJobSeconds``, at most ``ServerLimits/finishedJobs`` of them. A replica stopped
///   gracefully hands its jobs back to the queue for the others.
public final class PostgresJobStore: JobRegistry {
    /// How to reach the database and share jobs.
    public struct Configuration: Sendable {
        /// `postgres://user[:password]@host[:port]/database`, or a Unix socket:
        /// `postgres://user@/database?host=/run/postgresql`.
        public var url: String
        /// How long a replica holds a job without renewing its lease before another may take it over.
        public var lease: Duration
        /// This replica's name in the database (a job's `owner`); host, process id and a random part by default.
        public var replica: String

        public init(url: String, lease: Duration = .seconds(10), replica: String? = nil) {
            self.url = url
            self.lease = lease
            self.replica = replica ?? "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        }
    }

    let client: PostgresClient
    let limits: ServerLimits
    let logger: Logger
    /// This replica's name.
    let replica: String
    let lease: Duration
    private let clientTask: Task<Void, Never>
    /// The jobs running here, by id, with what records them, and whether this replica is stopping (it claims no
    /// more jobs and hands back any it still gets).
    private let local = NIOLockedValueBox<(jobs: [String: (job: Job, recorder: JobRecorder)], stopping: Bool)>(([:], false))
    /// This replica's event streams, by job.
    let feed = JobEventFeed()
    /// When a failure of the database was last logged, and how many since.
    private let failures = NIOLockedValueBox<(last: ContinuousClock.Instant?, since: Int)>((nil, 0))
    /// Wakes the claiming loop (a job was queued, one ended here, a second passed).
    private let claims = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

    /// Connects to the database and brings its tables to this server's schema.
    /// - Throws: a description of what failed (a bad URL, an unreachable database, a newer schema).
    public static func connect(_ configuration: Configuration, limits: ServerLimits, logger: Logger) async throws -> PostgresJobStore {
        let address = try DatabaseAddress(configuration.url)
        // One connection first, which fails with the reason (the pool retries for ever, and says it only in its logs),
        // and migrates the tables.
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: address.connection, id: 0, logger: logger)
        } catch {
            throw JobSchemaError(message: "cannot connect to the job database at \(address.place): \(DatabaseAddress.reason(error))")
        }
        let version: Int
        do {
            version = try await JobSchema.migrate(connection, logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
        var client = address.client
        client.options.additionalStartupParameters.append(("statement_timeout", "\(statementLimit)"))
        let store = PostgresJobStore(client: PostgresClient(configuration: client, backgroundLogger: logger),
                                     configuration: configuration, limits: limits, logger: logger)
        logger.info("job database ready", metadata: ["schema": "\(version)", "replica": "\(store.replica)"])
        return store
    }

    private init(client: PostgresClient, configuration: Configuration, limits: ServerLimits, logger: Logger) {
        self.client = client
        self.limits = limits
        self.logger = logger
        self.replica = configuration.replica
        self.lease = configuration.lease
        clientTask = Task { await client.run() }
    }


    // MARK: JobRegistry

    func submit(_ work: any JobWork, body: [UInt8]) async throws(APIError) -> (id: String, status: JobStatus) {
        let id = UUID().uuidString.lowercased()
        var described = JSONWriter()
        described.object { json in work.describe(into: &json) }
        let description = String(decoding: described.bytes.dropFirst().dropLast(), as: UTF8.self)
        let waiting = limits.queuedJobs + limits.runningJobs
        let queued = try await database { [client, logger, kind = work.kind] in
            try await client.withTransaction(logger: logger) { connection -> Bool in
                let rows = try await connection.query("SELECT count(*) FROM wayfarer_jobs WHERE status = 'queued'", logger: logger)
                var count = 0
                for try await value in rows.decode(Int.self) { count = value }
                guard count < waiting else { return false }
                try await connection.query("""
                    INSERT INTO wayfarer_jobs (id, kind, body, description, status) VALUES (\(id), \(kind), \(ByteBuffer(bytes: body)), \(description), 'queued')
                    """, logger: logger)
                try await connection.query("SELECT pg_notify('wayfarer', 'queued')", logger: logger)
                return true
            }
        }
        guard queued else {
            throw APIError(.overloaded, "\(waiting) jobs are already waiting (the server's limit); try again when some have finished",
                           status: .serviceUnavailable)
        }
        return (id, .queued)
    }

    func document(of id: String) async throws(APIError) -> [UInt8] {
        let row = try await database { [client, logger] in
            let rows = try await client.query("SELECT kind, status, description, best, document FROM wayfarer_jobs WHERE id = \(id)", logger: logger)
            for try await row in rows.decode((String, String, String, String?, ByteBuffer?).self) { return row as (String, String, String, String?, ByteBuffer?)? }
            return nil
        }
        guard let (kind, status, description, best, packed) = row else { throw .unknownJob(id) }
        if let packed, let document = Gzip.decompress(Array(buffer: packed)) { return document }
        return Self.document(id: id, kind: kind, status: status, description: description, best: best)
    }

    /// A job document of a job that has not ended, as ``Job/document()`` writes it: `description` is the work's
    /// own members (`"profile":"car","stopCount":12`), `best` the best candidate's JSON.
    static func document(id: String, kind: String, status: String, description: String, best: String?) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.member("id", id)
            json.member("kind", kind)
            json.member("status", status)
        }
        var bytes = json.bytes.dropLast()   // the closing brace: the stored members follow
        if !description.isEmpty { bytes += Array(",".utf8) + Array(description.utf8) }
        if let best { bytes += Array(",\"best\":".utf8) + Array(best.utf8) }
        return Array(bytes) + Array("}".utf8)
    }

    func cancel(_ id: String) async throws(APIError) -> [UInt8] {
        let found = try await database { [client, logger] in
            try await client.withTransaction(logger: logger) { connection -> Bool in
                let rows = try await connection.query("""
                    WITH old AS (SELECT id, status FROM wayfarer_jobs WHERE id = \(id) FOR UPDATE)
                    UPDATE wayfarer_jobs SET cancel_requested = true,
                        status = CASE WHEN old.status = 'queued' THEN 'cancelled' ELSE old.status END,
                        ended = CASE WHEN old.status = 'queued' THEN clock_timestamp() ELSE wayfarer_jobs.ended END
                    FROM old WHERE wayfarer_jobs.id = old.id
                    RETURNING old.status, wayfarer_jobs.kind, wayfarer_jobs.description
                    """, logger: logger)
                var found: (String, String, String)?
                for try await row in rows.decode((String, String, String).self) { found = row }
                guard let (was, kind, description) = found else { return false }
                if was == JobStatus.queued.rawValue {
                    // It never ran: it ends here, as a queued job cancelled in one process does.
                    let document = Self.document(id: id, kind: kind, status: JobStatus.cancelled.rawValue, description: description, best: nil)
                    try await connection.query("UPDATE wayfarer_jobs SET document = \(ByteBuffer(bytes: Gzip.compress(document))) WHERE id = \(id)", logger: logger)
                    try await connection.query("""
                        INSERT INTO wayfarer_job_events (job, seq, name, data) VALUES (\(id), 1, 'finished', \(String(decoding: document, as: UTF8.self)))
                        """, logger: logger)
                    try await connection.query("SELECT pg_notify('wayfarer', \("event \(id) 1"))", logger: logger)
                } else if was == JobStatus.running.rawValue {
                    try await connection.query("SELECT pg_notify('wayfarer', \("cancel \(id)"))", logger: logger)
                }
                return true
            }
        }
        guard found else { throw .unknownJob(id) }
        local.withLockedValue { $0.jobs[id]?.job }?.cancel()
        return try await document(of: id)
    }

    func delete(_ id: String) async throws(APIError) {
        let deleted = try await database { [client, logger] in
            try await client.withTransaction(logger: logger) { connection -> Bool in
                var deleted = false
                for try await _ in try await connection.query("DELETE FROM wayfarer_jobs WHERE id = \(id) RETURNING id", logger: logger) { deleted = true }
                if deleted { try await connection.query("SELECT pg_notify('wayfarer', \("deleted \(id)"))", logger: logger) }
                return deleted
            }
        }
        guard deleted else { throw .unknownJob(id) }
        local.withLockedValue { $0.jobs[id]?.job }?.cancel()
        feed.poke(id)
    }

    func events(of id: String, limit: Int, after: Int?) async throws(APIError) -> AsyncStream<ServerSentEvent> {
        guard var known = try await lastDocument(of: id) else { throw .unknownJob(id) }
        var knownAt = ContinuousClock.now
        let (key, pokes) = try feed.add(job: id, limit: limit)
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self)
        let pump = Task { [weak self] in
            var last = max(0, after ?? 0)
            pumping: for await _ in pokes {
                guard let self else { break }
                let rows: [(Int, ServerSentEvent)]?
                do { rows = try await self.events(of: id, after: last) } catch { continue }   // the next poke tries again
                guard let rows else {
                    // Deleted: the stream ends with the cancellation, as it does in one process (the document as last read).
                    continuation.yield(ServerSentEvent(name: "finished", data: Self.cancelled(known), number: last + 1))
                    break
                }
                for (seq, var event) in rows {
                    event.number = seq
                    continuation.yield(event)
                    last = seq
                    if event.isFinal { break pumping }
                }
                // What a deletion ends the stream with, read again at most every few seconds (not per batch of events).
                if !rows.isEmpty, ContinuousClock.now - knownAt > .seconds(3), let document = try? await self.lastDocument(of: id) {
                    (known, knownAt) = (document, ContinuousClock.now)
                }
            }
            continuation.finish()
            self?.feed.remove(job: id, key: key)
        }
        continuation.onTermination = { [weak self] _ in
            pump.cancel()
            self?.feed.remove(job: id, key: key)
        }
        feed.poke(id)
        return stream
    }

    func counts() async -> JobCounts? {
        var counts = JobCounts(running: 0, queued: 0, finished: 0)
        // The health check waits no longer than this: routing needs no database, and a balancer's check (HAProxy's every
        // second, its timeout as long) must not fail for it.
        let rows = try? await database(within: .milliseconds(500)) { [client, logger] in
            var found: [(String, Int)] = []
            for try await row in try await client.query("SELECT status, count(*) FROM wayfarer_jobs GROUP BY status", logger: logger).decode((String, Int).self) {
                found.append(row)
            }
            return found
        }
        guard let rows else { return nil }
        for (status, count) in rows {
            switch JobStatus(rawValue: status) {
            case .running: counts.running += count
            case .queued: counts.queued += count
            default: counts.finished += count
            }
        }
        return counts
    }

    /// Hands the jobs running here back to the queue, so that another replica goes on with them at once, and
    /// stops them here without recording their end.
    func cancelAll() async {
        let running = local.withLockedValue { local in
            defer { local = ([:], true) }
            return Array(local.jobs.values)
        }
        for (job, recorder) in running {
            recorder.detach()
            job.cancel()
        }
        await handBack()
        if !running.isEmpty { logger.notice("jobs handed back to the queue", metadata: ["count": "\(running.count)"]) }
    }

    /// Puts every job this replica holds back in the queue.
    func handBack() async {
        _ = try? await database { [client, logger, replica] in
            try await client.query("""
                UPDATE wayfarer_jobs SET status = 'queued', owner = NULL, lease_until = NULL WHERE owner = \(replica) AND status = 'running'
                """, logger: logger)
            try await client.query("SELECT pg_notify('wayfarer', 'queued')", logger: logger)
        }
    }

    // MARK: Queries

    func lastEventNumber(of id: String) async throws(APIError) -> Int? {
        try await database { [client, logger] in
            var last = 0
            for try await value in try await client.query("SELECT coalesce(max(seq), 0) FROM wayfarer_job_events WHERE job = \(id)",
                                                          logger: logger).decode(Int.self) { last = value }
            return last
        }
    }

    /// The job's document now (as ``document(of:)``); nil if there is no such job.
    private func lastDocument(of id: String) async throws(APIError) -> [UInt8]? {
        do { return try await document(of: id) } catch {
            if error.code == APIError.Code.notFound.rawValue { return nil }
            throw error
        }
    }

    /// A running job's document as it ends when deleted: `cancelled`, with what it had found.
    static func cancelled(_ document: [UInt8]) -> [UInt8] {
        guard var object = try? JSONSerialization.jsonObject(with: Data(document)) as? [String: Any] else { return document }
        object["status"] = JobStatus.cancelled.rawValue
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { [UInt8]($0) } ?? document
    }

    /// Whether a job of this id is kept.
    private func exists(_ id: String) async throws(APIError) -> Bool {
        try await database { [client, logger] in
            for try await _ in try await client.query("SELECT 1 FROM wayfarer_jobs WHERE id = \(id)", logger: logger) { return true }
            return false
        }
    }

    /// The job's events numbered after `last`, in order; nil if the job is gone.
    private func events(of id: String, after last: Int) async throws(APIError) -> [(Int, ServerSentEvent)]? {
        let rows = try await database { [client, logger] in
            var rows: [(Int, ServerSentEvent)] = []
            let query: PostgresQuery = "SELECT seq, name, data FROM wayfarer_job_events WHERE job = \(id) AND seq > \(last) ORDER BY seq"
            for try await (seq, name, data) in try await client.query(query, logger: logger).decode((Int, String, String).self) {
                rows.append((seq, ServerSentEvent(name: name, data: Array(data.utf8))))
            }
            return rows
        }
        if rows.isEmpty, try await !exists(id) { return nil }
        return rows
    }

    /// Runs `body` against the database; when it takes longer than `limit`, the caller is answered at once and `body`
    /// cancelled (a wait for a connection ends; a statement already sent ends at the server's `statement_timeout`,
    /// ``statementLimit``, its transaction rolled back: a submission given up commits nothing). A failure is logged
    /// and answered `503 Overloaded` without its details.
    func database<T: Sendable>(within limit: Duration = PostgresJobStore.requestLimit,
                               _ body: @escaping @Sendable () async throws -> T) async throws(APIError) -> T {
        do {
            let waiting = NIOLockedValueBox<CheckedContinuation<T, any Error>?>(nil)
            let timer = NIOLockedValueBox<Task<Void, Never>?>(nil)
            return try await withCheckedThrowingContinuation { continuation in
                waiting.withLockedValue { $0 = continuation }
                let work = Task {
                    let result: Result<T, any Error>
                    do { result = .success(try await body()) } catch { result = .failure(error) }
                    timer.withLockedValue { $0?.cancel() }
                    waiting.withLockedValue { $0.take() }?.resume(with: result)
                }
                timer.withLockedValue { timer in
                    timer = Task {
                        guard (try? await Task.sleep(for: limit)) != nil, let late = waiting.withLockedValue({ $0.take() }) else { return }
                        work.cancel()
                        late.resume(throwing: DatabaseTimeout(limit: limit))
                    }
                }
            }
        } catch {
            // At most a line every 10 s while the database is away (the health check asks every second).
            let quiet = failures.withLockedValue { failures -> Int? in
                let now = ContinuousClock.now
                if let last = failures.last, now - last < .seconds(10) {
                    failures.since += 1
                    return nil
                }
                defer { failures = (now, 0) }
                return failures.since
            }
            if let quiet {
                logger.error("job database", metadata: ["error": "\(String(reflecting: error))", "failures since the last line": "\(quiet)"])
            }
            throw APIError(.overloaded, "the job database cannot be reached; try again shortly", status: .serviceUnavailable)
        }
    }

    /// How long a request waits for the job database.
    static let requestLimit = Duration.seconds(5)
    /// How long one statement may run at the server (its `statement_timeout`, in milliseconds): no longer than a
    /// request waits, so that nothing a request gave up on commits later.
    static let statementLimit = 4_500

    /// A query that took longer than its limit.
    struct DatabaseTimeout: Error {
        let limit: Duration
    }

    // MARK: Running here

    /// Registers a job claimed here, with what records it; false (nothing registered) once this replica is stopping.
    /// An earlier run of the same job here (its lease lapsed, say while the database was away, and this replica
    /// claimed it again) is stopped, and writes nothing more.
    func adopt(_ job: Job, recorder: JobRecorder) -> Bool {
        let earlier = local.withLockedValue { local -> (job: Job, recorder: JobRecorder)?? in
            guard !local.stopping else { return nil }
            defer { local.jobs[job.id] = (job, recorder) }
            return .some(local.jobs[job.id])
        }
        guard let earlier else { return false }
        if let (run, writer) = earlier {
            logger.warning("job claimed again here: its earlier run stops", metadata: ["job": "\(job.id)", "attempt": "\(writer.attempt)"])
            writer.detach()
            run.cancel()
        }
        return true
    }

    /// Forgets a job that ended here (unless a later run of it took its place) and looks for another.
    func ended(_ job: Job) {
        local.withLockedValue { local in
            if local.jobs[job.id]?.job === job { local.jobs.removeValue(forKey: job.id) }
        }
        wakeClaims()
    }

    /// The jobs running here.
    var localJobs: [String: Job] { local.withLockedValue { $0.jobs.mapValues { $0.job } } }

    /// The jobs running here, with which claim of each they are.
    var localRuns: [String: (job: Job, attempt: Int)] { local.withLockedValue { $0.jobs.mapValues { ($0.job, $0.recorder.attempt) } } }

    /// Whether this replica is stopping: it claims no more jobs.
    var isStopping: Bool { local.withLockedValue { $0.stopping } }

    /// Asks the claiming loop to look for queued jobs.
    func wakeClaims() { claims.continuation.yield() }

    /// The claiming loop's wake-ups.
    var claimWakeUps: AsyncStream<Void> { claims.stream }

    deinit { clientTask.cancel() }
}
