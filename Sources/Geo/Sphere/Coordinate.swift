/// A point on the Earth in degrees (WGS 84).
///
/// The labels make the order impossible to confuse; GeoJSON and OSRM URLs use (longitude, latitude).
/// ```swift
/// let kyiv = Coordinate(latitude: 50.4501, longitude: 30.5234)
/// ```
public struct Coordinate: Hashable, Sendable, Codable {
    /// Latitude in degrees, −90…90.
    public var latitude: Double
    /// Longitude in degrees, −180…180.
    public var longitude: Double

    /// Creates a coordinate from latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The coordinate its values would make if they had been given the other way round (latitude as longitude and
    /// longitude as latitude), when that is another valid coordinate: what a "latitude,longitude" read as
    /// "longitude,latitude" was meant to be.
    public var swapped: Coordinate? {
        let other = Coordinate(latitude: longitude, longitude: latitude)
        return other.isValid && other != self ? other : nil
    }

    /// Whether both values are finite and within the valid ranges (latitude ±90°, longitude ±180°).
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}
