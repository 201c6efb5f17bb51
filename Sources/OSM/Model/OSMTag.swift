/// One `key=value` pair attached to an OSM node, way or relation.
///
/// ```swift
/// let tag = OSMTag(key: "highway", value: "residential")
/// ```
public struct OSMTag: Sendable, Hashable {
    /// The tag's key, e.g. `highway`.
    public var key: String
    /// The tag's value, e.g. `residential`.
    public var value: String

    /// Creates a tag from its key and value.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
