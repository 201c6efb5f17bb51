/// One member of a turn restriction relation: what it is, its OSM id, and its role.
///
/// ```swift
/// let members = [
///     RestrictionMember(.way, id: 10, role: "from"),
///     RestrictionMember(.node, id: 5, role: "via"),
///     RestrictionMember(.way, id: 11, role: "to"),
/// ]
/// let path = try TurnRestrictionPath(members: members)
/// ```
public struct RestrictionMember: Sendable, Hashable {
    /// The OSM element types a relation member can have.
    public enum Kind: UInt8, Sendable, Hashable {
        /// An OSM node.
        case node
        /// An OSM way.
        case way
        /// An OSM relation.
        case relation
    }

    /// The member's element type.
    public var kind: Kind
    /// The member's OSM id.
    public var id: Int64
    /// The member's role: `from`, `via`, `to` (others are ignored).
    public var role: String

    /// Creates a member.
    public init(_ kind: Kind, id: Int64, role: String) {
        self.kind = kind
        self.id = id
        self.role = role
    }
}
