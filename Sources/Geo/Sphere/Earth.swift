/// The Earth model used by every distance in Geo: a sphere of the mean radius, as OSRM and most routing engines use.
///
/// ```swift
/// let metres = 0.001 * Earth.metresPerDegree // about 111 m
/// ```
public enum Earth {
    /// Mean Earth radius in metres (IUGG R₁ = 6,371,008.8 m).
    @inlinable public static var meanRadius: Double { 6_371_008.8 }

    /// Metres along one degree of a great circle on the mean sphere (about 111,195 m):
    /// one degree of latitude, or of longitude at the equator.
    @inlinable public static var metresPerDegree: Double { meanRadius * .pi / 180 }

    /// Radians per degree (π / 180).
    @inlinable public static var radiansPerDegree: Double { .pi / 180 }
}
