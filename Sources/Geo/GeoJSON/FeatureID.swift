/// A feature's "id": a string or a number (RFC 7946 §3.2).
///
/// ```swift
/// let a: FeatureID = "UKR"
/// let b: FeatureID = 804
/// ```
public enum FeatureID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A string id.
    case string(String)
    /// A numeric id.
    case number(Double)

    /// A string id.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A numeric id.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// Decodes a string or a number; anything else throws `GeoJSONError.invalidFeatureID`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self), value.isFinite {
            self = .number(value)
        } else {
            throw GeoJSONError.invalidFeatureID(location: GeoJSONLocation(decoder.codingPath))
        }
    }

    /// Encodes the string or number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        }
    }
}
