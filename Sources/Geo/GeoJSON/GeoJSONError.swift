/// Why a GeoJSON document could not be read or written, with where and what to fix.
///
/// ```swift
/// do { _ = try GeoJSON(data: data) }
/// catch { print(error) }
/// // "polygon ring 0 of feature 3 does not close: first [30.5, 50.4] ≠ last [30.6, 50.4]; repeat the first position at the end"
/// ```
public enum GeoJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON, or a value has the wrong JSON type (the message says which).
    case invalidJSON(String)
    /// A required member (such as "type", "coordinates" or "features") is missing.
    case missingMember(String, location: GeoJSONLocation)
    /// A member has the wrong JSON type.
    case wrongMemberType(String, expected: String, location: GeoJSONLocation)
    /// A "type" that RFC 7946 does not define.
    case unknownType(String, location: GeoJSONLocation)
    /// An object of one type where another was required (e.g. a Geometry in a FeatureCollection's features).
    case unexpectedType(String, expected: String, location: GeoJSONLocation)
    /// A position that is not `[lon, lat]` or `[lon, lat, alt]`.
    case positionArity([Double], location: GeoJSONLocation)
    /// A number that is infinite or not a number.
    case nonFiniteNumber(location: GeoJSONLocation)
    /// A latitude beyond ±90°.
    case latitudeOutOfRange(Double, location: GeoJSONLocation)
    /// A LineString (`line` is its index in a MultiLineString) with exactly one position.
    case lineStringTooShort(count: Int, line: Int?, location: GeoJSONLocation)
    /// A polygon ring (`polygon` is its index in a MultiPolygon) with fewer than 4 positions.
    case ringTooShort(ring: Int, polygon: Int?, count: Int, location: GeoJSONLocation)
    /// A polygon ring whose last position differs from its first.
    case ringNotClosed(ring: Int, polygon: Int?, first: Position, last: Position, location: GeoJSONLocation)
    /// A "bbox" that is not [west, south, east, north] (or with altitudes, 6 numbers).
    case invalidBoundingBox([Double], location: GeoJSONLocation)
    /// A Feature "id" that is neither a string nor a number.
    case invalidFeatureID(location: GeoJSONLocation)
    /// A value could not be written as JSON (for example a non-finite number).
    case notEncodable(String)

    /// A message saying what is wrong, where, and what to change.
    public var description: String {
        switch self {
        case .invalidJSON(let message):
            return "invalid GeoJSON: \(message)"
        case .missingMember(let name, let location):
            return "\(location) has no \"\(name)\" member; add it (RFC 7946)"
        case .wrongMemberType(let name, let expected, let location):
            return "\"\(name)\" of \(location) must be \(expected)"
        case .unknownType(let type, let location):
            return "\(location) has unknown type \"\(type)\"; expected one of FeatureCollection, Feature, "
                + "Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection"
        case .unexpectedType(let type, let expected, let location):
            return "\(location) has type \"\(type)\" where \(expected) is required"
        case .positionArity(let numbers, let location):
            return "position \(Self.format(numbers)) in \(location) has \(numbers.count) number\(numbers.count == 1 ? "" : "s"); "
                + "a position is [longitude, latitude] or [longitude, latitude, altitude]"
        case .nonFiniteNumber(let location):
            return "\(location) contains a non-finite number; coordinates must be finite"
        case .latitudeOutOfRange(let latitude, let location):
            return "latitude \(latitude) in \(location) is outside −90…90; positions are [longitude, latitude] "
                + "(are the two swapped?)"
        case .lineStringTooShort(let count, let line, let location):
            return "\(line.map { "line string \($0)" } ?? "line string") of \(location) has \(count) position; "
                + "a LineString needs at least 2"
        case .ringTooShort(let ring, let polygon, let count, let location):
            return "\(Self.ring(ring, polygon)) of \(location) has \(count) positions; a ring needs at least 4 "
                + "(3 corners and the first repeated at the end)"
        case .ringNotClosed(let ring, let polygon, let first, let last, let location):
            return "\(Self.ring(ring, polygon)) of \(location) does not close: first \(Self.format(first.numbers)) "
                + "≠ last \(Self.format(last.numbers)); repeat the first position at the end"
        case .invalidBoundingBox(let numbers, let location):
            return "bbox \(Self.format(numbers)) of \(location) is invalid; write [west, south, east, north] "
                + "with finite numbers, south ≤ north and latitudes within ±90"
        case .invalidFeatureID(let location):
            return "\"id\" of \(location) must be a string or a number"
        case .notEncodable(let message):
            return "cannot write GeoJSON: \(message)"
        }
    }

    /// "polygon ring 0" or "ring 0 of polygon 2".
    private static func ring(_ ring: Int, _ polygon: Int?) -> String {
        polygon.map { "ring \(ring) of polygon \($0)" } ?? "polygon ring \(ring)"
    }

    /// Numbers as JSON writes them: "[30.5, 50.4]".
    private static func format(_ numbers: [Double]) -> String {
        "[" + numbers.map { $0.rounded() == $0 && abs($0) < 1e15 ? String(Int($0)) : String($0) }
            .joined(separator: ", ") + "]"
    }
}
