import RoadNetwork

/// Tests write tags as dictionary literals; the library leaves the choice of tag storage to the reader.
extension Dictionary: TagLookup where Key == String, Value == String {}

/// Tags as `key=value` pairs sorted by key, for test names.
func describe(_ tags: [String: String]) -> String {
    tags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
}
