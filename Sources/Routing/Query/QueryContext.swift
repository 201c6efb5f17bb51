import Geo
import RoadNetwork

/// Everything one query needs: the profile, the metric's costs, the segments barriers block, and the
/// search engine that fits (hierarchy when nothing is blocked and time is minimised, exact A* otherwise).
struct QueryContext: Sendable {
    let network: RoadNetwork
    let profile: ProfileGraph
    let metric: Metric
    let barriers: Barriers
    /// Segments that cross or lie inside a barrier (those of the excluded classes are not listed: see ``isBlocked(segment:)``).
    private let blockedByBarriers: Set<Int>
    /// The classes of road the request excludes.
    let exclude: RoadExclusions
    let engine: any PathEngine
    /// Components with fewer directed segments are small pieces of network (see ``snap(_:radius:)``).
    let smallComponentSize: Int
    /// The router's network and speed-ups as the query found them, for every search it makes (also those
    /// without the request's barriers that explain a failure).
    private let state: RouterState
    /// The profile's index in the router.
    private let profileIndex: Int

    init(router: Router, profile name: String, metric: Metric, barriers: Barriers, exclude: RoadExclusions = []) throws(RoutingError) {
        try self.init(state: router.state, smallComponentSize: router.smallComponentSize, profile: name, metric: metric,
                      barriers: barriers, exclude: exclude)
    }

    private init(state: RouterState, smallComponentSize: Int, profile name: String, metric: Metric, barriers: Barriers,
                 exclude: RoadExclusions) throws(RoutingError) {
        guard let index = Router.profileIndex(named: name, in: state.network) else {
            throw .unknownProfile(name, available: state.network.profiles.map(\.name))
        }
        self.init(state: state, smallComponentSize: smallComponentSize, profileIndex: index, metric: metric, barriers: barriers,
                  blockedByBarriers: barriers.blockedSegments(in: state.network), exclude: exclude)
    }

    private init(state: RouterState, smallComponentSize: Int, profileIndex index: Int, metric: Metric, barriers: Barriers,
                 blockedByBarriers: Set<Int>, exclude: RoadExclusions) {
        self.state = state
        profileIndex = index
        network = state.network
        profile = state.network.profiles[index]
        self.smallComponentSize = smallComponentSize
        self.metric = metric
        self.barriers = barriers
        self.blockedByBarriers = blockedByBarriers
        self.exclude = exclude
        engine = state.speedUps[index].engine(metric: metric, exclude: exclude, blockedSegments: blockedByBarriers, profile: profile,
                                              graph: state.network.graph)
    }

    /// The best path between two snaps, then up to `maximum` candidate alternatives costing at most `stretch` times
    /// as much (the overlay's via-node candidates; see ``Overlay/routeWithCandidates``). Empty when the snaps share
    /// a place or nothing connects them.
    func candidatePaths(from source: Snap, to target: Snap, stretch: Double, maximum: Int) -> [SearchPath] {
        guard samePlace(source, target) == nil else { return [] }
        let engine = state.speedUps[profileIndex].overlayEngine(metric: metric, exclude: exclude, blockedSegments: blockedByBarriers,
                                                                profile: profile, graph: network.graph)
        return engine.candidatePaths(from: endpoints(of: source, asTarget: false), to: endpoints(of: target, asTarget: true),
                                     stretch: stretch, maximum: maximum)
    }

    /// Runs `body` with scratch memory for a search of the profile's turn graph, whatever the metric (from the time
    /// overlay's pool: the distance overlay may not be customized, and a plain search does not need it to be).
    func withSearchSpace<T>(_ body: (SearchSpace) -> T) -> T {
        state.speedUps[profileIndex].timeOverlay.pool.withWorkspace { body($0.forward) }
    }

    /// Whether any segment is blocked: barriers or excluded classes.
    var isBlocking: Bool { !blockedByBarriers.isEmpty || !exclude.isEmpty }

    /// Whether segment `s` crosses or lies inside a barrier, or belongs to an excluded class.
    func isBlocked(segment s: Int) -> Bool {
        blockedByBarriers.contains(s) || (!exclude.isEmpty && exclude.excludes(segment: s, in: network.graph))
    }

    /// Every segment ``isBlocked(segment:)`` says is: for searches of the plain graph, which leave them out one by one
    /// (the engines' overlays leave out the excluded classes on their own, see ``ExclusionOverlays``).
    var blockedSegments: [Int] {
        Array(blockedByBarriers) + exclude.segments(in: network.graph).filter { !blockedByBarriers.contains($0) }
    }

