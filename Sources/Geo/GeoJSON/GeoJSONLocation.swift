/// Where in a GeoJSON document something is: which feature, and which member of nested geometry
/// collections. Its description reads "geometry 1 of feature 3", "feature 3" or "the document".
public struct GeoJSONLocation: Hashable, Sendable, CustomStringConvertible {
    /// The index of the feature in its FeatureCollection, if inside one.
    public var featureIndex: Int?
    /// Indices into nested GeometryCollections, outermost first.
    public var geometryIndices: [Int]

    /// Creates a location.
    public init(featureIndex: Int? = nil, geometryIndices: [Int] = []) {
        self.featureIndex = featureIndex
        self.geometryIndices = geometryIndices
    }

    /// Reads the location out of a decoder's coding path (`features[3].geometry.geometries[1]…`).
    init(_ path: [any CodingKey]) {
        self.init()
        for (key, next) in zip(path, path.dropFirst()) {
            guard let index = next.intValue else { continue }
            if key.stringValue == "features" { featureIndex = index }
            if key.stringValue == "geometries" { geometryIndices.append(index) }
        }
    }

    /// "geometry 1 of feature 3", "feature 3", "geometry 1" or "the document".
    public var description: String {
        var parts = geometryIndices.reversed().map { "geometry \($0)" }
        if let featureIndex { parts.append("feature \(featureIndex)") }
        return parts.isEmpty ? "the document" : parts.joined(separator: " of ")
    }
}
