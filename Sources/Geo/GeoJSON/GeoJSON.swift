import Foundation

/// A whole GeoJSON document (RFC 7946): a FeatureCollection, a single Feature or a bare Geometry.
///
/// ```swift
/// let document = try GeoJSON(data: Data(contentsOf: url))
/// for feature in document.features { … }
/// let text = try GeoJSON.featureCollection(FeatureCollection(features: stops)).encoded()
/// ```
public enum GeoJSON: Hashable, Sendable {
    /// A FeatureCollection.
    case featureCollection(FeatureCollection)
    /// A Feature.
    case feature(Feature)
    /// A bare geometry.
    case geometry(Geometry)

    /// Reads and validates a GeoJSON document. O(size).
    ///
    /// - Throws: `GeoJSONError`, naming the feature, ring or position at fault and what to change.
    public init(data: Data) throws(GeoJSONError) {
        do {
            self = try JSONDecoder().decode(GeoJSON.self, from: data)
        } catch let error as GeoJSONError {
            throw error
        } catch {
            throw .invalidJSON(GeoJSON.describe(error))
        }
    }

    /// The features of the document: a collection's, the single feature, or the bare geometry as a feature.
    public var features: [Feature] {
        switch self {
        case .featureCollection(let collection): collection.features
        case .feature(let feature): [feature]
        case .geometry(let geometry): [Feature(geometry: geometry)]
        }
    }

    /// The document as GeoJSON text (UTF-8), with polygon rings closed.
    ///
    /// - Throws: `GeoJSONError.notEncodable` for a value JSON cannot hold, such as a non-finite number.
    public func encoded(prettyPrinted: Bool = false) throws(GeoJSONError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch {
            throw .notEncodable(String(describing: error))
        }
    }

    /// A short message for a Foundation decoding error, with where it happened.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            let message = context.debugDescription
            return path.isEmpty ? message : "\(message) at \(path.joined(separator: "."))"
        @unknown default:
            return String(describing: error)
        }
    }
}

extension GeoJSON: Codable {
    private enum Key: String, CodingKey {
        case type
    }

    /// Decodes whichever object the document's "type" names.
    public init(from decoder: any Decoder) throws {
        let container = try GeoJSONDecoding.object(decoder, keyedBy: Key.self, what: "a GeoJSON")
        switch try GeoJSONDecoding.require(String.self, .type, in: container, expected: "a string") {
        case "FeatureCollection": self = .featureCollection(try FeatureCollection(from: decoder))
        case "Feature": self = .feature(try Feature(from: decoder))
        default: self = .geometry(try Geometry(from: decoder))
        }
    }

    /// Encodes the object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .featureCollection(let collection): try collection.encode(to: encoder)
        case .feature(let feature): try feature.encode(to: encoder)
        case .geometry(let geometry): try geometry.encode(to: encoder)
        }
    }
}
