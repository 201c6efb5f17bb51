#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Distances, bearings and destinations on the mean Earth sphere (`Earth.meanRadius`).
///
/// All are O(1), allocation-free and correct across the 180° meridian.
/// ```swift
/// let kyiv = Coordinate(latitude: 50.4501, longitude: 30.5234)
/// let lviv = Coordinate(latitude: 49.8397, longitude: 24.0297)
/// kyiv.distance(to: lviv)  // ≈ 468,000 m
/// kyiv.bearing(to: lviv)   // ≈ 263° (west)
/// ```
extension Coordinate {
    /// Great-circle (haversine) distance to `other` in metres. Accurate to about 0.5 % against the ellipsoid.
    @inlinable
    public func distance(to other: Coordinate) -> Double {
        let rad = Earth.radiansPerDegree
        let phi1 = latitude * rad, phi2 = other.latitude * rad
        let sinHalfDPhi = sin((phi2 - phi1) / 2)
        let sinHalfDLambda = sin((other.longitude - longitude) * rad / 2)
        let h = sinHalfDPhi * sinHalfDPhi + cos(phi1) * cos(phi2) * sinHalfDLambda * sinHalfDLambda
        return 2 * Earth.meanRadius * asin(min(1, h.squareRoot()))
    }

    /// Fast equirectangular approximation of the distance to `other` in metres, for hot loops.
    ///
    /// One cosine and one square root; within 0.1 % of `distance(to:)` up to a few tens of kilometres
    /// (away from the poles). The longitude difference is taken the short way round the antimeridian.
    @inlinable
    public func equirectangularDistance(to other: Coordinate) -> Double {
        let rad = Earth.radiansPerDegree
        let dx = Coordinate.longitudeDifference(from: longitude, to: other.longitude)
            * cos((latitude + other.latitude) * rad / 2)
        let dy = other.latitude - latitude
        return Earth.metresPerDegree * (dx * dx + dy * dy).squareRoot()
    }

    /// Initial great-circle bearing towards `other`, in degrees clockwise from north, 0 ≤ b < 360.
    ///
    /// 0 is north, 90 east, 180 south, 270 west. The bearing to the same point is 0.
    @inlinable
    public func bearing(to other: Coordinate) -> Double {
        let rad = Earth.radiansPerDegree
        let phi1 = latitude * rad, phi2 = other.latitude * rad
        let dLambda = (other.longitude - longitude) * rad
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        let degrees = atan2(y, x) / rad
        let bearing = degrees < 0 ? degrees + 360 : degrees
        return bearing >= 360 ? 0 : bearing
    }

    /// The point reached by travelling `distance` metres along the great circle that starts here with
    /// `bearing` degrees (clockwise from north). The result's longitude is normalized into −180…180.
    @inlinable
    public func destination(bearing: Double, distance: Double) -> Coordinate {
        let rad = Earth.radiansPerDegree
        let delta = distance / Earth.meanRadius
        let theta = bearing * rad
        let phi1 = latitude * rad
        let sinPhi2 = sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta)
        let phi2 = asin(max(-1, min(1, sinPhi2)))
        let lambda = atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sinPhi2)
        return Coordinate(
            latitude: phi2 / rad,
            longitude: Coordinate.normalizedLongitude(longitude + lambda / rad))
    }
}
