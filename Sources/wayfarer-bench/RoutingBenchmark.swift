import ArgumentParser
import Foundation
import RoadNetwork

/// `wayfarer-bench routing FILE`: the routing figures on one extract.
struct RoutingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routing",
        abstract: "Import, load, route, barrier-route, matrix and distance-agreement figures for an OSM extract."
    )

    @Argument(help: "An .osm.pbf or .osm file.")
    var file: String

    @Option(help: "The profile to query.")
    var profile: String = "car"

    @Option(help: "Random origin–destination pairs for route timings.")
    var pairs: Int = 1000

    @Option(help: "The barrier's radius in metres (a circle of twice this across).")
    var barrierRadius: Double = 500

    @Option(help: "The profiles to import, comma-separated.")
    var profiles: String = "car,bike,foot"

    func run() throws {
        try RoutingFigures(profile: profile, pairs: pairs, barrierRadius: barrierRadius).measure(file, importing: try Profile.list(profiles))
    }
}
