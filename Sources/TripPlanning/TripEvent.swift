import Geo
import TourOptimizer

/// The progress of a trip being planned, in order: the matrix is computed, the order improves (possibly
/// many times, throttled), then the legs are routed and the plan is ready.
public enum TripEvent: Sendable, Hashable {
    /// The travel matrix between the stops is ready.
    case matrixReady(stops: Int, seconds: Double)
    /// A better visiting order: the stops' input indices, its cost, and the straight lines joining the
    /// snapped stops in that order (for drawing while the search runs).
    case improved(TripProgress)
    /// The ordering search entered a phase.
    case phaseChanged(worker: Int, phase: TourPhase, elapsed: Double)
    /// The plan is ready (always the last event of a successful plan).
    case finished(TripPlan)
    /// Planning failed (always the last event of a failed plan).
    case failed(TripError)
}

/// A better visiting order found while planning.
public struct TripProgress: Sendable, Hashable {
    /// Which solver worker found it.
    public var worker: Int
    /// Input stop indices in visiting order.
    public var order: [Int]
    /// Its cost in the metric's unit (seconds or metres), return leg included for a round trip.
    public var cost: Double
    /// The best cost over all workers so far.
    public var bestCost: Double
    /// The phase that found it.
    public var phase: TourPhase
    /// Seconds since planning started.
    public var elapsed: Double
    /// The snapped stops in visiting order (closed for a round trip).
    public var path: [Coordinate]
}
