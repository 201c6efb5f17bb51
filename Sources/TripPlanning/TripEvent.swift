import Geo
import TourOptimizer

/// A trip being planned: its events, its result, and a way to stop the ordering early (the plan then uses
/// the best order found so far).
public typealias TripSearch = LiveSearch<TripEvent>

/// The progress of a trip being planned, in order: the matrix is computed, the order improves (possibly
/// many times, throttled), then the legs are routed and the plan is ready.
public enum TripEvent: LiveSearchEvent, Hashable {
    /// The travel matrix between the stops is ready.
    case matrixReady(stopCount: Int, seconds: Double)
    /// A better visiting order (its `elapsed` counted from the start of planning), and the straight lines
    /// joining the snapped stops in that order, closed for a round trip (for drawing while the search runs).
    case improved(TourImprovement, geometry: [Coordinate])
    /// The ordering search entered a phase (`elapsed`: seconds since planning started).
    case phaseChanged(worker: Int, phase: TourPhase, elapsed: Double)
    /// The plan is ready (always the last event of a successful plan).
    case finished(TripPlan)
    /// Planning failed (always the last event of a failed plan).
    case failed(TripError)
}
