/// An OSM relation: an ordered list of members (turn restrictions, routes, multipolygons) with tags.
public struct OSMRelation: Sendable, Hashable {
    /// The relation id.
    public var id: Int64
    /// The members in order.
    public var members: [OSMMember]
    /// The relation's tags, e.g. `type=restriction`.
    public var tags: OSMTags

    /// Creates a relation.
    public init(id: Int64, members: [OSMMember], tags: OSMTags = OSMTags()) {
        self.id = id
        self.members = members
        self.tags = tags
    }
}
