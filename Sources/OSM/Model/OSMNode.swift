/// An OSM node: a point with an id, coordinates and tags.
///
/// Coordinates are kept both in degrees (`Double`) and in fixed point (1e-7 degrees, `Int32`), the unit
/// the road graph stores. Both are derived from the same nanodegree value, so the PBF and XML readers give
/// identical results for the same file content.
public struct OSMNode: Sendable, Hashable {
    /// The node id (positive in published data; negative ids appear in unsaved editor files).
    public var id: Int64
    /// Latitude in degrees, WGS 84.
    public var latitude: Double
    /// Longitude in degrees, WGS 84.
    public var longitude: Double
    /// Latitude in units of 1e-7 degrees (rounded, clamped to `Int32`).
    public var latitudeE7: Int32
    /// Longitude in units of 1e-7 degrees (rounded, clamped to `Int32`).
    public var longitudeE7: Int32
    /// The node's tags; empty for most nodes.
    public var tags: OSMTags

    /// A node at coordinates in degrees; the fixed-point values are rounded from them.
    public init(id: Int64, latitude: Double, longitude: Double, tags: OSMTags = OSMTags()) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
        latitudeE7 = OSMNode.fixedPoint(degrees: latitude)
        longitudeE7 = OSMNode.fixedPoint(degrees: longitude)
        self.tags = tags
    }

    /// A node at fixed-point coordinates (1e-7 degrees).
    public init(id: Int64, latitudeE7: Int32, longitudeE7: Int32, tags: OSMTags = OSMTags()) {
        self.init(
            id: id, latitudeNano: Int64(latitudeE7) * 100, longitudeNano: Int64(longitudeE7) * 100,
            tags: tags)
    }

    /// A node at coordinates in nanodegrees, as both file formats can express them exactly.
    init(id: Int64, latitudeNano: Int64, longitudeNano: Int64, tags: OSMTags) {
        self.id = id
        latitude = Double(latitudeNano) / 1e9
        longitude = Double(longitudeNano) / 1e9
        latitudeE7 = OSMNode.fixedPoint(nano: latitudeNano)
        longitudeE7 = OSMNode.fixedPoint(nano: longitudeNano)
        self.tags = tags
    }

    /// Nanodegrees to 1e-7 degrees, rounded half away from zero and clamped.
    static func fixedPoint(nano: Int64) -> Int32 {
        let (quotient, remainder) = nano.quotientAndRemainder(dividingBy: 100)
        let rounded = remainder >= 50 ? quotient + 1 : (remainder <= -50 ? quotient - 1 : quotient)
        return Int32(clamping: rounded)
    }

    /// Degrees to 1e-7 degrees, rounded and clamped (non-finite values become 0).
    static func fixedPoint(degrees: Double) -> Int32 {
        let scaled = (degrees * 1e7).rounded()
        guard scaled.isFinite else { return 0 }
        return Int32(clamping: Int64(max(min(scaled, 1e15), -1e15)))
    }
}
