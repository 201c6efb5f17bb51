import ArgumentParser
import Datasets
import Foundation
import Geo
import Logging
import Places
import RoadNetwork
import Routing
import WayfarerServer

/// `wayfarer serve`: the HTTP service — OSRM v1 API, solve and walking-tour jobs with live progress, places, and the web map.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the OSRM v1 API, solve and walking-tour jobs with live progress, places, and the web map.",
        discussion: """
            wayfarer serve                                   # the built-in Ukraine network (car, train, any)
            wayfarer serve --map malta.wayfarer --port 5000  # with malta.places.sqlite beside it, if there
            wayfarer serve --osm monaco.osm.pbf   # basemap and places extracted in memory
            Stops with SIGINT (Ctrl-C) or SIGTERM after in-flight requests finish.
            """
    )

    @Option(help: "A map file from 'wayfarer import' (its points of interest from the .places.sqlite beside it).")
    var map: String?

    @Option(help: "An .osm.pbf or .osm file, imported in memory at start (streets and points of interest).")
    var osm: String?

    @Option(help: "A built-in dataset to serve: ukraine (the default when no map is given).")
    var dataset: String?

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on.")
    var port: Int = 8080

    @Option(help: "A GeoJSON file of country boundaries for the web map (default: the bundled world, Natural Earth 1:110m).")
    var countries: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical (debug logs every request).")
    var logLevel: String = "info"

    @Option(name: .customLong("max-route-stops"), parsing: .unconditional, help: "Most stops in one route request.")
    var maxRouteStops = ServerLimits().routeStops

    @Option(name: .customLong("max-trip-stops"), parsing: .unconditional, help: "Most stops in one trip request.")
    var maxTripStops = ServerLimits().tripStops

    @Option(name: .customLong("max-solve-stops"), parsing: .unconditional, help: "Most stops in one solve job (its matrix takes 16 bytes × stops²).")
    var maxSolveStops = ServerLimits().solveStops

    @Option(name: .customLong("max-table-cells"), parsing: .unconditional, help: "Most cells (sources × destinations) in one table request.")
    var maxTableCells = ServerLimits().tableCells

    @Option(name: .customLong("max-barriers"), parsing: .unconditional, help: "Most barriers in one request or solve job.")
    var maxBarriers = ServerLimits().barriers

    @Option(name: .customLong("max-barrier-vertices"), parsing: .unconditional, help: "Most vertices of all barriers in one request or solve job together.")
    var maxBarrierVertices = ServerLimits().barrierVertices

    @Option(name: .customLong("max-nearest-results"), parsing: .unconditional, help: "Most results of one nearest request (its number=).")
    var maxNearestResults = ServerLimits().nearestResults

    @Option(name: .customLong("max-url-bytes"), parsing: .unconditional, help: "Longest request URL (path and query), bytes; longer requests go in a POST body.")
    var maxURLBytes = ServerLimits().urlBytes

    @Option(name: .customLong("max-body-bytes"), parsing: .unconditional, help: "Largest request body, bytes.")
    var maxBodyBytes = ServerLimits().requestBodyBytes

    @Option(name: .customLong("max-time-limit"), parsing: .unconditional, help: "Longest timeLimit a job may ask for, seconds (a walking tour: per round).")
    var maxTimeLimit = ServerLimits().jobTimeLimit

    @Option(name: .customLong("trip-time-limit"), parsing: .unconditional, help: "Time the ordering of an OSRM trip request may take, seconds.")
    var tripTimeLimit = ServerLimits().tripTimeLimit

    @Option(name: .customLong("io-threads"), help: "Threads reading requests and writing responses (one per two cores, at least one).")
    var ioThreads = WayfarerService.defaultIOThreads

    @Option(name: .customLong("small-component-size"), parsing: .unconditional, help: SmallComponentHelp.text)
    var smallComponentSize = Router.defaultSmallComponentSize

    @Option(name: .customLong("running-jobs"), parsing: .unconditional, help: "Jobs (solves and walking tours) running at once (more wait in a queue).")
    var runningJobs = ServerLimits().runningJobs

    @Option(name: .customLong("queued-jobs"), parsing: .unconditional, help: "Jobs waiting to run; more are refused with Overloaded (503).")
    var queuedJobs = ServerLimits().queuedJobs

    @Option(name: .customLong("finished-jobs"), parsing: .unconditional, help: "Finished jobs kept for reading (the oldest go first).")
    var finishedJobs = ServerLimits().finishedJobs

    @Option(name: .customLong("finished-job-seconds"), parsing: .unconditional, help: "Seconds a finished job is kept for reading.")
    var finishedJobSeconds = ServerLimits().finishedJobSeconds

    @Option(name: .customLong("max-subscribers"), parsing: .unconditional, help: "Event streams open on one job at once; more get TooManyRequests (429).")
    var maxSubscribers = ServerLimits().subscribersPerJob

    @Option(name: .customLong("request-time-limit"), parsing: .unconditional, help: "Seconds one route, table, match or isochrone request may take before it is answered Timeout (503).")
    var requestTimeLimit = ServerLimits().requestSeconds

    @Option(name: .customLong("idle-timeout"), parsing: .unconditional, help: "Seconds a connection may send nothing while a request is read, or between requests, before it is closed.")
    var idleTimeout = ServerLimits().idleSeconds

    @Option(name: .customLong("jobs-db"), help: "Keep solve and tour jobs in PostgreSQL, shared by every replica: postgres://user[:password]@host[:port]/database, or postgres://user@/database?host=/run/postgresql (a socket folder). Default: in this process.")
    var jobsDatabase: String?

    @Option(name: .customLong("job-lease"), parsing: .unconditional, help: "With --jobs-db: seconds a replica holds a job without renewing it before another takes it over.")
    var jobLease = 10.0

    @Option(name: .customLong("cors-origin"), help: "A web origin whose pages may call the API from a browser (repeatable; e.g. https://app.example.com): * lets any (the default, as OSRM), none only the server's own page.")
    var corsOrigins: [String] = []

    func validate() throws {
        guard [map, osm, dataset].compactMap({ $0 }).count <= 1 else { throw ValidationError("give one of --map, --osm or --dataset") }
        guard dataset == nil || dataset == "ukraine" else { throw ValidationError("unknown dataset '\(dataset ?? "")'; the built-in one is 'ukraine'") }
        guard (1...65535).contains(port) else { throw ValidationError("--port must be within 1…65535") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical") }
        // Each limit with its least value.
        let least: [(option: String, value: Double, least: Double)] = [
            ("--max-route-stops", Double(maxRouteStops), 2), ("--max-trip-stops", Double(maxTripStops), 2), ("--max-solve-stops", Double(maxSolveStops), 2),
            ("--max-table-cells", Double(maxTableCells), 1), ("--max-barriers", Double(maxBarriers), 0),
            ("--max-barrier-vertices", Double(maxBarrierVertices), 0), ("--max-nearest-results", Double(maxNearestResults), 1),
            ("--max-url-bytes", Double(maxURLBytes), 256), ("--max-body-bytes", Double(maxBodyBytes), 1024), ("--io-threads", Double(ioThreads), 1),
            ("--small-component-size", Double(smallComponentSize), 1), ("--running-jobs", Double(runningJobs), 1),
            ("--queued-jobs", Double(queuedJobs), 0), ("--finished-jobs", Double(finishedJobs), 0), ("--finished-job-seconds", finishedJobSeconds, 0),
            ("--max-subscribers", Double(maxSubscribers), 1), ("--job-lease", jobLease, 1),
        ]
        func shown(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
        if let bad = least.first(where: { !($0.value >= $0.least) }) {
            throw ValidationError("\(bad.option) must be at least \(shown(bad.least)), got \(shown(bad.value))")
        }
        do { _ = try CrossOrigins(options: corsOrigins) } catch { throw ValidationError(error.description) }
        let positive: [(option: String, value: Double)] = [("--max-time-limit", maxTimeLimit), ("--trip-time-limit", tripTimeLimit),
                                                           ("--request-time-limit", requestTimeLimit), ("--idle-timeout", idleTimeout)]
        if let bad = positive.first(where: { !($0.value > 0) }) {
            throw ValidationError("\(bad.option) must be more than 0 seconds, got \(shown(bad.value))")
        }
    }

    func run() async throws {
        var logger = Logger(label: "wayfarer")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let clock = ContinuousClock()
        let started = clock.now
        let progress: @Sendable (String) -> Void = { line in
            printError(String(format: "[%6.2f s] ", (clock.now - started).seconds) + line)
        }
        let (router, mapName, builtIn) = try load(progress: progress)
        router.prepareSearchesInBackground()
        let places = loadPlaces(logger: logger)
        progress("ready: \(mapName), profiles \(router.profileNames.joined(separator: ", "))")
        var limits = ServerLimits()
        limits.routeStops = maxRouteStops
        limits.tripStops = maxTripStops
        limits.solveStops = maxSolveStops
        limits.tableCells = maxTableCells
        limits.barriers = maxBarriers
        limits.requestBodyBytes = maxBodyBytes
        limits.jobTimeLimit = maxTimeLimit
        limits.tripTimeLimit = tripTimeLimit
        limits.runningJobs = runningJobs
        limits.barrierVertices = maxBarrierVertices
        limits.nearestResults = maxNearestResults
        limits.urlBytes = maxURLBytes
        limits.queuedJobs = queuedJobs
        limits.finishedJobs = finishedJobs
        limits.finishedJobSeconds = finishedJobSeconds
        limits.subscribersPerJob = maxSubscribers
        limits.requestSeconds = requestTimeLimit
        limits.idleSeconds = idleTimeout
        let admin = AdminAccess.fromEnvironment()
        if admin != nil { progress("admin endpoints on (POST /api/v1/admin/speeds, /api/v1/admin/reload)") }
        let mapFile = map.flatMap { MapLoader.isExtract($0) ? nil : URL(fileURLWithPath: $0) }
        let basemap = try (map ?? osm).flatMap { try MapLoader.basemap(for: $0) }
        if let basemap { progress("basemap: \(basemap.count) features, tiles at /tiles/{z}/{x}/{y}.mvt") }
        var jobs: PostgresJobStore?
        if let jobsDatabase {
            do {
                jobs = try await PostgresJobStore.connect(.init(url: jobsDatabase, lease: .milliseconds(Int64(jobLease * 1000))), limits: limits, logger: logger)
            } catch let error as JobSchemaError {
                throw CLIError("--jobs-db: \(error)")
            } catch {
                // PostgresNIO says what went wrong only when asked in full; the first line is enough here.
                throw CLIError("--jobs-db: the job database cannot be used: \(String(reflecting: error).split(separator: "\n").first ?? "")")
            }
            progress("jobs in PostgreSQL, shared by every replica on that database")
        }
        let service = WayfarerService(router: router, mapName: mapName, countries: try countriesLayer(), dataset: builtIn, places: places,
                                      basemap: basemap, limits: limits, admin: admin, mapFile: mapFile, jobsDatabase: jobs,
                                      crossOrigins: try CrossOrigins(options: corsOrigins), logger: logger)
        try await service.run(host: host, port: port, ioThreads: ioThreads)
    }

    /// The router, the map's name, and the built-in network when that is what runs: a map file (or an OSM
    /// file given to `--map`), an OSM file imported at start, or the built-in Ukraine network.
    private func load(progress: @escaping @Sendable (String) -> Void) throws -> (Router, String, UkraineNetwork?) {
        if let path = map ?? osm {
            progress("loading \(path)")
            return (try MapLoader.router(for: path, smallComponentSize: smallComponentSize), Self.name(of: path), nil)
        }
        progress("loading the built-in Ukraine network")
        let network = try UkraineNetwork.load()
        return (Router(network: network.roadNetwork(), progress: progress), "ukraine", network)
    }

    /// The points of interest of `--map` or `--osm` (none for the built-in network); without them the server
    /// runs on, and says why and how to get them.
    private func loadPlaces(logger: Logger) -> PlaceStore? {
        guard let path = map ?? osm else { return nil }
        do {
            let store = try MapLoader.places(for: path)
            logger.info("places", metadata: ["count": "\((try? store.count()) ?? 0)", "database": "\(store.path)"])
            return store
        } catch {
            logger.notice("no places: the places API and walking tours are off", metadata: ["reason": "\(error)"])
            return nil
        }
    }

    /// The `--countries` file, checked to be GeoJSON.
    private func countriesLayer() throws -> Data? {
        guard let countries else { return nil }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: countries)) } catch {
            throw CLIError("cannot read --countries \(countries): \((error as NSError).localizedDescription)")
        }
        do { _ = try GeoJSON(data: data) } catch { throw CLIError("--countries \(countries): \(error)") }
        return data
    }

    /// A map's name: its file name without extensions.
    private static func name(of path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return String(file.prefix { $0 != "." })
    }
}
