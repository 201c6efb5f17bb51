import Geo
import RoadNetwork

/// A route through two or more stops: its total distance and duration, full geometry, and one leg per pair
/// of consecutive stops.
public struct Route: Sendable, Hashable {
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// The whole route's geometry, from the first snapped stop to the last.
    public var geometry: [Coordinate]
    /// One leg per consecutive pair of stops.
    public var legs: [RouteLeg]
    /// The stops as snapped to the network, in route order.
    public var waypoints: [Waypoint]

    /// Creates a route.
    public init(distance: Double, duration: Double, geometry: [Coordinate], legs: [RouteLeg], waypoints: [Waypoint]) {
        self.distance = distance
        self.duration = duration
        self.geometry = geometry
        self.legs = legs
        self.waypoints = waypoints
    }
}

extension Collection<RouteLeg> {
    /// The legs' geometries end to end, without repeating the point where one meets the next (nor a leg of no length).
    var joinedGeometry: [Coordinate] {
        var geometry: [Coordinate] = []
        for leg in self { geometry.append(skippingRepeats: leg.geometry) }
        return geometry.asLine
    }
}

extension [Coordinate] {
    /// Appends `points`, leaving out each that repeats the one before it (where a leg meets the next, a stop on a
    /// node of the road, a leg of no length).
    mutating func append(skippingRepeats points: some Sequence<Coordinate>) {
        for point in points where point != last { append(point) }
    }

    /// These points as a line: at least two, a line of no length repeating its one point (empty stays empty).
    var asLine: [Coordinate] { count == 1 ? self + self : self }
}

/// The route between two consecutive stops.
public struct RouteLeg: Sendable, Hashable {
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// The leg's geometry.
    public var geometry: [Coordinate]
    /// The road pieces travelled, in order: one per road segment (the first and last may be partial).
    public var pieces: [RoutePiece]

    /// Creates a leg.
    public init(distance: Double, duration: Double, geometry: [Coordinate], pieces: [RoutePiece]) {
        self.distance = distance
        self.duration = duration
        self.geometry = geometry
        self.pieces = pieces
    }
}

/// One road segment of a leg (between two junctions, or part of one at the leg's ends), with what
/// directions need to describe it.
public struct RoutePiece: Sendable, Hashable {
    /// The travelled geometry (at least two points).
    public var geometry: [Coordinate]
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// The street name (`name` tag), or "".
    public var name: String
    /// The road number (`ref` tag), or "".
    public var ref: String
    /// The kind of road.
    public var roadClass: RoadClass
    /// Whether the piece is part of a roundabout (`junction=roundabout|circular`).
    public var isRoundabout: Bool
    /// Whether the piece is a ferry crossing.
    public var isFerry: Bool
    /// Whether a cyclist walks the bike along the piece (``RoadNetwork/ProfileGraph/pushed``).
    public var isPushed: Bool
    /// How the piece is travelled: on a ferry, a train, walking the bike, or the profile's own way.
    public var mode: RouteMode { RouteMode(isFerry: isFerry, roadClass: roadClass, isPushed: isPushed) }
    /// Whether traffic keeps left on the piece's road (the way's `driving_side`, else its country's).
    public var isLeftHandTraffic: Bool
    /// The classes of road (toll, motorway, ferry, as `exclude=` names them) the piece belongs to.
    public var classes: RoadExclusions
    /// At the junction where this piece starts: the initial bearings (degrees) of the *other* roads the
    /// profile could have taken there (not this piece, not the road arrived on). Empty on the first piece, and on
    /// every piece of a route asked without steps (``RouteRequest/steps``).
    public var otherExits: [Double]
    /// At the junction where this piece starts: how many other roads meet there, whatever their direction or
    /// access (a motorway arriving from behind at a merge counts; it is no exit). 0 where a road simply
    /// continues as another.
    public var otherRoads: Int
    /// Where the piece's time comes from: the profile, or live speeds.
    public var datasource: ProfileGraph.Datasource
    /// Per pair of consecutive points of ``geometry``, its seconds and where they come from, when live speeds set the
    /// piece's stretches one by one (the turn's cost shared among them by length); empty otherwise: ``duration`` is
    /// shared by length, all from ``datasource``.
    public var stretchDurations: [Double] = []
    public var stretchDatasources: [ProfileGraph.Datasource] = []
    /// The OSM node id of each point of ``geometry``; where the piece starts or ends between two nodes (at a stop),
    /// the node before its first point and the node after its last. Empty when the map keeps no ids.
    public var nodes: [Int64]

    /// Creates a piece; `otherRoads` defaults to the number of other exits.
    public init(geometry: [Coordinate], distance: Double, duration: Double, name: String, ref: String,
                roadClass: RoadClass, isRoundabout: Bool, isFerry: Bool, otherExits: [Double], otherRoads: Int? = nil,
                datasource: ProfileGraph.Datasource = .profile, nodes: [Int64] = [], isPushed: Bool = false,
                isLeftHandTraffic: Bool = false, classes: RoadExclusions = []) {
        self.otherRoads = otherRoads ?? otherExits.count
        self.isLeftHandTraffic = isLeftHandTraffic
        self.classes = classes
        self.datasource = datasource
        self.nodes = nodes
        self.geometry = geometry
        self.distance = distance
        self.duration = duration
        self.name = name
        self.ref = ref
        self.roadClass = roadClass
        self.isRoundabout = isRoundabout
        self.isFerry = isFerry
        self.isPushed = isPushed
        self.otherExits = otherExits
    }
}

/// A stop as snapped to the road network.
public struct Waypoint: Sendable, Hashable {
    /// The point on the road where the route starts or ends.
    public var location: Coordinate
    /// The coordinate given.
    public var input: Coordinate
    /// The distance between them, metres.
    public var distance: Double
    /// The name of the street snapped to, or "".
    public var name: String
    /// The OSM node ids of the two consecutive points of the road snapped to between which it lies (in the way's
    /// order: OSRM's segment, which live speeds name); empty when the map has no ids.
    public var nodes: [Int64]

    /// Creates a waypoint.
    public init(location: Coordinate, input: Coordinate, distance: Double, name: String, nodes: [Int64] = []) {
        self.location = location
        self.input = input
        self.distance = distance
        self.name = name
        self.nodes = nodes
    }
}

/// What a search minimises.
public enum Metric: String, Sendable, Hashable, Codable, CaseIterable {
    /// Travel time (the default).
    case time
    /// Travel distance.
    case distance
}
