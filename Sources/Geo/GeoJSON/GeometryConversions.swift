/// Bridges between GeoJSON geometries and the polygon and bounding-box types of Geo.
extension Geometry {
    /// The smallest min/max box around every position, or nil for an empty geometry. O(positions).
    public var boundingBox: BoundingBox? {
        BoundingBox(enclosing: positions.lazy.map(\.coordinate))
    }

    /// The areas of the geometry as `Polygon`s: one for a Polygon, one per member for a MultiPolygon,
    /// those of the members for a GeometryCollection, none for points and lines. O(positions).
    ///
    /// - Throws: `GeometryError` for a ring that has fewer than 3 vertices.
    public func polygons() throws(GeometryError) -> [Polygon] {
        switch self {
        case .polygon(let rings):
            return try Geometry.polygon(rings).map { [$0] } ?? []
        case .multiPolygon(let polygons):
            var result: [Polygon] = []
            for rings in polygons { if let polygon = try Geometry.polygon(rings) { result.append(polygon) } }
            return result
        case .geometryCollection(let members):
            var result: [Polygon] = []
            for member in members { result += try member.polygons() }
            return result
        case .point, .multiPoint, .lineString, .multiLineString:
            return []
        }
    }

    /// A Polygon geometry of `polygon`, rings closed.
    public init(_ polygon: Polygon) {
        self = .polygon(polygon.closedRings.map { $0.map { Position($0) } })
    }

    /// A MultiPolygon geometry of `multiPolygon`, rings closed.
    public init(_ multiPolygon: MultiPolygon) {
        self = .multiPolygon(multiPolygon.polygons.map { $0.closedRings.map { $0.map { Position($0) } } })
    }

    /// A LineString geometry through `coordinates`.
    public init(lineThrough coordinates: [Coordinate]) {
        self = .lineString(coordinates.map { Position($0) })
    }

    /// The Polygon of GeoJSON rings; nil for an empty polygon (no rings).
    private static func polygon(_ rings: [[Position]]) throws(GeometryError) -> Polygon? {
        guard let outer = rings.first else { return nil }
        return try Polygon(
            outer: outer.map(\.coordinate), holes: rings.dropFirst().map { $0.map(\.coordinate) })
    }
}
