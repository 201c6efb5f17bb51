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

    @Option(help: "Contours in metres of travel, comma-separated (up to 4, each at most 100000); with --minutes, both kinds.")
    var meters: String?

    func run() throws {
        let stops = try query.parsedStops()
        guard stops.count == 1 else { throw CLIError("an isochrone starts from one stop; --stops gave \(stops.count)") }
        var lists: [ContourList] = []
        for (text, metric, flag) in [(minutes, Metric.time, "minutes"), (meters, .distance, "meters")] {
            guard let text else { continue }
            do { lists.append(try ContourList(text, metric: metric)) } catch { throw CLIError("--\(flag) '\(text)': expected \(error)") }
        }
        guard !lists.isEmpty else { throw CLIError("give --minutes or --meters (or both)") }
        guard query.metric == .time else { throw CLIError("--metric does not apply to isochrones: give --meters for contours of distance") }
        let router = try MapLoader.router(for: query.map, smallComponentSize: query.smallComponentSize)
        try reportingRoutingErrors(json: false) {
            let barriers = try MapLoader.barriers(from: query.barriers, defaultRadius: query.barrierRadius)
            let found = try router.isochrones(from: stops[0], profile: query.profile, contours: lists, barriers: barriers,
                                              exclude: try query.parsedExclusions(), snapRadius: query.snapRadius)
            printJSON(IsochroneDocument.encode(found.isochrones, origin: found.origin))
        }
    }
}
