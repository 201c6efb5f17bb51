import Dispatch
import Foundation
import Geo
import RoadNetwork
import NIOConcurrencyHelpers

/// Answers route, table and nearest queries on a ``RoadNetwork``.
///
/// Every query runs on the profile's multi-level overlay (plain time queries on its contraction hierarchy
/// when one was built and no live speeds are on); barriers only open the cells they touch, so they need no re-import, answers stay
/// exact, and routes and tables treat them identically.
/// ```swift
/// let router = try Router(mapFile: URL(fileURLWithPath: "malta.wayfarer"))
/// let route = try router.route(RouteRequest(profile: "car", stops: [a, b]))
/// print(route.distance, route.duration)
/// ```
public final class Router: Sendable {
    /// What queries read, swapped whole by ``update(speeds:profile:progress:)`` and ``reload(mapFile:)``: a
    /// query takes it once, so it finishes on the data it started with.
    private let current: NIOLockedValueBox<RouterState>

    /// The network now served.
    public var network: RoadNetwork { current.withLockedValue { $0.network } }
    /// Per profile (in the network's order): its speed-up structures, now.
    var speedUps: [ProfileSpeedUps] { current.withLockedValue { $0.speedUps } }
    /// The network and speed-ups now served, together.
    var state: RouterState { current.withLockedValue { $0 } }

    /// Serves `state` from now on (preparing its searches, when this router prepares them: ``prepareSearchesInBackground()``).
    func swap(to state: RouterState) {
        current.withLockedValue { $0 = state }
        if preparesSearches.withLockedValue({ $0 }) { state.prepareSearchesInBackground() }
    }

    /// Pieces of network (strongly connected components of a profile's turn graph) with fewer directed
    /// segments than this are *small*: a stop snaps onto one only when every stop of the request lies on
    /// it (see ``RouteRequest``). OSRM's default, 1,000.
    public let smallComponentSize: Int
    /// Held while an update is computed, so that two updates do not lose each other.
    let updating = NIOLock()
    /// Whether each state this router serves gets its searches prepared as it comes (``prepareSearchesInBackground()``).
    let preparesSearches = NIOLockedValueBox(false)

    /// OSRM's default ``smallComponentSize``.
    public static let defaultSmallComponentSize = 1000

    /// Builds the speed-up structures for every profile of `network` (in parallel), reporting stages: each
    /// profile's multi-level overlay (partitioned once, customized for time, and for distance now when
    /// `customizingDistance`, else when a query first minimises distance) and, when `contracting`, the contraction
    /// hierarchy of its time graph for plain time queries (not of a profile with live speeds: it is for its own times).
    ///
    /// The largest turn graphs (most arcs) are built first, so that with fewer cores than profiles the
    /// longest job is not the one left to run alone at the end.
    public init(network: RoadNetwork, contracting: Bool = true, customizingDistance: Bool = false,
                progress: @Sendable (String) -> Void = { _ in }) {
        smallComponentSize = Self.defaultSmallComponentSize
        let built = NIOLockedValueBox<[Int: ProfileSpeedUps]>([:])
        let largestFirst = network.profiles.indices.sorted { network.profiles[$0].timeGraph.arcCount > network.profiles[$1].timeGraph.arcCount }
        DispatchQueue.concurrentPerform(iterations: network.profiles.count) { iteration in
            let index = largestFirst[iteration]
            let profile = network.profiles[index]
            let speedUp = ProfileSpeedUps(profile: profile, graph: network.graph, contract: contracting,
                                          customizingDistance: customizingDistance) { progress("\(profile.name): " + $0) }
            progress("\(profile.name) ready")
            built.withLockedValue { $0[index] = speedUp }
        }
        let speedUps = built.withLockedValue { table in network.profiles.indices.compactMap { table[$0] } }
        current = NIOLockedValueBox(RouterState(network: network, speedUps: speedUps))
    }

    /// Creates a router from parts already built (e.g. read from a map file).
    init(state: RouterState, smallComponentSize: Int = defaultSmallComponentSize) {
        current = NIOLockedValueBox(state)
        self.smallComponentSize = smallComponentSize
    }

    /// A router serving what this one serves now (sharing its network and speed-ups) with another
    /// ``smallComponentSize``; later updates of either do not reach the other.
    public func with(smallComponentSize: Int) -> Router {
        Router(state: state, smallComponentSize: max(1, smallComponentSize))
    }

