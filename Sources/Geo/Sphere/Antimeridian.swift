/// Longitude arithmetic that stays correct across the 180° meridian.
///
/// ```swift
/// Coordinate.normalizedLongitude(190)            // −170
/// Coordinate.longitudeDifference(from: 179.9, to: -179.9) // 0.2
/// ```
extension Coordinate {
    /// `longitude` wrapped into −180…180 degrees (180 stays 180, 540 becomes 180, −190 becomes 170).
    ///
    /// Non-finite input is returned unchanged. O(1).
    @inlinable
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        if longitude >= -180 && longitude <= 180 || !longitude.isFinite { return longitude }
        let wrapped = longitude - 360 * ((longitude + 180) / 360).rounded(.down)
        return wrapped == -180 && longitude > 0 ? 180 : wrapped
    }

    /// The signed shortest eastward change of longitude from `from` to `to`, in degrees, −180…180.
    ///
    /// From 179.9 to −179.9 it is +0.2 (eastwards over the antimeridian), not −359.8. O(1).
    @inlinable
    public static func longitudeDifference(from: Double, to: Double) -> Double {
        let delta = to - from
        if delta >= -180 && delta <= 180 || !delta.isFinite { return delta }
        return delta - 360 * ((delta + 180) / 360).rounded(.down)
    }

    /// This coordinate with its longitude wrapped into −180…180 degrees.
    @inlinable
    public var normalized: Coordinate {
        Coordinate(latitude: latitude, longitude: Coordinate.normalizedLongitude(longitude))
    }

    /// `longitude` shifted by a multiple of 360° to lie within 180° of `reference`: the copy of the
    /// meridian nearest to `reference`, for planar tests against geometry written with continuous longitudes.
    @inlinable
    static func unwrappedLongitude(_ longitude: Double, near reference: Double) -> Double {
        reference + longitudeDifference(from: reference, to: longitude)
    }
}
