import RoadNetwork

/// Stops snapped once to the roads of one profile, with the metric, barriers and excluded roads of the
/// queries to come: a trip computes its matrix and then routes its legs on the same snaps.
///
/// ```swift
/// let stops = try router.snap(coordinates, profile: "car", barriers: barriers)
/// let table = try router.table(between: stops)
/// let route = try router.route(through: stops, visiting: [2, 0, 1, 2])
/// ```
public struct SnappedStops: Sendable {
    /// The query's profile, metric, blocked segments and search engine.
    var context: QueryContext { held.context }
    /// Where each stop lies on the roads, in input order.
    let snaps: [Snap]
    /// The context, held by reference: a value the size of a query context in the async code that keeps snapped stops
    /// (a trip's, a walking tour's) made debug builds (Swift 6.3) corrupt the heap.
    private let held: Held

    private final class Held: Sendable {
        let context: QueryContext
        init(_ context: QueryContext) { self.context = context }
    }

    init(context: QueryContext, snaps: [Snap]) {
        held = Held(context)
        self.snaps = snaps
    }

    /// How many stops there are.
    public var count: Int { snaps.count }

    /// Where each stop was snapped, in input order.
    public var waypoints: [Waypoint] { snaps.map { $0.waypoint(in: context.network.graph) } }

    /// The stops at `indices` (in that order), on the same snaps.
    public func selecting(_ indices: [Int]) -> SnappedStops {
        SnappedStops(context: context, snaps: indices.map { snaps[$0] })
    }
}

extension SnappedStops {
    /// The same snaps for queries that minimise `metric` instead (same profile, barriers and excluded roads).
    public func minimising(_ metric: Metric) -> SnappedStops {
        guard metric != context.metric else { return self }
        return SnappedStops(context: context.with(metric: metric), snaps: snaps)
    }
}
