import Foundation
import Geo
import Routing
import Synchronization
import TourOptimizer

/// Plans trips: snaps the stops, computes the travel matrix between them (barriers included), finds the
/// best visiting order with the ``TourOptimizer`` while streaming its progress, and routes the legs.
///
/// ```swift
/// let planner = TripPlanner(router: router)
/// let search = try planner.start(TripRequest(profile: "car", stops: stops))
/// for await event in search.events { … }          // matrixReady, improved…, finished
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
        guard request.stops.count >= 2 else {
            throw .routing(.invalidQuery("a trip needs at least two stops, got \(request.stops.count)"))
        }
        guard request.tour.timeLimit > 0, request.tour.timeLimit.isFinite else {
            throw .ordering(.invalidTimeLimit(request.tour.timeLimit))
        }
        let (events, continuation) = AsyncStream.makeStream(of: TripEvent.self, bufferingPolicy: .bufferingNewest(512))
        let search = TripSearch(events: events)
        let router = router
        Thread.detachNewThread {
            let outcome = Self.plan(request, router: router, search: search, continuation: continuation)
            switch outcome {
            case .success(let plan): continuation.yield(.finished(plan))
            case .failure(let error): continuation.yield(.failed(error))
            }
            continuation.finish()
            search.complete(outcome)
        }
        return search
    }

    /// Plans a trip and returns it; cancelling the calling task stops the ordering search early and keeps
    /// its best order.
    public func plan(_ request: TripRequest) async throws(TripError) -> TripPlan {
        let search = try start(request)
        let outcome: Result<TripPlan, TripError> = await withTaskCancellationHandler {
            do throws(TripError) { return .success(try await search.result()) } catch { return .failure(error) }
        } onCancel: {
            search.cancel()
        }
        return try outcome.get()
    }

    /// The whole plan, on the calling (dedicated) thread.
    private static func plan(_ request: TripRequest, router: Router, search: TripSearch,
                             continuation: AsyncStream<TripEvent>.Continuation) -> Result<TripPlan, TripError> {
        let clock = ContinuousClock()
        let started = clock.now
        let n = request.stops.count
        let table: Table
        do {
            table = try router.table(TableRequest(profile: request.profile, coordinates: request.stops, metric: request.metric,
                                                  barriers: request.barriers, snapRadius: request.snapRadius,
                                                  annotations: request.metric == .time ? [.durations] : [.distances]))
        } catch {
            return .failure(.routing(error))
        }
        let matrixSeconds = (clock.now - started).seconds
        continuation.yield(.matrixReady(stops: n, seconds: matrixSeconds))
        let located = table.sources.map(\.location)

        var order = Array(0..<n)
        var tourResult: TourResult?
        if request.findBestSequence {
            let rows = (request.metric == .time ? table.durations : table.distances) ?? []
            let matrix: CostMatrix
            do {
                matrix = try CostMatrix(count: n) { i, j in rows[i][j] ?? .infinity }
            } catch {
                return .failure(.ordering(error))
            }
            do {
                let tourSearch = try TourOptimizer(options: request.tour).start(matrix)
                search.attach(tourSearch)
                let forwarding = Self.forward(tourSearch.events, to: continuation, stops: located, roundTrip: request.tour.roundTrip,
                                              offset: matrixSeconds)
                let result = Self.wait { try await tourSearch.result() }
                forwarding.wait()
                switch result {
                case .success(let tour):
                    tourResult = tour
                    order = tour.order
                case .failure(let error):
                    return .failure(Self.orderingFailure(error as? TourError ?? .noFeasibleTour(detail: "\(error)"), request, rows: rows, router: router))
                }
            } catch {
                return .failure(Self.orderingFailure(error, request, rows: rows, router: router))
            }
        }
        let visiting = order.map { request.stops[$0] } + (request.tour.roundTrip ? [request.stops[order[0]]] : [])
        let radii = request.snapRadius.count == 1 ? request.snapRadius
            : order.map { request.snapRadius[$0] } + (request.tour.roundTrip ? [request.snapRadius[order[0]]] : [])
        do {
            // The legs turn freely at the stops, as the matrix the order was chosen on does.
            let route = try router.route(RouteRequest(profile: request.profile, stops: visiting, metric: request.metric,
                                                      barriers: request.barriers, snapRadius: radii, continueStraight: false))
            return .success(TripPlan(order: order, route: route, tour: tourResult, matrixSeconds: matrixSeconds,
                                     seconds: (clock.now - started).seconds))
        } catch {
            return .failure(.routing(error))
        }
    }

    /// Why no order could be found: the stop that cannot be reached, when there is one, else the ordering's error.
    private static func orderingFailure(_ error: TourError, _ request: TripRequest, rows: [[Double?]], router: Router) -> TripError {
        unreachableStop(request, rows: rows, router: router).map(TripError.routing) ?? .ordering(error)
    }

    /// The first stop the first stop cannot reach (or, on a round trip, cannot come back from), as the
    /// routing error that says why — so a trip names the stop instead of only failing to order them.
    private static func unreachableStop(_ request: TripRequest, rows: [[Double?]], router: Router) -> RoutingError? {
        for j in 1..<rows.count where rows[0][j] == nil || (request.tour.roundTrip && rows[j][0] == nil) {
            let (from, to) = rows[0][j] == nil ? (0, j) : (j, 0)
            let pair = RouteRequest(profile: request.profile, stops: [request.stops[from], request.stops[to]], metric: request.metric,
                                    barriers: request.barriers, snapRadius: request.snapRadius.count == 1 ? request.snapRadius
                                        : [request.snapRadius[from], request.snapRadius[to]])
            do { _ = try router.route(pair) } catch {
                guard case .noRoute(_, _, let reason) = error else { return error }
                let renumbered: NoRouteReason
                if case .separateNetwork(let stop, let segments) = reason {
                    renumbered = .separateNetwork(stop: stop == 0 ? from : to, segments: segments)
                } else {
                    renumbered = reason
                }
                return .noRoute(from: from, to: to, reason: renumbered)
            }
        }
        return nil
    }

    /// Forwards the optimizer's events as trip events, on a task; `wait()` on the result blocks until the
    /// stream has ended.
    private static func forward(_ events: AsyncStream<TourEvent>, to continuation: AsyncStream<TripEvent>.Continuation,
                                stops: [Coordinate], roundTrip: Bool, offset: Double) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Task {
            for await event in events {
                switch event {
                case .improved(let improvement):
                    let path = improvement.order.map { stops[$0] } + (roundTrip ? [stops[improvement.order[0]]] : [])
                    continuation.yield(.improved(TripProgress(
                        worker: improvement.worker, order: improvement.order, cost: improvement.cost, bestCost: improvement.bestCost,
                        phase: improvement.phase, elapsed: improvement.elapsed + offset, path: path)))
                case .phaseChanged(let worker, let phase, let elapsed):
                    continuation.yield(.phaseChanged(worker: worker, phase: phase, elapsed: elapsed + offset))
                case .started, .finished, .failed:
                    break
                }
            }
            done.signal()
        }
        return done
    }

    /// Blocks this (dedicated) thread until an async operation ends.
    private static func wait<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let box = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result: Result<T, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return box.withLock { $0 } ?? .failure(CancellationError())
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
