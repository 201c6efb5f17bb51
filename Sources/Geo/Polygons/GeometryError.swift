/// Why a polygon or a buffer could not be built from the given coordinates.
///
/// ```swift
/// do { _ = try Polygon.circle(center: c, radius: -5) }
/// catch { print(error) }  // "buffer radius must be a positive number of metres, got -5.0"
/// ```
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A ring (0 = outer, 1… = holes) has fewer than 3 distinct-position vertices once its closing vertex is dropped.
    case ringTooShort(ring: Int, vertexCount: Int)
    /// A coordinate off the globe: a non-finite value, a longitude beyond ±180° or a latitude beyond ±90°.
    case invalidCoordinate(Coordinate)
    /// A buffer radius or corridor half-width that is not a positive finite number of metres.
    case invalidRadius(Double)
    /// A circle needs at least 3 vertices.
    case invalidVertexCount(Int)
    /// A corridor needs at least one point.
    case emptyPolyline

    /// A message saying what is wrong and what to change.
    public var description: String {
        switch self {
        case .ringTooShort(let ring, let count):
            return "polygon ring \(ring) has \(count) vertices; a ring needs at least 3 distinct vertices"
        case .invalidCoordinate(let c):
            return "invalid coordinate (latitude \(c.latitude), longitude \(c.longitude)): "
                + "longitude must be within ±180° and latitude within ±90°"
        case .invalidRadius(let r):
            return "buffer radius must be a positive number of metres, got \(r)"
        case .invalidVertexCount(let n):
            return "a circle needs at least 3 vertices, got \(n)"
        case .emptyPolyline:
            return "a corridor needs a polyline with at least one point"
        }
    }
}
