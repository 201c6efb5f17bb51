import Foundation
import Geo
import Hummingbird
import OSRMFormat
import Routing
import TourOptimizer
import TripPlanning

/// The OSRM v1 HTTP API: `GET /{service}/v1/{profile}/{coordinates}?{options}` for `route`, `trip`, `table`,
/// `nearest`, `match` and `isochrone`, or `POST /{service}/v1/{profile}` with the coordinates and options in a JSON body
/// (``OSRMBody``), answered in OSRM's JSON shape.
struct OSRMEndpoints: Sendable {
    let service: WayfarerService

    /// Routes through at most this many stops are answered inline; longer ones run on the work queue, as do those that
    /// exclude classes of road (the first such query customizes an overlay without them: seconds on a large map).
    private static let inlineRouteStops = 25

    /// Registers the endpoint.
    func register(on router: EndpointRouter) {
        // Any service in a GET (an unknown one is answered InvalidService), each known one by name too: the router
        // takes a path's literal first part before a parameter, and the POST paths below name theirs.
        let firstParts: [(path: String, service: String?)] = [(":service", nil)] + OSRMService.allCases.map { ($0.rawValue, $0.rawValue) }
        for (first, known) in firstParts {
            router.get("\(first)/:version/:profile/:coordinates") { request, context in
                try await respond(to: context, service: known ?? context.parameters.get("service") ?? "",
                                  coordinates: context.parameters.get("coordinates") ?? "", options: request.uri.formParameters)
            }
        }
        // One POST path per service: another path of three parts (`/api/v1/jobs`) is no OSRM request, and a GET of it
        // no wrong method.
        for known in OSRMService.allCases {
            router.post("\(known.rawValue)/:version/:profile") { request, context in
                try await respond(to: context, service: known.rawValue, body: request)
            }
        }
    }

