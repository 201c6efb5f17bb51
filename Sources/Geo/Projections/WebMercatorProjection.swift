#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Web Mercator, the projection of web map tiles, in one of two spaces:
/// `.metres` is EPSG:3857 (x east, y north, ±20,037,508.34 m); `.unitSquare` is the 0…1 square of
/// tile space (x east from −180°, y down from the top at ≈85.05° N), so tile (z, x, y) covers
/// [x/2ᶻ, (x+1)/2ᶻ] × [y/2ᶻ, (y+1)/2ᶻ].
///
/// Latitudes are clamped to ±`maximumLatitude` before projecting.
/// ```swift
/// let p = WebMercatorProjection.unitSquare.project(kyiv)   // (0.5848…, 0.3389…)
/// let tileX = Int(p.x * 1024)                               // at zoom 10
/// ```
public struct WebMercatorProjection: MapProjection, Hashable {
    /// The output space of a Web Mercator projection.
    public enum Space: Hashable, Sendable {
        /// EPSG:3857 metres on a sphere of radius 6,378,137 m, y growing northwards.
        case metres
        /// The 0…1 square of tile space, y growing southwards.
        case unitSquare
    }

    /// The output space.
    public var space: Space

    /// Creates the projection into `space`.
    public init(space: Space) {
        self.space = space
    }

    /// EPSG:3857 metres.
    public static let metres = WebMercatorProjection(space: .metres)
    /// The 0…1 square of tile space.
    public static let unitSquare = WebMercatorProjection(space: .unitSquare)

    /// The latitude (≈85.0511°) at which the map becomes square; projections clamp to ±this.
    public static let maximumLatitude = 85.051_128_779_806_59
    /// The sphere radius of EPSG:3857 in metres (the WGS 84 semi-major axis).
    public static let sphereRadius = 6_378_137.0

    /// The map point of `coordinate` in this projection's space. O(1).
    public func project(_ coordinate: Coordinate) -> ProjectedPoint {
        let lat = max(-Self.maximumLatitude, min(Self.maximumLatitude, coordinate.latitude))
        let x = coordinate.longitude * Earth.radiansPerDegree  // −π…π
        let y = log(tan(.pi / 4 + lat * Earth.radiansPerDegree / 2))  // −π…π
        switch space {
        case .metres:
            return ProjectedPoint(x: x * Self.sphereRadius, y: y * Self.sphereRadius)
        case .unitSquare:
            return ProjectedPoint(x: (x + .pi) / (2 * .pi), y: (.pi - y) / (2 * .pi))
        }
    }

    /// The coordinate at `point` in this projection's space (inverse of `project`). O(1).
    public func coordinate(at point: ProjectedPoint) -> Coordinate {
        let x: Double, y: Double
        switch space {
        case .metres:
            (x, y) = (point.x / Self.sphereRadius, point.y / Self.sphereRadius)
        case .unitSquare:
            (x, y) = (point.x * 2 * .pi - .pi, .pi - point.y * 2 * .pi)
        }
        return Coordinate(
            latitude: (2 * atan(exp(y)) - .pi / 2) / Earth.radiansPerDegree,
            longitude: x / Earth.radiansPerDegree)
    }
}
