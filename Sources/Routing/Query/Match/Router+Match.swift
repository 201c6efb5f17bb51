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
    /// search, ``LocalPaths``) differs from the straight distance (exponential, β = 5 m), and not taken at all when they
    /// differ by ``MapMatch/maxDistanceDelta`` or more (with timestamps, by the distance at ``MapMatch/maxSpeed`` in the time
    /// between the two points, as OSRM's step time); Viterbi finds the likeliest sequence, and the route follows the paths
    /// its steps took.
    ///
    /// A point without candidates is left out. A point no move reaches breaks the chain; as OSRM, the last point joined
    /// is given up too and the next point is tried from the one before, so that an outlier leaves a few points
    /// unmatched instead of splitting the trace. When no joined point is left to try from (a jump no road explains),
    /// after ``MapMatch/mostBrokenPoints`` points in a row broke (an excursion), or at a time gap, the matching ends —
    /// at the last point joined — and the next starts at the first point that broke.
    ///
    /// - Throws: ``RoutingError`` for an unknown profile, fewer than two points, radiuses or timestamps that do
    ///   not fit the trace; ``RoutingError/noSegment(index:coordinate:radius:nearWhenSwapped:)`` when no point has a
    ///   road near it, ``RoutingError/noMatch(_:)`` when no two can be joined.
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
        // The most a move from point a to point b may differ from the straight line between them.
        func maxDelta(_ a: Int, _ b: Int) -> Double {
            guard let times = request.timestamps else { return MapMatch.maxDistanceDelta }
            return max(1, times[b] - times[a]) * MapMatch.maxSpeed
        }
        let graph = context.profile.distanceGraph
        let assembler = RouteAssembler(graph: context.network.graph, profile: context.profile)
        var matchings: [MapMatch.Matching] = []
        var tracepoints = [MapMatch.Tracepoint?](repeating: nil, count: trace.count)
        var start = 0
        while start < trace.count {
            guard !candidates[start].isEmpty else { start += 1; continue }
            // Viterbi from `start`: each step a point joined to an earlier step (its predecessor); `unbroken` the steps
            // later points may be joined to; `broken` the first point that broke the chain since the last one joined.
            let sigma = radius(start) / 3
            var steps = [MatchStep(point: start, score: candidates[start].map { -0.5 * pow($0.distance / sigma, 2) }, back: [],
                                   predecessor: -1, paths: [])]
            var unbroken = [0]
            var broken: Int?
            var i = start + 1
            while i < trace.count, let last = unbroken.last {
                let from = steps[last].point
                if request.splitGaps, let times = request.timestamps, times[i] - times[from] > MapMatch.gap { break }
                // Points given up for more than a few points in a row: an excursion, not an outlier (OSRM's MAX_BROKEN_STATES).
                if let broken, i - broken >= MapMatch.mostBrokenPoints { break }
                let next = candidates[i]
                guard !next.isEmpty else { i += 1; continue }  // off every road: left out, the chain goes on
                let previous = candidates[from]
                let straight = trace[from].distance(to: trace[i])
                // Roads much longer than the straight line (plus both points' radiuses) are not taken between two fixes,
                // nor any whose length differs from it by the largest delta.
                let delta = maxDelta(from, i)
                let limit = min(2 * straight + 2 * (radius(from) + radius(i)) + 200, straight + delta)
                var paths = context.withSearchSpace { space in
                    previous.map { LocalPaths(from: $0, to: next, limit: limit, context: context, graph: graph, space: space).paths }
                }
                // Nothing that near (a one-way system, a barrier): the whole map's shortest distances, paths found later.
                if paths.allSatisfy({ $0.allSatisfy { $0 == nil } }), limit < straight + delta {
                    let costs = context.costs(from: previous, to: next)
                    paths = previous.indices.map { a in next.indices.map { b in costs[a * next.count + b].isFinite ? (costs[a * next.count + b], []) : nil } }
                }
                let score = steps[last].score
                let sigmaNext = radius(i) / 3
                var nextScore = [Double](repeating: -.infinity, count: next.count)
                var nextBack = [Int](repeating: -1, count: next.count)
                for b in next.indices {
                    for a in previous.indices where score[a] > -.infinity {
                        guard let road = paths[a][b]?.cost, abs(road - straight) < delta else { continue }
                        let value = score[a] - abs(road - straight) / beta
                        if value > nextScore[b] { nextScore[b] = value; nextBack[b] = a }
                    }
                    if nextScore[b] > -.infinity { nextScore[b] -= 0.5 * pow(next[b].distance / sigmaNext, 2) }
                }
                if nextScore.contains(where: { $0 > -.infinity }) {
                    steps.append(MatchStep(point: i, score: nextScore, back: nextBack, predecessor: last, paths: paths))
                    unbroken.append(steps.count - 1)
                    broken = nil
                } else {
                    // No move reaches it: it and the last point joined are given up (either may be the outlier).
                    broken = broken ?? i
                    unbroken.removeLast()
                }
                i += 1
            }
            defer { start = broken ?? i }
            // The matching ends at the last point joined; back along the predecessors (points given up are not on it).
            guard steps.count >= 2, let lastStep = steps.last, var choice = lastStep.score.indices.max(by: { lastStep.score[$0] < lastStep.score[$1] }) else { continue }
            var chain: [(step: Int, candidate: Int)] = []
            var step = steps.count - 1
            while step >= 0 {
                chain.append((step, choice))
                choice = steps[step].back.isEmpty ? -1 : steps[step].back[choice]
                step = steps[step].predecessor
            }
            chain.reverse()
            let points = chain.map { steps[$0.step].point }
            let snaps = chain.map { candidates[steps[$0.step].point][$0.candidate] }
            // The route along the paths the chosen steps took.
            let routeLegs = (1..<chain.count).compactMap { k -> RouteLeg? in
                guard let path = steps[chain[k].step].paths[chain[k - 1].candidate][chain[k].candidate] else { return nil }
                guard let nodes = path.nodes.isEmpty ? context.path(from: snaps[k - 1], to: snaps[k]) : path.nodes else { return nil }
                return assembler.leg(nodes: nodes, from: snaps[k - 1], to: snaps[k])
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
        guard !matchings.isEmpty else {
            let near = candidates.filter { !$0.isEmpty }.count
            guard near > 0 else { throw .noSegment(index: 0, coordinate: trace[0], radius: radius(0)) }
            throw .noMatch("no two points of the trace are joined by roads (\(near) of its \(trace.count) points lie near one"
                           + (request.splitGaps && request.timestamps != nil ? "; points more than \(Int(MapMatch.gap)) s apart are not joined)" : ")"))
        }
        return MapMatch(matchings: matchings, tracepoints: tracepoints)
    }
}

/// One step of a match's Viterbi chain: a trace point, the score of each of its candidates, and for each the candidate
/// of the predecessor step it came from (`back`), with the paths from every predecessor candidate to every one of its own.
private struct MatchStep {
    let point: Int
    let score: [Double]
    let back: [Int]
    /// The index of the step it was joined to (-1 for the first).
    let predecessor: Int
    let paths: [[(cost: Double, nodes: [UInt32])?]]
}
