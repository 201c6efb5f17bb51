import Directions
import Geo
import Routing
import TripPlanning
import WalkingTours

/// A planned trip's or walking tour's result as JSON members, written once: a solve job's and a tour job's
/// document gain them (and the `finished` event carries them), and `wayfarer trip`/`tour --format json` print
/// them, so the CLI and the API say the same thing with the same names. A trip's are `order`, `route` (an OSRM
/// route object with steps, GeoJSON geometry), `directions` and `summary`; a walking tour's are in
/// `ResultDocument+WalkingTour.swift`.
///
/// ```swift
/// let document = ResultDocument(plan: plan, request: request, language: nil)
/// var json = JSONWriter()
/// json.object { json in document.write(into: &json) }
/// ```
public struct ResultDocument: Sendable {
    /// One member of the document: its name and its JSON value.
    public struct Member: Sendable {
        /// The member's name.
        public var name: String
        /// Its value, as JSON text.
        public var json: [UInt8]
    }

    /// The members, in document order.
    public var members: [Member]

    /// The members' total JSON size, bytes.
    public var byteCount: Int { members.reduce(0) { $0 + $1.name.utf8.count + $1.json.count + 4 } }

    /// A result of these members.
    init(members: [Member]) {
        self.members = members
    }

    /// Writes the members into the object being written.
    public func write(into json: inout JSONWriter) {
        for member in members {
            json.key(member.name)
            json.raw(member.json)
        }
    }

    /// A planned trip, with instructions in `language` (English when nil).
    public init(plan: TripPlan, request: TripRequest, language: InstructionLanguage?) {
        let encoder = OSRMEncoder(options: Self.routeOptions(language: language))
        var summary = JSONWriter()
        summary.object { json in
            json.member("distance", OSRMEncoder.rounded(plan.route.distance))
            json.member("duration", OSRMEncoder.rounded(plan.route.duration))
            json.member("matrixSeconds", (plan.matrixSeconds * 1000).rounded() / 1000)
            json.member("seconds", (plan.seconds * 1000).rounded() / 1000)
            json.member("provenOptimal", plan.tour?.provenOptimal ?? false)
            if let tour = plan.tour {
                json.member("cost", OSRMEncoder.rounded(tour.cost))
                json.member("searchSeconds", (tour.seconds * 1000).rounded() / 1000)
                json.member("stopReason", tour.stopReason.rawValue)
                if let bound = tour.lowerBound { json.member("lowerBound", OSRMEncoder.rounded(bound)) }
            }
        }
        var order = JSONWriter()
        order.array { json in for stop in plan.order { json.value(stop) } }
        self.init(members: [Member(name: "order", json: order.bytes)]
            + Self.routeMembers(plan.route, steps: encoder.steps(for: plan.route), metric: request.metric, profile: request.profile, encoder: encoder)
            + [Member(name: "summary", json: summary.bytes)])
    }

    /// What a result's route carries: steps, the full geometry as GeoJSON, instructions in `language`.
    public static func routeOptions(language: InstructionLanguage?) -> RouteOutputOptions {
        RouteOutputOptions(steps: true, overview: .full, geometries: .geojson, language: language)
    }

    /// `route`, the OSRM route object with these steps, and `directions`, one entry per step for a
    /// directions list: where it is in the route (`leg`, `step`), its text, maneuver, length, and `bbox`
    /// ([west, south, east, north]) to zoom the map to.
    static func routeMembers(_ route: Route, steps legs: [[RouteStep]], metric: Metric, profile: String,
                             encoder: OSRMEncoder) -> [Member] {
        var routeJSON = JSONWriter(capacity: 16_384)
        encoder.writeRoute(route, metric: metric, profile: profile, steps: legs, into: &routeJSON)
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
        return [Member(name: "route", json: routeJSON.bytes), Member(name: "directions", json: json.bytes)]
    }
}
