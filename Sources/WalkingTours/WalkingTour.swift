import Places
import Directions
import Geo
import Routing

/// A planned walking tour: the places in visiting order, the route, and how much the order saves.
public struct WalkingTour: Sendable, Hashable {
    /// Where the tour starts (and ends, for a round trip).
    public var start: Coordinate
    /// The places in visiting order.
    public var places: [Place]
    /// The route from the start through the places (back to the start for a round trip).
    public var route: Route
    /// The route's length, metres.
    public var distance: Double { route.distance }
    /// The route's walking time, seconds.
    public var duration: Double { route.duration }
    /// The length of the same route visiting the same places in the order the selection returned them,
    /// metres.
    public var searchOrderDistance: Double
    /// Turn-by-turn directions, one array of steps per leg.
    public var directions: [[RouteStep]]
    /// The places given up to fit the distance limits, in the order given up (each dropped, or replaced by a nearer
    /// place the tour visits instead).
    public var dropped: [DroppedPlace]
    /// How many places of the chosen categories lay within the radius, and how many were reachable.
    public var candidates: Int, reachable: Int
    /// Whether the visiting order is proven the shortest for these places.
    public var provenOptimal: Bool
    /// Seconds from the request to the finished tour.
    public var seconds: Double

    /// The fraction of the search-order length the best order saves (0.3: 30 % shorter).
    public var saving: Double {
        searchOrderDistance > 0 ? max(0, 1 - distance / searchOrderDistance) : 0
    }

    /// The distinct categories visited.
    public var categories: Set<PlaceCategory> { Set(places.map(\.category)) }
}
