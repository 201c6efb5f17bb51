import Geo
import RoadNetwork
import Routing

/// A route as thick lines, coloured by how each part is travelled: by road, or by train (pieces of road
/// class `rail`, as on the Ukraine network).
///
/// ```swift
/// let layer = RouteLayer(route: plan.route)
/// let fromFile = RouteLayer(lines: [RouteLine(coordinates: geometry, mode: .road)])
/// ```
public struct RouteLayer: MapLayer {
    /// The lines drawn, in order.
    public var lines: [RouteLine]

    /// Creates the layer from lines.
    public init(lines: [RouteLine]) {
        self.lines = lines
    }

    /// Creates the layer from a route: consecutive pieces of the same mode become one line.
    public init(route: Route) {
        var lines: [RouteLine] = []
        for leg in route.legs {
            for piece in leg.pieces {
                let mode: RouteLine.Mode = piece.roadClass == .rail ? .train : .road
                if let last = lines.last, last.mode == mode, last.coordinates.last == piece.geometry.first {
                    lines[lines.count - 1].coordinates += piece.geometry.dropFirst()
                } else {
                    lines.append(RouteLine(coordinates: piece.geometry, mode: mode))
                }
            }
        }
        if lines.isEmpty && route.geometry.count >= 2 { lines = [RouteLine(coordinates: route.geometry, mode: .road)] }
        self.init(lines: lines)
    }

    public var bounds: BoundingBox? { BoundingBox(enclosing: lines.flatMap(\.coordinates)) }

    public func draw(in frame: MapFrame) -> SVGElement {
        let paths = lines.compactMap { line -> SVGElement? in
            var d = PathData()
            d.polyline(frame.points(line.coordinates), tolerance: 0.5)
            guard !d.isEmpty else { return nil }
            return SVGElement("path", [("class", line.mode.rawValue), ("d", d.text)])
        }
        return .group(id: "route", class: "route", paths)
    }
}

/// A part of a route travelled one way.
public struct RouteLine: Sendable, Hashable {
    /// How a line is travelled.
    public enum Mode: String, Sendable, Hashable {
        /// On roads (or any street profile).
        case road
        /// By train.
        case train
    }

    /// The line's points.
    public var coordinates: [Coordinate]
    /// How it is travelled.
    public var mode: Mode

    /// Creates a line.
    public init(coordinates: [Coordinate], mode: Mode) {
        self.coordinates = coordinates
        self.mode = mode
    }
}
