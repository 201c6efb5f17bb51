import Geo
import Routing
import TourOptimizer

/// Plans trips: snaps the stops, computes the travel matrix between them (barriers included), finds the
/// best visiting order with the ``TourOptimizer`` while streaming its progress, and routes the legs.
///
/// ```swift
/// let planner = TripPlanner(router: router)
/// let search = try planner.start(TripRequest(profile: "car", stops: stops))
/// for await event in search { … }          // matrixReady, improved…, finished
/// let plan = try await search.result()
/// ```
public final class TripPlanner: Sendable {
    /// The router used for matrices and legs.
    public let router: Router

    /// Creates a planner on a router.
    public init(router: Router) {
        self.router = router
    }

    /// Starts planning and returns at once.
    /// - Throws: ``TripError`` for requests that are invalid before any work (fewer than two stops, an
    ///   invalid time limit).
    public func start(_ request: TripRequest) throws(TripError) -> TripSearch {
        try Self.validate(request)
        let router = router
        return TripSearch(executor: SearchExecutor.shared) { emit throws(TripError) in
            let started = ContinuousClock.now
            let stops = try Self.snap(request, on: router)
            return try await Self.plan(request, on: stops, router: router, started: started, emit: emit)
        }
    }

    /// Starts planning a trip through stops already snapped (``Router/snap(_:profile:metric:barriers:exclude:radius:snapping:)``
    /// with the request's profile, metric, barriers and exclusions), e.g. the same places in several rounds; the
    /// request's `stops` are then only counted.
    public func start(_ request: TripRequest, on stops: SnappedStops) throws(TripError) -> TripSearch {
        try Self.validate(request)
        let router = router
        return TripSearch(executor: SearchExecutor.shared) { emit throws(TripError) in
            try await Self.plan(request, on: stops, router: router, started: .now, emit: emit)
        }
    }

    /// Plans a trip and returns it; cancelling the calling task stops the ordering search early and keeps
    /// its best order.
    public func plan(_ request: TripRequest) async throws(TripError) -> TripPlan {
        try await start(request).result()
    }

    /// The request's stops snapped to the roads of its profile.
    ///
    /// A function of its own, not a `let` assigned in a `do` block of the async closure: debug builds (Swift 6.3)
    /// miscompiled that pattern for a value this large, and crashed reading it.
    private static func snap(_ request: TripRequest, on router: Router) throws(TripError) -> SnappedStops {
        do throws(RoutingError) {
            return try router.snap(request.stops, profile: request.profile, metric: request.metric, barriers: request.barriers,
                                   exclude: request.exclude, radius: request.snapRadius, snapping: request.snapping, bearings: request.bearings, approaches: request.approaches)
        } catch {
            throw .routing(error)
        }
    }

    private static func validate(_ request: TripRequest) throws(TripError) {
        guard request.stops.count >= 2 else {
            throw .routing(.invalidQuery("a trip needs at least two stops, got \(request.stops.count)"))
        }
        guard request.tour.timeLimit > 0, request.tour.timeLimit.isFinite else {
            throw .ordering(.invalidTimeLimit(request.tour.timeLimit))
        }
    }

    /// The whole plan: the matrix, the order (forwarding the search's events), the legs.
    private static func plan(_ request: TripRequest, on stops: SnappedStops, router: Router, started: ContinuousClock.Instant,
                             emit: @escaping @Sendable (TripEvent) -> Void) async throws(TripError) -> TripPlan {
        let n = stops.count
        let table: Table
        do throws(RoutingError) {
            table = try router.table(between: stops, annotations: request.metric == .time ? [.durations] : [.distances])
        } catch {
            throw .routing(error)
        }
        let matrixSeconds = (ContinuousClock.now - started).seconds
        emit(.matrixReady(stopCount: n, seconds: matrixSeconds))
        let located = table.sources.map(\.location)

        var order = Array(0..<n)
        var tourResult: TourResult?
        if request.findBestSequence {
            let rows = (request.metric == .time ? table.durations : table.distances) ?? []
            do throws(TourError) {
                let matrix = try CostMatrix(count: n) { i, j in rows[i][j] ?? .infinity }
                let search = try TourOptimizer(options: request.tour).start(matrix)
                async let forwarded: Void = forward(search, to: emit, stops: located, roundTrip: request.tour.roundTrip, offset: matrixSeconds)
                let tour = try await search.result()
                await forwarded
                tourResult = tour
                order = tour.order
                if request.tour.roundTrip, let start = request.loopStart, let at = order.firstIndex(of: start) {
                    order = Array(order[at...] + order[..<at])
                    tourResult?.order = order
                }
            } catch {
                throw unreachableStop(on: stops, roundTrip: request.tour.roundTrip, rows: rows, router: router).map(TripError.routing)
                    ?? .ordering(error)
            }
        }
        do throws(RoutingError) {
            // The legs turn freely at the stops, as the matrix the order was chosen on does.
            let route = try router.route(through: stops, visiting: order + (request.tour.roundTrip ? [order[0]] : []), continueStraight: false)
            return TripPlan(order: order, route: route, tour: tourResult, matrixSeconds: matrixSeconds,
                            seconds: (ContinuousClock.now - started).seconds)
        } catch {
            throw .routing(error)
        }
    }

    /// The first stop the first stop cannot reach (or, on a round trip, cannot come back from), as the
    /// routing error that says why — so a trip names the stop instead of only failing to order them.
    private static func unreachableStop(on stops: SnappedStops, roundTrip: Bool, rows: [[Double?]], router: Router) -> RoutingError? {
        for j in 1..<rows.count where rows[0][j] == nil || (roundTrip && rows[j][0] == nil) {
            do { _ = try router.route(through: stops, visiting: rows[0][j] == nil ? [0, j] : [j, 0]) } catch { return error }
        }
        return nil
    }

    /// Forwards the optimizer's improvements and phases as trip events until its stream ends.
    private static func forward(_ search: TourSearch, to emit: @Sendable (TripEvent) -> Void,
                                stops: [Coordinate], roundTrip: Bool, offset: Double) async {
        for await event in search {
            switch event {
            case .improved(var improvement):
                let path = improvement.order.map { stops[$0] } + (roundTrip ? [stops[improvement.order[0]]] : [])
                improvement.elapsed += offset
                emit(.improved(improvement, geometry: path))
            case .phaseChanged(let worker, let phase, let elapsed):
                emit(.phaseChanged(worker: worker, phase: phase, elapsed: elapsed + offset))
            case .started, .finished, .failed:
                break
            }
        }
    }
}