    /// The same query minimising another metric.
    func with(metric: Metric) -> QueryContext {
        QueryContext(state: state, smallComponentSize: smallComponentSize, profileIndex: profileIndex, metric: metric,
                     barriers: barriers, blockedByBarriers: blockedByBarriers, exclude: exclude)
    }

    /// The cost of travelling directed segment `d` from `position` (0…1 of its drawn length, in its direction) to its end —
    /// whole by default — in the metric's unit (live speeds' stretch times count where they lie, see
    /// ``RoadNetwork/ProfileGraph/secondsLeft(on:from:in:)``).
    func cost(_ d: Int, from position: Double = 0) -> Double {
        metric == .time ? profile.secondsLeft(on: d, from: position, in: network.graph) : (1 - position) * Double(network.graph.length[d >> 1])
    }

    /// Snaps each coordinate (checking validity and barriers); `radius` has one value per coordinate or one
    /// for all.
    ///
    /// As OSRM does, each stop has two candidates: the nearest road of any piece of network, and the
    /// nearest road of a big piece (at least ``smallComponentSize`` directed segments). When every stop's
    /// nearest road lies on one piece — however small: an island, a gated estate, a car park — the stops
    /// route there; otherwise a stop whose nearest road is on a small piece moves to its big candidate
    /// (and stays put when there is none within its radius). With ``Snapping/default`` no stop snaps onto a
    /// ferry, nor onto a road that is no startpoint (``RoadNetwork/ProfileGraph/nonStartpoints``). `bearings` and
    /// `approaches` (empty, or one per coordinate) restrict the direction each stop is passed in (see
    /// ``Snapper/snap(_:profile:radius:minimumComponentSize:bearing:approach:isExcluded:)``).
    func snap(_ coordinates: [Coordinate], radius: [Double], snapping: Snapping = .default, bearings: [BearingRange?] = [],
              approaches: [Approach] = []) throws(RoutingError) -> [Snap] {
        guard radius.count == 1 || radius.count == coordinates.count else {
            throw .invalidQuery("give one snap radius, or one per coordinate (\(coordinates.count)); got \(radius.count)")
        }
        guard bearings.isEmpty || bearings.count == coordinates.count else {
            throw .invalidQuery("give one bearing (or none) per coordinate (\(coordinates.count)); got \(bearings.count)")
        }
        guard approaches.isEmpty || approaches.count == coordinates.count else {
            throw .invalidQuery("give one approach per coordinate (\(coordinates.count)); got \(approaches.count)")
        }
        let snapper = Snapper(network: network)
        let excluded = { s in skipsWhenSnapping(segment: s, snapping) }
        var snaps: [Snap] = []
        var limits: [Double] = []
        func place(_ index: Int, radius: Double, minimumComponentSize: Int = 1) -> Snap? {
            snapper.snap(coordinates[index], profile: profile, radius: radius, minimumComponentSize: minimumComponentSize,
                         bearing: bearings.isEmpty ? nil : bearings[index], approach: approaches.isEmpty ? .unrestricted : approaches[index],
                         isExcluded: excluded)
        }
        for (index, coordinate) in coordinates.enumerated() {
            guard coordinate.isValid else {
                throw .invalidQuery("stop \(index + 1) (\(coordinate.longitude),\(coordinate.latitude)) is not a valid longitude,latitude")
            }
            if let barrier = barriers.area(containing: coordinate) { throw .stopInsideBarrier(index: index, barrier: barrier) }
            let limit = radius.count == 1 ? radius[0] : radius[index]
            guard limit > 0, limit.isFinite else { throw .invalidQuery("snap radius \(limit) for stop \(index + 1) must be positive") }
            guard let snap = place(index, radius: limit) else {
                throw .noSegment(index: index, coordinate: coordinate, radius: limit,
                                 nearWhenSwapped: snapper.isNearWhenSwapped(coordinate, profile: profile, radius: limit, isExcluded: excluded))
            }
            snaps.append(snap)
            limits.append(limit)
        }
        let components = Set(snaps.map { profile.component(ofSegment: $0.segment) })
        guard components.count > 1 else { return snaps }
        for index in snaps.indices where profile.componentSize(ofSegment: snaps[index].segment) < smallComponentSize {
            if let big = place(index, radius: limits[index], minimumComponentSize: smallComponentSize) { snaps[index] = big }
        }
        return snaps
    }

    /// Whether snapping with `snapping` passes over segment `s`: a blocked one, or with ``Snapping/default`` a ferry or
    /// a road that is no startpoint (``RoadNetwork/ProfileGraph/nonStartpoints``).
    func skipsWhenSnapping(segment s: Int, _ snapping: Snapping) -> Bool {
        isBlocked(segment: s) || (snapping == .default && (network.graph.isFerry(segment: s) || !profile.isStartpoint(segment: s)))
    }

