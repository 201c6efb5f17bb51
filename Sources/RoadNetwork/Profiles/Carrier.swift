/// A way that carries the traveller rather than being travelled: a ferry, a car-carrying shuttle train,
/// a train that takes bicycles, a movable bridge. It needs no `highway` tag; its `duration` tag, when
/// given, times the crossing.
/// ```swift
/// Carrier(TagMatch("route", ["ferry"]), speed: 10, roadClass: .ferry)
/// ```
public struct Carrier: Sendable, Hashable {
    /// The tag that marks the way.
    public var match: TagMatch
    /// Speed in km/h (waiting and loading included) when the `duration` is unknown.
    public var speed: Double
    /// The class the way gets: ferries (and car shuttle trains) are `.ferry` — the way is a ferry crossing —, trains
    /// `.rail` (no stop snaps onto them), a movable bridge `.other` (a road that waits).
    public var roadClass: RoadClass
    /// Whether the mode boards only where an access tag says so (a train with `bicycle=yes`).
    public var needsAccessTag: Bool

    /// Creates a carrier.
    public init(_ match: TagMatch, speed: Double, roadClass: RoadClass = .ferry, needsAccessTag: Bool = false) {
        self.match = match
        self.speed = speed
        self.roadClass = roadClass
        self.needsAccessTag = needsAccessTag
    }
}
