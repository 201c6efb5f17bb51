import Geo
import Routing

/// One junction a step passes, as OSRM's `intersection` object describes it: the bearings of the roads there
/// (whole degrees, sorted clockwise from north), which of them may be entered, and the indices of the road
/// arrived on (`inIndex`) and left on (`outIndex`).
///
/// The travel bearings are those of the step's maneuver (``StepManeuver/bearingBefore``,
/// ``StepManeuver/bearingAfter``): each junction is measured once, in ``Directions``.
public struct StepIntersection: Sendable, Hashable {
    /// The junction.
    public var location: Coordinate
    /// The roads' bearings away from the junction, whole degrees 0…359, ascending, without repeats.
    public var bearings: [Int]
    /// Per bearing: whether the route could leave along that road (false only for the road arrived on, except at the
    /// leg's end).
    public var entry: [Bool]
    /// The index in ``bearings`` of the road arrived on (nil at a leg's start).
    public var inIndex: Int?
    /// The index in ``bearings`` of the road left on (nil at a leg's end).
    public var outIndex: Int?
    /// The classes of the road left on (toll, motorway, ferry), OSRM's `classes`.
    public var classes: RoadExclusions

    /// The intersection arrived at along `arrival` (bearing of travel), left along `departure`, with the
    /// other roads' bearings `others`. Either travel bearing may be missing (at a leg's ends).
    init(location: Coordinate, arrival: Double?, departure: Double?, others: [Double], classes: RoadExclusions = []) {
        self.location = location
        self.classes = classes
        let back = arrival.map { TurnAngle.wholeBearing($0 + 180) }
        let out = departure.map(TurnAngle.wholeBearing)
        var roads = others.map(TurnAngle.wholeBearing)
        if let back { roads.append(back) }
        if let out { roads.append(out) }
        roads.sort()
        var bearings: [Int] = []
        bearings.reserveCapacity(roads.count)
        for road in roads where road != bearings.last { bearings.append(road) }
        self.bearings = bearings
        // At a leg's end OSRM marks the road arrived on as an entry too (`entry: [true]`).
        entry = bearings.map { $0 != back || $0 == out || out == nil }
        inIndex = back.flatMap { bearings.firstIndex(of: $0) }
        outIndex = out.flatMap { bearings.firstIndex(of: $0) }
    }
}
