import Geo
import Routing

/// OSRM v1's JSON shapes for the CLI's `--format json`: `route` and `table` responses and errors.
enum OSRMResponse {
    struct RouteBody: Encodable {
        var code = "Ok"
        var routes: [RouteObject]
        var waypoints: [WaypointObject]
    }

    struct RouteObject: Encodable {
        var distance: Double
        var duration: Double
        var weight: Double
        var weight_name: String
        var geometry: LineString
        var legs: [Leg]
    }

    struct Leg: Encodable {
        var distance: Double
        var duration: Double
        var weight: Double
        var summary: String
        var steps: [String] = []
    }

    struct LineString: Encodable {
        var type = "LineString"
        var coordinates: [[Double]]
    }

    struct WaypointObject: Encodable {
        var location: [Double]
        var distance: Double
        var name: String
        var hint = ""
    }

    struct TableBody: Encodable {
        var code = "Ok"
        var durations: [[Double?]]?
        var distances: [[Double?]]?
        var sources: [WaypointObject]
        var destinations: [WaypointObject]
    }

    struct ErrorBody: Encodable {
        var code: String
        var message: String
    }

    static func route(_ route: Route, metric: Metric) -> RouteBody {
        let legs = route.legs.map { leg in
            Leg(distance: round(leg.distance), duration: round(leg.duration),
                weight: round(metric == .time ? leg.duration : leg.distance), summary: summary(leg))
        }
        return RouteBody(routes: [RouteObject(
            distance: round(route.distance), duration: round(route.duration),
            weight: round(metric == .time ? route.duration : route.distance), weight_name: metric == .time ? "duration" : "distance",
            geometry: LineString(coordinates: route.geometry.map { [$0.longitude, $0.latitude] }), legs: legs)],
            waypoints: route.waypoints.map(waypoint))
    }

    static func table(_ table: Table) -> TableBody {
        func rounded(_ rows: [[Double?]]?) -> [[Double?]]? { rows?.map { $0.map { $0.map(round) } } }
        return TableBody(durations: rounded(table.durations), distances: rounded(table.distances),
                         sources: table.sources.map(waypoint), destinations: table.destinations.map(waypoint))
    }

    static func waypoint(_ waypoint: Waypoint) -> WaypointObject {
        WaypointObject(location: [waypoint.location.longitude, waypoint.location.latitude], distance: round(waypoint.distance),
                       name: waypoint.name)
    }

    /// The two longest-travelled street names of a leg, as OSRM's summary.
    static func summary(_ leg: RouteLeg) -> String {
        var byName: [String: Double] = [:]
        for piece in leg.pieces where !piece.name.isEmpty { byName[piece.name, default: 0] += piece.distance }
        return byName.sorted { $0.value > $1.value }.prefix(2).map(\.key).joined(separator: ", ")
    }

    /// OSRM rounds to one decimal place.
    static func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
