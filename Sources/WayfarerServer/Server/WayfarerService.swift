import Basemap
import Datasets
import Directions
import Foundation
import Geo
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import Places
import RoadNetwork
import Routing
import TripPlanning
import WalkingTours

/// Wayfarer's HTTP service: the OSRM v1 API, solve and walking-tour jobs with live progress over Server-Sent
/// Events, points of interest, health, the OpenAPI document, the countries layer and the web page.
///
/// ```swift
/// let mapURL = URL(fileURLWithPath: "malta.wayfarer")
/// let router = try Routing.Router(mapFile: mapURL)
/// let places = try? PlaceStore(url: PlaceStore.url(forMap: mapURL))   // malta.places.sqlite, from `wayfarer import`
/// let service = WayfarerService(router: router, mapName: "malta", places: places)
/// try await service.run(host: "127.0.0.1", port: 8080)        // until SIGINT or SIGTERM
/// ```
/// Tests use ``makeRouter()`` with HummingbirdTesting's `Application.test(.router)`.
public final class WayfarerService: Sendable {
    /// Answers routes, tables and nearest queries.
    public let router: Routing.Router
    /// Plans trips and solve jobs.
    let planner: TripPlanner
    /// The map's name, for health.
    public let mapName: String
    /// The countries layer served at `/api/v1/countries` (GeoJSON text).
    let countries: [UInt8]
    /// The built-in dataset, when the router runs it (served at `/api/v1/dataset`).
    let dataset: UkraineNetwork?
    /// Where the network is, for the web map's first view (see ``MapContents/bounds``).
    var bounds: Geo.BoundingBox? { contents.withLockedValue { $0.bounds } }
    /// Request size limits.
    public let limits: ServerLimits
    /// Which other origins' pages may call the API from a browser.
    public let crossOrigins: CrossOrigins
    /// The instruction languages, by code.
    let languages: [String: InstructionLanguage]
    /// The points of interest (nil: the places API and walking tours answer `NoPlaces`).
    public var places: PlaceStore? { contents.withLockedValue { $0.places } }
    /// How many places each category has (empty without places).
    var placeCounts: [PlaceCategory: Int] { contents.withLockedValue { $0.placeCounts } }
    /// What is served from the map beside routing, replaced with it by a reload.
    private let contents: NIOLockedValueBox<MapContents>
    /// Held by a reload: two (a SIGHUP and an admin request) run one after the other.
    private let reloading = NIOLock()
    /// Solve and walking-tour jobs: in this process, or in PostgreSQL shared by every replica.
    let jobs: any JobRegistry
    /// When the service was created.
    let started = ContinuousClock.now
    /// The service's logger.
    let logger: Logger
    /// Who may use the admin endpoints (nil: they are off).
    let admin: AdminAccess?
    /// The basemap's vector tiles (nil: the map has no basemap; the page then draws streets from `/api/v1/network`).
    var tiles: TileCache? { contents.withLockedValue { $0.tiles } }
    /// The basemap's streets and settlements and the built-in network's cities, for `/api/v1/search` (nil without either).
    var names: NameIndex? { contents.withLockedValue { $0.names } }
    /// The map file served, read anew on `SIGHUP` or `POST /api/v1/admin/reload` (nil: not served from one).
    let mapFile: URL?
    /// The map file served, as it was when read (nil: none, or served from memory).
    private let servedMap: NIOLockedValueBox<MapFileIdentity?>
    /// Whether the served map file was changed in place — found by a reload, or now (a `stat` of the file): the health
    /// check then fails (503), so that a load balancer sends this replica nothing more, until it is restarted or a
    /// reload succeeds.
    var isMapDamaged: Bool {
        if mapDamaged.withLockedValue({ $0 }) { return true }
        guard let mapFile, let served = servedMap.withLockedValue({ $0 }), let now = MapFileIdentity(mapFile) else { return false }
        return served.isChangedInPlace(now)
    }
    private let mapDamaged = NIOLockedValueBox(false)

