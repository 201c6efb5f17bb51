/// A latitude/longitude rectangle, in degrees.
public struct BoundingBox: Sendable, Codable, Hashable {
    /// Southern edge.
    public var minLatitude: Double
    /// Northern edge.
    public var maxLatitude: Double
    /// Western edge.
    public var minLongitude: Double
    /// Eastern edge.
    public var maxLongitude: Double

    /// Creates a box from its edges.
    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    /// Whether the point lies inside or on the edge of the box.
    public func contains(latitude: Double, longitude: Double) -> Bool {
        latitude >= minLatitude && latitude <= maxLatitude && longitude >= minLongitude && longitude <= maxLongitude
    }
}
