import Geo
import RoadNetwork

/// What makes another route a fair alternative to the best one.
public struct AlternativeRules: Sendable, Hashable {
    /// The most it may cost, as a multiple of the best route's cost.
    public var stretch = 1.3
    /// The largest share of its length it may have in common with the best route (and the alternatives before it).
    public var sharing = 0.8
    /// Local optimality: every stretch of it this share of the best cost long, around its detour, is a shortest path.
    public var localOptimality = 0.25
    /// How many candidate paths are examined (cheapest first) whatever the number of alternatives asked: asking for one
    /// finds the first of those that asking for three finds.
    public var candidates = 24

    public init() {}
}

extension Router {
    /// The best route between two stops, then up to `alternatives` other routes that are really different (share at
    /// most `rules.sharing` of their length with the routes before them), not much longer (cost at most
    /// `rules.stretch` times the best) and take no needless detour (the stretch of `rules.localOptimality` times the
    /// best cost around where they leave the best route is itself a shortest path). Around barriers too.
    ///
    /// - Throws: ``RoutingError`` as ``route(_:)`` does; `invalidQuery` for other than two stops.
    public func routes(_ request: RouteRequest, alternatives: Int, rules: AlternativeRules = AlternativeRules()) throws(RoutingError) -> [Route] {
        let best = try route(request)
        guard alternatives > 0 else { return [best] }
        guard request.stops.count == 2 else { throw .invalidQuery("alternatives are found between two stops, got \(request.stops.count)") }
        let stops = try snap(request.stops, profile: request.profile, metric: request.metric, barriers: request.barriers,
                             exclude: request.exclude, radius: request.snapRadius, snapping: request.snapping,
                             bearings: request.bearings, approaches: request.approaches)
        let context = stops.context
        let (source, target) = (stops.snaps[0], stops.snaps[1])
        let candidates = context.candidatePaths(from: source, to: target, stretch: rules.stretch, maximum: rules.candidates)
        guard let first = candidates.first else { return [best] }
        let graph = context.network.graph
        let length = { (node: UInt32) in Double(graph.length[context.profile.segment(ofNode: Int(node)) >> 1]) }
        var taken = Set(first.nodes.map { context.profile.segment(ofNode: Int($0)) })
        let assembler = RouteAssembler(graph: graph, profile: context.profile, steps: request.steps, nodes: request.nodes)
        var routes = [best]
        for candidate in candidates.dropFirst() where routes.count <= alternatives {
            let nodes = candidate.nodes
            guard Set(nodes).count == nodes.count, candidate.cost <= rules.stretch * first.cost else { continue }
            let segments = nodes.map { context.profile.segment(ofNode: Int($0)) }
            let total = nodes.reduce(0) { $0 + length($1) }
            let shared = zip(nodes, segments).reduce(0) { $0 + (taken.contains($1.1) ? length($1.0) : 0) }
            guard total > 0, shared <= rules.sharing * total,
                  isLocallyOptimal(nodes, detour: segments.map { !taken.contains($0) }, window: rules.localOptimality * first.cost, context: context)
            else { continue }
            taken.formUnion(segments)
            let leg = assembler.leg(nodes: nodes, from: source, to: target)
            routes.append(Route(distance: leg.distance, duration: leg.duration, geometry: leg.geometry, legs: [leg],
                                waypoints: best.waypoints))
        }
        return routes
    }

    /// Whether the stretch of `nodes` costing `window`, centred on the middle of its detour (the nodes not on
    /// routes already taken), is a shortest path: an alternative that leaves the best route only to come back
    /// by a loop fails.
    private func isLocallyOptimal(_ nodes: [UInt32], detour: [Bool], window: Double, context: QueryContext) -> Bool {
        guard let first = detour.firstIndex(of: true), let last = detour.lastIndex(of: true) else { return false }
        let graph = context.metric == .time ? context.profile.timeGraph : context.profile.distanceGraph
        // The cost from the end of the first node's segment to the end of each node's.
        var along = [0.0]
        for (u, v) in zip(nodes, nodes.dropFirst()) {
            let arcs = Int(graph.firstArc[Int(u)])..<Int(graph.firstArc[Int(u) + 1])
            guard let arc = arcs.first(where: { graph.target[$0] == v }) else { return false }
            along.append(along[along.count - 1] + Double(graph.weight[arc]))
        }
        let middle = (along[first] + along[last]) / 2
        let from = along.lastIndex { $0 <= middle - window / 2 } ?? 0
        let to = along.firstIndex { $0 >= middle + window / 2 } ?? nodes.count - 1
        guard to > from else { return true }
        guard let shortest = context.engine.path(from: [SearchEndpoint(node: nodes[from], offset: 0)],
                                                 to: [SearchEndpoint(node: nodes[to], offset: 0)]) else { return false }
        let stretch = along[to] - along[from]
        return shortest.cost >= stretch - max(1e-3, stretch * 1e-5)
    }
}
