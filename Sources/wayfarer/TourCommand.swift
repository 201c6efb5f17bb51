import ArgumentParser
import Directions
import Foundation
import Geo
import OSRMFormat
import Places
import Routing
import WalkingTours

/// `wayfarer tour`: a walking tour of varied points of interest around a start, in the best order.
struct TourCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Plan a walking tour of points of interest around a start, in the best order.",
        discussion: """
            Chooses places by category (attraction 35 %, museum 20 %, park 15 %, restaurant 15 %, cultural 10 %, \
            shopping 5 %) and quality score, at least 100 m apart and reachable on foot, then orders them and drops the \
            least valuable until the tour fits --max-distance.
              wayfarer tour --map malta.wayfarer --start 14.5146,35.8989 --stop-count 10
              wayfarer tour --map monaco.osm.pbf --start 7.4246,43.7384 --categories attraction,museum,park --format geojson
            """
    )

    /// Whether the tour returns to its start.
    enum Shape: String, EnumerableFlag {
        case roundTrip, open

        static func help(for value: Shape) -> ArgumentHelp? {
            value == .roundTrip ? "Return to the start (the default)." : "End at the last place."
        }
    }

    @Option(help: "A map file from 'wayfarer import' (its .places.sqlite beside it), or an .osm.pbf/.osm file (imported in memory).")
    var map: String

    @Option(parsing: .unconditional, help: "The start as 'lon,lat' (west and south negative: --start -0.1276,51.5072).")
    var start: String

    @Option(name: .customLong("stop-count"), parsing: .unconditional, help: "How many places to visit (at most).")
    var stopCount: Int = 8

    @Option(parsing: .unconditional, help: "How far from the start places may be, metres.")
    var radius: Double = 1500

    @Option(name: .customLong("max-distance"), parsing: .unconditional, help: "The longest tour allowed, metres.")
    var maxDistance: Double = 8000

    @Option(name: .customLong("target-distance"), parsing: .unconditional, help: "The ideal tour length, metres (default: 5000, or --max-distance when shorter).")
    var target: Double?

    /// The ideal tour length: as given, else 5000 m or the maximum when shorter (as the API's `targetDistance`).
    var targetDistance: Double { target ?? min(5000, maxDistance) }

    @Option(help: "Comma-separated categories: attraction, museum, park, restaurant, cultural, shopping (default: all).")
    var categories: String = ""

    @Flag var shape: Shape = .roundTrip

    @Option(name: .customLong("time-limit"), parsing: .unconditional, help: "The ordering search's time budget per round, seconds.")
    var timeLimit: Double = 1

    @Option(parsing: .unconditional, help: "The random seed: the same seed gives the same tour, unless a search is cut short by its time limit.")
    var seed: UInt64 = 1

    @Option(help: "The language of the directions: en or uk.")
    var language: String = "en"

    @Option(help: "Output: text, json, geojson or gpx.")
    var format: String = "text"

    func run() async throws {
        guard let format = OutputFormat(rawValue: format) else {
            throw CLIError("--format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let request = try makeRequest()
        try await reportingTourErrors(json: format == .json) { () throws(WalkingTourError) in try request.validate() }
        let router = try MapLoader.router(for: map)
        let store = try MapLoader.places(for: map)
        let tour = try await Self.plan(request, router: router, store: store, json: format == .json)
        let report = TourReport(tour: tour, maxDistance: maxDistance, targetDistance: targetDistance)
        switch format {
        case .text: print(report.text)
        case .json:
            // The tour job's document: what was asked, then the same result members.
            var json = JSONWriter(capacity: 65_536)
            json.object { json in
                json.key("start")
                json.coordinate(longitude: request.start.longitude, latitude: request.start.latitude)
                json.member("maxDistance", maxDistance)
                json.member("targetDistance", targetDistance)
                json.member("roundTrip", request.roundTrip)
                let options = ResultDocument.routeOptions(language: try? Instructions.language(code: language))
                ResultDocument(tour: tour, encoder: OSRMEncoder(options: options)).write(into: &json)
            }
            print(json.string)
        case .geojson: print(try report.geoJSON())
        case .gpx: print(report.gpx())
        }
    }

    /// The tour, following its search on the status line. A function of its own returning it, not a variable an async
    /// closure assigns: debug builds (Swift 6.3) miscompiled that pattern for a value this large, and corrupted the heap.
    private static func plan(_ request: WalkingTourRequest, router: Router, store: PlaceStore, json: Bool) async throws -> WalkingTour {
        try await reportingTourErrors(json: json) { () async throws(WalkingTourError) -> WalkingTour in
            let search = try WalkingTourPlanner(router: router, store: store).start(request)
            let status = StatusLine()
            for await event in search { status.update(TourReport.status(of: event)) }
            status.clear()
            return try await search.result()
        }
    }

    /// The request the options describe.
    private func makeRequest() throws -> WalkingTourRequest {
        let points: [Coordinate]
        do { points = try CoordinateList.parse(start) } catch { throw CLIError("--start: \(error)") }
        guard points.count == 1, let origin = points.first else { throw CLIError("--start takes one 'lon,lat', got \(points.count) coordinates") }
        let chosen: [PlaceCategory]
        do { chosen = try PlaceCategory.parseList(categories) } catch { throw CLIError("--categories: \(error)") }
        let selection = SelectionRequest(start: origin, stopCount: stopCount, radius: radius, categories: chosen)
        return WalkingTourRequest(start: origin, selection: selection, maxDistance: maxDistance, targetDistance: targetDistance,
                                  roundTrip: shape == .roundTrip, timeLimit: timeLimit, seed: seed, language: language)
    }
}

/// Runs `body`; a tour failure becomes `{"code", "message"}` JSON on standard output when `json`, else one
/// line on standard error — either way a non-zero exit.
private func reportingTourErrors<T>(json: Bool, _ body: () async throws(WalkingTourError) -> T) async throws -> T {
    do {
        return try await body()
    } catch {
        if json {
            printJSON(OSRMEncoder.error(code: error.code, message: error.description))
        } else {
            printError("Error: \(error)")
        }
        throw ExitCode(1)
    }
}
