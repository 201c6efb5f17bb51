/// The shape of a turn restriction: from a way, through a node or through a chain of ways, onto a way.
///
/// Several `from` ways (`no_entry`) or several `to` ways (`no_exit`) mean the restriction holds for each
/// of them. Via ways are taken in the relation's member order, as the OSM wiki asks mappers to list them.
/// Members with other roles (`location_hint`, …) are ignored.
/// ```swift
/// let path = try TurnRestrictionPath(members: relation.members)
/// // path.fromWays == [10], path.via == .ways([12, 13]), path.toWays == [11]
/// ```
public struct TurnRestrictionPath: Sendable, Hashable {
    /// Where the restricted manoeuvre passes between the `from` and the `to` ways.
    public enum Via: Sendable, Hashable {
        /// One node (OSM id).
        case node(Int64)
        /// A chain of ways (OSM ids), in travel order.
        case ways([Int64])
    }

    /// The OSM ids of the ways the manoeuvre starts on.
    public var fromWays: [Int64]
    /// The node or ways it passes.
    public var via: Via
    /// The OSM ids of the ways it ends on.
    public var toWays: [Int64]

    /// Creates a path from known ids.
    public init(fromWays: [Int64], via: Via, toWays: [Int64]) {
        self.fromWays = fromWays
        self.via = via
        self.toWays = toWays
    }

    /// Validates a relation's members: at least one `from` way and one `to` way, and as `via` either one
    /// node or one or more ways.
    ///
    /// Complexity: O(members).
    public init(members: some Sequence<RestrictionMember>) throws(TurnRestrictionError) {
        var from: [Int64] = [], to: [Int64] = [], viaNodes: [Int64] = [], viaWays: [Int64] = []
        for member in members {
            switch (member.role, member.kind) {
            case ("from", .way): from.append(member.id)
            case ("to", .way): to.append(member.id)
            case ("via", .node): viaNodes.append(member.id)
            case ("via", .way): viaWays.append(member.id)
            case ("from", _), ("to", _), ("via", _): throw .wrongMemberKind(role: member.role)
            default: continue
            }
        }
        guard !from.isEmpty else { throw .missingFrom }
        guard !to.isEmpty else { throw .missingTo }
        switch (viaNodes.count, viaWays.isEmpty) {
        case (0, true): throw .missingVia
        case (1, true): self.init(fromWays: from, via: .node(viaNodes[0]), toWays: to)
        case (0, false): self.init(fromWays: from, via: .ways(viaWays), toWays: to)
        default: throw .multipleVia
        }
    }
}

/// Why a turn restriction relation cannot be used; the graph builder skips it and may log ``message``.
public enum TurnRestrictionError: Error, Sendable, Hashable {
    /// No member with role `from`.
    case missingFrom
    /// No member with role `via`.
    case missingVia
    /// No member with role `to`.
    case missingTo
    /// Several via nodes, or via nodes and via ways mixed.
    case multipleVia
    /// A member has the wrong element type for its role (a node as `from`, a relation as `via`, …).
    case wrongMemberKind(role: String)

    /// A sentence a user can act on.
    public var message: String {
        switch self {
        case .missingFrom: "The restriction has no 'from' way."
        case .missingVia: "The restriction has no 'via' node or way."
        case .missingTo: "The restriction has no 'to' way."
        case .multipleVia: "The restriction has several 'via' nodes, or via nodes and via ways together."
        case .wrongMemberKind(let role): "The restriction's '\(role)' member has the wrong element type."
        }
    }
}
