/// One entity delivered by `OSMReader`, in file order.
///
/// ```swift
/// try reader.read { entity in
///     switch entity {
///     case .node(let node): …
///     case .way(let way): …
///     case .relation(let relation): …
///     }
/// }
/// ```
public enum OSMEntity: Sendable, Hashable {
    /// A node.
    case node(OSMNode)
    /// A way.
    case way(OSMWay)
    /// A relation.
    case relation(OSMRelation)

    /// The entity's type.
    public var type: OSMEntityType {
        switch self {
        case .node: .node
        case .way: .way
        case .relation: .relation
        }
    }

    /// The entity's id (unique per type, not across types).
    public var id: Int64 {
        switch self {
        case .node(let node): node.id
        case .way(let way): way.id
        case .relation(let relation): relation.id
        }
    }

    /// The entity's tags.
    public var tags: OSMTags {
        switch self {
        case .node(let node): node.tags
        case .way(let way): way.tags
        case .relation(let relation): relation.tags
        }
    }
}
