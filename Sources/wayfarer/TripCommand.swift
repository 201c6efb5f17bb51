import ArgumentParser
import Datasets
import Foundation
import Geo
import Routing
import TourOptimizer
import TripPlanning

/// `wayfarer trip`: the fastest trip through chosen cities of the built-in network, or stops on a map.
struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract: "Find the fastest trip visiting every stop: cities of the built-in Ukraine network, or stops on a map.",
        discussion: """
            wayfarer trip --dataset ukraine --cities "Lviv,Kyiv,Odesa" --mode any
            wayfarer trip --map malta.wayfarer --stops "14.51,35.89;14.49,35.91;14.40,35.95" --round-trip
            """
    )

    @Option(help: "A built-in dataset: ukraine.")
    var dataset: String?

    @Option(help: "Comma-separated city names (English or Ukrainian, any case or accents).")
    var cities: String?

    @Option(help: "With --dataset: car (roads), train (rail) or any (both).")
    var mode: String = "any"

    @Option(help: "A map file or .osm.pbf/.osm file (instead of --dataset).")
    var map: String?

    @Option(help: "With --map: the stops as 'lon,lat;lon,lat;…'.")
    var stops: String?

    @Option(help: "With --map: the travel profile (car, bike, foot).")
    var profile: String = "car"

    @Option(help: "With --map: a GeoJSON file of barriers.")
    var barriers: String?

    @Flag(name: .customLong("round-trip"), help: "Return to the first visited stop.")
    var roundTrip = false

    @Flag(name: .customLong("preserve-first"), help: "Visit the first stop given first.")
    var preserveFirst = false

    @Flag(name: .customLong("preserve-last"), help: "Visit the last stop given last.")
    var preserveLast = false

    @Option(name: .customLong("time-limit"), help: "The ordering's time budget in seconds.")
    var timeLimit: Double = 3

    @Option(help: "The random seed.")
    var seed: UInt64 = 1

    @Option(help: "Output: text, json or geojson.")
    var format: String = "text"

    func validate() throws {
        guard (dataset == nil) != (map == nil) else { throw ValidationError("give either --dataset ukraine or --map FILE") }
        guard ["text", "json", "geojson"].contains(format) else { throw ValidationError("--format must be text, json or geojson") }
        guard timeLimit > 0, timeLimit.isFinite else { throw ValidationError("--time-limit must be a positive number of seconds") }
    }

    func run() async throws {
        let tour = TourOptions(roundTrip: roundTrip, preserveFirstStop: preserveFirst, preserveLastStop: preserveLast,
                               timeLimit: timeLimit, seed: seed)
        let (router, request, names) = try setUp(tour: tour)
        let search: TripSearch
        do { search = try TripPlanner(router: router).start(request) } catch { throw CLIError("\(error)") }
        let status = StatusLine()
        for await event in search.events {
            if case .improved(let progress) = event {
                status.update(String(format: "best %.1f min · %@ · %.2f s", progress.bestCost / 60, progress.phase.rawValue, progress.elapsed))
            }
        }
        status.clear()
        let plan: TripPlan
        do { plan = try await search.result() } catch { throw CLIError("\(error)") }
        let report = TripReport(plan: plan, names: names, dataset: dataset == nil ? nil : try UkraineNetwork.load(), profile: request.profile)
        switch format {
        case "json": try printJSON(report)
        case "geojson": print(try report.geoJSON(route: plan.route))
        default: print(report.text)
        }
    }

    /// The router, the request and the stops' display names.
    private func setUp(tour: TourOptions) throws -> (Router, TripRequest, [String]) {
        if let dataset {
            guard dataset == "ukraine" else { throw CLIError("unknown dataset '\(dataset)'; the built-in one is 'ukraine'") }
            guard UkraineNetwork.modes.contains(mode) else {
                throw CLIError("--mode must be one of \(UkraineNetwork.modes.joined(separator: ", ")), got '\(mode)'")
            }
            guard let cities, !cities.isEmpty else { throw CLIError("--cities is required with --dataset") }
            let network = try UkraineNetwork.load()
            var chosen: [City] = []
            for name in cities.split(separator: ",") {
                do { chosen.append(try network.city(named: String(name))) } catch { throw CLIError("\(error)") }
            }
            let router = Router(network: network.roadNetwork())
            let stops = chosen.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            return (router, TripRequest(profile: mode, stops: stops, snapRadius: [1000], tour: tour), chosen.map(\.nameEn))
        }
        guard let stops else { throw CLIError("--stops is required with --map") }
        let coordinates: [Coordinate]
        do { coordinates = try CoordinateList.parse(stops) } catch { throw CLIError("--stops: \(error)") }
        let router = try MapLoader.router(for: map ?? "")
        let barriers = try MapLoader.barriers(from: self.barriers, defaultRadius: 50)
        return (router, TripRequest(profile: profile, stops: coordinates, barriers: barriers, tour: tour),
                coordinates.indices.map { "stop \($0)" })
    }
}