    /// Why no path leads from stop `from` (snapped at `source`) to stop `to` (at `target`): the barriers,
    /// when the roads (less the excluded classes) connect them without; the excluded classes, when the roads
    /// connect them with those; one-way streets, when a path leads back; else the smaller of the two pieces
    /// of network they lie on.
    func noRouteReason(from: Int, _ source: Snap, to: Int, _ target: Snap) -> NoRouteReason {
        func connects(exclude: RoadExclusions) -> Bool {
            guard let plain = try? QueryContext(state: state, smallComponentSize: smallComponentSize, profile: profile.name, metric: metric,
                                                barriers: Barriers(), exclude: exclude)
            else { return false }
            return plain.pathAndCost(from: source, to: target) != nil
        }
        if !barriers.isEmpty, connects(exclude: exclude) { return .barriers }
        if !exclude.isEmpty, connects(exclude: []) { return .excluded }
        if pathAndCost(from: target, to: source) != nil { return .oneWay }
        let sourceSize = profile.componentSize(ofSegment: source.segment), targetSize = profile.componentSize(ofSegment: target.segment)
        return targetSize <= sourceSize ? .separateNetwork(stop: to, segments: targetSize)
            : .separateNetwork(stop: from, segments: sourceSize)
    }

    /// The best path from one snap to the next, as turn-graph nodes (see ``ProfileGraph/segment(ofNode:)``); nil if none.
    func path(from source: Snap, to target: Snap) -> [UInt32]? {
        pathAndCost(from: source, to: target)?.nodes
    }

    /// Where a route that arrived at `source` along turn-graph node `arrival` goes on without turning
    /// back: further along the same node, or — at a junction — through the turns that node allows (a
    /// U-turn only where the road ends).
    func continuing(from source: Snap, arrivedOn arrival: UInt32) -> [SearchEndpoint] {
        let d = profile.segment(ofNode: Int(arrival))
        if source.junction == nil {
            return [SearchEndpoint(node: arrival, offset: cost(d, from: source.position(on: d, in: network.graph)))]
        }
        let graph = metric == .time ? profile.timeGraph : profile.distanceGraph
        return (Int(graph.firstArc[Int(arrival)])..<Int(graph.firstArc[Int(arrival) + 1])).map { arc in
            SearchEndpoint(node: graph.target[arc], offset: Double(graph.weight[arc]))
        }
    }

    /// The best path and its cost, leaving by `start` when given (see ``continuing(from:arrivedOn:)``). A
    /// target behind the source on the same directed segment cannot be met there: it is reached through the
    /// segment's predecessors instead (going round).
    func pathAndCost(from source: Snap, to target: Snap, startingWith start: [SearchEndpoint]? = nil) -> (nodes: [UInt32], cost: Double)? {
        // Two stops snapped to the same place: nothing to travel (not a loop round the block).
        if start == nil, let here = samePlace(source, target) { return ([UInt32(here)], 0) }
        let sources = start ?? endpoints(of: source, asTarget: false)
        var targets: [SearchEndpoint] = []
        var finalNode: [UInt32?] = []
        for endpoint in endpoints(of: target, asTarget: true) {
            let d = profile.segment(ofNode: Int(endpoint.node))
            let behind = sources.contains { $0.node == endpoint.node } && target.position(on: d, in: network.graph) < source.position(on: d, in: network.graph)
            guard behind else {
                targets.append(endpoint)
                finalNode.append(nil)
                continue
            }
            for (predecessor, turn) in predecessors(of: d) {
                targets.append(SearchEndpoint(node: predecessor, offset: turn + endpoint.offset))
                finalNode.append(endpoint.node)
            }
        }
        guard !sources.isEmpty, !targets.isEmpty, let found = engine.path(from: sources, to: targets) else { return nil }
        var nodes = found.nodes
        if let last = finalNode[found.targetIndex] { nodes.append(last) }
        return (nodes, found.cost)
    }

    /// An open directed segment at the place both snaps share — the same junction, or the same point of
    /// one segment — or nil when they are apart: a leg between them has no length.
    func samePlace(_ a: Snap, _ b: Snap) -> Int? {
        let candidates: [Int]
        if let junction = a.junction, junction == b.junction {
            candidates = network.graph.leaving(junction).map(Int.init)
        } else if a.junction == nil, b.junction == nil, a.segment == b.segment, a.fraction == b.fraction {
            candidates = [2 * a.segment, 2 * a.segment + 1].filter { a.directions.contains(directed: $0) && b.directions.contains(directed: $0) }
        } else {
            return nil
        }
        return candidates.first { profile.isOpen($0) && !isBlocked(segment: $0 >> 1) }
    }

