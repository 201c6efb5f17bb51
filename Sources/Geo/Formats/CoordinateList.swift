/// Lists of coordinates as OSRM URLs and Wayfarer's CLI write them: `lon,lat;lon,lat;…`, or an encoded
/// polyline `polyline(…)` / `polyline6(…)`.
///
/// ```swift
/// let stops = try CoordinateList.parse("14.51,35.89;14.49,35.91")
/// ```
public enum CoordinateList {
    /// Parses a list; every coordinate must be finite with |latitude| ≤ 90 and |longitude| ≤ 180.
    public static func parse(_ text: String) throws(CoordinateListError) -> [Coordinate] {
        let trimmed = text.trimmingCharacters(in: " \n\t")
        for (prefix, precision) in [("polyline6(", Polyline.Precision.six), ("polyline(", .five)] where trimmed.hasPrefix(prefix) {
            guard trimmed.hasSuffix(")") else { throw .malformed("\(prefix)…) is missing its closing parenthesis") }
            let encoded = String(trimmed.dropFirst(prefix.count).dropLast())
            let coordinates: [Coordinate]
            do { coordinates = try Polyline.decode(encoded, precision: precision) } catch {
                throw .malformed("cannot decode \(prefix.dropLast()): \(error)")
            }
            guard !coordinates.isEmpty else { throw .malformed("the polyline holds no coordinates") }
            return coordinates
        }
        guard !trimmed.isEmpty else { throw .malformed("no coordinates given") }
        return try trimmed.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, pair throws(CoordinateListError) in
            let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let longitude = Double(parts[0].trimmingCharacters(in: " ")),
                  let latitude = Double(parts[1].trimmingCharacters(in: " ")) else {
                throw .malformed("coordinate \(index) '\(pair)' is not 'longitude,latitude'")
            }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else {
                throw .outOfRange("coordinate \(index) '\(pair)': longitude must be within ±180 and latitude within ±90")
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

extension String {
    /// The string without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        guard let first = firstIndex(where: { !drop.contains($0) }), let last = lastIndex(where: { !drop.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Substring {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
