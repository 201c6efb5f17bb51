/// A map projection: coordinates to points on a flat map and back.
///
/// ```swift
/// func draw(_ ring: [Coordinate], with projection: some MapProjection) -> [ProjectedPoint] {
///     ring.map(projection.project)
/// }
/// ```
public protocol MapProjection: Sendable {
    /// The map point of `coordinate`. O(1).
    func project(_ coordinate: Coordinate) -> ProjectedPoint
    /// The coordinate at map point `point` (the inverse of `project`). O(1).
    func coordinate(at point: ProjectedPoint) -> Coordinate
}

/// A point on a projected map, in the projection's units (pixels, metres or 0…1).
public struct ProjectedPoint: Hashable, Sendable, Codable {
    /// Horizontal position, growing eastwards.
    public var x: Double
    /// Vertical position; its direction is the projection's (down for screen spaces, up for EPSG:3857).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
