import ArgumentParser
import Foundation
import RoadNetwork

/// `wayfarer-bench scale SIDE`: the routing figures of a synthetic city of SIDE×SIDE junctions, so that how import,
/// queries and tables grow with the map can be measured by anyone.
struct ScaleBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Generate a synthetic city of SIDE×SIDE junctions (../shared/tools/synthetic_city.py), import it and measure routing on it."
    )

    @Argument(help: "Junctions along each side (1000: a million junctions).")
    var side: Int

    @Option(help: "The city generator (a Python script taking SIDE OUT.osm SEED).")
    var generator: String = ScaleBenchmark.defaultGenerator

    @Option(help: "The generator's random seed.")
    var seed: Int = 1

    @Option(help: "The profiles to import, comma-separated.")
    var profiles: String = "car"

    @OptionGroup var figures: RoutingFigures

    /// `../shared/tools/synthetic_city.py` beside the package, or `$WAYFARER_TOOLS/synthetic_city.py`.
    static var defaultGenerator: String {
        if let tools = ProcessInfo.processInfo.environment["WAYFARER_TOOLS"], !tools.isEmpty { return tools + "/synthetic_city.py" }
        return Bench.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/synthetic_city.py").path
    }

    func validate() throws {
        guard (2...10_000).contains(side) else { throw ValidationError("SIDE must be 2…10000") }
    }

    func run() throws {
        let chosen: [Profile]
        do { chosen = try Profile.list(profiles) } catch { throw ValidationError(error.description) }
        let city = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-city-\(side)-\(seed).osm")
        defer { try? FileManager.default.removeItem(at: city) }
        let generated = try Statistics.time { _ = try Subprocess.output(["python3", generator, String(side), city.path, String(seed)]) }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: city.path)[.size] as? Int) ?? 0
        print(String(format: "city: %d×%d junctions, OSM XML %.1f MB, generated in %.1f s", side, side, Double(bytes) / 1e6, generated))
        try figures.measure(city.path, importing: chosen)
    }
}
