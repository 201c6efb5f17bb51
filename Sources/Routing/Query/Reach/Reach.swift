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

    /// A segment reached at cost `end` whose stretches live speeds timed (its cost along it is not its share by
    /// length), as one piece per pair of points of `line` — the segment's geometry `whole`, or its last part — each with
    /// the costs at its ends (`secondsLeft`: the seconds from a position, 0…1 of `whole`'s length, to the segment's end).
    static func stretches(of line: [Coordinate], in whole: [Coordinate], end: Double, secondsLeft: (Double) -> Double) -> [Piece] {
        let length = zip(whole, whole.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        guard line.count >= 2, length > 0 else { return [] }
        var ahead = zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        var cost = end - secondsLeft(max(0, 1 - ahead / length))
        var pieces: [Piece] = []
        for i in 0..<(line.count - 1) {
            ahead -= line[i].distance(to: line[i + 1])
            let next = end - secondsLeft(max(0, 1 - ahead / length))
            pieces.append(Piece(geometry: [line[i], line[i + 1]], start: max(0, cost), end: next))
            cost = next
        }
        return pieces
    }

    /// The last `fraction` (0…1) of a line by length.
    static func suffix(of line: [Coordinate], fraction: Double) -> [Coordinate] {
        prefix(of: line.reversed(), fraction: fraction).reversed()
    }

    /// The first `fraction` (0…1) of a line by length.
    static func prefix(of line: [Coordinate], fraction: Double) -> [Coordinate] {
        guard line.count >= 2 else { return line }
        let lengths = zip(line, line.dropFirst()).map { $0.distance(to: $1) }
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
                let geometry = start < 0 ? Reach.suffix(of: whole, fraction: 1 - snap.position(on: d, in: graph)) : whole
                if metric == .time, profileGraph.stretchTimes.times(of: d) != nil {
                    pieces += Reach.stretches(of: geometry, in: whole, end: key) { profileGraph.secondsLeft(on: d, from: $0, in: graph) }
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
