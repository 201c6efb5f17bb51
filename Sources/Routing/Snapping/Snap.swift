import Geo
import RoadNetwork

/// A coordinate placed on the nearest usable road: which segment, how far along it, and where.
public struct Snap: Sendable, Hashable {
    /// The road segment.
    public var segment: Int
    /// How far along the segment (in its forward direction) the point lies, 0…1 by length.
    public var fraction: Double
    /// The point on the road.
    public var location: Coordinate
    /// The coordinate that was snapped.
    public var input: Coordinate
    /// The distance between them, metres.
    public var distance: Double

    /// The snap as a waypoint (with the street's name).
    func waypoint(in graph: RoadGraph) -> Waypoint {
        Waypoint(location: location, input: input, distance: distance, name: graph.name(ofSegment: segment))
    }

    /// The search endpoints for this snap on `profile`: each open, reachable direction of the segment, with
    /// the part of it still to travel (as a source) or not travelled (as a target), weighted by `cost`.
    func endpoints(profile: ProfileGraph, cost: (Int) -> Double, asTarget: Bool) -> [SearchEndpoint] {
        var endpoints: [SearchEndpoint] = []
        for direction in 0..<2 {
            let d = 2 * segment + direction
            guard profile.isOpen(d), profile.isSnappable[d] else { continue }
            let position = direction == 0 ? fraction : 1 - fraction
            let remaining = (1 - position) * cost(d)
            endpoints.append(SearchEndpoint(node: UInt32(d), offset: asTarget ? -remaining : remaining))
        }
        return endpoints
    }

    /// How far along directed segment `d` (in its own direction) the snapped point lies.
    func position(on d: Int) -> Double { d & 1 == 0 ? fraction : 1 - fraction }
}
