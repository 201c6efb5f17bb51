import Foundation
import Logging
import TestSupport
import Testing
@testable import WayfarerServer

/// Jobs in PostgreSQL shared by replicas (``PostgresJobStore``): two services on one throwaway database, each
/// running the store's background work as `wayfarer serve --jobs-db` does.
@Suite(.enabled(if: ThrowawayPostgres.isAvailable, "PostgreSQL is not installed (apt-get install postgresql)"), .serialized)
struct PostgresJobTests {
    /// A replica: a service on Monaco whose jobs live in `database`, with its background work running.
    final class Replica: Sendable {
        let service: WayfarerService
        let store: PostgresJobStore
        let background: Task<Void, Never>

        init(database: String, name: String, limits: ServerLimits = ServerLimits(), lease: Duration = .seconds(2)) async throws {
            var logger = Logger(label: "test.\(name)")
            logger.logLevel = .warning
            let store = try await PostgresJobStore.connect(.init(url: database, lease: lease, replica: name), limits: limits, logger: logger)
            let service = WayfarerService(router: try #require(Monaco.router), mapName: "monaco", limits: limits, jobsDatabase: store, logger: logger)
            (self.store, self.service) = (store, service)
            background = Task {
                await store.run(makeWork: { kind, body throws(APIError) in try service.makeWork(kind: kind, body: body) },
                                canTakeJobs: { !service.isMapDamaged })
            }
        }

        /// Stops as a killed process would: no more lease renewals, nothing handed back.
        func die() {
            background.cancel()
        }

        /// Stops gracefully.
        func stop() async {
            await store.cancelAll()
            background.cancel()
            await background.value
        }
    }

