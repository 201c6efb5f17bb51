/// A GeoJSON position: longitude, latitude and an optional altitude, written `[lon, lat]` or
/// `[lon, lat, alt]` (RFC 7946 §3.1.1).
///
/// ```swift
/// let p = Position(Coordinate(latitude: 50.45, longitude: 30.52), altitude: 179)
/// p.coordinate.latitude   // 50.45
/// ```
public struct Position: Hashable, Sendable {
    /// Longitude in degrees.
    public var longitude: Double
    /// Latitude in degrees, −90…90.
    public var latitude: Double
    /// Altitude in metres above the WGS 84 ellipsoid, when given.
    public var altitude: Double?

    /// Creates a position from its numbers in degrees (and metres).
    public init(longitude: Double, latitude: Double, altitude: Double? = nil) {
        self.longitude = longitude
        self.latitude = latitude
        self.altitude = altitude
    }

    /// Creates a position at `coordinate`.
    public init(_ coordinate: Coordinate, altitude: Double? = nil) {
        self.init(longitude: coordinate.longitude, latitude: coordinate.latitude, altitude: altitude)
    }

    /// The position's latitude and longitude.
    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    /// The numbers as written in GeoJSON: `[lon, lat]` or `[lon, lat, alt]`.
    public var numbers: [Double] { [longitude, latitude] + (altitude.map { [$0] } ?? []) }

    /// Whether two positions are at the same place (altitude ignored), as ring closure requires.
    func samePlace(as other: Position) -> Bool {
        longitude == other.longitude && latitude == other.latitude
    }
}

extension Position: Codable {
    /// Decodes `[lon, lat(, alt)]`, checking the arity, that numbers are finite, and the latitude range.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var numbers: [Double] = []
        while !container.isAtEnd {
            numbers.append(try GeoJSONDecoding.number(in: &container, path: decoder.codingPath))
        }
        let location = GeoJSONLocation(decoder.codingPath)
        guard numbers.count == 2 || numbers.count == 3 else {
            throw GeoJSONError.positionArity(numbers, location: location)
        }
        guard numbers.allSatisfy(\.isFinite) else { throw GeoJSONError.nonFiniteNumber(location: location) }
        guard abs(numbers[1]) <= 90 else {
            throw GeoJSONError.latitudeOutOfRange(numbers[1], location: location)
        }
        self.init(longitude: numbers[0], latitude: numbers[1], altitude: numbers.count == 3 ? numbers[2] : nil)
    }

    /// Encodes `[lon, lat(, alt)]`, longitude and latitude to seven decimals (about a centimetre, as OSM stores them):
    /// a point computed on a segment would otherwise carry fifteen.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        func rounded(_ degrees: Double) -> Double { (degrees * 1e7).rounded() / 1e7 }
        try container.encode(contentsOf: [rounded(longitude), rounded(latitude)] + (altitude.map { [$0] } ?? []))
    }
}
