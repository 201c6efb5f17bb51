import Foundation
import Geo
import RoadNetwork

extension Router {
    /// The most candidate roads a trace point keeps.
    static let matchCandidates = 5

    /// Matches a GPS trace to the roads with a hidden Markov model (Newson and Krumm, 2009): each point's
    /// candidates are the nearest roads within three times its accuracy (``MatchRequest/radiuses``), scored by distance
    /// (Gaussian, σ the accuracy);
    /// a move between candidates of consecutive points is scored by how much its shortest road distance (a local
    /// search, ``LocalPaths``) differs from the straight distance (exponential, β = 5 m); Viterbi finds the likeliest
    /// sequence, and the route follows the paths its steps took. A point with no
    /// candidate, or a step no road connects, ends a matching; the next starts after it.
    ///
    /// - Throws: ``RoutingError`` for an unknown profile, fewer than two points, radiuses or timestamps that do
    ///   not fit the trace.
    public func match(_ request: MatchRequest) throws(RoutingError) -> MapMatch {
        let trace = request.trace
        guard trace.count >= 2 else { throw .invalidQuery("a trace needs at least two points, got \(trace.count)") }
        guard request.radiuses.count == 1 || request.radiuses.count == trace.count else {
            throw .invalidQuery("give one radius, or one per point (\(trace.count)); got \(request.radiuses.count)")
        }
        if let times = request.timestamps {
            guard times.count == trace.count else { throw .invalidQuery("\(times.count) timestamps for \(trace.count) points") }
            guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw .invalidQuery("timestamps must not decrease") }
        }
        for (index, point) in trace.enumerated() where !point.isValid {
            throw .invalidQuery("point \(index + 1) (\(point.longitude),\(point.latitude)) is not a valid longitude,latitude")
        }
        let context = try QueryContext(router: self, profile: request.profile, metric: .distance, barriers: request.barriers,
                                       exclude: request.exclude)
        let snapper = Snapper(network: context.network)
        // How far a point's candidates may lie: three times its accuracy (σ, a third of this radius).
        let radius = { (i: Int) in
            max(1, MatchRequest.searchMultiple * (request.radiuses.count == 1 ? request.radiuses[0] : request.radiuses[i]))
        }
        // Candidates: the nearest roads of distinct segments within the radius.
        let candidates: [[Snap]] = trace.indices.map { i in
            var taken: Set<Int> = []
            var found: [Snap] = []
            while found.count < Self.matchCandidates,
                  let snap = snapper.snap(trace[i], profile: context.profile, radius: radius(i),
                                          isExcluded: { context.skipsWhenSnapping(segment: $0, request.snapping) || taken.contains($0) }) {
                taken.insert(snap.segment)
                found.append(snap)
            }
            return found
        }
        let beta = 5.0
        let graph = context.profile.distanceGraph
        let assembler = RouteAssembler(graph: context.network.graph, profile: context.profile)
        var matchings: [MapMatch.Matching] = []
        var tracepoints = [MapMatch.Tracepoint?](repeating: nil, count: trace.count)
        var start = 0
        while start < trace.count {
            // Viterbi from `start` until a point breaks the chain.
            guard !candidates[start].isEmpty else { start += 1; continue }
            let sigma = radius(start) / 3
            var score = candidates[start].map { -0.5 * pow($0.distance / sigma, 2) }
            var back: [[Int]] = [[Int](repeating: -1, count: score.count)]
            // Per step, the paths from each candidate of the previous point to each of this one.
            var legs: [[[(cost: Double, nodes: [UInt32])?]]] = [[]]
            var points = [start]
            var i = start + 1
            while i < trace.count {
                if request.splitGaps, let times = request.timestamps, times[i] - times[points[points.count - 1]] > MapMatch.gap { break }
                let next = candidates[i]
                guard !next.isEmpty else { i += 1; continue }  // an outlier: skipped, the chain goes on
                let previous = candidates[points[points.count - 1]]
                let straight = trace[points[points.count - 1]].distance(to: trace[i])
                // Roads much longer than the straight line (plus both points' radiuses) are not taken between two fixes.
                let limit = 2 * straight + 2 * (radius(points[points.count - 1]) + radius(i)) + 200
                var paths = context.withSearchSpace { space in
                    previous.map { LocalPaths(from: $0, to: next, limit: limit, context: context, graph: graph, space: space).paths }
                }
                // Nothing that near (a one-way system, a barrier): the whole map's shortest distances, paths found later.
                if paths.allSatisfy({ $0.allSatisfy { $0 == nil } }) {
                    let costs = context.costs(from: previous, to: next)
                    paths = previous.indices.map { a in next.indices.map { b in costs[a * next.count + b].isFinite ? (costs[a * next.count + b], []) : nil } }
                }
                let sigmaNext = radius(i) / 3
                var nextScore = [Double](repeating: -.infinity, count: next.count)
                var nextBack = [Int](repeating: -1, count: next.count)
                for b in next.indices {
                    for a in previous.indices where score[a] > -.infinity {
                        guard let road = paths[a][b]?.cost else { continue }
                        let value = score[a] - abs(road - straight) / beta
                        if value > nextScore[b] { nextScore[b] = value; nextBack[b] = a }
                    }
                    if nextScore[b] > -.infinity { nextScore[b] -= 0.5 * pow(next[b].distance / sigmaNext, 2) }
                }
                guard nextScore.contains(where: { $0 > -.infinity }) else { break }  // no road joins them: a new matching
                score = nextScore
                back.append(nextBack)
                legs.append(paths)
                points.append(i)
                i += 1
            }
            defer { start = max(i, start + 1) }
            guard points.count >= 2, var choice = score.indices.max(by: { score[$0] < score[$1] }) else { continue }
            var chosen = [Int](repeating: 0, count: points.count)
            for step in stride(from: points.count - 1, through: 0, by: -1) {
                chosen[step] = choice
                choice = back[step][choice]
            }
            let snaps = zip(points, chosen).map { candidates[$0][$1] }
            // The route along the paths the chosen steps took.
            let routeLegs = (1..<points.count).compactMap { step -> RouteLeg? in
                guard let path = legs[step][chosen[step - 1]][chosen[step]] else { return nil }
                guard let nodes = path.nodes.isEmpty ? context.path(from: snaps[step - 1], to: snaps[step]) : path.nodes else { return nil }
                return assembler.leg(nodes: nodes, from: snaps[step - 1], to: snaps[step])
            }
            let route = Route(distance: routeLegs.reduce(0) { $0 + $1.distance }, duration: routeLegs.reduce(0) { $0 + $1.duration },
                              geometry: routeLegs.joinedGeometry, legs: routeLegs, waypoints: snaps.map { $0.waypoint(in: context.network.graph) })
            let traced = zip(points, points.dropFirst()).reduce(0) { $0 + trace[$1.0].distance(to: trace[$1.1]) }
            let confidence = route.distance > 0 ? min(traced, route.distance) / max(traced, route.distance) : 1
            for (position, point) in points.enumerated() {
                tracepoints[point] = MapMatch.Tracepoint(matching: matchings.count, index: position,
                                                         waypoint: snaps[position].waypoint(in: context.network.graph),
                                                         alternatives: candidates[point].count - 1)
            }
            matchings.append(MapMatch.Matching(route: route, confidence: confidence, points: points))
        }
        guard !matchings.isEmpty else { throw .noSegment(index: 0, coordinate: trace[0], radius: radius(0)) }
        return MapMatch(matchings: matchings, tracepoints: tracepoints)
    }
}
