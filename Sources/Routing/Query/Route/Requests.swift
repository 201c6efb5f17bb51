import Geo

/// A request for a route through stops, in order.
public struct RouteRequest: Sendable, Hashable {
    /// The travel profile: `car`, `bike` or `foot`.
    public var profile: String
    /// The stops in visiting order (at least two).
    public var stops: [Coordinate]
    /// What to minimise.
    public var metric: Metric
    /// Areas and lines the route must not cross.
    public var barriers: Barriers
    /// How far from a road a stop may be, metres (per stop, or one value for all).
    public var snapRadius: [Double]
    /// Which roads a stop may snap to.
    public var snapping: Snapping
    /// Whether the route goes on through each intermediate stop without turning back there (OSRM's
    /// `continue_straight`); nil: the profile's habit (cars do, see ``Profile/continuesStraightAtWaypoints``).
    public var continueStraight: Bool?
    /// Classes of road the route must not use.
    public var exclude: RoadExclusions
    /// Per stop (or none), the direction of travel it must be passed in (OSRM's `bearings`).
    public var bearings: [BearingRange?] = []
    /// Per stop (or none), the side of the road it must be passed on (OSRM's `approaches`).
    public var approaches: [Approach] = []
    /// Whether turn-by-turn steps will be made of the route: its pieces then list the other exits at each junction
    /// (``RoutePiece/otherExits``); without, those lists are empty and the route comes a tenth faster on a large map.
    public var steps = true
    /// Whether the route's pieces carry the OSM node of each point (``RoutePiece/nodes``, OSRM's `annotations=nodes`):
    /// reading them decodes a block of the map's ids per piece and makes an array of them, so only when asked.
    public var nodes = false

    /// Creates a request; stops snap to roads within 1,000 m by default.
    public init(profile: String, stops: [Coordinate], metric: Metric = .time, barriers: Barriers = Barriers(),
                snapRadius: [Double] = [1000], snapping: Snapping = .default, continueStraight: Bool? = nil,
                exclude: RoadExclusions = []) {
        self.continueStraight = continueStraight
        self.exclude = exclude
        self.profile = profile
        self.stops = stops
        self.metric = metric
        self.barriers = barriers
        self.snapRadius = snapRadius
        self.snapping = snapping
    }
}

/// A request for travel costs between many stops.
public struct TableRequest: Sendable, Hashable {
    /// The travel profile.
    public var profile: String
    /// The stops.
    public var stops: [Coordinate]
    /// Indices of the stops to travel from (nil: all).
    public var sources: [Int]?
    /// Indices of the stops to travel to (nil: all).
    public var destinations: [Int]?
    /// What to minimise.
    public var metric: Metric
    /// Areas and lines no path may cross.
    public var barriers: Barriers
    /// How far from a road a stop may be, metres (per stop, or one value for all).
    public var snapRadius: [Double]
    /// Which values to return. The metric's own values come from one many-to-many search; the other one
    /// is measured along each best path (slower on large tables).
    public var annotations: TableAnnotations
    /// Which roads a stop may snap to.
    public var snapping: Snapping
    /// Classes of road no path may use.
    public var exclude: RoadExclusions
    /// Per stop (or none), the direction of travel it must be left or reached in (OSRM's `bearings`).
    public var bearings: [BearingRange?] = []
    /// Per stop (or none), the side of the road it must be left or reached on (OSRM's `approaches`).
    public var approaches: [Approach] = []
    /// When set, measuring the other value along each best path (see `annotations`) stops at this instant and the
    /// table fails with ``RoutingError/timedOut(_:)``: a server's time limit ends the work, not only the wait for it.
    public var deadline: ContinuousClock.Instant? = nil

    /// Creates a request between all stops.
    public init(profile: String, stops: [Coordinate], sources: [Int]? = nil, destinations: [Int]? = nil,
                metric: Metric = .time, barriers: Barriers = Barriers(), snapRadius: [Double] = [1000],
                annotations: TableAnnotations = [.durations], snapping: Snapping = .default, exclude: RoadExclusions = []) {
        self.annotations = annotations
        self.exclude = exclude
        self.snapping = snapping
        self.profile = profile
        self.stops = stops
        self.sources = sources
        self.destinations = destinations
        self.metric = metric
        self.barriers = barriers
        self.snapRadius = snapRadius
    }
}

/// The values a table can hold.
public struct TableAnnotations: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Seconds.
    public static let durations = TableAnnotations(rawValue: 1)
    /// Metres.
    public static let distances = TableAnnotations(rawValue: 2)

    /// The values OSRM's `annotations` names, comma-separated: `duration`, `distance` or both (nil when a name is
    /// neither).
    public init?(names: some StringProtocol) {
        self = []
        for name in names.split(separator: ",", omittingEmptySubsequences: false) {
            switch name {
            case "duration": insert(.durations)
            case "distance": insert(.distances)
            default: return nil
            }
        }
    }
}

/// Travel costs between places: `durations[i][j]` seconds and `distances[i][j]` metres from source `i` to
/// destination `j` along the best path for the request's metric (each nil when not asked for; a cell is
/// nil when no path exists).
public struct Table: Sendable, Hashable {
    public var durations: [[Double?]]?
    public var distances: [[Double?]]?
    /// The sources and destinations as snapped.
    public var sources: [Waypoint]
    public var destinations: [Waypoint]
    /// The cells (`[source, destination]`) holding straight-line estimates rather than travelled values
    /// (see ``fillingGaps(speed:from:)``).
    public var fallbackCells: [[Int]] = []
}

/// Which roads a stop may snap to (OSRM's `snapping`).
public enum Snapping: String, Sendable, Hashable, CaseIterable {
    /// Roads where a trip can start or end: not ferries or car-carrying trains (a stop beside a ferry line
    /// snaps to the nearest road instead), nor a profile's non-startpoints (for cars, private driveways).
    case `default`
    /// Any road the profile may travel, ferries included.
    case any
}