    @Test func aJobQueuedOnOneReplicaIsServedAndStreamedByTheOther() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let a = try await Replica(database: database, name: "a"), b = try await Replica(database: database, name: "b")
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 1)) }
        let (stream, fromB) = try await b.service.withClient { client in
            (try await client.send("/api/v1/jobs/\(id)/events"), try await client.send("/api/v1/jobs/\(id)").object())
        }
        let events = try StreamEvents.parse(stream.text)
        #expect(events.first?.name == "matrix")
        #expect(events.filter { $0.name == "finished" }.count == 1 && events.last?.name == "finished")
        #expect(events.contains { $0.name == "improved" })
        #expect(fromB["status"] as? String == "finished")
        let fromA = try await a.service.withClient { client in try await client.send("/api/v1/jobs/\(id)").object() }
        #expect(fromA["order"] as? [Int] == fromB["order"] as? [Int] && (fromA["order"] as? [Int])?.count == 42)
        // A second stream, opened after the end, replays every event in the same order.
        let again = try await a.service.withClient { client in try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text) }
        #expect(again.map(\.name) == events.map(\.name))
        // A reconnect that missed the end gets the rest, final event included; one that saw it, 204.
        let count = events.count
        let (rest, done) = try await b.service.withClient { client in
            (try await client.send("/api/v1/jobs/\(id)/events", headers: [.init("Last-Event-ID")!: "2"]),
             try await client.send("/api/v1/jobs/\(id)/events", headers: [.init("Last-Event-ID")!: "\(count)"]))
        }
        #expect(try StreamEvents.parse(rest.text).map(\.name) == Array(events.map(\.name).dropFirst(2)))
        #expect(done.status == .noContent)
        let health = try await b.service.withClient { client in try await client.send("/api/v1/health").object() }
        #expect((health["jobs"] as? [String: Any])?["finished"] as? Int == 1)
        await a.stop()
        await b.stop()
    }

    @Test func aJobWhoseReplicaDiesIsTakenOverAndEndsOnce() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        var limits = ServerLimits()
        limits.runningJobs = 1
        let a = try await Replica(database: database, name: "a", limits: limits)
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 4)) }
        _ = try await a.service.withClient { client in try await client.wait(job: id, seconds: 10) { $0["status"] as? String == "running" } }
        let killed = ContinuousClock.now
        a.die()
        let b = try await Replica(database: database, name: "b", limits: limits)
        let events = try await b.service.withClient { client in try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text) }
        let names = events.map(\.name)
        let resumed = try #require(names.firstIndex(of: "resumed"), "\(names)")
        #expect(events[resumed].data["replica"] as? String == "b" && events[resumed].data["attempt"] as? Int == 2)
        // b went on from a's best order (TourOptions.startingOrder).
        #expect(events[resumed].data["fromBest"] as? Bool == true)
        #expect(names.filter { $0 == "finished" }.count == 1 && names.last == "finished")
        #expect(names[resumed...].contains("matrix"))   // the work began again on b
        // b took the job over within twice the lease, then ran its 4 s.
        #expect(ContinuousClock.now - killed < .seconds(4 + 4 + 2))
        // a's own run of the job ends after b took it: its outcome is dropped, and the stream stays as b wrote it.
        try await Task.sleep(for: .seconds(1))
        let after = try await b.service.withClient { client in try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text) }
        #expect(after.map(\.name) == names)
        await b.stop()
    }

    @Test("a job claimed again while its run goes on here stops that run, and ends once, from the later claim")
    func aLaterClaimStopsTheEarlierRun() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        var limits = ServerLimits()
        limits.runningJobs = 1
        let a = try await Replica(database: database, name: "a", limits: limits)
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 3)) }
        _ = try await a.service.withClient { client in try await client.wait(job: id, seconds: 10) { $0["status"] as? String == "running" } }
        // As if the lease had lapsed while the database was away and the job had been claimed again.
        try await a.store.client.query("UPDATE wayfarer_jobs SET attempts = attempts + 1 WHERE id = \(id)", logger: Logger(label: "test"))
        let events = try await a.service.withClient { client in
            _ = try await client.wait(job: id, seconds: 20) { JobDocument.isDone($0) }
            return try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
        }
        let names = events.map(\.name)
        // The first run stopped at the next renewal (its writes no longer its job's), the row's lease lapsed, and a
        // third claim ran it to its end.
        let resumed = try #require(events.last { $0.name == "resumed" }, "\(names)")
        #expect(resumed.data["attempt"] as? Int == 3)
        #expect(names.filter { $0 == "finished" }.count == 1 && names.last == "finished", "\(names)")
        await a.stop()
    }

    @Test("a reconnect with Last-Event-ID resumes after it on any replica; a deletion ends the stream with the job's document")
    func streamsResumeAndEndWithTheDocument() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let a = try await Replica(database: database, name: "a"), b = try await Replica(database: database, name: "b")
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 30)) }
        _ = try await a.service.withClient { client in try await client.wait(job: id, seconds: 10) { $0["status"] as? String == "running" } }
        async let resumed = b.service.withClient { client in
            try await client.send("/api/v1/jobs/\(id)/events", headers: [.init("Last-Event-ID")!: "1"]).text
        }
        try await Task.sleep(for: .seconds(1.5))
        let deleted = try await a.service.withClient { client in try await client.send("/api/v1/jobs/\(id)", .delete) }
        #expect(deleted.status == .noContent)
        let text = try await resumed
        let ids = text.split(separator: "\n").filter { $0.hasPrefix("id: ") }.compactMap { Int($0.dropFirst(4)) }
        // Event 1 (the matrix) was seen before the reconnect: the stream goes on at 2, one by one.
        #expect(ids.first == 2 && ids == Array(2..<(2 + ids.count)), "\(ids)")
        let events = try StreamEvents.parse(text)
        #expect(!events.contains { $0.name == "matrix" })
        let last = try #require(events.last)
        #expect(last.name == "finished" && last.data["status"] as? String == "cancelled" && last.data["kind"] as? String == "solve",
                "\(last.data)")
        #expect(last.data["stopCount"] as? Int == 42)
        await a.stop()
        await b.stop()
    }

    @Test("a database that does not answer: health at once (routing goes on), a submission 503 after its limit, leaving nothing")
    func aDatabaseThatHangs() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let a = try await Replica(database: database, name: "a")
        let logger = Logger(label: "test")
        // The jobs' table locked for 8 s: every query of it waits, as on a database that went away.
        let lock = Task {
            try await a.store.client.withTransaction(logger: logger) { connection in
                try await connection.query("LOCK TABLE wayfarer_jobs IN ACCESS EXCLUSIVE MODE", logger: logger)
                try await Task.sleep(for: .seconds(8))
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        let (health, submitted, waited) = try await a.service.withClient { client in
            let started = ContinuousClock.now
            let health = try await client.send("/api/v1/health")
            let answered = ContinuousClock.now - started
            let submitted = try await client.send("/api/v1/solve", .post, json: SolveJobTests.solveBody(timeLimit: 1))
            return (health, submitted, (answered, ContinuousClock.now - started - answered))
        }
        #expect(health.status == .ok && waited.0 < .seconds(2), "\(waited.0)")
        #expect(try health.object()["jobs"] is NSNull)
        #expect(submitted.status == .serviceUnavailable && waited.1 < .seconds(7), "\(submitted.status) after \(waited.1)")
        try await lock.value
        // The submission given up committed nothing.
        var rows = 0
        for try await count in try await a.store.client.query("SELECT count(*) FROM wayfarer_jobs", logger: logger).decode(Int.self) { rows = count }
        #expect(rows == 0)
        await a.stop()
    }

    @Test func cancelAndDeleteWorkFromAnyReplica() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let a = try await Replica(database: database, name: "a"), b = try await Replica(database: database, name: "b")
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 30)) }
        _ = try await a.service.withClient { client in try await client.wait(job: id, seconds: 10) { $0["status"] as? String == "running" } }
        let started = ContinuousClock.now
        let cancelled = try await b.service.withClient { client in
            _ = try await client.send("/api/v1/jobs/\(id)/cancel", .post)
            return try await client.wait(job: id, seconds: 20) { JobDocument.isDone($0) }
        }
        #expect(cancelled["status"] as? String == "cancelled")
        #expect((cancelled["order"] as? [Int])?.count == 42)   // the best order so far, routed
        #expect(ContinuousClock.now - started < .seconds(15))
        let deleted = try await a.service.withClient { client in try await client.send("/api/v1/jobs/\(id)", .delete) }
        #expect(deleted.status == .noContent)
        let (document, events) = try await b.service.withClient { client in
            (try await client.send("/api/v1/jobs/\(id)"), try await client.send("/api/v1/jobs/\(id)/events"))
        }
        #expect(document.status == .notFound && events.status == .notFound)
        await a.stop()
        await b.stop()
    }

    @Test func aGracefulStopHandsRunningJobsToAnotherReplica() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        var limits = ServerLimits()
        limits.runningJobs = 1
        let a = try await Replica(database: database, name: "a", limits: limits, lease: .seconds(30))
        let id = try await a.service.withClient { client in try await client.submit("/api/v1/solve", SolveJobTests.solveBody(timeLimit: 2)) }
        _ = try await a.service.withClient { client in try await client.wait(job: id, seconds: 10) { $0["status"] as? String == "running" } }
        await a.stop()
        let b = try await Replica(database: database, name: "b", limits: limits, lease: .seconds(30))
        // Handed back, the job needs no lease to run out (30 s here).
        let done = try await b.service.withClient { client in try await client.wait(job: id, seconds: 15) { JobDocument.isDone($0) } }
        #expect(done["status"] as? String == "finished")
        await b.stop()
    }

    @Test func theSchemaIsMadeOnceAndANewerOneIsRefused() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let logger = Logger(label: "test")
        let first = try await PostgresJobStore.connect(.init(url: database), limits: ServerLimits(), logger: logger)
        let second = try await PostgresJobStore.connect(.init(url: database), limits: ServerLimits(), logger: logger)
        #expect(try await second.client.withConnection { try await JobSchema.migrate($0, logger: logger) } == JobSchema.migrations.count)
        try await first.client.query("INSERT INTO wayfarer_migrations (version) VALUES (\(JobSchema.migrations.count + 1))", logger: logger)
        await #expect(throws: JobSchemaError.self) { _ = try await PostgresJobStore.connect(.init(url: database), limits: ServerLimits(), logger: logger) }
        #expect(throws: JobSchemaError.self) { _ = try DatabaseAddress("mysql://x@y/z") }
        // As libpq reads them: a socket folder and its port, a host name in ?host=; TLS asked for is refused, not ignored.
        #expect(try DatabaseAddress("postgres://w@/jobs?host=/run/postgresql&port=5433").place == "/run/postgresql/.s.PGSQL.5433")
        #expect(try DatabaseAddress("postgres://w@/jobs?host=db.internal").place == "db.internal:5432")
        #expect(throws: JobSchemaError.self) { _ = try DatabaseAddress("postgres://w@db/jobs?sslmode=require") }
    }

    @Test("a database that cannot be reached is one line naming why, at once: no endless retries")
    func unreachableDatabasesSayWhy() async throws {
        let database = try #require(ThrowawayPostgres.shared).database()
        let logger = Logger(label: "test")
        let missing = String(database[..<(database.lastIndex(of: "/") ?? database.endIndex)]) + "/no_such_database"
        for (url, reason) in [(missing, "database \"no_such_database\" does not exist"),
                              ("postgres://nobody_here@" + missing.split(separator: "@")[1], "role \"nobody_here\" does not exist"),
                              ("postgres://postgres@127.0.0.1:1/wayfarer", "127.0.0.1:1")] {
            let started = ContinuousClock.now
            await #expect {
                _ = try await PostgresJobStore.connect(.init(url: url), limits: ServerLimits(), logger: logger)
            } throws: { error in
                (error as? JobSchemaError)?.message.contains(reason) == true && "\(error)".contains("cannot connect to the job database")
            }
            #expect(ContinuousClock.now - started < .seconds(8), "\(url)")
        }
    }
}