    /// - Throws: `InternalError` (503) when the map is damaged (``isMapDamaged``): the health check, and every answer
    ///   read from the map, which would otherwise come from pages changed under the server (roads not found, wrong routes).
    func checkMapIntact() throws(APIError) {
        guard !isMapDamaged else {
            throw APIError(.internalError, "the map file this server maps was changed in place: restart the server", status: .serviceUnavailable)
        }
    }

    /// Creates the service on a router.
    /// - Parameters:
    ///   - countries: a GeoJSON document for the web page's countries layer (already validated); nil serves
    ///     the bundled world (Natural Earth's 1:110m countries).
    ///   - dataset: the built-in network the router was made from, if it was.
    ///   - places: the map's points of interest, for `/api/v1/places` and walking tours (which also need the
    ///     router's `foot` profile).
    ///   - basemap: what `/tiles/{z}/{x}/{y}.mvt` serves.
    ///   - jobsDatabase: where jobs live when several replicas share them (nil: in this process).
    ///   - crossOrigins: which other origins' pages may call the API (any by default, as OSRM's server).
    public init(router: Routing.Router, mapName: String, countries: Data? = nil, dataset: UkraineNetwork? = nil,
                places: PlaceStore? = nil, basemap: Basemap? = nil, limits: ServerLimits = ServerLimits(), admin: AdminAccess? = nil, mapFile: URL? = nil,
                jobsDatabase: PostgresJobStore? = nil, crossOrigins: CrossOrigins = .any, logger: Logger = Logger(label: "wayfarer.server")) {
        self.crossOrigins = crossOrigins
        self.router = router
        self.admin = admin
        self.mapFile = mapFile
        servedMap = NIOLockedValueBox(mapFile.flatMap(MapFileIdentity.init))
        self.dataset = dataset
        self.planner = TripPlanner(router: router)
        self.mapName = mapName
        self.countries = countries.map { [UInt8]($0) } ?? CountriesLayer.world()
        self.limits = limits
        self.logger = logger
        var languages: [String: InstructionLanguage] = [:]
        for code in Instructions.availableLanguages {
            do { languages[code] = try Instructions.language(code: code) } catch {
                logger.error("instruction language \(code) not loaded: \(error)")
            }
        }
        self.languages = languages
        contents = NIOLockedValueBox(MapContents(router: router, basemap: basemap, places: places, dataset: dataset, logger: logger))
        self.jobs = jobsDatabase ?? JobStore(limits: limits, logger: logger)
    }

