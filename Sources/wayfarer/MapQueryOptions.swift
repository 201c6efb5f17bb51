import ArgumentParser
import Geo
import OSRMFormat
import Routing

/// The options `route` and `table` share: the map, the profile, the stops, barriers and the metric.
struct MapQueryOptions: ParsableArguments {
    @Option(help: "A map file from 'wayfarer import', or an .osm.pbf/.osm file (imported in memory).")
    var map: String

    @Option(help: "The travel profile: car, bike or foot.")
    var profile: String = "car"

    @Option(parsing: .unconditional, help: "The stops as 'lon,lat;lon,lat;…' (or polyline(…)); west and south are negative: --stops -76.61,39.29;-76.60,39.30.")
    var stops: String

    @Option(help: "A GeoJSON file of barriers: polygons, lines, and points (buffered by their 'radius' property).")
    var barriers: String?

    @Option(name: .customLong("barrier-radius"), parsing: .unconditional, help: "The radius in metres of point barriers without a 'radius' property.")
    var barrierRadius: Double = 50

    @Option(help: "What to minimise: time or distance.")
    var metric: Metric = .time

    @Option(name: .customLong("snap-radius"), parsing: .unconditional, help: "How far a stop may be from a road, metres.")
    var snapRadius: Double = 1000

    @Option(name: .customLong("small-component-size"), parsing: .unconditional, help: SmallComponentHelp.text)
    var smallComponentSize = Router.defaultSmallComponentSize

    @Option(help: ArgumentHelp(RoadExclusions.optionHelp))
    var exclude: String = ""

    func parsedExclusions() throws -> RoadExclusions {
        try RoadExclusions(option: exclude)
    }

    func parsedStops() throws -> [Coordinate] {
        do { return try CoordinateList.parse(stops) } catch { throw CLIError("--stops: \(error)") }
    }
}

extension RoadExclusions {
    /// The help of `--exclude`, one text for every command that has it.
    static let optionHelp = "Classes of road not to use: toll, motorway, ferry (comma-separated)."

    /// The classes `--exclude` names; a name that is none is a one-line error.
    init(option text: String) throws {
        do { self = try RoadExclusions(names: text) } catch { throw CLIError("--\(error)") }
    }
}

/// Runs `body`; a routing failure becomes OSRM's error JSON on standard output when `json`, else one line
/// on standard error — either way a non-zero exit.
func reportingRoutingErrors(json: Bool, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as RoutingError {
        if json {
            printJSON(OSRMEncoder.error(code: error.code, message: error.description, waypoints: error.waypoints))
        } else {
            printError("Error: \(error)")
        }
        throw ExitCode(1)
    }
}

/// The help of `--small-component-size`, one text for every command that has it.
enum SmallComponentHelp {
    static let text: ArgumentHelp = """
        Pieces of road network with fewer directed road segments are small (islands, gated estates, car parks): \
        a stop snaps onto one only when every stop of the request lies on it (OSRM's rule and default).
        """
}

/// `--metric time|distance`.
extension Metric: ExpressibleByArgument {}
