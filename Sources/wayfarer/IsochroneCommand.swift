import ArgumentParser
import OSRMFormat
import Routing

/// `wayfarer isochrone`: the areas reachable from one stop within some minutes or metres, as GeoJSON.
struct IsochroneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isochrone",
        abstract: "The areas reachable from one stop within given minutes or metres (GeoJSON polygons that follow the roads reached), optionally around barriers.",
        discussion: "wayfarer isochrone --map malta.wayfarer --stops 14.5146,35.8989 --minutes 5,10,15 > reach.geojson"
    )

    @OptionGroup var query: MapQueryOptions

    @Option(help: "Contours in minutes of travel, comma-separated (up to 4, each at most 120).")
    var minutes: String?

    @Option(help: "Contours in metres of travel instead, comma-separated (up to 4, each at most 100000).")
    var meters: String?

    func run() throws {
        let stops = try query.parsedStops()
        guard stops.count == 1 else { throw CLIError("an isochrone starts from one stop; --stops gave \(stops.count)") }
        guard (minutes == nil) != (meters == nil), let text = minutes ?? meters else { throw CLIError("give --minutes or --meters (one of the two)") }
        let metric: Metric = minutes != nil ? .time : .distance
        let unit = metric == .time ? 60.0 : 1
        let maximum = metric == .time ? 120.0 : 100_000
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...4).contains(values.count), values.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= maximum }) else {
            throw CLIError("--\(metric == .time ? "minutes" : "meters") '\(text)': give 1 to 4 comma-separated numbers above 0 and at most \(Int(maximum))")
        }
        let contours = values.map { $0! * unit }
        let router = try MapLoader.router(for: query.map, smallComponentSize: query.smallComponentSize)
        try reportingRoutingErrors(json: false) {
            let barriers = try MapLoader.barriers(from: query.barriers, defaultRadius: query.barrierRadius)
            let reach = try router.reach(from: stops[0], profile: query.profile, metric: metric, limit: contours.max()!, barriers: barriers,
                                         exclude: try query.parsedExclusions(), snapRadius: query.snapRadius)
            printJSON(IsochroneDocument.encode(reach.isochrones(contours: contours), metric: metric, unit: unit, origin: reach.origin))
        }
    }
}
