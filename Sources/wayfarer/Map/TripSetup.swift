import ArgumentParser
import Datasets
import Geo
import Routing
import TourOptimizer
import TripPlanning

/// The options `trip` and `render` share to plan a trip: cities of the built-in network, or stops on a map.
struct TripSetupOptions: ParsableArguments {
    @Option(help: "A built-in dataset: ukraine.")
    var dataset: String?

    @Option(help: "Comma-separated city names (English or Ukrainian, any case or accents).")
    var cities: String?

    @Option(help: "A map file or .osm.pbf/.osm file (instead of --dataset).")
    var map: String?

    @Option(parsing: .unconditional, help: "With --map: the stops as 'lon,lat;lon,lat;…' (west and south negative).")
    var stops: String?

    @Option(help: "The travel profile: with --map car (default), bike or foot; with --dataset car (roads), train (rail) or any (both, default).")
    var profile: String?

    @Option(help: "What to minimise: time or distance.")
    var metric: Metric = .time

    @Option(name: .customLong("snap-radius"), parsing: .unconditional, help: "How far a stop may be from a road, metres.")
    var snapRadius: Double = 1000

    @Option(help: "With --map: a GeoJSON file of barriers.")
    var barriers: String?

    @Option(name: .customLong("barrier-radius"), parsing: .unconditional, help: "The radius in metres of point barriers without a 'radius' property.")
    var barrierRadius: Double = 50

    @Option(name: .customLong("small-component-size"), parsing: .unconditional, help: SmallComponentHelp.text)
    var smallComponentSize = Router.defaultSmallComponentSize

    @Option(help: ArgumentHelp("With --map: " + RoadExclusions.optionHelp))
    var exclude: String = ""

    /// Checks that exactly one of `--dataset` and `--map` is given.
    func validateSource() throws {
        guard (dataset == nil) != (map == nil) else { throw ValidationError("give either --dataset ukraine or --map FILE") }
    }

    /// The built-in network `--dataset` names, or nil with `--map`.
    func datasetNetwork() throws -> UkraineNetwork? {
        guard let dataset else { return nil }
        guard dataset == "ukraine" else { throw CLIError("unknown dataset '\(dataset)'; the built-in one is 'ukraine'") }
        return try UkraineNetwork.load()
    }

    /// The router of the dataset or map.
    func router(dataset network: UkraineNetwork?) throws -> Router {
        if let network { return Router(network: network.roadNetwork()) }
        return try MapLoader.router(for: map ?? "", smallComponentSize: smallComponentSize)
    }

    /// The trip request for the chosen cities or stops, with their display names; nil when neither
    /// `--cities` nor `--stops` is given.
    func request(ordering: OrderingOptions, dataset network: UkraineNetwork?) throws -> (TripRequest, [String])? {
        guard snapRadius > 0, snapRadius.isFinite else { throw CLIError("--snap-radius must be a positive number of metres") }
        if let network {
            guard exclude.isEmpty else { throw CLIError("--exclude needs --map: the built-in network marks no tolls, motorways or ferries") }
            let profile = profile ?? "any"
            guard UkraineNetwork.profiles.contains(profile) else {
                throw CLIError("--profile must be one of \(UkraineNetwork.profiles.joined(separator: ", ")) with --dataset, got '\(profile)'")
            }
            guard let cities, !cities.isEmpty else { return nil }
            var chosen: [City] = []
            for name in cities.split(separator: ",") {
                let city: City
                do { city = try network.city(named: String(name)) } catch { throw CLIError("\(error)") }
                if chosen.contains(where: { $0.id == city.id }) { throw CLIError("--cities names \(city.nameEn) twice ('\(name)')") }
                chosen.append(city)
            }
            let stops = chosen.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            return (TripRequest(profile: profile, stops: stops, metric: metric, snapRadius: [snapRadius],
                                findBestSequence: ordering.findBestSequence, tour: ordering.tourOptions), chosen.map(\.nameEn))
        }
        guard let stops else { return nil }
        let coordinates: [Coordinate]
        do { coordinates = try CoordinateList.parse(stops) } catch { throw CLIError("--stops: \(error)") }
        let barriers = try MapLoader.barriers(from: self.barriers, defaultRadius: barrierRadius)
        var request = TripRequest(profile: profile ?? "car", stops: coordinates, metric: metric, barriers: barriers, snapRadius: [snapRadius],
                                  findBestSequence: ordering.findBestSequence, tour: ordering.tourOptions)
        request.exclude = try RoadExclusions(option: exclude)
        return (request, coordinates.indices.map { "stop \($0 + 1)" })
    }
}
