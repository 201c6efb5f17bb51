/// What the traveller does at the start of a step, spelled as OSRM v1's `maneuver.type`.
///
/// ```swift
/// ManeuverType.newName.rawValue  // "new name"
/// ```
public enum ManeuverType: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first step of a leg.
    case depart
    /// The last step of a leg (zero length, at the leg's end).
    case arrive
    /// A turn onto another road.
    case turn
    /// The same road turns, and the traveller must follow it.
    case `continue`
    /// The road changes its name (or number) without a turn.
    case newName = "new name"
    /// A link road joins a motorway or trunk road.
    case merge
    /// Onto a link road that leads to a motorway or trunk road.
    case onRamp = "on ramp"
    /// From a motorway or trunk road onto a link road.
    case offRamp = "off ramp"
    /// Two or more roads leave at similar angles and none is the obvious straight continuation.
    case fork
    /// Entering a roundabout; the step says which exit to take and covers the road after it.
    case roundabout
    /// Leaving a roundabout the leg started in.
    case exitRoundabout = "exit roundabout"
    /// Not a turn but a change in travel conditions, such as boarding or leaving a ferry.
    case notification
}
