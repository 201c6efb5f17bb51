import Geo
import Routing
import TestSupport
import Testing
import TourOptimizer
import TripPlanning

@Suite("Trip planning", .serialized)
struct TripPlannerTests {
    /// A 5×5 grid of streets; stops near scattered grid points.
    static let router: Router? = {
        var map = TestMap()
        map.grid(rows: 5, columns: 5)
        return try? map.router()
    }()

    static let stops = [(0.1, 0.0), (4.0, 3.9), (0.0, 4.1), (3.9, 0.0), (2.0, 2.1), (1.0, 3.0), (3.0, 1.1), (4.0, 2.0)]
        .map { TestMap.coordinate($0.0, $0.1) }

    func planner() throws -> TripPlanner {
        guard let router = Self.router else { throw RoutingError.invalidQuery("test map did not build") }
        return TripPlanner(router: router)
    }

    @Test("the best order beats the input order, and events arrive in order", arguments: Fixtures.combinations)
    func bestOrder(options: TourOptions) async throws {
        let planner = try planner()
        let search = try planner.start(TripRequest(profile: "car", stops: Self.stops, tour: options))
        var events: [TripEvent] = []
        for await event in search.events { events.append(event) }
        let plan = try await search.result()
        guard case .matrixReady(let count, _) = events.first else { Issue.record("no matrixReady first"); return }
        #expect(count == Self.stops.count)
        guard case .finished(let finished) = events.last else { Issue.record("no finished last"); return }
        #expect(finished == plan)
        #expect(plan.order.sorted() == Array(0..<Self.stops.count))
        if options.preserveFirstStop { #expect(plan.order.first == 0) }
        if options.preserveLastStop { #expect(plan.order.last == Self.stops.count - 1) }
        #expect(plan.route.legs.count == Self.stops.count - (options.roundTrip ? 0 : 1))
        // The route's duration equals the optimizer's cost (both in seconds, same matrix).
        #expect(abs(plan.route.duration - (plan.tour?.cost ?? 0)) < 0.5)
        let inputOrder = try await planner.plan(TripRequest(profile: "car", stops: Self.stops, findBestSequence: false, tour: options))
        #expect(inputOrder.order == Array(0..<Self.stops.count))
        #expect(plan.route.duration <= inputOrder.route.duration + 0.5)
        #expect(events.contains { if case .improved = $0 { true } else { false } })
    }

    @Test("bad requests are clear errors")
    func badRequests() async throws {
        let planner = try planner()
        #expect(throws: TripError.self) { try planner.start(TripRequest(profile: "car", stops: [Self.stops[0]])) }
        await #expect(throws: TripError.routing(.unknownProfile("boat", available: ["car", "bike", "foot"]))) {
            try await planner.plan(TripRequest(profile: "boat", stops: Self.stops))
        }
        let farAway = Self.stops + [Coordinate(latitude: 46, longitude: 8)]
        await #expect(throws: TripError.routing(.noSegment(index: 8, coordinate: farAway[8], radius: 1000))) {
            try await planner.plan(TripRequest(profile: "car", stops: farAway))
        }
    }

    @Test("a stop no road joins to the others is named, with why")
    func unreachableStopIsNamed() async throws {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        map.way(200, [(6, 6), (6, 7)], tags: ["highway": "residential", "name": "Island"])   // 400 m away, unconnected
        let planner = TripPlanner(router: try map.router())
        let stops = [(0, 0.5), (2, 1.5), (6, 6.5)].map { TestMap.coordinate($0.0, $0.1) }
        await #expect(throws: TripError.routing(.noRoute(from: 0, to: 2, reason: .separateNetwork(stop: 2, segments: 2)))) {
            try await planner.plan(TripRequest(profile: "car", stops: stops))
        }
    }

    @Test("excluded classes of road are kept off the legs and the order (exclude=toll)")
    func exclusions() async throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 4)], tags: ["highway": "primary", "toll": "yes", "name": "Toll Road"])
        map.way(2, [(0, 0), (2, 0), (2, 4), (0, 4)], tags: ["highway": "primary", "name": "Free Road"])
        let planner = TripPlanner(router: try map.router())
        let stops = [(0, 0.5), (0, 3.5), (2, 2)].map { TestMap.coordinate($0.0, $0.1) }
        let direct = try await planner.plan(TripRequest(profile: "car", stops: stops))
        #expect(direct.route.legs.contains { $0.pieces.contains { $0.name == "Toll Road" } })
        var request = TripRequest(profile: "car", stops: stops)
        request.exclude = .toll
        let free = try await planner.plan(request)
        #expect(!free.route.legs.contains { $0.pieces.contains { $0.name == "Toll Road" } })
        #expect(free.route.duration > direct.route.duration)
    }
}

/// The eight option combinations.
enum Fixtures {
    static let combinations: [TourOptions] = [false, true].flatMap { roundTrip in
        [false, true].flatMap { first in
            [false, true].map { last in TourOptions(roundTrip: roundTrip, preserveFirstStop: first, preserveLastStop: last, timeLimit: 1) }
        }
    }
}