    /// The HTTP router with every endpoint.
    public func makeRouter() -> Hummingbird.Router<BasicRequestContext> {
        let router = Hummingbird.Router(context: BasicRequestContext.self)
        let methods = EndpointMethods()
        for middleware in crossOrigins.middleware(context: BasicRequestContext.self) { router.add(middleware: middleware) }
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: LogRequestsMiddleware(.debug))
        router.add(middleware: URLLengthMiddleware(limit: limits.urlBytes))
        router.add(middleware: MethodMiddleware(methods: methods))
        if let folder = StaticFiles.folder {
            router.add(middleware: StaticFilesMiddleware(folder: folder, logger: logger))
        }
        let endpoints = EndpointRouter(router: router, methods: methods)
        InfoEndpoints(service: self).register(on: endpoints)
        MapDataEndpoints(service: self).register(on: endpoints)
        JobEndpoints(service: self).register(on: endpoints)
        PlacesEndpoints(service: self).register(on: endpoints)
        OSRMEndpoints(service: self).register(on: endpoints)
        AdminEndpoints(service: self).register(on: endpoints)
        TileEndpoints(service: self).register(on: endpoints)
        SearchEndpoints(service: self).register(on: endpoints)
        return router
    }

    /// Serves on `host`:`port` until SIGINT or SIGTERM, then shuts down gracefully (in-flight requests finish).
    /// - Parameter ioThreads: the threads that accept connections, read requests and write responses; the
    ///   work of a request runs on Swift's concurrency pool (or the work queue) instead. See
    ///   ``defaultIOThreads``.
    public func run(host: String, port: Int, ioThreads: Int = WayfarerService.defaultIOThreads) async throws {
        Allocator.mapLargeBlocks()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, ioThreads))
        let application = Application(
            router: makeRouter(),
            server: .http1(configuration: .init(idleTimeout: .milliseconds(Int64(limits.idleSeconds * 1000)),
                                                httpDecoderConfiguration: limits.httpDecoder)),
            configuration: .init(address: .hostname(host, port: port), serverName: "wayfarer"),
            onServerRunning: { [logger] channel in
                logger.info("serving", metadata: ["address": "\(channel.localAddress?.description ?? "\(host):\(port)")"])
            },
            eventLoopGroupProvider: .shared(group),
            logger: logger
        )
        let hangUp = reloadOnHangUp()
        let trimming = Allocator.startReturningFreeMemory()
        defer {
            hangUp.cancel()
            trimming?.cancel()
        }
        var failure: (any Error)?
        // Jobs queued by other replicas, leases and expiry (nothing for jobs kept in this process).
        let background = Task {
            await jobs.run(makeWork: { kind, body throws(APIError) in try self.makeWork(kind: kind, body: body) }, canTakeJobs: { !self.isMapDamaged })
        }
        do {
            try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            failure = AddressInUse(host: host, port: port)
        } catch {
            failure = error
        }
        await jobs.cancelAll()
        background.cancel()
        await background.value
        try await group.shutdownGracefully()
        if let failure { throw failure }
        logger.info("stopped")
    }

    /// The server cannot listen where it was asked to: another process listens there.
    public struct AddressInUse: Error, CustomStringConvertible {
        public let host: String
        public let port: Int
        public var description: String { "\(host):\(port) is in use by another process: stop it, or choose another port" }
    }

    /// Serves the map file read anew — its routing data, basemap (tiles, search) and the places database beside it;
    /// requests under way finish on the old data, and a file that cannot be read leaves the old data served — unless it is the served
    /// file itself, changed in place (``MapFileIdentity``): then the error says the server must be restarted, and the
    /// health check fails from then on (``isMapDamaged``).
    /// - Throws: `InternalError` (500) saying why the file could not be read.
    func reloadMap(from url: URL) async throws(APIError) {
        let serving = router
        let found = MapFileIdentity(url)
        let read: MapContents
        do {
            // One reading of the file for the routes and the rest; both served from the same moment, one reload at a time.
            read = try await Offload.run { [logger, dataset, reloading, contents] () throws(MapFileError) -> MapContents in
                reloading.lock()
                defer { reloading.unlock() }
                let sections = try MapFile.read(url)
                let loaded = try Routing.Router(sections: sections)
                let read = MapContents(router: loaded, sections: sections, mapFile: url, servedBy: serving, dataset: dataset, logger: logger)
                serving.serve(loaded)
                contents.withLockedValue { $0 = read }
                return read
            }
        } catch {
            let damaged = servedMap.withLockedValue { served in found.map { served?.isChangedInPlace($0) ?? false } ?? false }
            if damaged {
                mapDamaged.withLockedValue { $0 = true }
                logger.critical("the served map file was changed in place: restart the server", metadata: ["map": "\(url.path)", "error": "\(error)"])
                throw APIError(.internalError, "\(url.lastPathComponent) could not be read: \(error). It is the file this server maps, changed "
                               + "in place (copied onto, not renamed over): the map served so far is damaged and the server must be restarted. "
                               + "Replace a map by writing a new file beside it and renaming it over the old one (mv)", status: .internalServerError)
            }
            logger.error("reload failed", metadata: ["map": "\(url.path)", "error": "\(error)"])
            throw APIError(.internalError, "\(url.lastPathComponent) could not be read, the previous map is still served: \(error)",
                           status: .internalServerError)
        }
        servedMap.withLockedValue { $0 = found }
        mapDamaged.withLockedValue { $0 = false }
        logger.notice("map reloaded", metadata: ["map": "\(url.path)", "places": "\(read.placeCounts.values.reduce(0, +))",
                                                 "basemap": "\(read.tiles != nil)"])
    }

    /// On `SIGHUP`, reloads ``mapFile``; a server without one (an extract or the built-in network, read into memory)
    /// says so and goes on serving — a hang-up (`systemctl reload`, a closed terminal) must not stop it.
    private func reloadOnHangUp() -> DispatchSourceSignal {
        signal(SIGHUP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGHUP)
        source.setEventHandler { [self] in
            guard let mapFile else {
                logger.notice("SIGHUP: nothing to reload (the map was not read from a map file; serve --map MAP.wayfarer reloads it)")
                return
            }
            Task { try? await reloadMap(from: mapFile) }
        }
        source.resume()
        return source
    }

    /// One I/O thread per two cores (at least one): I/O threads only parse and write, so more of them just
    /// compete with the request work for the cores — on a 2-core machine under 8 concurrent connections,
    /// one I/O thread instead of two cut the 99th-percentile route latency from 34 ms to 7 ms.
    public static var defaultIOThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount / 2) }

    /// The map's name for a requested profile (OSRM's `driving`, `cycling` and `walking` stand for `car`,
    /// `bike` and `foot`).
    /// - Throws: `InvalidValue` naming the map's profiles, when it has no such profile.
    func profile(_ requested: String) throws(APIError) -> String {
        guard let name = router.profileName(for: requested) else {
            let aliases = Router.profileAliases.filter { router.profileNames.contains($0.value) }.keys.sorted()
            throw APIError(.invalidValue, "unknown profile '\(requested)'; this map has \(router.profileNames.joined(separator: ", "))"
                           + (aliases.isEmpty ? "" : " (also called \(aliases.joined(separator: ", ")) as in OSRM)"))
        }
        return name
    }

    /// The instruction language with this code.
    /// - Throws: `InvalidValue` naming the available ones.
    func language(_ code: String) throws(APIError) -> InstructionLanguage {
        guard let known = languages[code] else {
            throw APIError(.invalidValue, "unknown language '\(code)'; available: \(languages.keys.sorted().joined(separator: ", "))")
        }
        return known
    }

    /// The points of interest.
    /// - Throws: `NoPlaces` (404) saying how to get them, when the server has none.
    func placeStore() throws(APIError) -> PlaceStore {
        try Self.placeStore(places)
    }

    private static func placeStore(_ places: PlaceStore?) throws(APIError) -> PlaceStore {
        guard let places else {
            throw APIError(.noPlaces, "this server has no points of interest: 'wayfarer import EXTRACT.osm.pbf -o MAP.wayfarer' writes "
                           + "MAP.places.sqlite beside the map, which 'wayfarer serve --map MAP.wayfarer' opens (or serve --osm EXTRACT)",
                           status: .notFound)
        }
        return places
    }

    /// The walking tour planner.
    /// - Throws: `NoPlaces` (404) without points of interest, `NotFound` (404) when the map has no `foot` profile.
    func tourPlanner() throws(APIError) -> WalkingTourPlanner {
        // One reading of the contents: a reload between two would mix two maps'.
        let current = contents.withLockedValue { $0 }
        _ = try Self.placeStore(current.places)
        guard let walkingTours = current.walkingTours else {
            throw APIError(.notFound, "walking tours need the foot profile; this map has \(router.profileNames.joined(separator: ", ")) "
                           + "(import the map with every profile)", status: .notFound)
        }
        return walkingTours
    }

    /// Seconds since the service started.
    var uptime: Double {
        let (seconds, attoseconds) = (ContinuousClock.now - started).components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
