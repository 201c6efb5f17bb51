import Geo
import RoadNetwork

/// A coordinate placed on the nearest usable road: which segment, how far along it, and where.
public struct Snap: Sendable, Hashable {
    /// The road segment.
    public var segment: Int
    /// How far along the segment (in its forward direction) the point lies, 0…1 by length.
    public var fraction: Double
    /// The first of the two consecutive points of the segment's line (a ``RoadGraph`` point index) between which the
    /// point lies: OSRM's segment, which ``Waypoint/nodes`` and live speeds name.
    public var piece: Int
    /// The point on the road.
    public var location: Coordinate
    /// The coordinate that was snapped.
    public var input: Coordinate
    /// The distance between them, metres.
    public var distance: Double
    /// The junction the point sits on, when it is within half a metre of one: the stop may then leave (or
    /// arrive) along any segment there (within ``bearing``, when given), with no turn. Without a bearing, never set
    /// when ``directions`` leaves one direction out.
    public var junction: Int?
    /// At a ``junction``, the directions of travel the stop takes: a route leaves along a segment that starts out
    /// within it, and arrives along one that ends within it (the segment nearest the point may run the other way:
    /// a stop heading south-east where a road going north-west starts).
    public var bearing: BearingRange?
    /// The directions of travel along the segment a route may pass the stop in (a bearing or an approach
    /// can leave only one).
    public var directions: Directions = .both

    /// Directions of travel along a segment.
    public struct Directions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// From the segment's first point to its last.
        public static let forward = Directions(rawValue: 1)
        /// From its last point to its first.
        public static let backward = Directions(rawValue: 2)
        public static let both: Directions = [.forward, .backward]

        /// Whether directed segment `d` (`2s` forward, `2s + 1` backward) travels in one of these directions.
        func contains(directed d: Int) -> Bool { contains(d & 1 == 0 ? .forward : .backward) }
    }

    /// The snap as a waypoint (with the street's name).
    func waypoint(in graph: RoadGraph) -> Waypoint {
        Waypoint(location: location, input: input, distance: distance, name: graph.name(ofSegment: segment),
                 nodes: graph.pointNode.isEmpty ? [] : [graph.pointNode[piece], graph.pointNode[piece + 1]])
    }

    /// The search endpoints for this snap on `profile`: each open directed segment it lies on —
    /// or, at a junction, every one leaving it (as a source) or arriving there (as a target) — with the part
    /// still to travel (source) or not travelled (target), costed by `cost` (of a directed segment from a position on
    /// it to its end, see ``position(on:in:)``). A target is met on any
    /// turn-graph node of its segment (the copies ``TurnRules`` made); a source starts on the segment itself.
    func endpoints(graph: RoadGraph, profile: ProfileGraph, cost: (_ d: Int, _ from: Double) -> Double, asTarget: Bool) -> [SearchEndpoint] {
        var candidates = [2 * segment, 2 * segment + 1].filter(directions.contains(directed:))
        if let junction {
            candidates = graph.leaving(junction).map { asTarget ? Int($0) ^ 1 : Int($0) }
            if let bearing { candidates = candidates.filter { bearing.allows(graph.bearing(of: $0, atEnd: asTarget)) } }
        }
        var endpoints: [SearchEndpoint] = []
        for d in candidates where profile.isOpen(d) {
            let remaining = cost(d, position(on: d, in: graph))
            for node in asTarget ? profile.nodes(of: d) : [UInt32(d)] {
                endpoints.append(SearchEndpoint(node: node, offset: asTarget ? -remaining : remaining))
            }
        }
        return endpoints
    }

    /// How far along directed segment `d` (in its own direction) the snapped point lies.
    func position(on d: Int, in graph: RoadGraph) -> Double {
        if let junction { return graph.start(of: d) == junction ? 0 : 1 }
        return d & 1 == 0 ? fraction : 1 - fraction
    }
}
