/// The OSRM v1 services Wayfarer answers.
enum OSRMService: String, Sendable, CaseIterable {
    case route, trip, table, nearest, isochrone, match

    /// The query options each service understands. Options OSRM defines that do not change Wayfarer's
    /// answer (hints, bearings, approaches, …) are accepted and ignored so that clients sending them work.
    var options: Set<String> {
        let common: Set<String> = ["radiuses", "language", "generate_hints", "hints", "bearings", "approaches", "exclude", "snapping",
                                   "skip_waypoints", "barriers", "barrier_radius"]
        let output: Set<String> = ["steps", "overview", "geometries", "annotations"]
        switch self {
        case .route: return common.union(output).union(["alternatives", "continue_straight", "waypoints"])
        case .trip: return common.union(output).union(["roundtrip", "source", "destination"])
        case .table: return common.union(["sources", "destinations", "annotations", "fallback_speed", "fallback_coordinate", "scale_factor"])
        case .nearest: return common.union(["number"])
        case .isochrone: return common.union(["contours_minutes", "contours_meters"])
        case .match: return common.union(output).union(["timestamps", "gaps", "tidy", "waypoints"])
        }
    }
}