    /// The other measure (see ``measuredCosts(from:to:deadline:)``) along a path between two snaps.
    private func otherMeasure(along nodes: [UInt32], from source: Snap, to target: Snap) -> Double {
        var total = 0.0
        for (index, node) in nodes.enumerated() {
            let d = profile.segment(ofNode: Int(node))
            let from = index == 0 ? source.position(on: d, in: network.graph) : 0
            let to = index == nodes.count - 1 ? target.position(on: d, in: network.graph) : 1
            total += max(0, otherCost(d, from: from) - otherCost(d, from: to))
        }
        return total
    }

    /// The nodes with an arc into `d`, and that arc's cost in the metric.
    /// Read off the reversed time graph (an arc's distance weight is always its head segment's length).
    private func predecessors(of d: Int) -> [(UInt32, Double)] {
        let metres = Double(network.graph.length[profile.segment(ofNode: d) >> 1])
        return state.speedUps[profileIndex].predecessors(of: d).map { ($0.node, metric == .time ? Double($0.time) : metres) }
    }

    /// Costs from every source to every target (row-major) in the metric; pairs on the same segment are computed one
    /// by one so that a target behind its source goes round correctly.
    func costs(from sources: [Snap], to targets: [Snap]) -> [Double] {
        let sourceEnds = sources.map { endpoints(of: $0, asTarget: false) }, targetEnds = targets.map { endpoints(of: $0, asTarget: true) }
        var values = engine.costs(from: sourceEnds, to: targetEnds)
        forEachPairOnOneSegment(sources, targets) { i, j, found in values[i * targets.count + j] = found?.cost ?? .infinity }
        return values
    }

    /// The costs as ``costs(from:to:)`` finds them and the other measure (metres when the metric is time, seconds
    /// when distance, turn penalties aside) along the same best paths; nil once
    /// past `deadline`.
    func measuredCosts(from sources: [Snap], to targets: [Snap], deadline: ContinuousClock.Instant?) -> MeasuredCosts? {
        let sourceEnds = sources.map { endpoints(of: $0, asTarget: false) }, targetEnds = targets.map { endpoints(of: $0, asTarget: true) }
        let other = OtherMeasure(sources: sources.map { endpoints(of: $0, asTarget: false, cost: otherCost).map(\.offset) },
                                 targets: targets.map { endpoints(of: $0, asTarget: true, cost: otherCost).map(\.offset) },
                                 entering: { [self] node in otherCost(profile.segment(ofNode: Int(node))) })
        guard var found = engine.costs(from: sourceEnds, to: targetEnds, carrying: other, deadline: deadline) else { return nil }
        forEachPairOnOneSegment(sources, targets) { i, j, path in
            found.costs[i * targets.count + j] = path?.cost ?? .infinity
            found.other[i * targets.count + j] = path.map { otherMeasure(along: $0.nodes, from: sources[i], to: targets[j]) } ?? .infinity
        }
        return found
    }

    /// A snap's endpoints for a search, their offsets in the metric (or by `cost`), but none on a segment a barrier
    /// blocks or the request excludes (a stop at a junction has an endpoint on each road there; an overlay without
    /// the excluded classes would still start on one of them, see ``ExclusionOverlays``).
    private func endpoints(of snap: Snap, asTarget: Bool, cost: ((Int, Double) -> Double)? = nil) -> [SearchEndpoint] {
        let ends = snap.endpoints(graph: network.graph, profile: profile, cost: cost ?? self.cost, asTarget: asTarget)
        guard !blockedByBarriers.isEmpty || !exclude.isEmpty else { return ends }
        return ends.filter { !isBlocked(segment: profile.segment(ofNode: Int($0.node)) >> 1) }
    }

    /// The cost of travelling directed segment `d` from `position` to its end (whole by default) in the other measure
    /// (see ``measuredCosts(from:to:deadline:)``).
    private func otherCost(_ d: Int, from position: Double = 0) -> Double {
        metric == .time ? (1 - position) * Double(network.graph.length[d >> 1]) : profile.secondsLeft(on: d, from: position, in: network.graph)
    }

    /// Calls `body` with each source and target on the same segment, and the best path between them (nil: none).
    private func forEachPairOnOneSegment(_ sources: [Snap], _ targets: [Snap], _ body: (Int, Int, (nodes: [UInt32], cost: Double)?) -> Void) {
        var bySegment: [Int: [Int]] = [:]
        for (j, target) in targets.enumerated() { bySegment[target.segment, default: []].append(j) }
        for (i, source) in sources.enumerated() {
            for j in bySegment[source.segment] ?? [] { body(i, j, pathAndCost(from: source, to: targets[j])) }
        }
    }
}
