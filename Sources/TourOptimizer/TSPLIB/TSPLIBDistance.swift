import Foundation

/// TSPLIB95's distance functions with its exact rounding rules (Reinelt, "TSPLIB 95", section 2).
public enum TSPLIBDistance: String, Sendable, CaseIterable {
    /// Euclidean distance rounded to the nearest integer.
    case euclidean2D = "EUC_2D"
    /// Euclidean distance in 3-D, rounded.
    case euclidean3D = "EUC_3D"
    /// Euclidean distance rounded up.
    case ceiling2D = "CEIL_2D"
    /// Manhattan distance, rounded.
    case manhattan2D = "MAN_2D"
    /// Maximum of the coordinate differences, each rounded.
    case maximum2D = "MAX_2D"
    /// Pseudo-Euclidean distance of the att instances.
    case pseudoEuclidean = "ATT"
    /// Geographical distance on TSPLIB's idealised sphere (coordinates as DDD.MM degrees and minutes).
    case geographical = "GEO"

    /// The distance between two points `(x, y, z)` under this function.
    public func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let dx = a.0 - b.0, dy = a.1 - b.1, dz = a.2 - b.2
        switch self {
        case .euclidean2D: return PlanarRounding.nearest.apply((dx * dx + dy * dy).squareRoot())
        case .ceiling2D: return PlanarRounding.up.apply((dx * dx + dy * dy).squareRoot())
        case .pseudoEuclidean: return PlanarRounding.pseudoEuclidean.apply((dx * dx + dy * dy).squareRoot())
        case .euclidean3D: return nint((dx * dx + dy * dy + dz * dz).squareRoot())
        case .manhattan2D: return nint(abs(dx) + abs(dy))
        case .maximum2D: return max(nint(abs(dx)), nint(abs(dy)))
        case .geographical:
            let (latA, lonA) = (Self.radians(a.0), Self.radians(a.1))
            let (latB, lonB) = (Self.radians(b.0), Self.radians(b.1))
            let q1 = cos(lonA - lonB), q2 = cos(latA - latB), q3 = cos(latA + latB)
            return (6378.388 * acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1).rounded(.towardZero)
        }
    }

    /// The rounding of a planar distance this function is, if it is one.
    public var planarRounding: PlanarRounding? {
        switch self {
        case .euclidean2D: .nearest
        case .ceiling2D: .up
        case .pseudoEuclidean: .pseudoEuclidean
        default: nil
        }
    }

    /// TSPLIB's `nint`: `(int)(x + 0.5)`.
    private func nint(_ x: Double) -> Double { (x + 0.5).rounded(.towardZero) }

    /// TSPLIB's DDD.MM to radians, with its π = 3.141592 and the degrees truncated.
    private static func radians(_ value: Double) -> Double {
        let degrees = value.rounded(.towardZero)
        let minutes = value - degrees
        return 3.141592 * (degrees + 5 * minutes / 3) / 180
    }
}
