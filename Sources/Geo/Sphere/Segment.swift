#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A straight piece of line between two coordinates, such as one edge of a road.
///
/// Edges are straight in longitude/latitude (as RFC 7946 draws them) and always go the short way
/// round the 180° meridian: a segment from longitude 179.9 to −179.9 is 0.2° long, not 359.8°.
/// ```swift
/// let road = Segment(from: a, to: b)
/// let snap = road.projection(of: clicked)   // closest point, fraction 0…1, distance in metres
/// ```
public struct Segment: Hashable, Sendable {
    /// Where the segment starts.
    public var start: Coordinate
    /// Where the segment ends.
    public var end: Coordinate

    /// Creates the segment from `start` to `end`.
    public init(from start: Coordinate, to end: Coordinate) {
        self.start = start
        self.end = end
    }

    /// Great-circle length in metres. O(1).
    @inlinable
    public var length: Double { start.distance(to: end) }

    /// The box around the segment the short way round, as every test here reads it: a segment from 179.9° to
    /// -179.9° gives a box across the 180° meridian 0.2° wide (`west > east`), not one around the rest of the world.
    public var boundingBox: BoundingBox {
        let end = Coordinate(latitude: end.latitude, longitude: start.longitude + Coordinate.longitudeDifference(from: start.longitude, to: end.longitude))
        return BoundingBox(enclosing: [start, end]) ?? BoundingBox(south: start.latitude, west: start.longitude, north: start.latitude, east: start.longitude)
    }

    /// The point of this segment closest to `point`, its fraction along the segment (0 at `start`,
    /// 1 at `end`), and the distance from `point` to it in metres.
    ///
    /// Computed in a local equirectangular plane at the segment's mean latitude (exact enough for road
    /// segments up to tens of kilometres); correct across the 180° meridian. O(1), no allocation.
    @inlinable
    public func projection(of point: Coordinate) -> SegmentProjection {
        let scale = cos((start.latitude + end.latitude) * Earth.radiansPerDegree / 2)
        let dx = Coordinate.longitudeDifference(from: start.longitude, to: end.longitude) * scale
        let dy = end.latitude - start.latitude
        let px = Coordinate.longitudeDifference(from: start.longitude, to: point.longitude) * scale
        let py = point.latitude - start.latitude
        let lengthSquared = dx * dx + dy * dy
        var fraction = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
        fraction = fraction.isFinite ? max(0, min(1, fraction)) : 0
        let closest = interpolated(at: fraction)
        return SegmentProjection(point: closest, fraction: fraction, distance: point.distance(to: closest))
    }

    /// The point at `fraction` (0…1) of the way from `start` to `end`, linear in longitude/latitude,
    /// with the longitude normalized into −180…180. O(1).
    @inlinable
    public func interpolated(at fraction: Double) -> Coordinate {
        let dLon = Coordinate.longitudeDifference(from: start.longitude, to: end.longitude)
        return Coordinate(
            latitude: start.latitude + fraction * (end.latitude - start.latitude),
            longitude: Coordinate.normalizedLongitude(start.longitude + fraction * dLon))
    }

    /// Whether this segment and `other` share at least one point (crossing, touching at an end, or
    /// overlapping along a line). Planar in longitude/latitude, correct across the 180° meridian. O(1).
    @inlinable
    public func intersects(_ other: Segment) -> Bool {
        let ax = start.longitude
        let bx = ax + Coordinate.longitudeDifference(from: ax, to: end.longitude)
        let cx = Coordinate.unwrappedLongitude(other.start.longitude, near: ax)
        let dx = cx + Coordinate.longitudeDifference(from: cx, to: other.end.longitude)
        return Planar.segmentsIntersect(
            ax, start.latitude, bx, end.latitude, cx, other.start.latitude, dx, other.end.latitude)
    }
}
