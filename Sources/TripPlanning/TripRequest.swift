import Geo
import Routing
import TourOptimizer

/// What a trip asks for: stops on a map, how to travel, and how to order them.
///
/// ```swift
/// var request = TripRequest(profile: "car", stops: stops)
/// request.tour.roundTrip = false
/// request.tour.preserveFirstStop = true
/// ```
public struct TripRequest: Sendable, Hashable {
    /// The travel profile (`car`, `bike`, `foot`; `train`, `any` on the Ukraine network).
    public var profile: String
    /// The stops, in input order.
    public var stops: [Coordinate]
    /// What to minimise.
    public var metric: Metric
    /// Areas and lines no leg may cross.
    public var barriers: Barriers
    /// Classes of road no leg may use (OSRM's `exclude`).
    public var exclude: RoadExclusions = []
    /// Which roads stops may snap to (OSRM's `snapping`).
    public var snapping: Snapping = .default
    /// How far from a road a stop may be, metres (one value, or one per stop).
    public var snapRadius: [Double]
    /// Whether to reorder the stops (false: visit them in input order, only routing the legs).
    public var findBestSequence: Bool
    /// Round trip, fixed first/last stop, time budget, seed and strategy of the ordering.
    public var tour: TourOptions
    /// Per stop (or none), the direction of travel it must be passed in (OSRM's `bearings`).
    public var bearings: [BearingRange?] = []
    /// Per stop (or none), the side of the road it must be passed on (OSRM's `approaches`).
    public var approaches: [Approach] = []
    /// For a round trip, the stop its order starts at, the loop turned to it (its cost unchanged) — as OSRM's trip
    /// service starts a loop at the last coordinate with `destination=last` alone; nil: where the search puts it. Only
    /// when the order is searched (``findBestSequence``): stops visited in input order start at the first.
    public var loopStart: Int?

    /// Creates a request that finds the best order of a round trip within 3 seconds.
    public init(profile: String, stops: [Coordinate], metric: Metric = .time, barriers: Barriers = Barriers(),
                snapRadius: [Double] = [1000], findBestSequence: Bool = true, tour: TourOptions = TourOptions()) {
        self.profile = profile
        self.stops = stops
        self.metric = metric
        self.barriers = barriers
        self.snapRadius = snapRadius
        self.findBestSequence = findBestSequence
        self.tour = tour
    }
}
