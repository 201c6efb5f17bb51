/// The three kinds of OSM entity; also the type of a relation member.
public enum OSMEntityType: String, Sendable, Hashable, CaseIterable {
    /// A point with coordinates.
    case node
    /// An ordered list of node references.
    case way
    /// A group of members of any type, each with a role.
    case relation
}
