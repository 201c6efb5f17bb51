import Directions
import Geo
import Routing

/// Writes OSRM v1 JSON responses field for field, so OSRM client libraries read Wayfarer's answers unchanged:
/// `route`, `trip`, `table`, `nearest` and errors. The JSON is written directly (``JSONWriter``), which is
/// several times faster than `JSONEncoder` on step-heavy routes.
///
/// ```swift
/// let encoder = OSRMEncoder(options: RouteOutputOptions(steps: true, geometries: .geojson))
/// let body = encoder.route(route, metric: .time, profile: "car")   // {"code":"Ok","routes":[…],"waypoints":[…]}
/// ```
/// Distances (m), durations (s) and weights are rounded to one decimal, coordinates to six, as OSRM does.
public struct OSRMEncoder: Sendable {
    /// What route objects carry.
    public var options: RouteOutputOptions
    /// The instruction language used when ``RouteOutputOptions/language`` is nil (English), if it loads.
    let language: InstructionLanguage?

    /// An encoder with these output options.
    public init(options: RouteOutputOptions = RouteOutputOptions()) {
        self.options = options
        language = options.language ?? (try? Instructions.language(code: "en"))
    }

    /// A `route` service response: one route and its snapped waypoints.
    public func route(_ route: Route, metric: Metric, profile: String) -> [UInt8] {
        routes([route], metric: metric, profile: profile)
    }

    /// A `route` service response with alternatives: the best route first, then the others, and the waypoints
    /// of the first.
    public func routes(_ routes: [Route], metric: Metric, profile: String) -> [UInt8] {
        response(routesKey: "routes", routes, metric: metric, profile: profile) { json in
            for waypoint in routes.first?.waypoints ?? [] { writeWaypoint(waypoint, into: &json) }
        }
    }

    /// A `match` service response: `matchings` (routes with their `confidence`) and `tracepoints` (per trace point
    /// its waypoint with `matchings_index`, `waypoint_index` and `alternatives_count`, or null when left out).
    public func match(_ match: MapMatch, profile: String) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.object { json in
            json.member("code", "Ok")
            json.key("matchings")
            json.array { json in
                for matching in match.matchings {
                    writeRoute(matching.route, metric: .time, profile: profile, into: &json) { json in
                        json.member("confidence", (matching.confidence * 1000).rounded() / 1000)
                    }
                }
            }
            json.key("tracepoints")
            json.array { json in
                for point in match.tracepoints {
                    guard let point else { json.null(); continue }
                    writeWaypoint(point.waypoint, into: &json) { json in
                        json.member("matchings_index", point.matching)
                        json.key("waypoint_index")
                        if let index = point.index { json.value(index) } else { json.null() }
                        json.member("alternatives_count", point.alternatives)
                    }
                }
            }
        }
        return json.bytes
    }

    /// A `trip` service response: the route through the stops in `order` (closed for a round trip), and
    /// the waypoints in input order, each with `trips_index` 0 and `waypoint_index`, its position in the trip.
    public func trip(_ route: Route, order: [Int], metric: Metric, profile: String) -> [UInt8] {
        var position = [Int](repeating: 0, count: order.count)
        for (visit, stop) in order.enumerated() { position[stop] = visit }
        return response(routesKey: "trips", [route], metric: metric, profile: profile) { json in
            for stop in order.indices where position[stop] < route.waypoints.count {
                writeWaypoint(route.waypoints[position[stop]], into: &json) { json in
                    json.member("trips_index", 0)
                    json.member("waypoint_index", position[stop])
                }
            }
        }
    }

    /// `{"code":"Ok", routesKey: [routes], "waypoints": [what `waypoints` writes]}`.
    private func response(routesKey: String, _ routes: [Route], metric: Metric, profile: String,
                          waypoints: (inout JSONWriter) -> Void) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.object { json in
            json.member("code", "Ok")
            json.key(routesKey)
            json.array { json in for route in routes { writeRoute(route, metric: metric, profile: profile, into: &json) } }
            if !options.skipWaypoints {
                json.key("waypoints")
                json.array(waypoints)
            }
        }
        return json.bytes
    }

    /// A `table` service response: `durations` and/or `distances` (null where no path exists), `sources`
    /// and `destinations`, and `fallback_speed_cells` when some cells are straight-line estimates.
    public func table(_ table: Table) -> [UInt8] {
        let cells = (table.sources.count * table.destinations.count)
        var json = JSONWriter(capacity: 256 + cells * 16)
        json.object { json in
            json.member("code", "Ok")
            for (name, rows) in [("durations", table.durations), ("distances", table.distances)] {
                guard let rows else { continue }
                json.key(name)
                json.array { json in
                    for row in rows {
                        json.array { json in
                            for cell in row {
                                if let cell { json.value(Self.rounded(cell)) } else { json.null() }
                            }
                        }
                    }
                }
            }
            if !table.fallbackCells.isEmpty {
                json.key("fallback_speed_cells")
                json.array { json in
                    for cell in table.fallbackCells { json.array { json in for index in cell { json.value(index) } } }
                }
            }
            for (name, waypoints) in [("sources", table.sources), ("destinations", table.destinations)] where !options.skipWaypoints {
                json.key(name)
                json.array { json in
                    for waypoint in waypoints { writeWaypoint(waypoint, into: &json) }
                }
            }
        }
        return json.bytes
    }

    /// A `nearest` service response: the waypoints nearest first, each with `nodes`: the OSM ids of the
    /// junctions at the ends of the road piece snapped to (0, 0 on a map without ids, such as the built-in
    /// dataset).
    public func nearest(_ waypoints: [Waypoint]) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.member("code", "Ok")
            json.key("waypoints")
            json.array { json in
                for waypoint in waypoints {
                    writeWaypoint(waypoint, into: &json) { json in
                        json.key("nodes")
                        json.array { json in
                            for node in waypoint.nodes.isEmpty ? [0, 0] : waypoint.nodes { json.value(Int(node)) }
                        }
                    }
                }
            }
        }
        return json.bytes
    }

    /// An error: `code`, `message`, and `waypoints`, the indices (0-based) of the stops it is about, when any.
    public static func error(code: String, message: String, waypoints: [Int] = []) -> [UInt8] {
        var json = JSONWriter(capacity: 128)
        json.object { json in
            json.member("code", code)
            json.member("message", message)
            if !waypoints.isEmpty {
                json.key("waypoints")
                json.array { json in for index in waypoints { json.value(index) } }
            }
        }
        return json.bytes
    }

    /// A waypoint object: `hint` ("": Wayfarer snaps afresh; left out with ``RouteOutputOptions/generateHints`` off, as
    /// OSRM does), `distance` from the input, the street `name`, the snapped `location`, plus whatever `extra` writes.
    func writeWaypoint(_ waypoint: Waypoint, into json: inout JSONWriter, extra: (inout JSONWriter) -> Void = { _ in }) {
        json.object { json in
            if options.generateHints { json.member("hint", "") }
            json.member("distance", Self.rounded(waypoint.distance))
            json.member("name", waypoint.name)
            json.key("location")
            json.coordinate(longitude: waypoint.location.longitude, latitude: waypoint.location.latitude)
            extra(&json)
        }
    }

    /// OSRM rounds distances, durations and weights to one decimal.
    public static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
