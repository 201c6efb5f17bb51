import Geo
import RoadNetwork

/// Areas and lines no route may cross or run inside, given per request: polygons (holes respected), points
/// buffered into circles, and lines.
///
/// ```swift
/// var barriers = Barriers()
/// try barriers.add(point: Coordinate(latitude: 35.9, longitude: 14.5), radius: 200)
/// let barriers = try Barriers(geoJSON: featureCollection, defaultRadius: 50)
/// ```
public struct Barriers: Sendable, Hashable {
    /// Barrier areas (from polygons and buffered points), in input order.
    public private(set) var polygons: [Polygon] = []
    /// Barrier lines.
    public private(set) var lines: [[Coordinate]] = []
    /// Per polygon, the number (from 0) of the barrier it came from: a feature's, when read from GeoJSON (a
    /// MultiPolygon or several points are one barrier, as the user numbers them), else its own.
    private var polygonBarrier: [Int] = []

    /// No barriers.
    public init() {}

    /// Whether there are none.
    public var isEmpty: Bool { polygons.isEmpty && lines.isEmpty }

    /// The number of barriers.
    public var count: Int { polygons.count + lines.count }

    /// Adds a polygon barrier.
    public mutating func add(_ polygon: Polygon) { add(polygon, barrier: count) }

    /// Adds a point buffered into a circle of `radius` metres (32-gon), as seed 004 does.
    public mutating func add(point: Coordinate, radius: Double) throws(RoutingError) {
        try add(point: point, radius: radius, barrier: count)
    }

    private mutating func add(_ polygon: Polygon, barrier: Int) {
        polygons.append(polygon)
        polygonBarrier.append(barrier)
    }

    private mutating func add(point: Coordinate, radius: Double, barrier: Int) throws(RoutingError) {
        do { add(try Polygon.circle(center: point, radius: radius), barrier: barrier) } catch {
            throw .invalidQuery("barrier point \(point.longitude),\(point.latitude) with radius \(radius) m: \(error)")
        }
    }

    /// Adds a line barrier (at least two points).
    public mutating func add(line: [Coordinate]) throws(RoutingError) {
        guard line.count >= 2 else { throw .invalidQuery("a barrier line needs at least two points") }
        lines.append(line)
    }

    /// Reads barriers from GeoJSON features: Point/MultiPoint (buffered by the feature's `radius` property
    /// in metres, else `defaultRadius`), LineString/MultiLineString, Polygon/MultiPolygon, and collections. Errors name
    /// the features from 1 ("barrier 2: …"), as ``RoutingError/stopInsideBarrier(index:barrier:)`` does.
    public init(features: [Feature], defaultRadius: Double) throws(RoutingError) {
        for (index, feature) in features.enumerated() {
            guard let geometry = feature.geometry else { throw .invalidQuery("barrier \(index + 1) has no geometry") }
            let given = feature.properties["radius"]
            guard given == nil || given == .null || given?.doubleValue != nil else {
                throw .invalidQuery("barrier \(index + 1): radius must be a number of metres")
            }
            let radius = given?.doubleValue ?? defaultRadius
            guard radius > 0, radius.isFinite, radius <= 50_000 else {
                throw .invalidQuery("barrier \(index + 1): radius must be above 0 and at most 50000 m, got \(radius)")
            }
            try add(geometry, radius: radius, feature: index)
        }
    }

    private mutating func add(_ geometry: Geometry, radius: Double, feature: Int) throws(RoutingError) {
        switch geometry {
        case .point(let position): try add(point: position.coordinate, radius: radius, barrier: feature)
        case .multiPoint(let positions): for p in positions { try add(point: p.coordinate, radius: radius, barrier: feature) }
        // An empty line (GeoJSON allows one) blocks nothing.
        case .lineString(let positions): if !positions.isEmpty { try add(line: positions.map(\.coordinate)) }
        case .multiLineString(let lines): for line in lines where !line.isEmpty { try add(line: line.map(\.coordinate)) }
        case .polygon, .multiPolygon:
            // A barrier is a small area: each edge the short way, whichever way round its longitudes are written.
            do { for polygon in try geometry.polygons() { add(try polygon.withShortEdges(), barrier: feature) } } catch {
                throw .invalidQuery("barrier \(feature + 1): \(error)")
            }
        case .geometryCollection(let members): for member in members { try add(member, radius: radius, feature: feature) }
        }
    }

    /// The number (from 0) of the first barrier whose area contains `coordinate`, if any: the feature's, for
    /// barriers read from GeoJSON.
    func area(containing coordinate: Coordinate) -> Int? {
        polygons.firstIndex { $0.contains(coordinate) }.map { polygonBarrier[$0] }
    }

    /// The road segments that cross, touch or run inside any barrier. O(pieces near the barriers).
    public func blockedSegments(in network: RoadNetwork) -> Set<Int> {
        let graph = network.graph
        var blocked = Set<Int>()
        var pieces: [UInt32] = [] // the index's own width: a barrier over a whole large map lists tens of millions
        for polygon in polygons {
            // The index lists a piece in every cell its line crosses: each piece once, in order of its points, so that
            // a segment's pieces come one after another, the rest of a blocked one passed over; a piece that follows
            // one tested starts where that one ended, outside (else its segment would be blocked).
            pieces.removeAll(keepingCapacity: true)
            network.index.piecePoints(in: polygon.boundingBox) { pieces.append(UInt32($0)) }
            pieces.sort()
            var last = -1, segment = -1, segmentEnd = 0, segmentBlocked = false
            var outside = -1 // a point known to lie outside: the end of the last piece tested that blocked nothing
            for piece in pieces where Int(piece) != last {
                let i = Int(piece)
                last = i
                if i >= segmentEnd {
                    segment = network.index.segment(holding: i)
                    segmentEnd = Int(graph.firstPoint[segment + 1])
                    segmentBlocked = blocked.contains(segment)
                }
                guard !segmentBlocked else { continue }
                let end = graph.point(i + 1), endInside = polygon.contains(end)
                if polygon.intersects(Segment(from: graph.point(i), to: end), startInside: i == outside ? false : nil, endInside: endInside) {
                    blocked.insert(segment)
                    segmentBlocked = true
                } else {
                    outside = i + 1
                }
            }
        }
        for line in lines {
            for k in 0..<(line.count - 1) {
                let barrier = Segment(from: line[k], to: line[k + 1])
                network.index.pieces(in: barrier.boundingBox) { s, i in
                    if !blocked.contains(s), barrier.intersects(Segment(from: graph.point(i), to: graph.point(i + 1))) { blocked.insert(s) }
                }
            }
        }
        return blocked
    }
}
