import Geo

/// Well-known places used across the tests.
enum Places {
    static let kyiv = Coordinate(latitude: 50.4501, longitude: 30.5234)
    static let lviv = Coordinate(latitude: 49.8397, longitude: 24.0297)
    static let warsaw = Coordinate(latitude: 52.2297, longitude: 21.0122)
    static let origin = Coordinate(latitude: 0, longitude: 0)
}

/// Shorthand for a coordinate in tests: `c(lat, lon)`.
func c(_ latitude: Double, _ longitude: Double) -> Coordinate {
    Coordinate(latitude: latitude, longitude: longitude)
}
