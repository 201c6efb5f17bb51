import Geo
import RoadNetwork

/// What a bounded search from one place reaches: every directed segment entered within the limit, with the cost
/// (seconds or metres) on entering it and on leaving it — the raw material of an isochrone.
///
/// ```swift
/// let reach = try router.reach(from: valletta, profile: "car", limit: 900)   // 15 minutes
/// let lines = reach.lines(within: 600)                                       // what 10 minutes reach
/// ```
public struct Reach: Sendable {
    /// A directed segment reached — or one stretch of it, where live speeds timed its stretches — its geometry in travel
    /// order, and the costs at its two ends (the end one may pass the limit: it is then reached part of the way).
    public struct Piece: Sendable {
        public let geometry: [Coordinate]
        public let start: Double
        public let end: Double
    }

    /// The search's limit, in ``metric``'s unit.
    public let limit: Double
    public let metric: Metric
    /// Where the search started, on the road.
    public let origin: Waypoint
    public let pieces: [Piece]

    /// The roads reached within `cost` (at most ``limit``): whole segments, and the first part of those the cost
    /// runs out on.
    public func lines(within cost: Double) -> [[Coordinate]] {
        pieces.compactMap { piece in
            guard piece.start < cost else { return nil }
            if piece.end <= cost || piece.end <= piece.start { return piece.geometry }
            return Self.prefix(of: piece.geometry, fraction: (cost - piece.start) / (piece.end - piece.start))
        }
    }

    /// A segment whose stretches live speeds timed (its cost along it is not its share by length), as one piece per
    /// stretch of `line` — the segment's geometry, or its last part — with `costs` the cost at each of `line`'s points.
    static func stretches(of line: [Coordinate], costs: [Double]) -> [Piece] {
        (0..<max(0, line.count - 1)).map { Piece(geometry: [line[$0], line[$0 + 1]], start: max(0, costs[$0]), end: costs[$0 + 1]) }
    }

    /// The last `fraction` (0…1) of a line by length.
    static func suffix(of line: [Coordinate], fraction: Double) -> [Coordinate] {
        prefix(of: line.reversed(), fraction: fraction).reversed()
    }

    /// The first `fraction` (0…1) of a line by length.
    static func prefix(of line: [Coordinate], fraction: Double) -> [Coordinate] {
        guard line.count >= 2 else { return line }
        let lengths = line.stretchLengths
        var left = lengths.reduce(0, +) * max(0, min(1, fraction))
        var result = [line[0]]
        for (i, length) in lengths.enumerated() {
            if left >= length { result.append(line[i + 1]); left -= length; continue }
            let t = length > 0 ? left / length : 0
            let a = line[i], b = line[i + 1]
            result.append(Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t))
            break
        }
        return result
    }
}

extension Router {
    /// Everything reachable from `origin` within `limit` (seconds for `.time`, metres for `.distance`), around
    /// `barriers` and without `exclude`d roads: a Dijkstra search on the profile's turn graph (turn costs and
    /// restrictions included) that stops where the limit runs out.
    ///
    /// - Throws: ``RoutingError`` for an unknown profile, an origin far from any road or inside a barrier, a limit
    ///   that is not positive.
    public func reach(from origin: Coordinate, profile: String, metric: Metric = .time, limit: Double, barriers: Barriers = Barriers(),
                      exclude: RoadExclusions = [], snapRadius: Double = 1000, snapping: Snapping = .default) throws(RoutingError) -> Reach {
        guard limit > 0, limit.isFinite else { throw .invalidQuery("the limit must be a positive number, got \(limit)") }
        let context = try QueryContext(router: self, profile: profile, metric: metric, barriers: barriers, exclude: exclude)
        let snap = try context.snap([origin], radius: [snapRadius], snapping: snapping)[0]
        let graph = context.network.graph, profileGraph = context.profile
        let search = metric == .time ? profileGraph.timeGraph : profileGraph.distanceGraph
        let blocked = BlockedNodes(nodeCount: search.nodeCount,
                                   nodes: context.blockedSegments.flatMap { profileGraph.nodes(of: 2 * $0) + profileGraph.nodes(of: 2 * $0 + 1) })
        // Keys are the cost at the end of a node's segment. The search's memory is a pooled one: an isochrone
        // request must not allocate arrays the size of the map (a server answering many of them fragments its heap).
        let pieces = context.withSearchSpace { space -> [Reach.Piece] in
            for endpoint in snap.endpoints(graph: graph, profile: profileGraph, cost: context.cost, asTarget: false)
            where !blocked.contains(endpoint.node) {
                space.start(endpoint.node, cost: endpoint.offset)
            }
            var pieces: [Reach.Piece] = []
            while !space.heap.isEmpty {
                let (node, key) = space.heap.popMin()
                space.settle(node)
                let d = profileGraph.segment(ofNode: Int(node))
                let start = key - context.cost(d), whole = graph.geometry(of: d)
                // The origin's own segment is travelled from the origin on: the part of it before lies behind.
                let origin = start < 0 ? snap.position(on: d, in: graph) : nil
                let geometry = origin.map { Reach.suffix(of: whole, fraction: 1 - $0) } ?? whole
                if metric == .time, let left = profileGraph.secondsLeft(atPointsOf: d) {
                    // The last part's first point is the origin; the others are the segment's own.
                    var costs = left.suffix(geometry.count).map { key - $0 }
                    if let origin { costs[0] = key - profileGraph.secondsLeft(on: d, from: origin, in: graph) }
                    pieces += Reach.stretches(of: geometry, costs: costs)
                } else {
                    pieces.append(Reach.Piece(geometry: geometry, start: max(0, start), end: key))
                }
                guard key < limit else { continue }
                for arc in Int(search.firstArc[Int(node)])..<Int(search.firstArc[Int(node) + 1]) {
                    let next = search.target[arc]
                    guard !space.isSettled(next), !blocked.contains(next) else { continue }
                    let candidate = key + Double(search.weight[arc])
                    // Enter the next segment only if its start is within the limit.
                    guard candidate - context.cost(profileGraph.segment(ofNode: Int(next))) < limit else { continue }
                    space.relax(next, cost: candidate, key: candidate, parent: node, arc: UInt32(arc))
                }
            }
            return pieces
        }
        return Reach(limit: limit, metric: metric, origin: snap.waypoint(in: graph), pieces: pieces)
    }
}
