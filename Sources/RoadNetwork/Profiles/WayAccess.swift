/// How one profile may travel along one way: speeds per direction and the flags the graph keeps.
///
/// "Forward" is the direction the way is drawn in OSM (first node to last); a speed of 0 closes that direction.
/// ```swift
/// let access = Profile.car.wayAccess(["highway": "primary", "oneway": "yes"])
/// // access?.forwardSpeed == 65, access?.backwardSpeed == 0
/// ```
public struct WayAccess: Sendable, Hashable {
    /// Speed along the drawn direction in km/h; 0 when closed.
    public var forwardSpeed: Double
    /// Speed against the drawn direction in km/h; 0 when closed.
    public var backwardSpeed: Double
    /// The road's class, for maneuvers (ramps, "continue on") and for the graph.
    public var roadClass: RoadClass
    /// Whether the way is a ferry crossing (`route=ferry`; for cars also `route=shuttle_train`).
    public var isFerry: Bool
    /// Whether the way is part of a roundabout (`junction=roundabout` or `junction=circular`).
    public var isRoundabout: Bool
    /// Whether the mode may only use it to reach a destination on it (`access=destination`, `customers`, …).
    public var destinationOnly: Bool
    /// Whether a stop snaps onto the way by default (else only when a request asks for any road): see
    /// ``Profile/nonStartpointAccess``.
    public var isStartpoint: Bool
    /// Whether a cyclist walks the bike along the drawn direction (a footway without `bicycle=yes`,
    /// `bicycle=dismount`, steps, against a one-way street); false where the direction is closed.
    public var isPushedForward: Bool
    /// Whether a cyclist walks the bike against the drawn direction; false where the direction is closed.
    public var isPushedBackward: Bool
    /// The ferry crossing's duration in seconds from the `duration` tag; nil when absent or not a ferry.
    /// The graph builder turns it into a speed once it knows the way's length.
    public var ferryDuration: Int?

    /// Creates a way access value; every flag defaults to false, but ``isStartpoint`` to true.
    public init(
        forwardSpeed: Double, backwardSpeed: Double, roadClass: RoadClass,
        isFerry: Bool = false, isRoundabout: Bool = false, destinationOnly: Bool = false, isStartpoint: Bool = true,
        isPushedForward: Bool = false, isPushedBackward: Bool = false, ferryDuration: Int? = nil
    ) {
        self.forwardSpeed = forwardSpeed
        self.backwardSpeed = backwardSpeed
        self.roadClass = roadClass
        self.isFerry = isFerry
        self.isRoundabout = isRoundabout
        self.destinationOnly = destinationOnly
        self.isStartpoint = isStartpoint
        self.isPushedForward = isPushedForward
        self.isPushedBackward = isPushedBackward
        self.ferryDuration = ferryDuration
    }
}
