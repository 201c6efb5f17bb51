import ArgumentParser
import Foundation
import Geo
import Routing

/// `wayfarer-bench soak MAP --minutes M`: a long mixed load on a `wayfarer serve` process of its own, reported
/// minute by minute — throughput, latency percentiles, `5xx` answers and the server's resident memory — and, at
/// the end, whether every job it started ended (none lost, none stuck).
///
/// The stateless load is `wrk` cycling through routes, tables with a barrier, trips, nearest and bad requests,
/// paced to a share of the maximum throughput measured first. Beside it a job driver starts solve jobs, reads the
/// first events of each stream and hangs up, cancels some and deletes others.
struct SoakBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Serve a map in a process of its own and drive a mixed load for minutes: throughput, latency, errors, memory, jobs.",
        discussion: "Needs wrk and curl on PATH. Runs the 'wayfarer' built beside this benchmark (swift build -c release)."
    )

    @Argument(help: "A map file from 'wayfarer import'.")
    var map: String

    @Option(help: "Minutes of load.")
    var minutes = 30

    @Option(help: "Share of the measured maximum throughput to hold, 0…1.")
    var load = 0.8

    @Option(help: "The loopback port to serve on.")
    var port = 18282

    @Option(help: "The profile to query.")
    var profile = "car"

    @Option(help: "wrk connections measuring the maximum throughput.")
    var connections = 4

    @Option(name: .customLong("paced-connections"), help: "wrk connections holding the load; many, each waiting between requests, pace it finely.")
    var pacedConnections = 64

    @Option(name: .customLong("job-every"), help: "Seconds between solve jobs.")
    var jobEvery = 2.0

    private var base: String { "http://127.0.0.1:\(port)" }

    func run() throws {
        let router = try Router(mapFile: URL(fileURLWithPath: map))
        let server = try startServer()
        defer { server.terminate(); server.waitUntilExit() }
        try Loopback.waitForHealth(base, seconds: 60)
        let script = try writeScript(router)
        defer { try? FileManager.default.removeItem(at: script) }

        let probe = try wrk(script: script, seconds: 20, connections: connections, delayMs: 0)
        let target = load * probe.requestsPerSecond
        // Each connection waits between requests so that together they send `target` a second (wrk waits whole
        // milliseconds: many connections with long waits keep the rounding small).
        let delay = max(0, Double(pacedConnections) * 1000 / target - probe.meanMs)
        Loopback.report(String(format: "maximum: %.0f requests/s (p50 %.2f ms, p99 %.2f ms); holding %.0f%% = %.0f/s (each connection waits %.1f ms)",
                      probe.requestsPerSecond, probe.p50Ms, probe.p99Ms, 100 * load, target, delay))

        let jobs = JobDriver(base: base, stops: router.samplePoints(profile: profile, count: 400, seed: 5), profile: profile, every: jobEvery)
        let driver = Thread { jobs.drive() }
        driver.start()
        var minutesSeen: [Minute] = []
        Loopback.report("minute  requests/s    p50 ms    p99 ms   5xx   other errors   RSS MB  (anonymous)   jobs started   kept")
        for minute in 1...minutes {
            let figures = try wrk(script: script, seconds: 60, connections: pacedConnections, delayMs: delay)
            let memory = Self.memoryMB(of: server.processIdentifier)
            let row = Minute(figures: figures, rssMB: memory.resident, jobs: jobs.started)
            minutesSeen.append(row)
            Loopback.report(String(format: "%6d %12.0f %9.2f %9.2f %5d %14d %8.0f %12.0f %14d %6d", minute, figures.requestsPerSecond, figures.p50Ms,
                                   figures.p99Ms, figures.serverErrors, figures.socketErrors, memory.resident, memory.anonymous, row.jobs,
                                   keptJobs() ?? -1))
        }
        jobs.stop()
        while !jobs.isStopped { Thread.sleep(forTimeInterval: 0.1) }
        jobs.check(timeout: 120)
        summarize(minutesSeen, jobs: jobs)
    }

    /// One minute's figures.
    struct Minute {
        var figures: WrkFigures
        var rssMB: Double
        var jobs: Int
    }

    private func summarize(_ rows: [Minute], jobs: JobDriver) {
        let window = min(5, rows.count)
        let first = rows.prefix(window), last = rows.suffix(window)
        let p99First = first.map(\.figures.p99Ms).max() ?? 0, p99Last = last.map(\.figures.p99Ms).max() ?? 0
        let rssAfterWarmUp = rows[min(rows.count - 1, window - 1)].rssMB, rssEnd = rows.last?.rssMB ?? 0
        let serverErrors = rows.reduce(0) { $0 + $1.figures.serverErrors }
        Loopback.report("""
            summary over \(rows.count) minutes:
              5xx answers: \(serverErrors) (target 0); socket errors: \(rows.reduce(0) { $0 + $1.figures.socketErrors })
              jobs: \(jobs.started) started, \(jobs.cancelled) cancelled, \(jobs.deleted) deleted, \(jobs.streamsCut) streams cut early; \
            lost \(jobs.lost), stuck \(jobs.stuck) (target 0 and 0)
              RSS: \(String(format: "%.0f MB after minute %d, %.0f MB at the end: %+.1f%% (target ≤ +10%%)", rssAfterWarmUp, window, rssEnd,
                                   100 * (rssEnd - rssAfterWarmUp) / max(1, rssAfterWarmUp)))
              p99: \(String(format: "%.2f ms in the first %d minutes, %.2f ms in the last %d: %.2f× (target ≤ 1.5×)", p99First, window,
                                   p99Last, window, p99Last / max(0.001, p99First)))
            """)
    }

    private func startServer() throws -> Process {
        try Loopback.startWayfarer(["serve", "--map", map, "--port", String(port), "--log-level", "error"])
    }

    /// The mix wrk cycles through: per ten requests, four routes, two tables of 10 stops with a barrier, one
    /// trip of 8 stops, one nearest, one match of a route's points, and one bad request (a 4xx on purpose).
    private func writeScript(_ router: Router) throws -> URL {
        let points = router.samplePoints(profile: profile, count: 600, seed: 9)
        func list(_ slice: ArraySlice<Coordinate>) -> String { slice.map { "\($0.longitude),\($0.latitude)" }.joined(separator: ";") }
        var paths: [String] = []
        for i in 0..<40 {
            let p = points[(i * 15)..<(i * 15 + 15)]
            let a = p[p.startIndex], b = p[p.startIndex + 1]
            let box = String(format: "%%7B%%22type%%22%%3A%%22Point%%22%%2C%%22coordinates%%22%%3A%%5B%f%%2C%f%%5D%%7D",
                             (a.longitude + b.longitude) / 2, (a.latitude + b.latitude) / 2)
            paths += [
                "/route/v1/\(profile)/\(list(p.prefix(2)))?steps=true&overview=full",
                "/route/v1/\(profile)/\(list(p.prefix(3)))?alternatives=false&annotations=true",
                "/route/v1/\(profile)/\(list(p.dropFirst(3).prefix(2)))?alternatives=2",
                "/route/v1/\(profile)/\(list(p.dropFirst(5).prefix(2)))?barriers=\(box)",
                "/table/v1/\(profile)/\(list(p.prefix(10)))?barriers=\(box)",
                "/table/v1/\(profile)/\(list(p.dropFirst(5).prefix(10)))?annotations=duration,distance",
                "/trip/v1/\(profile)/\(list(p.prefix(8)))?overview=false",
                "/nearest/v1/\(profile)/\(list(p.prefix(1)))?number=3",
                "/isochrone/v1/\(profile)/\(list(p.prefix(1)))?contours_minutes=3",
                ["/route/v1/\(profile)/1,2", "/route/v1/\(profile)/\(list(p.prefix(2)))?steps=maybe",
                 "/table/v1/nobody/\(list(p.prefix(2)))", "/nowhere"][i % 4],
            ]
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-soak-\(port).lua")
        try """
            local paths = {\(paths.map { "\"\($0)\"" }.joined(separator: ",\n"))}
            local counter = 0
            local pause = tonumber(os.getenv("WAYFARER_SOAK_DELAY") or "0")
            local threads = {}
            function setup(thread) table.insert(threads, thread) end
            function init(args) server_errors = 0 end
            function delay() return pause end
            request = function()
              counter = counter + 1
              return wrk.format("GET", paths[(counter % #paths) + 1])
            end
            function response(status, headers, body) if status >= 500 then server_errors = server_errors + 1 end end
            function done(summary, latency, requests)
              local errors = 0
              for _, thread in ipairs(threads) do errors = errors + thread:get("server_errors") end
              io.write(string.format("SOAK %d %d %.3f %.3f %.3f %d\\n", summary.requests, summary.duration,
                latency.mean / 1000, latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors))
              io.write(string.format("SOAKERR %d\\n", summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
            end
            """.write(to: script, atomically: true, encoding: .utf8)
        return script
    }

    /// What one wrk run measured.
    struct WrkFigures {
        var requestsPerSecond = 0.0, meanMs = 0.0, p50Ms = 0.0, p99Ms = 0.0
        var serverErrors = 0, socketErrors = 0
    }

    private func wrk(script: URL, seconds: Int, connections: Int, delayMs: Double) throws -> WrkFigures {
        let output = try Subprocess.output(["env", "WAYFARER_SOAK_DELAY=\(Int(delayMs.rounded()))", "wrk", "-t2", "-c\(connections)",
                                            "-d\(seconds)s", "--timeout", "30s", "-s", script.path, base])
        var figures = WrkFigures()
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "SOAK", fields.count == 7 {
                let requests = Double(fields[1]) ?? 0, micros = Double(fields[2]) ?? 1
                figures.requestsPerSecond = requests / (micros / 1e6)
                figures.meanMs = Double(fields[3]) ?? 0
                figures.p50Ms = Double(fields[4]) ?? 0
                figures.p99Ms = Double(fields[5]) ?? 0
                figures.serverErrors = Int(fields[6]) ?? 0
            }
            if fields.first == "SOAKERR", fields.count == 2 { figures.socketErrors = Int(fields[1]) ?? 0 }
        }
        return figures
    }

    /// The resident memory of process `pid`, megabytes: all of it (`VmRSS` in /proc, which counts the pages of the
    /// mapped map file that queries have touched) and its anonymous part (`RssAnon`: the heap and stacks).
    static func memoryMB(of pid: Int32) -> (resident: Double, anonymous: Double) {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Double {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
            return (line?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
        }
        return (field("VmRSS"), field("RssAnon"))
    }

    /// How many ended jobs the server keeps (its health's `jobs.finished`).
    private func keptJobs() -> Int? {
        let health = try? Subprocess.output(["curl", "-sf", "\(base)/api/v1/health"])
        let object = health.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any]
        return (object?["jobs"] as? [String: Any])?["finished"] as? Int
    }
}
