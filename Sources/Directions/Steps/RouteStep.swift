import Geo
import RoadNetwork

/// One turn-by-turn instruction: a maneuver and the stretch of road travelled after it, up to the next
/// maneuver. Mirrors OSRM v1's `RouteStep`.
///
/// ```swift
/// for step in Directions.steps(for: leg, language: english) {
///     print(step.instruction, Int(step.distance), "m")  // "Turn left onto Main Street 120 m"
/// }
/// ```
public struct RouteStep: Sendable, Hashable {
    /// Where and how the step begins.
    public var maneuver: StepManeuver
    /// The street name travelled in this step (`name` tag; for a roundabout, the exit's street), or "".
    public var name: String
    /// The road number travelled in this step (`ref` tag), or "".
    public var ref: String
    /// Metres, from this maneuver to the next.
    public var distance: Double
    /// Seconds, from this maneuver to the next.
    public var duration: Double
    /// The path from this maneuver to the next (at least two points; `arrive` repeats its location).
    public var geometry: [Coordinate]
    /// How the step is travelled (that of the piece it is named after): on a ferry, a train, walking the bike, or the
    /// profile's own way.
    public var mode: RouteMode
    /// The kind of road the step follows (that of the piece it is named after): `.rail` on a train leg.
    public var roadClass: RoadClass
    /// Whether traffic keeps left on the step's road (that of the piece it is named after): OSRM's `driving_side`.
    public var isLeftHandTraffic: Bool
    /// The instruction text in the language asked for, e.g. "Turn left onto Main Street".
    public var instruction: String
    /// Every junction the step passes, from its maneuver's up to the next step's (for `arrive`: the leg's end).
    public var intersections: [StepIntersection]

    /// Creates a step.
    public init(maneuver: StepManeuver, name: String, ref: String, distance: Double, duration: Double,
                geometry: [Coordinate], mode: RouteMode = .profile, roadClass: RoadClass, isLeftHandTraffic: Bool = false,
                instruction: String, intersections: [StepIntersection] = []) {
        self.isLeftHandTraffic = isLeftHandTraffic
        self.maneuver = maneuver
        self.name = name
        self.ref = ref
        self.distance = distance
        self.duration = duration
        self.geometry = geometry
        self.mode = mode
        self.roadClass = roadClass
        self.instruction = instruction
        self.intersections = intersections
    }
}
