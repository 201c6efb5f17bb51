/// An OSM way: an ordered list of node ids (a road, a building outline, …) with tags.
public struct OSMWay: Sendable, Hashable {
    /// The way id.
    public var id: Int64
    /// The ids of the way's nodes in order; a closed way repeats its first id at the end.
    public var nodeIDs: [Int64]
    /// The way's tags.
    public var tags: OSMTags

    /// Creates a way.
    public init(id: Int64, nodeIDs: [Int64], tags: OSMTags = OSMTags()) {
        self.id = id
        self.nodeIDs = nodeIDs
        self.tags = tags
    }
}
