import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WayfarerServer

/// Solve jobs: submission, Server-Sent Events, cancellation, late subscribers, queueing and eviction.
@Suite(.serialized) struct SolveJobTests {
    /// 42 stops in a grid over Monaco.
    static let manyStops: String = {
        let points = (0..<6).flatMap { row in
            (0..<7).map { column in "[\(7.410 + Double(column) * 0.0035),\(43.728 + Double(row) * 0.0038)]" }
        }
        return "[" + points.joined(separator: ",") + "]"
    }()

    static func solveBody(stops: String = manyStops, timeLimit: Double, extra: String = "") -> String {
        #"{"profile":"car","stops":\#(stops),"timeLimit":\#(timeLimit),"roundTrip":true\#(extra)}"#
    }

    static func submit(_ client: any TestClientProtocol, _ body: String) async throws -> String {
        try await client.submit("/api/v1/solve", body)
    }

    @Test func eventStreamShowsFallingCostsThenTheFinalRoute() async throws {
        let service = try Monaco.service()
        let (events, job) = try await service.withClient { client in
            let id = try await Self.submit(client, Self.solveBody(timeLimit: 1.5, extra: #","language":"uk""#))
            let stream = try await client.send("/api/v1/jobs/\(id)/events")
            #expect(stream.headers[.contentType] == "text/event-stream")
            return (try StreamEvents.parse(stream.text), try await client.send("/api/v1/jobs/\(id)").object())
        }
        #expect(events.first?.name == "matrix")
        #expect(events.last?.name == "finished")
        let improved = events.filter { $0.name == "improved" }
        #expect(!improved.isEmpty)
        let best = improved.compactMap { $0.data["bestCost"] as? Double }
        #expect(best == best.sorted(by: >), "best costs must never rise: \(best)")
        for event in improved {
            let geometry = try #require(event.data["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "LineString")
            #expect((geometry["coordinates"] as? [[Double]])?.count == 43)
            #expect((event.data["order"] as? [Int])?.count == 42)
            for key in ["cost", "bestCost", "elapsed"] { #expect(Shape.number(event.data[key])) }
            #expect(event.data["phase"] is String && event.data["worker"] is Int)
        }
        let final = try #require(events.last?.data)
        #expect(final["status"] as? String == "finished")
        let order = try #require(final["order"] as? [Int])
        #expect(order.sorted() == Array(0..<42))
        let route = try #require(final["route"] as? [String: Any])
        #expect((route["legs"] as? [[String: Any]])?.count == 42)
        let summary = try #require(final["summary"] as? [String: Any])
        for key in ["distance", "duration", "matrixSeconds", "seconds"] { #expect(Shape.number(summary[key]), "summary.\(key)") }
        #expect(summary["provenOptimal"] is Bool)
        if let last = best.last, let cost = summary["cost"] as? Double { #expect(cost <= last + 0.1) }
        let directions = try #require(final["directions"] as? [[String: Any]])
        #expect(directions.first?["type"] as? String == "depart")
        #expect(directions.allSatisfy { ($0["bbox"] as? [Double])?.count == 4 && $0["instruction"] is String })
        #expect(job["status"] as? String == "finished")
        #expect(job["order"] as? [Int] == order)
    }

    @Test func cancelStopsAndKeepsTheBestSoFar() async throws {
        let service = try Monaco.service()
        try await service.withClient { client in
            let id = try await Self.submit(client, Self.solveBody(timeLimit: 30))
            _ = try await client.wait(job: id) { $0["best"] != nil || JobDocument.isDone($0) }
            let started = ContinuousClock.now
            let cancelled = try await client.send("/api/v1/jobs/\(id)/cancel", .post)
            #expect(cancelled.status == .ok)
            // The answer is the stopped job's: cancelled, with its result (not 'running' as it was asked).
            #expect(try cancelled.object()["status"] as? String == "cancelled", "\(cancelled.text.prefix(300))")
            let job = try await client.wait(job: id, until: JobDocument.isDone)
            #expect(ContinuousClock.now - started < .seconds(10), "cancelling must stop the 30 s search early")
            #expect(job["status"] as? String == "cancelled")
            #expect(job["route"] is [String: Any])
            #expect((job["order"] as? [Int])?.sorted() == Array(0..<42))
        }
    }

    @Test func lateSubscriberFirstGetsTheCurrentBest() async throws {
        let service = try Monaco.service()
        try await service.withClient { client in
            let id = try await Self.submit(client, Self.solveBody(timeLimit: 1))
            let running = try await client.wait(job: id) { $0["best"] != nil || JobDocument.isDone($0) }
            let seen = (running["best"] as? [String: Any])?["cost"] as? Double
            let events = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            let firstImproved = try #require(events.first { $0.name == "improved" })
            if let seen { #expect(try #require(firstImproved.data["bestCost"] as? Double) <= seen) }
            #expect(events.last?.name == "finished")
            // After the end: the replay is the current best, then the final event.
            let replay = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            #expect(replay.map(\.name).filter { $0 != "phase" } == ["matrix", "improved", "finished"])
            // A reconnect (an EventSource sends the last id it saw) to the ended job: 204, which stops its reconnects.
            let reconnect = try await client.send("/api/v1/jobs/\(id)/events", headers: [.init("Last-Event-ID")!: "7"])
            #expect(reconnect.status == .noContent && reconnect.body.isEmpty)
        }
    }

    @Test func failedJobStreamsFailed() async throws {
        let service = try Monaco.service()
        try await service.withClient { client in
            let id = try await Self.submit(client, Self.solveBody(stops: "[[7.4196,43.7313],[0.5,0.5]]", timeLimit: 1))
            let events = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            #expect(events.last?.name == "failed")
            #expect(events.last?.data["code"] as? String == "NoSegment")
            let job = try await client.send("/api/v1/jobs/\(id)").object()
            #expect(job["status"] as? String == "failed")
            #expect((job["error"] as? [String: Any])?["code"] as? String == "NoSegment")
        }
    }

    @Test func barriersAreRespected() async throws {
        let service = try Monaco.service()
        let barrier = #","barriers":{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"radius":40},"geometry":{"type":"Point","coordinates":[7.4215,43.7345]}}]}"#
        try await service.withClient { client in
            let stops = "[[\(Monaco.palace)],[\(Monaco.casino)]]"
            let free = try await client.wait(job: try await Self.submit(client, Self.solveBody(stops: stops, timeLimit: 1)), until: JobDocument.isDone)
            let blocked = try await client.wait(job: try await Self.submit(client, Self.solveBody(stops: stops, timeLimit: 1, extra: barrier)),
                                              until: JobDocument.isDone)
            let freeDistance = try #require((free["summary"] as? [String: Any])?["distance"] as? Double)
            let blockedDistance = try #require((blocked["summary"] as? [String: Any])?["distance"] as? Double)
            #expect(blockedDistance > freeDistance, "the barrier on Boulevard Albert 1er must force a detour")
        }
    }

    @Test func jobsBeyondTheRunningLimitQueue() async throws {
        var limits = ServerLimits()
        limits.runningJobs = 1
        let service = try Monaco.service(limits: limits)
        try await service.withClient { client in
            let first = try await Self.submit(client, Self.solveBody(timeLimit: 30))
            let second = try await Self.submit(client, Self.solveBody(timeLimit: 30))
            #expect(try await client.send("/api/v1/jobs/\(second)").object()["status"] as? String == "queued")
            let dequeued = try await client.send("/api/v1/jobs/\(second)/cancel", .post).object()
            #expect(dequeued["status"] as? String == "cancelled")
            #expect(dequeued["route"] == nil)
            // Deleting the running job frees its slot (and forgets it).
            #expect(try await client.send("/api/v1/jobs/\(first)", .delete).status == .noContent)
            #expect(try await client.send("/api/v1/jobs/\(first)").status == .notFound)
            #expect(try await client.send("/api/v1/jobs/\(first)", .delete).status == .notFound)
            #expect(try await client.send("/api/v1/jobs/\(first)/cancel", .post).status == .notFound)
        }
    }

    @Test func endedJobsAreEvicted() async throws {
        var limits = ServerLimits()
        limits.finishedJobs = 2
        limits.finishedJobSeconds = 1
        let service = try Monaco.service(limits: limits)
        try await service.withClient { client in
            var ids: [String] = []
            for _ in 0..<4 {
                let id = try await Self.submit(client, Self.solveBody(stops: "[[\(Monaco.palace)],[\(Monaco.casino)]]", timeLimit: 1))
                _ = try await client.wait(job: id, until: JobDocument.isDone)
                ids.append(id)
            }
            _ = try await Self.submit(client, Self.solveBody(stops: "[[\(Monaco.palace)],[\(Monaco.casino)]]", timeLimit: 1))
            let health = try await client.send("/api/v1/health").object()
            #expect(((health["jobs"] as? [String: Any])?["finished"] as? Int ?? 99) <= 2)
            #expect(try await client.send("/api/v1/jobs/\(ids[0])").status == .notFound)
            try await Task.sleep(for: .milliseconds(1200))
            #expect(try await client.send("/api/v1/jobs/\(ids[3])").status == .notFound, "kept past its retention time")
        }
    }
}
