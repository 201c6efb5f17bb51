/// Read access to the tags of one OSM element (node, way or relation), by key.
///
/// The profiles take tags through this small protocol so that they work with whatever the reader
/// produces (a dictionary, a flat array of pairs, an interned table) without copying.
/// Keys and values are compared exactly as OSM stores them (case-sensitive, lowercase by convention).
/// ```swift
/// struct PairTags: TagLookup {
///     var pairs: [(String, String)]
///     subscript(key: String) -> String? { pairs.first { $0.0 == key }?.1 }
/// }
/// let access = Profile.car.wayAccess(PairTags(pairs: [("highway", "residential")]))
/// ```
public protocol TagLookup {
    /// The value of `key`, or nil when the element has no such tag.
    subscript(key: String) -> String? { get }
}
