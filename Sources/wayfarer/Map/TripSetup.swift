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

    @Option(help: "With --dataset: car (roads), train (rail) or any (both).")
    var mode: String = "any"

    @Option(help: "A map file or .osm.pbf/.osm file (instead of --dataset).")
    var map: String?

    @Option(parsing: .unconditional, help: "With --map: the stops as 'lon,lat;lon,lat;…' (west and south negative).")
    var stops: String?

    @Option(help: "With --map: the travel profile (car, bike, foot).")
    var profile: String = "car"

    @Option(help: "With --map: a GeoJSON file of barriers.")
    var barriers: String?

    @Option(name: .customLong("small-component-size"), help: SmallComponentHelp.text)
    var smallComponentSize = Router.defaultSmallComponentSize

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
    func request(tour: TourOptions, dataset network: UkraineNetwork?) throws -> (TripRequest, [String])? {
        if let network {
            guard UkraineNetwork.modes.contains(mode) else {
                throw CLIError("--mode must be one of \(UkraineNetwork.modes.joined(separator: ", ")), got '\(mode)'")
            }
            guard let cities, !cities.isEmpty else { return nil }
            var chosen: [City] = []
            for name in cities.split(separator: ",") {
                do { chosen.append(try network.city(named: String(name))) } catch { throw CLIError("\(error)") }
            }
            let stops = chosen.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            return (TripRequest(profile: mode, stops: stops, snapRadius: [1000], tour: tour), chosen.map(\.nameEn))
        }
        guard let stops else { return nil }
        let coordinates: [Coordinate]
        do { coordinates = try CoordinateList.parse(stops) } catch { throw CLIError("--stops: \(error)") }
        let barriers = try MapLoader.barriers(from: self.barriers, defaultRadius: 50)
        return (TripRequest(profile: profile, stops: coordinates, barriers: barriers, tour: tour), coordinates.indices.map { "stop \($0)" })
    }
}
