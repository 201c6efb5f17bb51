import ArgumentParser
import Foundation
import RoadNetwork

/// `wayfarer-bench routing FILE`: the routing figures on one extract.
struct RoutingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routing",
        abstract: "Import, load, route, barrier-route, matrix, distance-agreement and exactness figures for an OSM extract (or, skipping the import, a map file)."
    )

    @Argument(help: "An .osm.pbf or .osm file, or a .wayfarer map file (measured without importing).")
    var file: String

    @OptionGroup var figures: RoutingFigures

    @Option(help: "The profiles to import, comma-separated.")
    var profiles: String = "car,bike,foot"

    func run() throws {
        try figures.measure(file, importing: try Profile.list(profiles))
    }
}
