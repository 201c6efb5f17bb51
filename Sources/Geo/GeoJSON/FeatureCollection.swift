/// A GeoJSON FeatureCollection: features and an optional bbox.
///
/// ```swift
/// let countries = try GeoJSON(data: data).features
/// let ukraine = countries.first { $0.properties["NAME"]?.stringValue == "Ukraine" }
/// ```
public struct FeatureCollection: Hashable, Sendable {
    /// The features, in document order.
    public var features: [Feature]
    /// The collection's "bbox", if given.
    public var bbox: BoundingBox?

    /// Creates a collection.
    public init(features: [Feature], bbox: BoundingBox? = nil) {
        self.features = features
        self.bbox = bbox
    }
}

extension FeatureCollection: Codable {
    private enum Key: String, CodingKey {
        case type, features, bbox
    }

    /// Decodes and validates a FeatureCollection and every feature in it.
    public init(from decoder: any Decoder) throws {
        let container = try GeoJSONDecoding.object(decoder, keyedBy: Key.self, what: "a FeatureCollection")
        let type = try GeoJSONDecoding.require(String.self, .type, in: container, expected: "a string")
        guard type == "FeatureCollection" else {
            throw GeoJSONError.unexpectedType(
                type, expected: "a FeatureCollection", location: GeoJSONLocation(decoder.codingPath))
        }
        self.init(
            features: try GeoJSONDecoding.require([Feature].self, .features, in: container, expected: "an array of Features"),
            bbox: try GeoJSONDecoding.bbox(Key.bbox, in: container))
    }

    /// Encodes the FeatureCollection.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("FeatureCollection", forKey: .type)
        try GeoJSONDecoding.encode(bbox, Key.bbox, in: &container)
        try container.encode(features, forKey: .features)
    }
}
