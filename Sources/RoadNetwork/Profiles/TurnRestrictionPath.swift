/// The shape of a turn restriction the graph supports: from one way, through one node, onto one way.
///
/// Restrictions through a via *way* (`from` way → `via` way → `to` way) are not supported yet and are
/// reported as ``TurnRestrictionError/viaWayUnsupported``; `no_entry`/`no_exit` relations with several
/// `from` or `to` ways are reported as ``TurnRestrictionError/multipleFrom`` / ``TurnRestrictionError/multipleTo``.
/// Members with other roles (`location_hint`, …) are ignored.
/// ```swift
/// do {
///     let path = try TurnRestrictionPath(members: relation.members)
///     graph.forbid(from: path.fromWay, via: path.viaNode, to: path.toWay)
/// } catch {
///     log.notice("skipping restriction \(relation.id): \(error.message)")
/// }
/// ```
public struct TurnRestrictionPath: Sendable, Hashable {
    /// The OSM id of the way the turn starts on.
    public var fromWay: Int64
    /// The OSM id of the node where the turn happens.
    public var viaNode: Int64
    /// The OSM id of the way the turn ends on.
    public var toWay: Int64

    /// Creates a path from known ids.
    public init(fromWay: Int64, viaNode: Int64, toWay: Int64) {
        self.fromWay = fromWay
        self.viaNode = viaNode
        self.toWay = toWay
    }

    /// Validates a relation's members: exactly one `from` way, one `via` node and one `to` way.
    ///
    /// Complexity: O(members).
    public init(members: some Sequence<RestrictionMember>) throws(TurnRestrictionError) {
        var from: [Int64] = []
        var via: [Int64] = []
        var to: [Int64] = []
        for member in members {
            switch member.role {
            case "from":
                guard member.kind == .way else { throw .wrongMemberKind(role: "from") }
                from.append(member.id)
            case "to":
                guard member.kind == .way else { throw .wrongMemberKind(role: "to") }
                to.append(member.id)
            case "via":
                switch member.kind {
                case .node: via.append(member.id)
                case .way: throw .viaWayUnsupported
                case .relation: throw .wrongMemberKind(role: "via")
                }
            default:
                continue
            }
        }
        guard let fromWay = from.first else { throw .missingFrom }
        guard from.count == 1 else { throw .multipleFrom }
        guard let viaNode = via.first else { throw .missingVia }
        guard via.count == 1 else { throw .multipleVia }
        guard let toWay = to.first else { throw .missingTo }
        guard to.count == 1 else { throw .multipleTo }
        self.init(fromWay: fromWay, viaNode: viaNode, toWay: toWay)
    }
}

/// Why a turn restriction relation cannot be used; the graph builder skips it and may log ``message``.
public enum TurnRestrictionError: Error, Sendable, Hashable {
    /// No member with role `from`.
    case missingFrom
    /// More than one `from` member (`no_entry` with several ways: not supported).
    case multipleFrom
    /// No member with role `via`.
    case missingVia
    /// More than one `via` member.
    case multipleVia
    /// No member with role `to`.
    case missingTo
    /// More than one `to` member (`no_exit` with several ways: not supported).
    case multipleTo
    /// The `via` member is a way: restrictions over a via way are not supported yet.
    case viaWayUnsupported
    /// A member has the wrong element type for its role (a node as `from`, a relation as `via`, …).
    case wrongMemberKind(role: String)

    /// A sentence a user can act on.
    public var message: String {
        switch self {
        case .missingFrom: "The restriction has no 'from' way."
        case .multipleFrom: "The restriction has several 'from' ways; only one is supported."
        case .missingVia: "The restriction has no 'via' node."
        case .multipleVia: "The restriction has several 'via' members; only one via node is supported."
        case .missingTo: "The restriction has no 'to' way."
        case .multipleTo: "The restriction has several 'to' ways; only one is supported."
        case .viaWayUnsupported: "The restriction goes over a 'via' way; only a via node is supported."
        case .wrongMemberKind(let role): "The restriction's '\(role)' member has the wrong element type."
        }
    }
}
