/// A GeoJSON geometry (RFC 7946 §3.1), with positions as `[lon, lat(, alt)]`.
///
/// Polygon rings are written closed; decoding checks every rule of RFC 7946 and throws `GeoJSONError`
/// naming the feature and ring at fault. A geometry object's own "bbox" is validated when read but not
/// kept (compute it with `boundingBox`); features and collections keep theirs.
/// ```swift
/// let line = Geometry.lineString([Position(kyiv), Position(lviv)])
/// if case .polygon(let rings) = feature.geometry { … }
/// let areas = try geometry.polygons()     // [Polygon] for Polygon and MultiPolygon
/// ```
public indirect enum Geometry: Hashable, Sendable {
    /// One position.
    case point(Position)
    /// Several positions.
    case multiPoint([Position])
    /// A line through 2 or more positions (or none: an empty geometry).
    case lineString([Position])
    /// Several lines.
    case multiLineString([[Position]])
    /// Rings: the outer boundary first, then holes; each closed, with at least 4 positions.
    case polygon([[Position]])
    /// Several polygons, each a list of rings.
    case multiPolygon([[[Position]]])
    /// Several geometries of any types.
    case geometryCollection([Geometry])

    /// The RFC 7946 "type" name, such as "MultiPolygon".
    public var typeName: String {
        switch self {
        case .point: "Point"
        case .multiPoint: "MultiPoint"
        case .lineString: "LineString"
        case .multiLineString: "MultiLineString"
        case .polygon: "Polygon"
        case .multiPolygon: "MultiPolygon"
        case .geometryCollection: "GeometryCollection"
        }
    }

    /// Every position of the geometry, in order (collections included). O(positions).
    public var positions: [Position] {
        switch self {
        case .point(let p): [p]
        case .multiPoint(let ps), .lineString(let ps): ps
        case .multiLineString(let lines), .polygon(let lines): lines.flatMap { $0 }
        case .multiPolygon(let polygons): polygons.flatMap { $0.flatMap { $0 } }
        case .geometryCollection(let members): members.flatMap(\.positions)
        }
    }
}
