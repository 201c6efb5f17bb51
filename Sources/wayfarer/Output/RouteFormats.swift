import Directions
import Foundation
import Geo
import OSRMFormat
import Routing

/// How the CLI prints a route.
enum OutputFormat: String, CaseIterable {
    case text, json, geojson, gpx
}

/// Route output as text, GeoJSON or GPX (JSON is `OSRMEncoder`).
enum RouteFormats {
    /// A human summary: total, then one line per leg (followed by its directions, when given).
    static func text(_ route: Route, directions: [[RouteStep]]? = nil) -> String {
        var lines = ["\(kilometres(route.distance)), \(minutes(route.duration)) through \(route.waypoints.count) stops"]
        for (index, leg) in route.legs.enumerated() {
            let summary = OSRMEncoder.summary(leg)
            lines.append("  leg \(index + 1): \(kilometres(leg.distance)), \(minutes(leg.duration))" + (summary.isEmpty ? "" : " via \(summary)"))
            for step in directions?[index] ?? [] {
                lines.append("    " + step.instruction + (step.distance > 0 ? " (\(step.distance < 1000 ? "\(step.distance.wholeText) m" : kilometres(step.distance)))" : ""))
            }
        }
        for (index, waypoint) in route.waypoints.enumerated() where waypoint.distance > 25 {
            lines.append("  note: stop \(index + 1) snapped \(waypoint.distance.wholeText) m to \(waypoint.name.isEmpty ? "an unnamed road" : waypoint.name)")
        }
        return lines.joined(separator: "\n")
    }

    /// A FeatureCollection: the route line (distance, duration) and one point per waypoint.
    static func geoJSON(_ route: Route) throws -> String {
        var features = [Feature(geometry: .init(lineThrough: route.geometry),
                                properties: ["distance": .number(route.distance), "duration": .number(route.duration)])]
        for (index, waypoint) in route.waypoints.enumerated() {
            features.append(Feature(geometry: .point(Position(waypoint.location)),
                                    properties: ["stop": .number(Double(index + 1)), "name": .string(waypoint.name)]))
        }
        return String(decoding: try GeoJSON.featureCollection(FeatureCollection(features: features)).encoded(), as: UTF8.self)
    }

    /// A GPX track of the route with the stops as waypoints.
    static func gpx(_ route: Route) -> String {
        GPXDocument(creator: "Wayfarer", name: "Route",
                    waypoints: route.waypoints.enumerated().map { GPXWaypoint(coordinate: $1.location, name: "Stop \($0 + 1)", description: $1.name) },
                    tracks: [GPXTrack(name: "Route", segments: [route.geometry.map { GPXTrackPoint(coordinate: $0) }])]).xml()
    }

    static func kilometres(_ metres: Double) -> String { String(format: "%.2f km", metres / 1000) }
    static func minutes(_ seconds: Double) -> String { String(format: "%.1f min", seconds / 60) }
}
