/// Where a point falls on a segment: the result of `Segment.projection(of:)`.
///
/// ```swift
/// let p = Segment(from: a, to: b).projection(of: gps)
/// if p.distance < 25 { snapped = p.point }
/// ```
public struct SegmentProjection: Hashable, Sendable {
    /// The point of the segment closest to the projected point.
    public var point: Coordinate
    /// How far along the segment `point` lies: 0 at its start, 1 at its end.
    public var fraction: Double
    /// Great-circle distance in metres from the projected point to `point`.
    public var distance: Double

    /// Creates a projection result.
    public init(point: Coordinate, fraction: Double, distance: Double) {
        self.point = point
        self.fraction = fraction
        self.distance = distance
    }
}
