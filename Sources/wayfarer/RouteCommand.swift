import ArgumentParser
import Directions
import OSRMFormat
import Routing

/// `wayfarer route`: the best route through stops, in order.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Route through stops in the given order, optionally around barriers."
    )

    @OptionGroup var query: MapQueryOptions

    @Option(help: "Output: text, json (OSRM v1 route response), geojson or gpx.")
    var format: String = "text"

    @Flag(help: "Turn-by-turn directions: in the text, each leg's instructions; in json, OSRM's steps.")
    var steps = false

    @Option(help: "The language of the directions: en or uk.")
    var language: String = "en"

    func run() throws {
        guard let format = OutputFormat(rawValue: format) else {
            throw CLIError("--format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let instructions: InstructionLanguage
        do { instructions = try Instructions.language(code: language) } catch { throw CLIError("--language: \(error)") }
        let stops = try query.parsedStops()
        let metric = query.metric
        let exclusions = try query.parsedExclusions()
        let router = try MapLoader.router(for: query.map, smallComponentSize: query.smallComponentSize)
        try reportingRoutingErrors(json: format == .json) {
            let barriers = try MapLoader.barriers(from: query.barriers, defaultRadius: query.barrierRadius)
            let route = try router.route(RouteRequest(profile: query.profile, stops: stops, metric: metric, barriers: barriers,
                                                      snapRadius: [query.snapRadius], exclude: exclusions))
            switch format {
            case .text: print(RouteFormats.text(route, directions: steps ? Directions.steps(for: route, language: instructions) : nil))
            case .json: printJSON(OSRMEncoder(options: RouteOutputOptions(steps: steps, overview: .full, geometries: .geojson, language: instructions))
                                    .route(route, metric: metric, profile: query.profile))
            case .geojson: print(try RouteFormats.geoJSON(route))
            case .gpx: print(RouteFormats.gpx(route))
            }
        }
    }
}
