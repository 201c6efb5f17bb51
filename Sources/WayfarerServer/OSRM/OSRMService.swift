/// The OSRM v1 services Wayfarer answers.
enum OSRMService: String, Sendable, CaseIterable {
    case route, trip, table, nearest, isochrone, match

    /// The query options each service understands. OSRM's `hints` and `generate_hints` are checked and have no
    /// effect (Wayfarer snaps afresh, which is exact and fast; its waypoints carry an empty `hint`), and so do
    /// `bearings` on `match`, so that clients sending them work.
    var options: Set<String> {
        let common: Set<String> = ["radiuses", "language", "generate_hints", "hints", "snapping", "skip_waypoints",
                                   "barriers", "barrier_radius"]
        let output: Set<String> = ["steps", "overview", "geometries", "annotations"]
        switch self {
        case .route: return common.union(output).union(["alternatives", "continue_straight", "waypoints", "bearings", "approaches", "exclude"])
        case .trip: return common.union(output).union(["roundtrip", "source", "destination", "bearings", "approaches", "exclude"])
        case .table: return common.union(["sources", "destinations", "annotations", "fallback_speed", "fallback_coordinate", "scale_factor",
                                          "bearings", "approaches", "exclude"])
        case .nearest: return common.union(["number", "bearings", "exclude"])
        case .isochrone: return common.union(["contours_minutes", "contours_meters", "exclude"])
        case .match: return common.union(output).union(["timestamps", "gaps", "tidy", "waypoints", "bearings", "exclude"])
        }
    }
}
