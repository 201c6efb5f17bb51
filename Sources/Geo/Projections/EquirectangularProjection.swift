/// The plate carrée map of the world onto a `width` × `height` rectangle, y growing downwards:
/// x = (lon + 180)·w/360, y = (90 − lat)·h/180.
///
/// ```swift
/// let map = EquirectangularProjection(width: 1000, height: 500)
/// map.project(Coordinate(latitude: 0, longitude: 0))   // (500, 250)
/// ```
public struct EquirectangularProjection: MapProjection, Hashable {
    /// Map width in output units (e.g. pixels) for 360° of longitude.
    public var width: Double
    /// Map height in output units for 180° of latitude.
    public var height: Double

    /// Creates the projection onto a `width` × `height` map.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// x = (lon + 180)·width/360, y = (90 − lat)·height/180. O(1).
    @inlinable
    public func project(_ coordinate: Coordinate) -> ProjectedPoint {
        ProjectedPoint(x: (coordinate.longitude + 180) * width / 360, y: (90 - coordinate.latitude) * height / 180)
    }

    /// The inverse of `project`. O(1).
    @inlinable
    public func coordinate(at point: ProjectedPoint) -> Coordinate {
        Coordinate(latitude: 90 - point.y * 180 / height, longitude: point.x * 360 / width - 180)
    }
}
