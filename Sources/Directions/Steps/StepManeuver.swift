import Geo

/// Where and how a step begins, like OSRM v1's `step.maneuver`.
///
/// ```swift
/// let m = StepManeuver(type: .turn, modifier: .left, exit: nil,
///                      location: Coordinate(latitude: 50.45, longitude: 30.52),
///                      bearingBefore: 0, bearingAfter: 270)
/// ```
public struct StepManeuver: Sendable, Hashable {
    /// What the traveller does.
    public var type: ManeuverType
    /// The direction of the maneuver; `nil` for `depart` and `arrive`.
    public var modifier: ManeuverModifier?
    /// For `roundabout` and `exit roundabout`: which exit to take (1 is the first); otherwise `nil`.
    public var exit: Int?
    /// The junction (or the leg's start or end) where the maneuver happens.
    public var location: Coordinate
    /// The direction of travel just before the maneuver, degrees clockwise from north (0…359), taken over the
    /// last ~15 m; 0 for `depart`.
    public var bearingBefore: Int
    /// The direction of travel just after the maneuver, degrees clockwise from north (0…359), taken over the
    /// first ~15 m; 0 for `arrive`.
    public var bearingAfter: Int

    /// Creates a maneuver.
    public init(type: ManeuverType, modifier: ManeuverModifier?, exit: Int?, location: Coordinate,
                bearingBefore: Int, bearingAfter: Int) {
        self.type = type
        self.modifier = modifier
        self.exit = exit
        self.location = location
        self.bearingBefore = bearingBefore
        self.bearingAfter = bearingAfter
    }
}
