/// A tag test: the element has `key` with one of `values`.
///
/// Profiles list these as data, e.g. the tags that open a one-way street to bicycles.
/// ```swift
/// let contraflow = TagMatch("cycleway", ["opposite", "opposite_lane", "opposite_track"])
/// contraflow.matches(["cycleway": "opposite_lane"])   // true
/// ```
public struct TagMatch: Sendable, Hashable {
    /// The tag key to look up.
    public let key: String
    /// The values that make the test true.
    public let values: Set<String>

    /// Creates a test for `key` having one of `values`.
    public init(_ key: String, _ values: Set<String>) {
        self.key = key
        self.values = values
    }

    /// Whether `tags` has `key` with one of `values`. Complexity: one lookup and one hash, no allocation.
    public func matches(_ tags: some TagLookup) -> Bool {
        guard let value = tags[key] else { return false }
        return values.contains(value)
    }
}
