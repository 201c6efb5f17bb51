import Routing
import TourOptimizer

/// A planned trip: the visiting order and the route through the stops in that order.
public struct TripPlan: Sendable, Hashable {
    /// Input stop indices in visiting order.
    public var order: [Int]
    /// The route through the stops in `order` (closed back to the first stop for a round trip).
    public var route: Route
    /// The ordering search's result (nil when the order was kept as given).
    public var tour: TourResult?
    /// Seconds spent on the travel matrix.
    public var matrixSeconds: Double
    /// Seconds from the start of planning to the finished plan.
    public var seconds: Double
}

/// Why a trip could not be planned.
public enum TripError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Snapping, a barrier or the road network made a leg impossible.
    case routing(RoutingError)
    /// The ordering could not be solved (e.g. the matrix has stops no route connects).
    case ordering(TourError)

    /// The OSRM-style code: `NoSegment`, `NoRoute`, `NoTrips`, `InvalidQuery`, …
    public var code: String {
        switch self {
        case .routing(let error): error.code
        case .ordering(.noFeasibleTour): "NoTrips"
        case .ordering: "InvalidQuery"
        }
    }

    public var description: String {
        switch self {
        case .routing(let error): error.description
        case .ordering(let error): error.description
        }
    }
}
