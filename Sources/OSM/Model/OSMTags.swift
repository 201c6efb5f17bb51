/// The tags of one OSM entity, in file order.
///
/// A plain array of pairs: most entities have 0–10 tags, where a linear scan beats hashing, and an
/// empty `OSMTags` allocates nothing (most nodes have no tags).
///
/// ```swift
/// let tags: OSMTags = ["highway": "primary", "name": "Boulevard Albert 1er"]
/// if tags["highway"] == "primary" { … }
/// for tag in tags { print(tag.key, tag.value) }
/// ```
public struct OSMTags: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// The pairs in file order.
    public private(set) var pairs: [OSMTag]

    /// No tags; costs nothing.
    public init() { pairs = [] }

    /// Tags from pairs, kept in the given order.
    public init(_ pairs: [OSMTag]) { self.pairs = pairs }

    /// Tags from a literal such as `["highway": "primary"]`, kept in literal order.
    public init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { OSMTag(key: $0.0, value: $0.1) }
    }

    /// The value for `key`, or `nil` if the entity has no such tag — or only an empty one (`highway=""` says
    /// nothing: a ferry or a movable bridge tagged so is still one). O(number of tags).
    public subscript(key: String) -> String? {
        for tag in pairs where tag.key == key && !tag.value.isEmpty { return tag.value }
        return nil
    }

    /// Appends a pair; a repeated key is kept as given (files may contain duplicates).
    public mutating func append(key: String, value: String) {
        pairs.append(OSMTag(key: key, value: value))
    }

    /// The position of the first tag.
    public var startIndex: Int { 0 }
    /// One past the position of the last tag.
    public var endIndex: Int { pairs.count }
    /// The tag at `position`.
    public subscript(position: Int) -> OSMTag { pairs[position] }

    /// `key=value` pairs separated by commas, for logs and test failures.
    public var description: String {
        pairs.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
