import Directions

/// What an OSRM route object carries: steps, overview geometry, its format, per-segment annotations, and the
/// language of step instructions.
///
/// ```swift
/// var options = RouteOutputOptions()
/// options.steps = true
/// options.geometries = .geojson
/// let body = OSRMEncoder(options: options).route(route, metric: .time, profile: "car")
/// ```
public struct RouteOutputOptions: Sendable, Hashable {
    /// Whether legs carry turn-by-turn steps.
    public var steps: Bool
    /// How much of the whole geometry the route carries.
    public var overview: Overview
    /// How lines are written.
    public var geometries: GeometryFormat
    /// Per-segment values on each leg (empty: no `annotation` member).
    public var annotations: LegAnnotations
    /// The language of the steps' `instruction` text.
    public var language: InstructionLanguage?
    /// Whether the response leaves out its `waypoints` (and a table its `sources` and `destinations`), OSRM's `skip_waypoints`.
    public var skipWaypoints = false
    /// Whether each waypoint carries a `hint` (OSRM's `generate_hints`).
    public var generateHints = true

    /// OSRM's defaults: no steps, simplified polyline overview, no annotations; instructions in English.
    public init(steps: Bool = false, overview: Overview = .simplified, geometries: GeometryFormat = .polyline,
                annotations: LegAnnotations = [], language: InstructionLanguage? = nil) {
        self.steps = steps
        self.overview = overview
        self.geometries = geometries
        self.annotations = annotations
        self.language = language
    }
}
