/// A GeoJSON Feature: a geometry (or none) with properties, an optional id and an optional bbox.
///
/// ```swift
/// let stop = Feature(geometry: .point(Position(kyiv)), properties: ["name": "Kyiv"])
/// feature.properties["NAME"]?.stringValue
/// ```
public struct Feature: Hashable, Sendable {
    /// The feature's "id", if any.
    public var id: FeatureID?
    /// The geometry, or nil for a feature without one (`"geometry": null`).
    public var geometry: Geometry?
    /// The "properties" value: usually an object, `.null` when absent.
    public var properties: JSONValue
    /// The feature's "bbox", if given.
    public var bbox: BoundingBox?

    /// Creates a feature.
    public init(id: FeatureID? = nil, geometry: Geometry?, properties: JSONValue = .null, bbox: BoundingBox? = nil) {
        self.id = id
        self.geometry = geometry
        self.properties = properties
        self.bbox = bbox
    }
}

extension Feature: Codable {
    private enum Key: String, CodingKey {
        case type, id, geometry, properties, bbox
    }

    /// Decodes and validates a Feature object (its geometry too).
    public init(from decoder: any Decoder) throws {
        let container = try GeoJSONDecoding.object(decoder, keyedBy: Key.self, what: "a Feature")
        let type = try GeoJSONDecoding.require(String.self, .type, in: container, expected: "a string")
        guard type == "Feature" else {
            throw GeoJSONError.unexpectedType(type, expected: "a Feature", location: GeoJSONLocation(decoder.codingPath))
        }
        // RFC 7946 §3.2: "properties" is an object or null.
        let properties = try container.decodeIfPresent(JSONValue.self, forKey: .properties) ?? .null
        switch properties {
        case .object, .null: break
        default: throw GeoJSONError.wrongMemberType("properties", expected: "an object or null", location: GeoJSONLocation(decoder.codingPath))
        }
        self.init(
            id: try container.decodeIfPresent(FeatureID.self, forKey: .id),
            geometry: try container.decodeIfPresent(Geometry.self, forKey: .geometry),
            properties: properties,
            bbox: try GeoJSONDecoding.bbox(Key.bbox, in: container))
    }

    /// Encodes the Feature; a missing geometry is written as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("Feature", forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        try GeoJSONDecoding.encode(bbox, Key.bbox, in: &container)
        if let geometry { try container.encode(geometry, forKey: .geometry) } else { try container.encodeNil(forKey: .geometry) }
        try container.encode(properties, forKey: .properties)
    }
}
