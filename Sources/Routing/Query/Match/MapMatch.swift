import Foundation
import Geo
import RoadNetwork

/// A GPS trace to match to the roads.
public struct MatchRequest: Sendable {
    public var profile: String
    /// The trace's points, in order.
    public var trace: [Coordinate]
    /// Seconds per point (increasing), or nil.
    public var timestamps: [Double]?
    /// Each point's GPS accuracy, metres (one value, or one per point): the standard deviation of its error, as
    /// OSRM's match `radiuses`; roads within ``searchMultiple`` times it are the point's candidates.
    public var radiuses: [Double]
    /// Split the trace where two points are more than ``MapMatch/gap`` seconds apart (OSRM's `gaps=split`).
    public var splitGaps: Bool
    public var barriers: Barriers
    /// Classes of road the matched route may not use (their roads are no candidates either).
    public var exclude: RoadExclusions
    /// Which roads may be candidates (with ``Snapping/default`` no ferry, as for a route's stops; the route may still
    /// take one between two points).
    public var snapping: Snapping

    /// The accuracy when none is given, metres: a phone's GPS error (OSRM assumes 5 m; 10 keeps the points of noisier
    /// traces, whose roads lie up to 30 m away).
    public static let defaultRadius = 10.0
    /// How many times its accuracy a point's candidate roads may lie from it (OSRM's multiple too).
    public static let searchMultiple = 3.0

    public init(profile: String, trace: [Coordinate], timestamps: [Double]? = nil, radiuses: [Double] = [defaultRadius],
                splitGaps: Bool = true, barriers: Barriers = Barriers(), exclude: RoadExclusions = [], snapping: Snapping = .default) {
        self.profile = profile
        self.trace = trace
        self.timestamps = timestamps
        self.radiuses = radiuses
        self.splitGaps = splitGaps
        self.barriers = barriers
        self.exclude = exclude
        self.snapping = snapping
    }
}

/// A trace matched to the roads: one or more matchings (the trace splits where points could not be matched or a
/// gap breaks it), and per trace point where it was matched (nil: left out as an outlier or off every road).
public struct MapMatch: Sendable {
    /// A stretch of the trace matched as one route.
    public struct Matching: Sendable {
        /// The route through the matched points.
        public let route: Route
        /// How sure the match is, 0…1: the share of the trace's length the route explains.
        public let confidence: Double
        /// The trace points this matching covers, in order.
        public let points: [Int]
    }

    /// A trace point's match: which matching, its place in it, and the waypoint.
    public struct Tracepoint: Sendable {
        public let matching: Int
        /// Its place among the ends of its matching's legs; nil where it ends none (a via point, see
        /// ``MapMatch/keepingLegEnds(at:)``).
        public let index: Int?
        public let waypoint: Waypoint
        /// How many other candidate roads the point had.
        public let alternatives: Int
    }

    /// Points further apart in time than this start a new matching when gaps are split, seconds.
    public static let gap = 60.0
    /// How many points in a row may break a matching's chain (each giving up the last point joined) before the
    /// matching ends there (OSRM's `MAX_BROKEN_STATES`).
    public static let mostBrokenPoints = 10
    /// Without timestamps, the most a move between two points may differ from the straight line between them, metres
    /// (OSRM's `MAX_DISTANCE_DELTA`): a longer detour is no move — the point is given up, or the trace split there.
    public static let maxDistanceDelta = 2000.0
    /// With timestamps, the speed that bounds that difference over the time between the two points, metres per second
    /// (180 km/h, OSRM's map matching maximum).
    public static let maxSpeed = 50.0

    public let matchings: [Matching]
    public let tracepoints: [Tracepoint?]

    /// A match made of these parts (e.g. with tracepoints spread back over a trace some points of which were left out).
    public init(matchings: [Matching], tracepoints: [Tracepoint?]) {
        self.matchings = matchings
        self.tracepoints = tracepoints
    }

    /// This match with legs that end only at the trace points `ends` (indices into the trace, ascending): the other
    /// points become via points of the legs that pass them (their tracepoints keep no ``Tracepoint/index``). The match
    /// must be one matching in which every end was matched.
    public func keepingLegEnds(at ends: [Int]) -> MapMatch {
        precondition(matchings.count == 1 && ends.allSatisfy { tracepoints[$0] != nil }, "legs end only at matched points of one matching")
        let positions = ends.map { tracepoints[$0]!.index! }
        let matching = matchings[0]
        var kept = tracepoints.map { point in
            point.map { Tracepoint(matching: $0.matching, index: nil, waypoint: $0.waypoint, alternatives: $0.alternatives) }
        }
        for (place, end) in ends.enumerated() {
            let point = tracepoints[end]!
            kept[end] = Tracepoint(matching: point.matching, index: place, waypoint: point.waypoint, alternatives: point.alternatives)
        }
        return MapMatch(matchings: [Matching(route: matching.route.keepingLegEnds(at: positions), confidence: matching.confidence,
                                             points: matching.points)],
                        tracepoints: kept)
    }
}
