import Geo

/// Places a geographic bounding box in a `width` × `height` picture: a projection (equirectangular or Web
/// Mercator), scaled uniformly and centred so the whole box fits inside the margin.
///
/// A box crossing the 180° meridian is unwrapped: longitudes west of its `west` edge are drawn 360° east.
/// ```swift
/// let frame = MapFrame(bounds: ukraine, width: 800, height: 500, projection: .webMercator)
/// let kyiv = frame.point(Coordinate(latitude: 50.45, longitude: 30.52))   // pixels, y down
/// ```
public struct MapFrame: Sendable, Hashable {
    /// The projections a picture can use.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Plate carrée: x = (lon + 180)·w/360, y = (90 − lat)·h/180 (seed 001's world map).
        case equirectangular
        /// Web Mercator, the projection of web maps (shapes kept locally; good for cities and countries).
        case webMercator
    }

    /// The box that fits the picture.
    public let bounds: BoundingBox
    /// Picture width in pixels.
    public let width: Double
    /// Picture height in pixels.
    public let height: Double
    /// The projection.
    public let kind: Kind
    /// Pixels per projected unit.
    public let scale: Double
    /// Pixel offsets of projected (0, 0).
    private let offsetX: Double, offsetY: Double

    /// Fits `bounds` inside `width` × `height` less `margin` pixels on every side. A box with no extent
    /// (one point) is widened to about 1 km. O(1).
    public init(bounds: BoundingBox, width: Double, height: Double, margin: Double = 16, projection kind: Kind = .webMercator) {
        var bounds = bounds
        if bounds.latitudeSpan < 0.005 { (bounds.south, bounds.north) = (bounds.south - 0.005, bounds.north + 0.005) }
        if bounds.longitudeSpan < 0.005 { (bounds.west, bounds.east) = (bounds.west - 0.005, bounds.east + 0.005) }
        self.bounds = bounds
        self.width = width
        self.height = height
        self.kind = kind
        let unwrappedEast = bounds.west + bounds.longitudeSpan
        let southWest = Self.project(Coordinate(latitude: bounds.south, longitude: bounds.west), kind)
        let northEast = Self.project(Coordinate(latitude: bounds.north, longitude: unwrappedEast), kind)
        let spanX = max(abs(northEast.x - southWest.x), 1e-12), spanY = max(abs(northEast.y - southWest.y), 1e-12)
        let innerWidth = max(width - 2 * margin, 1), innerHeight = max(height - 2 * margin, 1)
        scale = min(innerWidth / spanX, innerHeight / spanY)
        let left = min(southWest.x, northEast.x), top = min(southWest.y, northEast.y)
        offsetX = (width - spanX * scale) / 2 - left * scale
        offsetY = (height - spanY * scale) / 2 - top * scale
    }

    /// The picture point of `coordinate`, in pixels with y growing downwards. O(1).
    public func point(_ coordinate: Coordinate) -> ProjectedPoint {
        var longitude = coordinate.longitude
        if bounds.crossesAntimeridian && longitude < bounds.west { longitude += 360 }
        let projected = Self.project(Coordinate(latitude: coordinate.latitude, longitude: longitude), kind)
        return ProjectedPoint(x: projected.x * scale + offsetX, y: projected.y * scale + offsetY)
    }

    /// The picture points of `coordinates`. O(n).
    public func points(_ coordinates: [Coordinate]) -> [ProjectedPoint] {
        coordinates.map(point)
    }

    /// A coordinate in a unit space with y growing downwards: degrees for equirectangular, the 0…1 tile
    /// square for Web Mercator (longitudes beyond 180° continue linearly).
    private static func project(_ coordinate: Coordinate, _ kind: Kind) -> ProjectedPoint {
        switch kind {
        case .equirectangular:
            return EquirectangularProjection(width: 360, height: 180).project(coordinate)
        case .webMercator:
            return WebMercatorProjection.unitSquare.project(coordinate)
        }
    }
}
