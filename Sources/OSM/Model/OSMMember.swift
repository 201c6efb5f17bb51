/// One member of an OSM relation: a reference to a node, way or relation with a role.
public struct OSMMember: Sendable, Hashable {
    /// The type of the referenced entity.
    public var type: OSMEntityType
    /// The id of the referenced entity.
    public var ref: Int64
    /// The member's role, e.g. `outer`, `from`, `via`; often empty.
    public var role: String

    /// Creates a member.
    public init(type: OSMEntityType, ref: Int64, role: String = "") {
        self.type = type
        self.ref = ref
        self.role = role
    }
}
