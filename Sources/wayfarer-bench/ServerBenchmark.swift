import ArgumentParser
import Foundation
import Geo
import Logging
import RoadNetwork
import Routing
import TourOptimizer
import WayfarerServer

/// `wayfarer-bench server MAP`: the HTTP service's figures, measured from outside the process — `wrk` load
/// on `/route` with steps and the full overview, a solve job's live stream read with `curl`, and an OSRM
/// trip against the tour optimizer's offline result on the same matrix.
struct ServerBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Serve a map on loopback and measure route throughput and latency (wrk), a solve job's stream and a trip's quality.",
        discussion: "Needs wrk and curl on PATH (apt-get install -y wrk curl). The server and wrk share the machine's cores."
    )

    @Argument(help: "A map file from 'wayfarer import', or an .osm.pbf/.osm extract (imported first).")
    var map: String

    @Option(help: "The loopback port to serve on.")
    var port = 18181

    @Option(help: "The profile to query.")
    var profile = "car"

    @Option(help: "Seconds of load.")
    var duration = 30

    @Option(help: "wrk connections.")
    var connections = 8

    @Option(help: "wrk threads.")
    var threads = 2

    @Option(help: "Random origin–destination pairs the load cycles through.")
    var pairs = 200

    @Option(name: .customLong("job-stops"), help: "Stops in the solve job.")
    var jobStops = 50

    @Option(name: .customLong("trip-stops"), help: "Stops in the trip compared with the offline optimizer.")
    var tripStops = 100

    private var base: String { "http://127.0.0.1:\(port)" }

    func run() async throws {
        let router = try loadRouter()
        var logger = Logger(label: "wayfarer.bench")
        logger.logLevel = .warning
        let service = WayfarerService(router: router, mapName: "bench", logger: logger)
        let server = Task { try await service.run(host: "127.0.0.1", port: port) }
        defer { server.cancel() }
        // The measurements wait for wrk and curl: they run on a thread of their own so that the server in
        // this process keeps all of Swift's concurrency threads (as `wayfarer serve` has them).
        let measure = self
        try await Self.onOwnThread {
            try Loopback.waitForHealth(measure.base, seconds: 10)
            try measure.loadTest(router)
            try measure.solveJob(router)
        }
        try await trip(router)
    }

    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    private func loadRouter() throws -> Router {
        let url = URL(fileURLWithPath: map)
        guard map.hasSuffix(".pbf") || map.hasSuffix(".osm") else { return try Router(mapFile: url) }
        return Router(network: try RoadNetwork.build(from: url))
    }


    /// `wrk` cycling through random pairs: `GET /route/v1/…?steps=true&overview=full`.
    private func loadTest(_ router: Router) throws {
        let script = try Self.routeScript(router, profile: profile, pairs: pairs)
        defer { try? FileManager.default.removeItem(at: script) }
        Loopback.report("load: wrk -t\(threads) -c\(connections) -d\(duration)s --latency, \(pairs) random \(profile) pairs, steps=true&overview=full")
        let load = try Self.wrk(script: script, base: base, threads: threads, connections: connections, seconds: duration)
        Loopback.report(load.output.split(separator: "\n").filter { !$0.hasPrefix("Running") }.map { "  " + $0 }.joined(separator: "\n"))
    }

    /// A wrk script cycling through `pairs` random routes with steps and the full overview.
    static func routeScript(_ router: Router, profile: String, pairs: Int) throws -> URL {
        let points = router.samplePoints(profile: profile, count: 2 * pairs)
        let paths = (0..<pairs).map { i in
            "\"/route/v1/\(profile)/\(text(points[2 * i]));\(text(points[2 * i + 1]))?steps=true&overview=full\""
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-bench-routes-\(UUID().uuidString.prefix(8)).lua")
        try """
            local paths = {\(paths.joined(separator: ",\n"))}
            local counter = 0
            request = function()
              counter = counter + 1
              return wrk.format("GET", paths[(counter % #paths) + 1])
            end
            """.write(to: script, atomically: true, encoding: .utf8)
        return script
    }

    /// `wrk --latency` with `script` against `base`: its report, requests per second and the 99th percentile.
    static func wrk(script: URL, base: String, threads: Int, connections: Int, seconds: Int) throws
        -> (output: String, requestsPerSecond: Double, p99Ms: Double) {
        let output = try Subprocess.output(["wrk", "-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency", "-s", script.path, base])
        func field(_ prefix: String) -> String? {
            output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }?
                .dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }
        let rate = field("Requests/sec:").flatMap(Double.init) ?? 0
        // "99%   12.34ms" (or us, or s).
        let p99 = field("99%").map { text -> Double in
            let number = Double(text.prefix { $0.isNumber || $0 == "." }) ?? 0
            return text.hasSuffix("us") ? number / 1000 : text.hasSuffix("ms") ? number : number * 1000
        } ?? 0
        return (output, rate, p99)
    }

    /// A solve job: the time from the POST to its first improved tour on the event stream, and to `finished`.
    private func solveJob(_ router: Router) throws {
        let stops = router.joinedSamplePoints(profile: profile, count: jobStops, seed: 7)
        let body = "{\"profile\":\"\(profile)\",\"timeLimit\":5,\"stops\":[\(stops.map { "[\($0.longitude),\($0.latitude)]" }.joined(separator: ","))]}"
        let clock = ContinuousClock()
        let posted = clock.now
        guard let id = Loopback.submitJob("\(base)/api/v1/solve", body: body) else {
            throw Subprocess.Failure(description: "the solve request was refused")
        }
        var firstImproved: Duration?, improvements = 0
        var finished: Duration?
        try Subprocess.lines(["curl", "-sN", "\(base)/api/v1/jobs/\(id)/events"]) { line in
            if line == "event: improved" {
                improvements += 1
                if firstImproved == nil { firstImproved = clock.now - posted }
            }
            if line == "event: finished" || line == "event: failed" { finished = clock.now - posted }
            return finished == nil
        }
        Loopback.report("solve job, \(jobStops) \(profile) stops, time limit 5 s: first improved tour \(Self.ms(firstImproved)) after the POST, "
              + "\(improvements) improvements streamed, finished after \(Self.ms(finished))")
    }

    /// An OSRM trip through random stops; its order's cost on the duration matrix against the optimizer's
    /// 10-second offline result on the same matrix.
    private func trip(_ router: Router) async throws {
        let stops = router.joinedSamplePoints(profile: profile, count: tripStops, seed: 11)
        let url = "\(base)/trip/v1/\(profile)/\(stops.map(Self.text).joined(separator: ";"))?overview=false"
        let started = ContinuousClock.now
        let answer = try await Self.onOwnThread { try Subprocess.output(["curl", "-sf", url]) }
        let seconds = ContinuousClock.now - started
        guard let document = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any],
              let waypoints = document["waypoints"] as? [[String: Any]] else {
            throw Subprocess.Failure(description: "the trip request failed: \(answer.prefix(300))")
        }
        let order = waypoints.indices.sorted { (waypoints[$0]["waypoint_index"] as? Int ?? 0) < (waypoints[$1]["waypoint_index"] as? Int ?? 0) }
        guard let durations = try router.table(TableRequest(profile: profile, stops: stops)).durations else { return }
        let matrix = try CostMatrix(rows: durations.map { row in row.map { $0 ?? .infinity } })
        let served = matrix.cost(of: order, roundTrip: true)
        let offline = try await TourOptimizer(options: TourOptions(roundTrip: true, timeLimit: 10)).solve(matrix)
        Loopback.report(String(format: "trip, %d %@ stops: answered in %@, order costs %.1f s; offline optimizer (10 s) %.1f s; gap %.2f%%",
                     tripStops, profile, Self.ms(seconds), served, offline.cost, 100 * (served - offline.cost) / offline.cost))
    }


    private static func text(_ c: Coordinate) -> String { "\(c.longitude),\(c.latitude)" }

    private static func ms(_ duration: Duration?) -> String {
        guard let duration else { return "—" }
        return String(format: "%.0f ms", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15)
    }
}
