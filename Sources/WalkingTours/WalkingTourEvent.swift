import Places
import TourOptimizer
import TripPlanning

/// A walking tour being made: its events, its result, and a way to stop the current ordering early (the tour
/// then uses the best order found so far).
public typealias WalkingTourSearch = LiveSearch<WalkingTourEvent>

/// The progress of a walking tour being made, in order: the places are selected, then each planning
/// round forwards the trip planner's events (and a round too long drops a stop), then the tour is
/// finished or has failed.
public enum WalkingTourEvent: LiveSearchEvent, Hashable {
    /// The places were chosen.
    case selected(PlaceSelection)
    /// A planning round starts with `stops` places.
    case planning(round: Int, stopCount: Int)
    /// The trip planner's progress in the current round (matrix, improved orders, phases, its plan).
    case trip(TripEvent)
    /// A stop was dropped because the round's tour was too long (or, for the target, longer than without it).
    case dropped(DroppedPlace)
    /// The tour is ready (the last event of a successful search).
    case finished(WalkingTour)
    /// The tour could not be made (the last event of a failed search).
    case failed(WalkingTourError)
}
