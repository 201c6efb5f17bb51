import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// The deployment of `deploy/`, on loopback: PostgreSQL, two `wayfarer serve --jobs-db` replicas and HAProxy in
/// front. Jobs go in through the balancer, their events are streamed from the second replica, and the first is
/// killed with SIGKILL mid-way: every job must still finish exactly once, with a whole stream of events.
@Suite("Replicas behind HAProxy, jobs in PostgreSQL", .serialized)
struct DeploymentTests {
    static let binary = HemisphereTests.binary

    /// HAProxy, from the PATH or Debian's folder.
    static let haproxy: String? = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the test runs: under CI always (its script installs PostgreSQL and HAProxy), elsewhere when they are.
    static var canRun: Bool {
        FileManager.default.isExecutableFile(atPath: binary.path)
            && (ProcessInfo.processInfo.environment["CI"] == "true" || (ThrowawayPostgres.isAvailable && haproxy != nil))
    }

    /// Points across Monaco (each near a street): a grid of 6 × 5.
    static let stops = (0..<30).map { String(format: "%.4f,%.4f", 7.412 + Double($0 % 6) * 0.0035, 43.729 + Double($0 / 6) * 0.0032) }

    @Test("50 jobs through HAProxy, one replica killed mid-way: each finishes once, every stream is whole",
          .enabled(if: DeploymentTests.canRun), .timeLimit(.minutes(5)))
    func jobsSurviveAKilledReplica() async throws {
        let postgres = try #require(ThrowawayPostgres.shared, "PostgreSQL is not installed")
        let haproxy = try #require(Self.haproxy, "HAProxy is not installed")
        let database = try postgres.database()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-deploy-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("monaco.wayfarer").path
        let imported = try HemisphereTests().run(["import", try SharedData.url("osm/monaco.osm.pbf").path, "-o", map, "--profiles", "car"])
        try #require(imported.status == 0, "\(imported.error)")

        let base = Int.random(in: 20_000 ..< 50_000)
        let (front, ports) = (base, [base + 1, base + 2])
        var replicas: [Process] = []
        defer { for replica in replicas where replica.isRunning { replica.terminate(); replica.waitUntilExit() } }
        for port in ports {
            replicas.append(try Self.start(Self.binary.path, ["serve", "--map", map, "--port", "\(port)", "--jobs-db", database, "--job-lease", "2",
                                                              "--running-jobs", "2", "--log-level", "error"]))
        }
        // The balancer runs the shipped configuration, on this test's ports.
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("deploy/haproxy.cfg")
        let balancer = try Self.start(haproxy, ["-db", "-f", config.path], environment: [
            "WAYFARER_BIND": "127.0.0.1:\(front)", "WAYFARER_REPLICA1": "127.0.0.1:\(ports[0])", "WAYFARER_REPLICA2": "127.0.0.1:\(ports[1])",
        ])
        defer { balancer.terminate(); balancer.waitUntilExit() }
        for port in ports + [front] { try await Self.waitForHealth(port: port) }

        // 50 jobs in through the balancer, each streamed from the second replica from the start.
        var ids: [String] = []
        for index in 0 ..< 50 {
            // 20 stops: too many to be proved optimal at once, so each job runs its whole second.
            let chosen = (0 ..< 20).map { Self.stops[(index + $0) % Self.stops.count] }.map { "[\($0)]" }.joined(separator: ",")
            let reply = try await Self.post(port: front, path: "/api/v1/solve", json: #"{"profile":"car","timeLimit":1.5,"stops":[\#(chosen)]}"#)
            ids.append(try #require(reply["id"] as? String, "\(reply)"))
        }
        let streams = try ids.map { id in try Self.stream(port: ports[1], path: "/api/v1/jobs/\(id)/events") }
        // The first replica dies with jobs in hand.
        try await Task.sleep(for: .seconds(4))
        kill(replicas[0].processIdentifier, SIGKILL)
        replicas[0].waitUntilExit()

        var resumed = 0
        for (id, stream) in zip(ids, streams) {
            let names = stream.wait().split(separator: "\n").filter { $0.hasPrefix("event: ") }.map { String($0.dropFirst(7)) }
            // A job whose replica died before its first event starts with `resumed`; then, as every job, with `matrix`.
            #expect(names.first == "matrix" || names.prefix(2) == ["resumed", "matrix"], "job \(id): \(names)")
            #expect(names.last == "finished" && names.filter { $0 == "finished" || $0 == "failed" }.count == 1, "job \(id): \(names)")
            if names.contains("resumed") { resumed += 1 }
            let job = try await Self.get(port: front, path: "/api/v1/jobs/\(id)")
            #expect(job["status"] as? String == "finished", "job \(id): \(job["status"] ?? "none")")
        }
        #expect(resumed >= 1, "no job was running on the killed replica")
        // Exactly once: one final event per job, every job finished.
        let once = try Self.psql(database: database, """
            SELECT count(*) FROM (SELECT job FROM wayfarer_job_events WHERE name IN ('finished', 'failed') GROUP BY job HAVING count(*) = 1) AS ended
            """)
        #expect(once == "50")
        #expect(try Self.psql(database: database, "SELECT count(*) FROM wayfarer_jobs WHERE status = 'finished'") == "50")
    }

    // MARK: Helpers

    static func start(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func waitForHealth(port: Int) async throws {
        for _ in 0 ..< 300 {
            if let (_, response) = try? await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/v1/health")!),
               (response as? HTTPURLResponse)?.statusCode == 200 { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("nothing answers on port \(port)")
    }

    static func get(port: Int, path: String) async throws -> [String: Any] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func post(port: Int, path: String, json: String) async throws -> [String: Any] {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(json.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// An event stream read by `curl` until the server ends it.
    final class Stream: @unchecked Sendable {
        let process: Process
        let output: Pipe
        init(process: Process, output: Pipe) { (self.process, self.output) = (process, output) }

        /// Everything the stream said.
        func wait() -> String {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func stream(port: Int, path: String) throws -> Stream {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-sN", "--max-time", "120", "http://127.0.0.1:\(port)\(path)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return Stream(process: process, output: output)
    }

    static func psql(database: String, _ query: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", database, "-tA", "-c", query]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
