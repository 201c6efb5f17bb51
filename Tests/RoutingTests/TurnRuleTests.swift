import Geo
import Routing
import TestSupport
import Testing

/// Rules over more than one turn: restrictions via ways, destination-only roads, and timed ferries.
@Suite("Restrictions via ways, destination-only roads, ferries")
struct TurnRuleTests {
    func route(_ router: Router, _ profile: String = "car", from a: (Double, Double), to b: (Double, Double)) throws -> Route {
        try router.route(RouteRequest(profile: profile, stops: [TestMap.coordinate(a.0, a.1), TestMap.coordinate(b.0, b.1)]))
    }

    /// A ladder: row 0 and row 1 joined by rungs at columns 0, 1 and 2; each piece its own way.
    static func ladder() -> TestMap {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1)], tags: ["highway": "residential", "name": "A"])
        map.way(2, [(0, 1), (0, 2)], tags: ["highway": "residential", "name": "B"])
        map.way(3, [(1, 0), (1, 1)], tags: ["highway": "residential", "name": "C"])
        map.way(4, [(1, 1), (1, 2)], tags: ["highway": "residential", "name": "D"])
        map.way(5, [(0, 0), (1, 0)], tags: ["highway": "residential", "name": "West"])
        map.way(6, [(0, 1), (1, 1)], tags: ["highway": "residential", "name": "Middle"])
        map.way(7, [(0, 2), (1, 2)], tags: ["highway": "residential", "name": "East"])
        return map
    }

    @Test("no_left_turn from a way, via a way, onto a way forbids exactly that sequence")
    func prohibitiveViaWay() throws {
        var map = Self.ladder()
        // Along A eastbound, down Middle, then east onto D: forbidden. West onto C stays allowed.
        map.relation(900, members: [("way", 1, "from"), ("way", 6, "via"), ("way", 4, "to")],
                     tags: ["type": "restriction", "restriction": "no_left_turn"])
        let router = try map.router()
        let restricted = try route(router, from: (0, 0.5), to: (1, 1.5))
        #expect(!restricted.legs[0].pieces.contains { $0.name == "Middle" })
        // Starting on Middle itself is not coming along A: the turn onto D is allowed.
        #expect(try route(router, from: (0.5, 1), to: (1, 1.5)).distance < 150)
        // Walkers ignore it.
        #expect(try route(router, "foot", from: (0, 0.5), to: (1, 1.5)).legs[0].pieces.contains { $0.name == "Middle" })
    }

    @Test("only_straight_on via a way allows nothing else after the chain")
    func mandatoryViaWay() throws {
        var map = Self.ladder()
        // Along A eastbound then B: only straight on at the far end means turning down East is forbidden.
        map.way(8, [(0, 2), (0, 3)], tags: ["highway": "residential", "name": "F"])
        map.relation(901, members: [("way", 1, "from"), ("way", 2, "via"), ("way", 8, "to")],
                     tags: ["type": "restriction", "restriction": "only_straight_on"])
        let router = try map.router()
        let down = try route(router, from: (0, 0.5), to: (0.6, 2))
        #expect(!down.legs[0].pieces.contains { $0.name == "B" })   // around by Middle instead
        #expect(try route(router, from: (0, 0.5), to: (0, 2.5)).distance < 250)
    }

    @Test("a destination-only road is used to reach or leave places on it, never to pass through")
    func destinationOnly() throws {
        var map = TestMap()
        // A long way round (row 0 → column 4 → row 2 …) and a short cut tagged access=destination.
        map.way(1, [(0, 0), (0, 4), (4, 4), (4, 0)], tags: ["highway": "residential", "name": "Ring"])
        map.way(2, [(0, 0), (2, 0)], tags: ["highway": "residential", "name": "West", "access": "destination"])
        map.way(3, [(2, 0), (4, 0)], tags: ["highway": "residential", "name": "West end", "access": "destination"])
        let router = try map.router()
        let through = try route(router, from: (0, 0.5), to: (4, 0.5))
        #expect(!through.legs[0].pieces.contains { $0.name == "West" })
        #expect(try route(router, from: (0, 0.5), to: (1, 0)).distance < 200)   // to a place on it
        #expect(try route(router, from: (1, 0), to: (0, 0.5)).distance < 200)   // from a place on it
        #expect(try route(router, from: (1, 0), to: (3, 0)).distance < 250)     // within it
    }

    @Test("a ferry with a duration takes that long; a shuttle train carries cars; a passenger ferry does not")
    func ferries() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1)], tags: ["highway": "primary", "name": "Quay"])
        map.way(2, [(0, 1), (0, 5)], tags: ["route": "ferry", "duration": "00:30", "name": "Ferry"])
        map.way(3, [(0, 5), (0, 6)], tags: ["highway": "primary", "name": "Pier"])
        map.way(4, [(0, 6), (0, 9)], tags: ["route": "shuttle_train", "name": "Shuttle"])
        map.way(5, [(0, 9), (0, 10)], tags: ["highway": "primary", "name": "Terminal"])
        map.way(6, [(0, 10), (0, 12)], tags: ["route": "ferry", "foot": "yes", "name": "Footferry"])
        map.way(7, [(0, 12), (0, 13)], tags: ["highway": "primary", "name": "Island"])
        let router = try map.router().with(smallComponentSize: 1)
        let crossing = try route(router, from: (0, 0.5), to: (0, 5.5))
        let ferry = crossing.legs[0].pieces.filter(\.isFerry)
        #expect(abs(ferry.reduce(0) { $0 + $1.duration } - 1800) < 1)
        #expect(try route(router, from: (0, 5.5), to: (0, 9.5)).legs[0].pieces.contains { $0.name == "Shuttle" })
        #expect(throws: RoutingError.self) { try route(router, from: (0, 9.5), to: (0, 12.5)) }
        // A stop beside the ferry line snaps to a road, unless any road will do (OSRM's snapping=any).
        let beside = [TestMap.coordinate(0, 0.5), TestMap.coordinate(0.05, 3)]
        #expect(try router.route(RouteRequest(profile: "car", stops: beside)).waypoints[1].name != "Ferry")
        #expect(try router.route(RouteRequest(profile: "car", stops: beside, snapping: .any)).waypoints[1].name == "Ferry")
        // Where a route's stop would snap, so does nearest (it gave the ferry, which routes then refused).
        #expect(try router.nearest(beside[1], profile: "car").first?.name != "Ferry")
        #expect(try router.nearest(beside[1], profile: "car", snapping: .any).first?.name == "Ferry")
        #expect(try route(router, "foot", from: (0, 9.5), to: (0, 12.5)).legs[0].pieces.contains { $0.name == "Footferry" })
    }

    /// A dead-end street from (0,0) to (0,2), reached by a street from (1,0).
    static func deadEnd() throws -> Router {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2)], tags: ["highway": "residential", "name": "Dead End"])
        map.way(2, [(0, 0), (1, 0)], tags: ["highway": "residential", "name": "Access"])
        return try map.router()
    }

    @Test("a car goes on through an intermediate stop instead of turning round there; walkers turn")
    func continueStraightAtWaypoints() throws {
        let router = try Self.deadEnd()
        let stops = [TestMap.coordinate(0, 0.2), TestMap.coordinate(0, 1.2), TestMap.coordinate(0, 0.4)]
        let drive = try router.route(RouteRequest(profile: "car", stops: stops))
        let turnAround = try router.route(RouteRequest(profile: "car", stops: stops, continueStraight: false))
        let walk = try router.route(RouteRequest(profile: "foot", stops: stops))
        #expect(turnAround.legs[1].distance < 70)                      // straight back
        #expect(drive.legs[1].distance > turnAround.legs[1].distance + 100)   // on to the end and back
        #expect(walk.legs[1].distance < 70)
    }

    @Test("a stop given twice has no heading of its own: the route on is the one from the stop given once")
    func repeatedStop() throws {
        let router = try Self.deadEnd()
        // At the junction (the leg there went along a road leaving it, and on from that road's far end, for nothing),
        // and part-way along the street (the leg on was sent the way the first candidate ran, on to the end and back).
        for (stop, next) in [((0.0, 0.0), (0.0, 1.2)), ((0.0, 0.5), (0.0, 0.2))] {
            let here = TestMap.coordinate(stop.0, stop.1), there = TestMap.coordinate(next.0, next.1)
            let once = try router.route(RouteRequest(profile: "car", stops: [here, there]))
            let twice = try router.route(RouteRequest(profile: "car", stops: [here, here, there]))
            #expect(twice.legs[0].distance == 0 && twice.legs[0].duration == 0)
            #expect(abs(twice.legs[1].duration - once.duration) < 0.01 && abs(twice.legs[1].distance - once.distance) < 0.01,
                    "\(twice.legs[1].distance) m vs \(once.distance) m")
            // After a leg with a heading, the stop given again keeps it (a car still goes on rather than turn round).
            let before = TestMap.coordinate(0, 0.1)
            let thrice = try router.route(RouteRequest(profile: "car", stops: [before, here, here, there]))
            let plain = try router.route(RouteRequest(profile: "car", stops: [before, here, there]))
            #expect(abs(thrice.duration - plain.duration) < 0.01, "\(thrice.duration) s vs \(plain.duration) s")
        }
    }

    @Test("exclude=toll|motorway|ferry keeps routes and tables off those roads, and says when only they connect")
    func exclusions() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 4)], tags: ["highway": "primary", "toll": "yes", "name": "Toll Road"])
        map.way(2, [(0, 0), (2, 0), (2, 4), (0, 4)], tags: ["highway": "primary", "name": "Free Road"])
        map.way(3, [(0, 4), (0, 6)], tags: ["route": "ferry", "name": "Ferry"])
        map.way(4, [(0, 6), (0, 7)], tags: ["highway": "primary", "name": "Island"])
        let router = try map.router().with(smallComponentSize: 1)
        let stops = [TestMap.coordinate(0, 0.5), TestMap.coordinate(0, 3.5)]
        let direct = try router.route(RouteRequest(profile: "car", stops: stops))
        #expect(direct.legs[0].pieces.contains { $0.name == "Toll Road" })
        let free = try router.route(RouteRequest(profile: "car", stops: stops, exclude: .toll))
        #expect(!free.legs[0].pieces.contains { $0.name == "Toll Road" })
        #expect(free.distance > direct.distance + 300)
        let table = try router.table(TableRequest(profile: "car", stops: stops, exclude: .toll))
        #expect((table.durations?[0][1] ?? 0) > free.duration - 1)
        let island = [TestMap.coordinate(0, 3.5), TestMap.coordinate(0, 6.5)]
        #expect(throws: RoutingError.noRoute(from: 0, to: 1, reason: .excluded)) {
            try router.route(RouteRequest(profile: "car", stops: island, exclude: [.ferry]))
        }
        // A trace along the tolled road matches the free road's points only (the tolled road offers no candidates).
        let trace = stride(from: 0.2, through: 3.8, by: 0.4).map { TestMap.coordinate(0, $0) } + [TestMap.coordinate(0.2, 4)]
        #expect(try router.match(MatchRequest(profile: "car", trace: trace)).matchings[0].route.legs.flatMap(\.pieces).contains { $0.name == "Toll Road" })
        let avoiding = try router.match(MatchRequest(profile: "car", trace: trace, exclude: .toll))
        #expect(!avoiding.matchings.flatMap { $0.route.legs.flatMap(\.pieces) }.contains { $0.name == "Toll Road" })
        #expect(avoiding.tracepoints.contains { $0 == nil })
        #expect(throws: RoutingError.invalidQuery("exclude: unknown class 'boat'; use toll, motorway, ferry")) {
            try RoadExclusions(names: "toll,boat")
        }
    }
}

