/// Lists of coordinates as OSRM URLs and Wayfarer's CLI write them: `lon,lat;lon,lat;…`, or an encoded
/// polyline `polyline(…)` / `polyline6(…)`.
///
/// ```swift
/// let stops = try CoordinateList.parse("14.51,35.89;14.49,35.91")
/// ```
public enum CoordinateList {
    /// Parses a list: ``CoordinateText`` numbers (no spaces), |latitude| ≤ 90 and |longitude| ≤ 180. Errors count the
    /// coordinates from 1, as stops are named.
    public static func parse(_ text: String) throws(CoordinateListError) -> [Coordinate] {
        for (prefix, precision) in [("polyline6(", Polyline.Precision.six), ("polyline(", .five)] where text.hasPrefix(prefix) {
            guard text.hasSuffix(")") else { throw .malformed("\(prefix)…) is missing its closing parenthesis") }
            let encoded = String(text.dropFirst(prefix.count).dropLast())
            let coordinates: [Coordinate]
            do { coordinates = try Polyline.decode(encoded, precision: precision) } catch {
                throw .malformed("cannot decode \(prefix.dropLast()): \(error)")
            }
            guard !coordinates.isEmpty else { throw .malformed("the polyline holds no coordinates") }
            return coordinates
        }
        guard !text.isEmpty else { throw .malformed("no coordinates given") }
        return try text.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, pair throws(CoordinateListError) in
            let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let longitude = CoordinateText.number(parts[0]), let latitude = CoordinateText.number(parts[1]) else {
                throw .malformed("coordinate \(index + 1) '\(pair)' is not 'longitude,latitude' in decimal degrees (digits with an optional '-' and '.'; no exponent or spaces)")
            }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else {
                throw .outOfRange("coordinate \(index + 1) '\(pair)': longitude must be within ±180 and latitude within ±90"
                                  + (coordinate.swapped == nil ? "" : " (\(parts[1]),\(parts[0]) would be: give the longitude first)"))
            }
            return coordinate
        }
    }
}

/// Why a coordinate list could not be read.
public enum CoordinateListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not have the expected shape.
    case malformed(String)
    /// A value is not finite or outside the valid range.
    case outOfRange(String)

    public var description: String {
        switch self {
        case .malformed(let message), .outOfRange(let message): message
        }
    }
}
