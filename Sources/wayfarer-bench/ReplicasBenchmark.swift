import ArgumentParser
import Foundation
import Geo
import Routing
import Synchronization

/// `wayfarer-bench replicas MAP --jobs-db URL`: the figures of a deployment of several replicas (`deploy/`), on
/// loopback — route throughput through HAProxy with two replicas against one process alone, the replicas' memory,
/// how late a job's events reach a stream on the other replica, how soon a killed replica's jobs run again, and
/// jobs lost or run twice over repeated kills.
struct ReplicasBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replicas",
        abstract: "Two replicas with jobs in PostgreSQL behind HAProxy: throughput, memory, event latency, takeover, kills.",
        discussion: "Needs wrk, curl, psql and haproxy on PATH, and an empty PostgreSQL database (its tables are made)."
    )

    @Argument(help: "A map file from 'wayfarer import'.")
    var map: String

    @Option(name: .customLong("jobs-db"), help: "The PostgreSQL database the replicas share (postgres://…).")
    var jobsDatabase: String

    @Option(help: "The first of five loopback ports used: the balancer, two replicas, a process alone, its balancer.")
    var port = 18300

    @Option(help: "Seconds of each window of route load.")
    var duration = 10

    @Option(name: .customLong("load-rounds"), help: "Windows of route load per configuration, taken in turns.")
    var loadRounds = 5

    @Option(name: .customLong("job-lease"), help: "The replicas' lease, seconds.")
    var jobLease = 2.0

    @Option(help: "Rounds of the kill test.")
    var rounds = 10

    @Option(help: "The profile to query.")
    var profile = "car"

    func run() throws {
        let router = try Router(mapFile: URL(fileURLWithPath: map))
        let script = try ServerBenchmark.routeScript(router, profile: profile, pairs: 200)
        defer { try? FileManager.default.removeItem(at: script) }
        let stops = router.joinedSamplePoints(profile: profile, count: 200, seed: 4)

        // One process alone: its memory after a warm-up, before the replicas map the same file.
        let alonePort = port + 3, lonePort = port + 4
        let alone = try Loopback.startWayfarer(["serve", "--map", map, "--port", "\(alonePort)", "--log-level", "error"])
        defer { if alone.isRunning { alone.terminate(); alone.waitUntilExit() } }
        try Loopback.waitForHealth(url(alonePort), seconds: 60)
        _ = try ServerBenchmark.wrk(script: script, base: url(alonePort), threads: 2, connections: 8, seconds: 3)
        let aloneMemory = Self.memory(of: alone.processIdentifier)

        // The same process behind the balancer (what the balancer alone costs), and two replicas behind it.
        let lone = try startBalancer(bind: lonePort, replicas: [alonePort])
        var replicas = [try startReplica(1), try startReplica(2)]
        let balancer = try startBalancer(bind: port, replicas: [port + 1, port + 2])
        defer {
            for replica in replicas where replica.isRunning { replica.terminate(); replica.waitUntilExit() }
            for process in [balancer, lone] where process.isRunning { process.terminate(); process.waitUntilExit() }
        }
        for target in [port, port + 1, port + 2, lonePort] { try Loopback.waitForHealth(url(target), seconds: 60) }
        try throughput(script: script, alone: url(alonePort), lone: url(lonePort), pair: url(port))
        for process in [lone, alone] { process.terminate(); process.waitUntilExit() }
        let memories = replicas.map { Self.memory(of: $0.processIdentifier) }
        Loopback.report("memory: one process alone \(aloneMemory.text); replica 1 \(memories[0].text); replica 2 \(memories[1].text); "
                        + String(format: "two together %.0f MB proportional (PSS) against %.0f MB for one alone", memories.map(\.pss).reduce(0, +), aloneMemory.pss))

        // Event latency: jobs queued on replica 1, streamed from replica 2; each event's delay from its row's time.
        var delays: [Double] = [], firstDelays: [Double] = []
        for index in 0..<20 {
            let id = try submit(url(port + 1), stops: Array(stops[(index * 7) % 150 ..< (index * 7) % 150 + 30]), timeLimit: 1)
            // The first event is usually stored before the stream opens (and replayed): "first" is the first live one.
            let live = try liveDelays(url(port + 2), job: id)
            delays += live
            if let first = live.first { firstDelays.append(first) }
        }
        Loopback.report(String(format: "events on the other replica, after their row was written: first live event p50 %.1f ms, p95 %.1f ms (target ≤ 50 ms); all %d events p50 %.1f ms, p95 %.1f ms",
                               Statistics.quantile(firstDelays, 0.5) * 1000, Statistics.quantile(firstDelays, 0.95) * 1000, delays.count,
                               Statistics.quantile(delays, 0.5) * 1000, Statistics.quantile(delays, 0.95) * 1000))

        // Kills: each round queues 20 jobs through the balancer, kills a replica with SIGKILL mid-way and starts it again.
        var lost = 0, twice = 0, resumed = 0, takeovers: [Double] = []
        for round in 0..<rounds {
            let ids = try (0..<20).map { index in
                try submit(url(port), stops: Array(stops[(round * 13 + index * 5) % 150 ..< (round * 13 + index * 5) % 150 + 25]), timeLimit: 2)
            }
            Thread.sleep(forTimeInterval: 1.5)
            let victim = round % 2
            let killed = Date().timeIntervalSince1970
            kill(replicas[victim].processIdentifier, SIGKILL)
            replicas[victim].waitUntilExit()
            replicas[victim] = try startReplica(victim + 1)
            try Loopback.waitForHealth(url(port + 1 + victim), seconds: 60)
            for id in ids { try waitUntilEnded(id, seconds: 120) }
            let finals = try psql("""
                SELECT j.id, j.status, (SELECT count(*) FROM wayfarer_job_events e WHERE e.job = j.id AND e.name IN ('finished', 'failed')),
                       (SELECT extract(epoch FROM min(e.at)) FROM wayfarer_job_events e WHERE e.job = j.id AND e.name = 'resumed')
                FROM wayfarer_jobs j WHERE j.id IN (\(ids.map { "'\($0)'" }.joined(separator: ",")))
                """)
            let rows = finals.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
            lost += ids.count - rows.filter { $0.count == 4 && $0[1] == "finished" }.count
            twice += rows.filter { $0.count == 4 && (Int($0[2]) ?? 0) > 1 }.count
            for row in rows where row.count == 4 && !row[3].isEmpty {
                resumed += 1
                if let at = Double(row[3]) { takeovers.append(at - killed) }
            }
        }
        Loopback.report(String(format: "kills: %d rounds of 20 jobs, a replica killed 1.5 s in each: %d jobs lost or not finished, %d ended twice (targets 0 and 0); %d jobs taken over, running again %.1f s (p50) / %.1f s (max) after the kill (lease %.0f s: target ≤ %.0f s)",
                               rounds, lost, twice, resumed, Statistics.quantile(takeovers, 0.5), takeovers.max() ?? 0, jobLease, 2 * jobLease))
    }

    // MARK: Throughput

    /// Route throughput of one process alone, the same behind HAProxy, and two replicas behind HAProxy, measured
    /// in turns (`loadRounds` windows of `duration` seconds each, the order rotating) so that a slow spell of the
    /// machine falls on every configuration alike; each round's ratios to the process alone, then their median.
    /// A window on each first, not counted: the replicas prepare their searches as they start (landmarks, on a large
    /// map seconds of both cores), and the first routes fill what they keep of unpacked paths.
    private func throughput(script: URL, alone: String, lone: String, pair: String) throws {
        let bases = [alone, lone, pair]
        for base in bases { _ = try ServerBenchmark.wrk(script: script, base: base, threads: 2, connections: 8, seconds: duration) }
        var rates = [[Double]](repeating: [], count: 3), p99s = [[Double]](repeating: [], count: 3)
        for round in 0..<loadRounds {
            for turn in 0..<3 {
                let configuration = (round + turn) % 3
                let run = try ServerBenchmark.wrk(script: script, base: bases[configuration], threads: 2, connections: 8, seconds: duration)
                rates[configuration].append(run.requestsPerSecond)
                p99s[configuration].append(run.p99Ms)
            }
        }
        func ratios(_ configuration: Int, _ values: [[Double]]) -> [Double] {
            zip(values[configuration], values[0]).map { $0 / max(0.001, $1) }
        }
        func spread(_ values: [Double], scale: Double = 1) -> String {
            String(format: "%.0f–%.0f", (values.min() ?? 0) * scale, (values.max() ?? 0) * scale)
        }
        let median = { (values: [Double]) in Statistics.quantile(values, 0.5) }
        Loopback.report(String(format: "one process: %.0f routes/s (rounds %@), p99 %.2f ms", median(rates[0]), spread(rates[0]), median(p99s[0])))
        Loopback.report(String(format: "one process behind HAProxy: %.0f routes/s, %.0f%% of one process (rounds %@%%), p99 %.2f ms",
                               median(rates[1]), 100 * median(ratios(1, rates)), spread(ratios(1, rates), scale: 100), median(p99s[1])))
        Loopback.report(String(format: "two replicas behind HAProxy: %.0f routes/s, %.0f%% of one process (rounds %@%%; target ≥ 90%%), p99 %.2f ms (%.2f×; target ≤ 1.5×)",
                               median(rates[2]), 100 * median(ratios(2, rates)), spread(ratios(2, rates), scale: 100), median(p99s[2]),
                               median(ratios(2, p99s))))
    }

    // MARK: Processes

    private func url(_ port: Int) -> String { "http://127.0.0.1:\(port)" }

    private func startReplica(_ index: Int) throws -> Process {
        try Loopback.startWayfarer(["serve", "--map", map, "--port", "\(port + index)", "--jobs-db", jobsDatabase, "--job-lease", "\(jobLease)",
                                    "--log-level", "error"])
    }

    /// HAProxy on `bind` running `deploy/haproxy.cfg` as shipped, in front of the servers on the ports `replicas` (one
    /// or two; with one, both of the file's servers are that one), on one thread so that it takes no more than its
    /// share of the cores from the replicas.
    private func startBalancer(bind: Int, replicas: [Int]) throws -> Process {
        let oneThread = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-bench-haproxy-\(bind).cfg")
        try "global\n    nbthread 1\n".write(to: oneThread, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["haproxy", "-db", "-f", Bench.packageRoot.appendingPathComponent("deploy/haproxy.cfg").path, "-f", oneThread.path]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "WAYFARER_BIND": "127.0.0.1:\(bind)",
            "WAYFARER_REPLICA1": "127.0.0.1:\(replicas[0])",
            "WAYFARER_REPLICA2": "127.0.0.1:\(replicas.last!)",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: Jobs

    private func submit(_ base: String, stops: [Coordinate], timeLimit: Double) throws -> String {
        let body = "{\"profile\":\"\(profile)\",\"timeLimit\":\(timeLimit),\"stops\":[\(stops.map { "[\($0.longitude),\($0.latitude)]" }.joined(separator: ","))]}"
        guard let id = Loopback.submitJob("\(base)/api/v1/solve", body: body) else { throw Subprocess.Failure(description: "a solve job was refused") }
        return id
    }

    /// How long after its row was written each event of the job's stream arrived (seconds), in order, for the
    /// events written after the stream was open (its response's status line arrived); replayed ones are left out.
    private func liveDelays(_ base: String, job id: String) throws -> [Double] {
        var arrivals: [Double] = []
        var opened: Double?
        try Subprocess.lines(["curl", "-sNi", "\(base)/api/v1/jobs/\(id)/events"]) { line in
            if opened == nil { opened = Date().timeIntervalSince1970 }
            guard line.hasPrefix("event: ") else { return true }
            arrivals.append(Date().timeIntervalSince1970)
            return !(line == "event: finished" || line == "event: failed")
        }
        let written = try eventTimes(id)
        return arrivals.enumerated().compactMap { index, arrived in
            guard let at = written[index + 1], let opened, at > opened else { return nil }
            return arrived - at
        }
    }

    /// When each event row of the job was written (seconds since 1970), by number.
    private func eventTimes(_ id: String) throws -> [Int: Double] {
        var times: [Int: Double] = [:]
        for line in try psql("SELECT seq, extract(epoch FROM at) FROM wayfarer_job_events WHERE job = '\(id)'").split(separator: "\n") {
            let parts = line.split(separator: "|")
            if parts.count == 2, let seq = Int(parts[0]), let at = Double(parts[1]) { times[seq] = at }
        }
        return times
    }

    private func waitUntilEnded(_ id: String, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let status = try psql("SELECT status FROM wayfarer_jobs WHERE id = '\(id)'").trimmingCharacters(in: .whitespacesAndNewlines)
            if ["finished", "failed", "cancelled", ""].contains(status) { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
    }

    private func psql(_ query: String) throws -> String {
        try Subprocess.output(["psql", jobsDatabase, "-tA", "-c", query])
    }

    // MARK: Memory

    /// A process's resident memory: all of it, its anonymous part, and its proportional share (PSS: pages shared
    /// with other processes, such as the mapped map file, counted once across them), megabytes.
    struct Memory {
        var resident: Double
        var anonymous: Double
        var pss: Double
        var text: String { String(format: "RSS %.0f MB (anonymous %.0f MB), PSS %.0f MB", resident, anonymous, pss) }
    }

    static func memory(of pid: Int32) -> Memory {
        let (resident, anonymous) = SoakBenchmark.memoryMB(of: pid)
        let rollup = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
        let pss = rollup.split(separator: "\n").first { $0.hasPrefix("Pss:") }?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return Memory(resident: resident, anonymous: anonymous, pss: pss / 1024)
    }
}
