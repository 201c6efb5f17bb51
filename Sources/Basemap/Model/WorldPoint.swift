import Foundation
import Geo

/// A point in Web Mercator world units: the world is a square of ``size`` units on a side, x eastwards from
/// the antimeridian and y southwards from 85.05° N — integer, so that tiles are cut exactly.
public struct WorldPoint: Hashable, Sendable {
    /// The world's side in units: 2³⁰, about 3.7 cm at the equator.
    public static let size: Int32 = 1 << 30

    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }

    /// The point of a latitude and longitude in 1e-7 degrees (latitudes clamped to Web Mercator's limit).
    public init(latitudeE7: Int32, longitudeE7: Int32) {
        let unit = WebMercatorProjection.unitSquare.project(
            Coordinate(latitude: Double(latitudeE7) / 1e7, longitude: Double(longitudeE7) / 1e7))
        let side = Double(Self.size)
        x = Int32(min(max((unit.x * side).rounded(), 0), side - 1))
        y = Int32(min(max((unit.y * side).rounded(), 0), side - 1))
    }

    /// The latitude and longitude of the point.
    public var coordinate: Coordinate {
        let side = Double(Self.size)
        return WebMercatorProjection.unitSquare.coordinate(at: ProjectedPoint(x: Double(x) / side, y: Double(y) / side))
    }
}