    /// `POST /{service}/v1/{profile}`: the options in the JSON body, and any in the query string.
    private func respond(to context: BasicRequestContext, service name: String, body request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: service.limits.requestBodyBytes)
        let (coordinates, options) = try OSRMBody.parameters(of: Data(buffer: body))
        // Options may come in the query string too; one given in both places is ambiguous.
        let inQuery = request.uri.formParameters.filter { !$0.1.isEmpty }
        if let twice = inQuery.first(where: { pair in options.contains { $0.0 == pair.0 } }) {
            throw APIError(.invalidOptions, "option '\(twice.0)' is given both in the query string and in the body; give it once")
        }
        return try await respond(to: context, service: name, coordinates: coordinates, options: options + inQuery)
    }

    private func respond(to context: BasicRequestContext, service name: String, coordinates: String,
                         options: [(String, String)]) async throws(APIError) -> Response {
        try service.checkMapIntact()
        let parameters = context.parameters
        var parsed = try OSRMQuery(service: name, version: parameters.get("version") ?? "",
                                  profile: parameters.get("profile") ?? "", coordinates: coordinates, parameters: options,
                                  limits: service.limits, languages: service.languages)
        parsed.profile = try service.profile(parsed.profile)
        let query = parsed
        let router = service.router
        let encoder = OSRMEncoder(options: query.output)
        let body: [UInt8]
        switch query.service {
        case .route:
            var routeRequest = RouteRequest(profile: query.profile, stops: query.coordinates, barriers: query.barriers, snapRadius: query.radiuses,
                                            snapping: query.snapping, continueStraight: query.continueStraight,
                                            exclude: query.exclude)
            routeRequest.bearings = query.bearings
            routeRequest.approaches = query.approaches
            routeRequest.steps = query.output.steps
            routeRequest.nodes = query.output.annotations.contains(.nodes)
            let answer: @Sendable () throws(APIError) -> [UInt8] = { [routeRequest] () throws(APIError) in
                do throws(RoutingError) {
                    // OSRM looks for alternatives between two coordinates only, and answers the best route otherwise.
                    guard query.alternatives > 0, query.coordinates.count == 2 else {
                        let route = try router.route(routeRequest)
                        return encoder.route(query.legEnds.map(route.keepingLegEnds) ?? route, metric: .time, profile: query.profile)
                    }
                    return encoder.routes(try router.routes(routeRequest, alternatives: query.alternatives), metric: .time, profile: query.profile)
                } catch { throw APIError(error) }
            }
            let inline = query.coordinates.count <= Self.inlineRouteStops && query.alternatives == 0 && query.exclude.isEmpty
            body = inline ? try answer() : try await Offload.run(within: service.limits.requestSeconds, answer)
        case .table:
            var tableRequest = TableRequest(profile: query.profile, stops: query.coordinates, sources: query.sources,
                                            destinations: query.destinations, barriers: query.barriers, snapRadius: query.radiuses, annotations: query.tableAnnotations,
                                            snapping: query.snapping, exclude: query.exclude)
            tableRequest.bearings = query.bearings
            tableRequest.approaches = query.approaches
            tableRequest.deadline = .now + .seconds(service.limits.requestSeconds)
            body = try await Offload.run(within: service.limits.requestSeconds) { [tableRequest] () throws(APIError) in
                do throws(RoutingError) {
                    var table = try router.table(tableRequest)
                    if let speed = query.fallbackSpeed { table = table.fillingGaps(speed: speed, from: query.fallbackCoordinate) }
                    if query.scaleFactor != 1 { table = table.scalingDurations(by: query.scaleFactor) }
                    return encoder.table(table)
                } catch {
                    guard error.code == "NoRoute" else { throw APIError(error) }
                    var noTable = APIError(.noTable, error.description)
                    noTable.waypoints = error.waypoints
                    throw noTable
                }
            }
        case .nearest:
            do throws(RoutingError) {
                body = encoder.nearest(try router.nearest(query.coordinates[0], profile: query.profile, count: query.number,
                                                          radius: query.radiuses[0], barriers: query.barriers,
                                                          bearing: query.bearings.first ?? nil, exclude: query.exclude,
                                                          snapping: query.snapping))
            } catch {
                // A coordinate inside a barrier has no road to snap to (there is no route to speak of).
                guard case .stopInsideBarrier = error else { throw APIError(error) }
                throw APIError(.noSegment, error.description)
            }
        case .trip:
            body = try await trip(query, encoder: encoder)
        case .match:
            body = try await Offload.run(within: service.limits.requestSeconds) { () throws(APIError) in
                // tidy=true: points within a few metres of the last one kept are left out (null tracepoints), never a
                // point listed in waypoints=.
                var kept: [Int] = []
                let legEnds = Set(query.legEnds ?? [])
                for (index, point) in query.coordinates.enumerated() {
                    if query.tidy, !legEnds.contains(index), let last = kept.last,
                       point.distance(to: query.coordinates[last]) < OSRMQuery.tidyDistance { continue }
                    kept.append(index)
                }
                guard kept.count >= 2 else {
                    throw APIError(.noMatch, "tidy=true left one point of \(query.coordinates.count) (the others are within \(OSRMQuery.tidyDistance.wholeText) m of it): nothing to match")
                }
                let radiuses = query.radiuses.count == 1 ? query.radiuses : kept.map { query.radiuses[$0] }
                let request = MatchRequest(profile: query.profile, trace: kept.map { query.coordinates[$0] },
                                           timestamps: query.timestamps.map { times in kept.map { times[$0] } },
                                           radiuses: query.radiusesGiven ? radiuses : [MatchRequest.defaultRadius],
                                           splitGaps: query.splitGaps, barriers: query.barriers, exclude: query.exclude,
                                           snapping: query.snapping)
                let found: MapMatch
                do throws(RoutingError) { found = try router.match(request) } catch { throw APIError(error) }
                var tracepoints = [MapMatch.Tracepoint?](repeating: nil, count: query.coordinates.count)
                for (position, index) in kept.enumerated() { tracepoints[index] = found.tracepoints[position] }
                let match = MapMatch(matchings: found.matchings, tracepoints: tracepoints)
                return encoder.match(try query.legEnds.map { ends throws(APIError) in try Self.keeping(match, legEnds: ends) } ?? match,
                                     profile: query.profile)
            }
        case .isochrone:
            body = try await Offload.run(within: service.limits.requestSeconds) { () throws(APIError) in
                do throws(RoutingError) {
                    let found = try router.isochrones(from: query.coordinates[0], profile: query.profile, contours: query.contours,
                                                      barriers: query.barriers, exclude: query.exclude, snapRadius: query.radiuses[0],
                                                      snapping: query.snapping)
                    return IsochroneDocument.encode(found.isochrones, origin: found.origin)
                } catch { throw APIError(error) }
            }
        }
        return JSONResponse.make(body)
    }

    /// `match` asked with `waypoints=`: legs end only at those coordinates, which must all be matched in one matching
    /// (as OSRM: `NoMatch` otherwise).
    private static func keeping(_ match: MapMatch, legEnds: [Int]) throws(APIError) -> MapMatch {
        guard match.matchings.count == 1, let route = match.matchings.first?.route, route.legs.count == route.waypoints.count - 1 else {
            throw APIError(.noMatch, "the trace splits into \(match.matchings.count) matchings (a gap, or a point no road connects); waypoints= needs one")
        }
        if let unmatched = legEnds.first(where: { match.tracepoints[$0] == nil }) {
            throw APIError(.noMatch, "coordinate \(unmatched + 1), listed in waypoints=, could not be matched to a road (or tidy left it out)")
        }
        return match.keepingLegEnds(at: legEnds)
    }

    /// Plans the trip on the planner's own thread (OSRM refuses `roundtrip=false` with `source=any` or
    /// `destination=any`; Wayfarer answers every combination). As OSRM, a round trip is the best loop, started at the
    /// first coordinate, or at the last with `destination=last` alone; with `source=first&destination=last`, it is the
    /// best path from the first to the last, then back (OSRM's trip plugin joins them in its table whenever both are
    /// fixed).
    private func trip(_ query: OSRMQuery, encoder: OSRMEncoder) async throws(APIError) -> [UInt8] {
        let loopFromLast = query.roundTrip && query.preserveLastStop && !query.preserveFirstStop
        let tour = TourOptions(roundTrip: query.roundTrip, preserveFirstStop: query.preserveFirstStop,
                               preserveLastStop: query.preserveLastStop && !loopFromLast, timeLimit: service.limits.tripTimeLimit,
                               stopWhenStalled: true)
        var request = TripRequest(profile: query.profile, stops: query.coordinates, barriers: query.barriers, snapRadius: query.radiuses, tour: tour)
        if query.roundTrip { request.loopStart = loopFromLast ? query.coordinates.count - 1 : 0 }
        request.bearings = query.bearings
        request.approaches = query.approaches
        request.exclude = query.exclude
        request.snapping = query.snapping
        let plan: TripPlan
        do throws(TripError) {
            plan = try await service.planner.plan(request)
        } catch {
            // Stops the roads do not all connect: OSRM's NoTrips.
            guard error.code == "NoRoute" else { throw APIError(error) }
            var noTrips = APIError(.noTrips, error.description)
            noTrips.waypoints = APIError(error).waypoints
            throw noTrips
        }
        let route = plan.route
        return try await Offload.run { () throws(APIError) in
            encoder.trip(route, order: plan.order, metric: .time, profile: query.profile)
        }
    }
}