    /// The cheapest path on `profile`'s overlay in `metric` from any of `sources` to any of `targets` (turn-graph nodes),
    /// never on roads of the classes `exclude` nor through `blockedSegments`, searched as the server searches it —
    /// goal-directed, on the overlay without those classes (``ExclusionOverlays``), the cells of blocked segments on the
    /// plain graph — for independent checks; nil when none exists or the profile is unknown.
    public func overlayRoute(profile: String, metric: Metric, from sources: [SearchEndpoint], to targets: [SearchEndpoint],
                             excluding exclude: RoadExclusions = [], avoiding blockedSegments: Set<Int> = []) -> SearchPath? {
        overlayEngine(profile: profile, metric: metric, excluding: exclude, avoiding: blockedSegments)?
            .candidatePaths(from: sources, to: targets, stretch: 1, maximum: 0).first
    }

    /// The cheapest costs on `profile`'s overlay in `metric` from each of `sources` to each of `targets` (sets of
    /// turn-graph nodes), row-major, `.infinity` where unreachable, never on roads of the classes `exclude` nor through
    /// `blockedSegments`, computed as the server's overlay tables are (eight sources at a time over the top level,
    /// without barriers) — for independent checks; nil when the profile is unknown.
    public func overlayTable(profile: String, metric: Metric, from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]],
                             excluding exclude: RoadExclusions = [], avoiding blockedSegments: Set<Int> = []) -> [Double]? {
        overlayEngine(profile: profile, metric: metric, excluding: exclude, avoiding: blockedSegments)?.costs(from: sources, to: targets)
    }

    /// `profile`'s overlay engine in `metric` without the classes `exclude`, around `blockedSegments`, as the server's
    /// queries use it (nil for an unknown profile): what ``overlayRoute(profile:metric:from:to:excluding:avoiding:)`` and
    /// ``overlayTable(profile:metric:from:to:excluding:avoiding:)`` check.
    private func overlayEngine(profile: String, metric: Metric, excluding exclude: RoadExclusions, avoiding blockedSegments: Set<Int>) -> OverlayEngine? {
        let state = state
        guard let index = profileIndex(named: profile) else { return nil }
        return state.speedUps[index].overlayEngine(metric: metric, exclude: exclude, blockedSegments: blockedSegments,
                                                   profile: state.network.profiles[index], graph: state.network.graph)
    }

    /// The bounds that direct `profile`'s overlay routes in `metric` — straight lines (made on first use) and
    /// landmarks once measured — or nil for an unknown profile. With `waitingForLandmarks`, measures the landmarks
    /// first when they are not yet (seconds on a map of millions of junctions; otherwise they are measured in the
    /// background from the first route on).
    public func goalBounds(profile: String, metric: Metric, waitingForLandmarks: Bool = false) -> GoalBounds? {
        let speedUps = speedUps
        return profileIndex(named: profile).map {
            let goal = metric == .time ? speedUps[$0].timeGoal : speedUps[$0].distanceGoal
            if waitingForLandmarks { _ = goal.measuredLandmarks(waiting: true) }
            return goal.bounds
        }
    }

    /// The profiles whose plain time queries run on a contraction hierarchy (the others' on the overlay).
    public var contractedProfiles: [String] {
        let state = state
        return zip(state.network.profiles, state.speedUps).compactMap { $0.1.hierarchyServes ? $0.0.name : nil }
    }

    /// The names of the profiles this router serves.
    public var profileNames: [String] { network.profiles.map(\.name) }

    /// OSRM's profile names, which OSRM clients (Leaflet Routing Machine, …) send: each stands for one of ours.
    public static let profileAliases = ["driving": "car", "cycling": "bike", "walking": "foot"]

    /// The map's name for the profile a request calls `requested` — its own name, or one of OSRM's
    /// ``profileAliases`` — or nil when the map has no such profile.
    public func profileName(for requested: String) -> String? {
        profileIndex(named: requested).map { network.profiles[$0].name }
    }

    /// The index of the profile called `name` (or by an alias) in the network's profiles.
    func profileIndex(named name: String) -> Int? {
        Self.profileIndex(named: name, in: network)
    }

    /// The index of the profile called `name` (or by an alias) in `network`'s profiles.
    static func profileIndex(named name: String, in network: RoadNetwork) -> Int? {
        let canonical = network.profile(named: name) == nil ? profileAliases[name] ?? name : name
        return network.profiles.firstIndex { $0.name == canonical }
    }

    // MARK: Routes

    /// The best route through `request.stops` in order.
    /// - Throws: ``RoutingError`` for an unknown profile, too few or invalid stops, a stop far from any road
    ///   or inside a barrier, or stops the roads (and barriers) do not connect.
    public func route(_ request: RouteRequest) throws(RoutingError) -> Route {
        guard request.stops.count >= 2 else { throw .invalidQuery("a route needs at least two stops, got \(request.stops.count)") }
        let stops = try snap(request.stops, profile: request.profile, metric: request.metric, barriers: request.barriers,
                             exclude: request.exclude, radius: request.snapRadius, snapping: request.snapping,
                             bearings: request.bearings, approaches: request.approaches)
        return try route(through: stops, continueStraight: request.continueStraight, steps: request.steps, nodes: request.nodes)
    }

    /// The best route through snapped stops in the order `visiting` gives (stop indices; a stop may come
    /// again, e.g. the first at the end of a round trip). A failed leg names the stops by their index in
    /// `stops`.
    /// - Parameters:
    ///   - continueStraight: whether to go on at a stop without turning back; nil: the profile's default.
    ///   - steps: whether the pieces list the other exits at each junction (see ``RouteRequest/steps``).
    ///   - nodes: whether the pieces carry the OSM node of each point (see ``RouteRequest/nodes``).
    public func route(through stops: SnappedStops, visiting order: [Int]? = nil, continueStraight: Bool? = nil,
                      steps: Bool = true, nodes: Bool = true) throws(RoutingError) -> Route {
        let order = order ?? Array(stops.snaps.indices)
        guard order.count >= 2 else { throw .invalidQuery("a route needs at least two stops, got \(order.count)") }
        guard order.allSatisfy(stops.snaps.indices.contains) else { throw .invalidQuery("a stop index is outside 0…\(stops.snaps.count - 1)") }
        let context = stops.context
        let network = context.network
        let snaps = order.map { stops.snaps[$0] }
        let assembler = RouteAssembler(graph: network.graph, profile: context.profile, steps: steps, nodes: nodes)
        var legs: [RouteLeg] = []
        let continueStraight = continueStraight ?? (Profile.named(context.profile.name)?.continuesStraightAtWaypoints ?? false)
        var arrival: UInt32? = nil
        for index in 0..<(snaps.count - 1) {
            // A stop given again where the route is: a leg of no length, with no heading of its own (the route goes on as
            // the leg before it arrived, or freely).
            let here = context.samePlace(snaps[index], snaps[index + 1])
            // At a waypoint, go on without turning back when asked (and when that is possible at all).
            let onward = continueStraight && here == nil ? arrival.map { context.continuing(from: snaps[index], arrivedOn: $0) } : nil
            let found = here.map { [UInt32($0)] } ?? onward.flatMap { context.pathAndCost(from: snaps[index], to: snaps[index + 1], startingWith: $0)?.nodes }
            guard let nodes = found ?? context.path(from: snaps[index], to: snaps[index + 1]) else {
                throw .noRoute(from: order[index], to: order[index + 1],
                               reason: context.noRouteReason(from: order[index], snaps[index], to: order[index + 1], snaps[index + 1]))
            }
            legs.append(assembler.leg(nodes: nodes, from: snaps[index], to: snaps[index + 1]))
            if here == nil { arrival = nodes.last }
        }
        return Route(distance: legs.reduce(0) { $0 + $1.distance }, duration: legs.reduce(0) { $0 + $1.duration },
                     geometry: legs.joinedGeometry, legs: legs, waypoints: snaps.map { $0.waypoint(in: network.graph) })
    }

    // MARK: Tables

    /// Durations and distances between sources and destinations.
    public func table(_ request: TableRequest) throws(RoutingError) -> Table {
        let stops = try snap(request.stops, profile: request.profile, metric: request.metric, barriers: request.barriers,
                             exclude: request.exclude, radius: request.snapRadius, snapping: request.snapping,
                             bearings: request.bearings, approaches: request.approaches)
        return try table(between: stops, sources: request.sources, destinations: request.destinations, annotations: request.annotations,
                         deadline: request.deadline)
    }

    /// Durations and distances between snapped stops (`sources`/`destinations` index `stops`; nil: all). The value
    /// other than the metric's is measured along the same best paths: the hierarchy's searches carry it, the overlay
    /// searches once per source, until `deadline` when given (then ``RoutingError/timedOut(_:)``).
    public func table(between stops: SnappedStops, sources: [Int]? = nil, destinations: [Int]? = nil,
                      annotations: TableAnnotations = .durations, deadline: ContinuousClock.Instant? = nil) throws(RoutingError) -> Table {
        let context = stops.context
        let network = context.network
        let count = stops.snaps.count
        let sources = sources ?? Array(0..<count), destinations = destinations ?? Array(0..<count)
        for index in sources + destinations where !(0..<count).contains(index) {
            throw .invalidQuery("source/destination index \(index) is outside 0…\(count - 1)")
        }
        let from = sources.map { stops.snaps[$0] }, to = destinations.map { stops.snaps[$0] }
        func rows(_ values: [Double]) -> [[Double?]] {
            (0..<from.count).map { i in (0..<to.count).map { j in values[i * to.count + j].isFinite ? values[i * to.count + j] : nil } }
        }
        // The metric's own values come from the search; the other one, when wanted, along the same best paths.
        let metric = context.metric
        let own: TableAnnotations = metric == .time ? .durations : .distances
        let costs: [Double], other: [Double]?
        if annotations.subtracting(own).isEmpty {
            (costs, other) = (context.costs(from: from, to: to), nil)
        } else {
            guard let measured = context.measuredCosts(from: from, to: to, deadline: deadline) else {
                throw .timedOut("measuring \(metric == .time ? "distances" : "durations") along the table's \(from.count * to.count) paths")
            }
            (costs, other) = (measured.costs, measured.other)
        }
        let durations = metric == .time ? costs : other
        let distances = metric == .time ? other : costs
        return Table(durations: annotations.contains(.durations) ? durations.map(rows) : nil,
                     distances: annotations.contains(.distances) ? distances.map(rows) : nil,
                     sources: from.map { $0.waypoint(in: network.graph) }, destinations: to.map { $0.waypoint(in: network.graph) })
    }

    // MARK: Snapping

    /// Snaps stops once for several queries among them (a trip's matrix, then its legs): the profile,
    /// metric, barriers and excluded roads are fixed here for every query on the result.
    /// - Parameters:
    ///   - radius: how far from a road a stop may be, metres: one value, or one per stop.
    ///   - bearings: per stop (or none), the direction of travel it must be passed in.
    ///   - approaches: per stop (or none), the side of the road it must be passed on.
    /// - Throws: ``RoutingError`` for an unknown profile, an invalid stop, one inside a barrier or far from any road
    ///   (travelled in its bearing).
    public func snap(_ stops: [Coordinate], profile: String, metric: Metric = .time, barriers: Barriers = Barriers(),
                     exclude: RoadExclusions = [], radius: [Double] = [1000], snapping: Snapping = .default,
                     bearings: [BearingRange?] = [], approaches: [Approach] = []) throws(RoutingError) -> SnappedStops {
        let context = try QueryContext(router: self, profile: profile, metric: metric, barriers: barriers, exclude: exclude)
        return SnappedStops(context: context, snaps: try context.snap(stops, radius: radius, snapping: snapping, bearings: bearings,
                                                                     approaches: approaches))
    }

    // MARK: Nearest

    /// Up to `count` nearest road points to `coordinate` for `profile` (different segments, on any piece of
    /// network however small, none inside or across `barriers` nor of the classes `exclude` names, travelled within
    /// `bearing` when given; with ``Snapping/default`` neither ferries nor roads that are no startpoint, as a route's
    /// stops snap), nearest first.
    public func nearest(_ coordinate: Coordinate, profile: String, count: Int = 1, radius: Double = 1000, barriers: Barriers = Barriers(),
                        bearing: BearingRange? = nil, exclude: RoadExclusions = [], snapping: Snapping = .default) throws(RoutingError) -> [Waypoint] {
        let context = try QueryContext(router: self, profile: profile, metric: .time, barriers: barriers)
        let network = context.network
        guard coordinate.isValid else { throw .invalidQuery("invalid coordinate \(coordinate.longitude),\(coordinate.latitude)") }
        if let barrier = barriers.area(containing: coordinate) { throw .stopInsideBarrier(index: 0, barrier: barrier) }
        var taken: Set<Int> = []
        var found: [Waypoint] = []
        let snapper = Snapper(network: network)
        func skipped(_ segment: Int) -> Bool {
            context.skipsWhenSnapping(segment: segment, snapping) || taken.contains(segment)
                || (!exclude.isEmpty && exclude.excludes(segment: segment, in: network.graph))
        }
        while found.count < count, let snap = snapper.snap(coordinate, profile: context.profile, radius: radius, bearing: bearing, isExcluded: skipped) {
            taken.insert(snap.segment)
            found.append(snap.waypoint(in: network.graph))
        }
        guard !found.isEmpty else {
            throw .noSegment(index: 0, coordinate: coordinate, radius: radius,
                             nearWhenSwapped: snapper.isNearWhenSwapped(coordinate, profile: context.profile, radius: radius, isExcluded: skipped))
        }
        return found
    }
}
