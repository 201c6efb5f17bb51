import Directions
import Geo
import Routing
import TripPlanning

/// A planned job's parts as JSON, written once when the plan arrives and reused by every `GET` and by
/// the `finished` event: `order`, `route` (an OSRM route object with steps, GeoJSON geometry), `directions`
/// and `summary`.
struct JobResult: Sendable {
    var order: [Int]
    var route: [UInt8]
    var directions: [UInt8]
    var summary: [UInt8]

    /// Encodes `plan`, with instructions in `language` (English when nil).
    init(plan: TripPlan, request: TripRequest, language: InstructionLanguage?) {
        order = plan.order
        let encoder = OSRMEncoder(options: RouteOutputOptions(steps: true, overview: .full, geometries: .geojson, language: language))
        let steps = encoder.steps(for: plan.route)
        var json = JSONWriter(capacity: 16_384)
        encoder.writeRoute(plan.route, metric: request.metric, profile: request.profile, steps: steps, into: &json)
        route = json.bytes
        directions = Self.directions(steps)
        var summaryJSON = JSONWriter()
        summaryJSON.object { json in
            json.member("distance", OSRMEncoder.rounded(plan.route.distance))
            json.member("duration", OSRMEncoder.rounded(plan.route.duration))
            json.member("matrixSeconds", (plan.matrixSeconds * 1000).rounded() / 1000)
            json.member("seconds", (plan.seconds * 1000).rounded() / 1000)
            json.member("provenOptimal", plan.tour?.provenOptimal ?? false)
            if let tour = plan.tour {
                json.member("cost", OSRMEncoder.rounded(tour.cost))
                json.member("stopReason", tour.reason.rawValue)
            }
        }
        summary = summaryJSON.bytes
    }

    /// One entry per step of every leg, for a directions list: where it is in the route (`leg`, `step`),
    /// its text, maneuver, length, and `bbox` ([west, south, east, north]) to zoom the map to.
    private static func directions(_ legs: [[RouteStep]]) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.array { json in
            for (legIndex, steps) in legs.enumerated() {
                for (stepIndex, step) in steps.enumerated() {
                    json.object { json in
                        json.member("leg", legIndex)
                        json.member("step", stepIndex)
                        json.member("instruction", step.instruction)
                        json.member("type", step.maneuver.type.rawValue)
                        if let modifier = step.maneuver.modifier { json.member("modifier", modifier.rawValue) }
                        if let exit = step.maneuver.exit { json.member("exit", exit) }
                        json.member("name", step.name)
                        json.member("distance", OSRMEncoder.rounded(step.distance))
                        json.member("duration", OSRMEncoder.rounded(step.duration))
                        json.key("location")
                        json.coordinate(longitude: step.maneuver.location.longitude, latitude: step.maneuver.location.latitude)
                        if let box = BoundingBox(enclosing: step.geometry) {
                            json.key("bbox")
                            json.array { json in
                                for value in [box.west, box.south, box.east, box.north] { json.value((value * 1e6).rounded() / 1e6) }
                            }
                        }
                    }
                }
            }
        }
        return json.bytes
    }
}
