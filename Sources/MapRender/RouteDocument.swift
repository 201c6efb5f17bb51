import Foundation
import Geo

/// A route read back from what `wayfarer route` and `wayfarer trip` write: GeoJSON (`--format geojson`:
/// lines, with a `mode` property for trips, and stop points) or an OSRM v1 response (`--format json`:
/// `routes[0].geometry` as GeoJSON and `waypoints[].location`).
///
/// ```swift
/// let document = try RouteDocument(data: Data(contentsOf: url))
/// picture.add(RouteLayer(lines: document.lines))
/// picture.add(StopsLayer(stops: document.stops))
/// ```
public struct RouteDocument: Sendable, Hashable {
    /// The route's lines (a leg by train has mode `.train`).
    public var lines: [RouteLine]
    /// The stops, in route order.
    public var stops: [Coordinate]

    /// Reads either format.
    /// - Throws: ``RouteDocumentError`` naming what is missing or malformed.
    public init(data: Data) throws(RouteDocumentError) {
        if let response = try? JSONDecoder().decode(OSRMRouteResponse.self, from: data) {
            guard let route = response.routes.first else { throw .noRoute }
            lines = Self.lines(of: route.geometry, mode: .road)
            stops = (response.waypoints ?? []).compactMap { $0.location.count == 2 ? Coordinate(latitude: $0.location[1], longitude: $0.location[0]) : nil }
        } else {
            let document: GeoJSON
            do { document = try GeoJSON(data: data) } catch { throw .unreadable(String(describing: error)) }
            lines = []
            stops = []
            for feature in document.features {
                guard let geometry = feature.geometry else { continue }
                if case .point(let position) = geometry {
                    stops.append(position.coordinate)
                } else {
                    let mode: RouteLine.Mode = feature.properties["mode"]?.stringValue == "train" ? .train : .road
                    lines += Self.lines(of: geometry, mode: mode)
                }
            }
        }
        guard !lines.isEmpty else { throw .noRoute }
    }

    /// The lines of a (multi)line geometry.
    private static func lines(of geometry: Geometry, mode: RouteLine.Mode) -> [RouteLine] {
        switch geometry {
        case .lineString(let positions):
            return [RouteLine(coordinates: positions.map(\.coordinate), mode: mode)]
        case .multiLineString(let lines):
            return lines.map { RouteLine(coordinates: $0.map(\.coordinate), mode: mode) }
        case .geometryCollection(let members):
            return members.flatMap { lines(of: $0, mode: mode) }
        case .point, .multiPoint, .polygon, .multiPolygon:
            return []
        }
    }

    /// The part of an OSRM route response a picture needs.
    private struct OSRMRouteResponse: Decodable {
        struct RouteObject: Decodable { var geometry: Geometry }
        struct WaypointObject: Decodable { var location: [Double] }
        var routes: [RouteObject]
        var waypoints: [WaypointObject]?
    }
}

/// Why a route file could not be read.
public enum RouteDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither an OSRM response nor GeoJSON.
    case unreadable(String)
    /// The file holds no route line.
    case noRoute

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "not a route: expected the GeoJSON or JSON of 'wayfarer route --format geojson|json' (\(reason))"
        case .noRoute: "the file holds no route line (LineString); write it with 'wayfarer route --format geojson'"
        }
    }
}
