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

    @OptionGroup var figures: RoutingFigures

    @Option(help: "The profiles to import, comma-separated.")
    var profiles: String = "car,bike,foot"

    func run() throws {
        try figures.measure(file, importing: try Profile.list(profiles))
    }
}
