import OSM

/// The OpenStreetMap object a place comes from: its type and id, written `node/123` or `way/456`.
///
/// Ordered by type (node before way) then id, which is how ties between equally good places are broken.
public struct PlaceID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// `node` or `way`.
    public var type: OSMEntityType
    /// The OSM id within its type.
    public var id: Int64

    /// Creates an id.
    public init(type: OSMEntityType, id: Int64) {
        self.type = type
        self.id = id
    }

    /// Parses `node/123` or `way/456`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let type = OSMEntityType(rawValue: String(parts[0])), let id = Int64(parts[1]) else { return nil }
        self.init(type: type, id: id)
    }

    /// `type/id`, as on openstreetmap.org.
    public var description: String { "\(type.rawValue)/\(id)" }

    public static func < (lhs: PlaceID, rhs: PlaceID) -> Bool {
        (lhs.type.rawValue, lhs.id) < (rhs.type.rawValue, rhs.id)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let parsed = PlaceID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a place id: \(text)"))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
