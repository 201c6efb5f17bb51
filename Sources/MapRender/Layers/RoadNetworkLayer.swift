import Geo
import RoadNetwork

/// The streets of a ``RoadGraph``, one `<path>` per road kind (major, main, minor, paths, rail, ferry) so a
/// whole country stays a handful of elements. Large networks are thinned: minor kinds are left out when
/// there are more segments than `detailLimit`, and points closer than `tolerance` pixels are skipped.
///
/// ```swift
/// let roads = RoadNetworkLayer(graph: router.network.graph)
/// ```
public struct RoadNetworkLayer: MapLayer {
    /// The kinds of road drawn with one style each, from the most to the least important.
    public enum Kind: String, Sendable, CaseIterable {
        case major, main, minor, path, rail, ferry

        /// The kind of a road class.
        public init(_ roadClass: RoadClass) {
            switch roadClass.mainRoad {
            case .motorway, .trunk: self = .major
            case .primary, .secondary: self = .main
            case .cycleway, .footway, .path, .steps: self = .path
            case .rail: self = .rail
            case .ferry: self = .ferry
            default: self = .minor
            }
        }
    }

    /// The streets.
    public var graph: RoadGraph
    /// Above this many segments, paths are left out; above four times this, minor roads too.
    public var detailLimit: Int
    /// Points closer than this many pixels to the previous one drawn are skipped.
    public var tolerance: Double

    /// Creates the layer.
    public init(graph: RoadGraph, detailLimit: Int = 60_000, tolerance: Double = 0.6) {
        self.graph = graph
        self.detailLimit = detailLimit
        self.tolerance = tolerance
    }

    /// The kinds drawn for this graph's size.
    public var drawnKinds: Set<Kind> {
        var kinds = Set(Kind.allCases)
        if graph.segmentCount > detailLimit { kinds.remove(.path) }
        if graph.segmentCount > 4 * detailLimit { kinds.remove(.minor) }
        return kinds
    }

    public var bounds: BoundingBox? {
        guard let minLat = graph.latitudeE7.min(), let maxLat = graph.latitudeE7.max(),
              let minLon = graph.longitudeE7.min(), let maxLon = graph.longitudeE7.max() else { return nil }
        return BoundingBox(south: Double(minLat) * 1e-7, west: Double(minLon) * 1e-7,
                           north: Double(maxLat) * 1e-7, east: Double(maxLon) * 1e-7)
    }

    /// One path per kind drawn, in order from minor to major (so major roads are on top). O(points).
    public func draw(in frame: MapFrame) -> SVGElement {
        let kinds = drawnKinds
        var paths: [Kind: PathData] = [:]
        for segment in 0..<graph.segmentCount {
            let kind = Kind(graph.roadClass(ofSegment: segment))
            guard kinds.contains(kind) else { continue }
            let points = (Int(graph.firstPoint[segment])..<Int(graph.firstPoint[segment + 1])).map { frame.point(graph.point($0)) }
            paths[kind, default: PathData()].polyline(points, tolerance: tolerance)
        }
        let order: [Kind] = [.path, .minor, .ferry, .rail, .main, .major]
        let elements = order.compactMap { kind -> SVGElement? in
            guard let d = paths[kind], !d.isEmpty else { return nil }
            return SVGElement("path", [("class", "road-\(kind.rawValue)"), ("d", d.text)])
        }
        return .group(id: "roads", class: "roads", elements)
    }
}
