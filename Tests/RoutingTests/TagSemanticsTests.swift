import Geo
import TestSupport
import Routing
import Testing

/// Routes on hand-made maps: each test builds a 3×3 or 4×4 grid and changes one thing.
@Suite("OSM tag semantics on hand-made maps")
struct TagSemanticsTests {
    /// A 3×3 grid of residential streets (rows 0–2, columns 0–2).
    static func grid() -> TestMap {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        return map
    }

    func route(_ router: Router, _ profile: String, from a: (Double, Double), to b: (Double, Double),
               barriers: Barriers = Barriers()) throws -> Route {
        try router.route(RouteRequest(profile: profile, stops: [TestMap.coordinate(a.0, a.1), TestMap.coordinate(b.0, b.1)],
                                      barriers: barriers))
    }

    @Test("a one-way street is driven one way only; walkers use it both ways")
    func oneWay() throws {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        map.way(100, [(3, 0), (3, 1), (3, 2)], tags: ["highway": "residential", "oneway": "yes"])
        map.way(101, [(2, 0), (3, 0)], tags: ["highway": "residential"])
        map.way(102, [(2, 2), (3, 2)], tags: ["highway": "residential"])
        let router = try map.router()
        let along = try route(router, "car", from: (3, 0.2), to: (3, 1.8))
        let against = try route(router, "car", from: (3, 1.8), to: (3, 0.2))
        #expect(along.distance < 140)                    // straight along row 3
        #expect(against.distance > along.distance + 150) // around through row 2
        let walking = try route(router, "foot", from: (3, 1.8), to: (3, 0.2))
        #expect(walking.distance < 140)
        // A bike rides along it and is pushed a short way back against it.
        let ridden = try route(router, "bike", from: (3, 0.8), to: (3, 1.2)), pushed = try route(router, "bike", from: (3, 1.2), to: (3, 0.8))
        #expect(ridden.distance < 60 && pushed.distance < 60)
        #expect(ridden.legs[0].pieces.allSatisfy { !$0.isPushed })
        #expect(pushed.legs[0].pieces.allSatisfy { $0.isPushed })
    }

    @Test("oneway=-1 runs against the way's direction")
    func reversedOneWay() throws {
        var map = Self.grid()
        map.way(100, [(3, 0), (3, 1), (3, 2)], tags: ["highway": "residential", "oneway": "-1"])
        map.way(101, [(2, 0), (3, 0)], tags: ["highway": "residential"])
        map.way(102, [(2, 2), (3, 2)], tags: ["highway": "residential"])
        let router = try map.router()
        #expect(try route(router, "car", from: (3, 1.8), to: (3, 0.2)).distance < 140)
        #expect(try route(router, "car", from: (3, 0.2), to: (3, 1.8)).distance > 290)
    }

    @Test("walkers follow a platform drawn without a highway tag; a bike may not even be pushed along a footway with bicycle=no")
    func platformsAndBicycleNo() throws {
        var map = Self.grid()
        map.way(100, [(3, 0), (3, 1), (3, 2)], tags: ["railway": "platform"])
        map.way(101, [(2, 0), (3, 0)], tags: ["highway": "footway"])
        map.way(102, [(2, 2), (3, 2)], tags: ["highway": "footway"])
        map.way(103, [(4, 0), (4, 1), (4, 2)], tags: ["highway": "footway", "bicycle": "no"])
        map.way(104, [(3, 0), (4, 0)], tags: ["highway": "footway"])
        map.way(105, [(3, 2), (4, 2)], tags: ["highway": "footway"])
        let router = try map.router()
        #expect(try route(router, "foot", from: (3, 0.2), to: (3, 1.8)).distance < 140)   // along the platform
        #expect(try route(router, "foot", from: (4, 0.2), to: (4, 1.8)).distance < 140)
        // The bike is pushed along the platform (row 3), never along row 4.
        #expect(try route(router, "bike", from: (4, 0.2), to: (4, 1.8)).distance > 290)
        #expect(try route(router, "bike", from: (3, 0.2), to: (3, 1.8)).distance < 140)
    }

    @Test("a route's pieces carry the OSM node of each point: between two nodes, the one before the start and after the end")
    func osmNodesAlongAPiece() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)], tags: ["highway": "residential"])
        let router = try map.router()
        func pieces(from a: Double, to b: Double, nodes: Bool = true) throws -> [RoutePiece] {
            var request = RouteRequest(profile: "car", stops: [TestMap.coordinate(0, a), TestMap.coordinate(0, b)])
            request.nodes = nodes
            return try router.route(request).legs[0].pieces
        }
        let there = try pieces(from: 0.5, to: 3.5)
        #expect(there.flatMap(\.nodes) == [1000, 1001, 1002, 1003, 1004])
        #expect(there.map(\.geometry.count) == [5])
        #expect(try pieces(from: 3.5, to: 1.5).flatMap(\.nodes) == [1004, 1003, 1002, 1001])
        // Not asked for, not read.
        #expect(try pieces(from: 0.5, to: 3.5, nodes: false).allSatisfy(\.nodes.isEmpty))
    }

    @Test("a roundabout is one-way in its drawing direction")
    func roundabout() throws {
        var map = TestMap()
        // A square ring drawn (0,0) → (0,1) → (1,1) → (1,0) → (0,0), with arms at its (0,1) and (1,1) corners.
        map.way(1, [(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)], tags: ["highway": "primary", "junction": "roundabout"])
        map.way(2, [(0, 1), (0, 2)], tags: ["highway": "primary"])
        map.way(3, [(1, 1), (2, 1)], tags: ["highway": "primary"])
        let router = try map.router()
        // With the ring's direction: one side (0,1) → (1,1). Against it: three sides the long way round.
        let with = try route(router, "car", from: (0, 1.8), to: (1.8, 1))
        let against = try route(router, "car", from: (1.8, 1), to: (0, 1.8))
        #expect(with.distance < 280)
        #expect(against.distance > with.distance + 120)
    }

    @Test("access=no closes a street to cars; private and destination stay open to places on them")
    func access() throws {
        for (value, open) in [("no", false), ("private", true), ("destination", true)] {
            var map = Self.grid()
            map.way(100, [(0, 0), (3, 3)], tags: ["highway": "residential", "access": value]) // a diagonal shortcut
            let router = try map.router()
            let drive = try route(router, "car", from: (0.2, 0.2), to: (1.8, 1.8))
            #expect((drive.distance < 280) == open, "access=\(value): \(drive.distance) m")
        }
    }

    @Test("a stop beside a private driveway snaps to the street, unless any road is asked for; the driveway then ends the route")
    func privateDriveway() throws {
        var map = Self.grid()
        // A driveway off the middle of row 0, going north.
        map.way(100, [(0, 1), (-1, 1)], tags: ["highway": "service", "access": "private", "name": "Driveway"])
        let router = try map.router()
        let house = TestMap.coordinate(-0.8, 1), start = TestMap.coordinate(2, 2)
        let plain = try router.route(RouteRequest(profile: "car", stops: [start, house]))
        #expect(plain.waypoints[1].name != "Driveway")
        #expect(!plain.legs[0].pieces.contains { $0.name == "Driveway" })
        let any = try router.route(RouteRequest(profile: "car", stops: [start, house], snapping: .any))
        #expect(any.waypoints[1].name == "Driveway")
        #expect(any.legs[0].pieces.last?.name == "Driveway")
        #expect(any.waypoints[1].distance < 1)
    }

    @Test("a street reached only through a private road is a piece of its own: a stop there moves to the network and is routed both ways")
    func streetBehindPrivateRoad() throws {
        var map = Self.grid()
        // A private road north off the middle of row 0, and a public close beyond it.
        map.way(100, [(0, 1), (-1, 1)], tags: ["highway": "residential", "access": "private", "name": "Gate"])
        map.way(101, [(-1, 1), (-2, 1)], tags: ["highway": "residential", "name": "Close"])
        let router = try map.router().with(smallComponentSize: 10)
        let close = TestMap.coordinate(-1.6, 1.02), street = TestMap.coordinate(2, 2)
        // Before, the close counted as part of the grid (the private road as passable), no route reached it or left it.
        let there = try router.route(RouteRequest(profile: "car", stops: [street, close]))
        let back = try router.route(RouteRequest(profile: "car", stops: [close, street]))
        #expect(there.waypoints[1].name == "Gate" && back.waypoints[0].name == "Gate")
        #expect(there.legs[0].pieces.last?.name == "Gate" && back.legs[0].pieces.first?.name == "Gate")
        // On its own piece, the close is still routed within.
        #expect(try route(router, "car", from: (-1.2, 1), to: (-1.9, 1)).distance < 100)
    }

    @Test("a bollard stops cars but not walkers")
    func bollard() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2)], tags: ["highway": "residential"])
        map.way(2, [(0, 0), (1, 0), (1, 1), (1, 2), (0, 2)], tags: ["highway": "residential"])
        _ = map.node(0, 1, tags: ["barrier": "bollard"])
        let router = try map.router()
        let car = try route(router, "car", from: (0, 0.2), to: (0, 1.8))
        let foot = try route(router, "foot", from: (0, 0.2), to: (0, 1.8))
        #expect(foot.distance < 140)
        #expect(car.distance > 300)
    }

    @Test("a no_left_turn restriction forces cars around; walkers ignore it")
    func turnRestriction() throws {
        var map = TestMap()
        // Two rows and three columns; the restricted ways end at the via node (0,1), as the OSM wiki asks:
        // row 0 west of it, and column 1 north of it. Forbid turning from the first north into the second.
        map.way(1, [(0, 0), (0, 1)], tags: ["highway": "residential", "name": "Row 0 west"])
        map.way(2, [(0, 1), (0, 2)], tags: ["highway": "residential", "name": "Row 0 east"])
        map.way(3, [(1, 0), (1, 1), (1, 2)], tags: ["highway": "residential", "name": "Row 1"])
        map.way(4, [(0, 0), (1, 0)], tags: ["highway": "residential", "name": "Column 0"])
        map.way(5, [(0, 1), (1, 1)], tags: ["highway": "residential", "name": "Column 1"])
        map.way(6, [(0, 2), (1, 2)], tags: ["highway": "residential", "name": "Column 2"])
        let via = map.node(0, 1)
        map.relation(900, members: [("way", 1, "from"), ("node", via, "via"), ("way", 5, "to")],
                     tags: ["type": "restriction", "restriction": "no_left_turn"])
        let router = try map.router()
        let drive = try route(router, "car", from: (0, 0.5), to: (0.8, 1))
        let walk = try route(router, "foot", from: (0, 0.5), to: (0.8, 1))
        #expect(walk.distance < 180)
        #expect(drive.distance > walk.distance + 60)
    }

    @Test("a car turns round at a dead end to make a forbidden turn, unless a no_u_turn there forbids that too")
    func noUTurnAtDeadEnd() throws {
        var map = TestMap()
        // From In, turning into Out at their junction is forbidden; Spur beyond it ends after 100 m.
        map.way(1, [(0, 0), (0, 1)], tags: ["highway": "residential", "name": "In"])
        map.way(2, [(0, 1), (0, 2)], tags: ["highway": "residential", "name": "Spur"])
        map.way(3, [(0, 1), (1, 1)], tags: ["highway": "residential", "name": "Out"])
        let junction = map.node(0, 1), deadEnd = map.node(0, 2)
        map.relation(900, members: [("way", 1, "from"), ("node", junction, "via"), ("way", 3, "to")],
                     tags: ["type": "restriction", "restriction": "no_left_turn"])
        let turnRound = try route(try map.router(), "car", from: (0, 0.5), to: (0.5, 1))
        #expect(turnRound.legs[0].pieces.contains { $0.name == "Spur" })
        #expect(turnRound.distance > 200)   // 100 m each way along Spur, rather than the 95 m of the forbidden turn
        map.relation(901, members: [("way", 2, "from"), ("node", deadEnd, "via"), ("way", 2, "to")],
                     tags: ["type": "restriction", "restriction": "no_u_turn"])
        // Back from Out onto In is allowed: only the way there is cut.
        #expect(throws: RoutingError.noRoute(from: 0, to: 1, reason: .oneWay)) { try route(try map.router(), "car", from: (0, 0.5), to: (0.5, 1)) }
    }

    @Test("a restriction whose from way passes the via node (instead of ending there) is ambiguous and ignored")
    func ambiguousRestriction() throws {
        var map = Self.grid()
        let via = map.node(0, 1)   // inside way 1 (row 0) and way 5 (column 1)
        map.relation(900, members: [("way", 1, "from"), ("node", via, "via"), ("way", 5, "to")],
                     tags: ["type": "restriction", "restriction": "no_left_turn"])
        let router = try map.router()
        #expect(try route(router, "car", from: (0, 0.5), to: (1.5, 1)).distance < 230)
    }

    @Test("a barrier polygon forces a detour the route never enters")
    func barrierDetour() throws {
        let router = try Self.grid().router()
        let direct = try route(router, "car", from: (1, 0.2), to: (1, 1.8))
        var barriers = Barriers()
        let box = try Polygon(outer: [TestMap.coordinate(0.7, 0.8), TestMap.coordinate(0.7, 1.2),
                                      TestMap.coordinate(1.3, 1.2), TestMap.coordinate(1.3, 0.8)])
        barriers.add(box)
        let detour = try route(router, "car", from: (1, 0.2), to: (1, 1.8), barriers: barriers)
        #expect(detour.distance > direct.distance + 100)
        for i in 0..<(detour.geometry.count - 1) {
            #expect(!box.intersects(Segment(from: detour.geometry[i], to: detour.geometry[i + 1])))
        }
        // Tables see the same barrier.
        let table = try router.table(TableRequest(profile: "car", stops: [TestMap.coordinate(1, 0.2), TestMap.coordinate(1, 1.8)],
                                                  barriers: barriers, annotations: [.durations, .distances]))
        #expect(abs((table.distances?[0][1] ?? 0) - detour.distance) < 1)
    }

    @Test("a barrier across the antimeridian blocks the roads it covers there and forces the same detour")
    func barrierAcrossTheAntimeridian() throws {
        var map = TestMap(origin: (latitude: -16.5, longitude: 179.9992)) // column 1 lies at 180.0002°, i.e. -179.9998°
        map.grid(rows: 3, columns: 3)
        let router = try map.router()
        let from = map.coordinate(1, 0.2), to = map.coordinate(1, 1.8)
        let direct = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        // Its longitudes continuous across 180° (179.9999° to 180.0005°), as the map's circles and corridors are.
        let (south, north, west, east) = (-16.5 + 0.0007, -16.5 + 0.0013, 179.9992 + 0.0007, 179.9992 + 0.0013)
        let box = try Polygon(outer: [Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: east),
                                      Coordinate(latitude: north, longitude: east), Coordinate(latitude: north, longitude: west)])
        #expect(box.boundingBox.crossesAntimeridian)
        var barriers = Barriers()
        barriers.add(box)
        let graph = router.network.graph
        let expected = Set((0..<graph.segmentCount).filter { s in
            (Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1)).contains { box.intersects(Segment(from: graph.point($0), to: graph.point($0 + 1))) }
        })
        #expect(!expected.isEmpty && barriers.blockedSegments(in: router.network) == expected)
        let detour = try router.route(RouteRequest(profile: "car", stops: [from, to], barriers: barriers))
        #expect(detour.distance > direct.distance + 100)
        for i in 0..<(detour.geometry.count - 1) {
            #expect(!box.intersects(Segment(from: detour.geometry[i], to: detour.geometry[i + 1])))
        }
        // The same box in GeoJSON with its longitudes wrapped (179.9999°, then -179.9995°), a hole in it written the
        // other way round: the same small area, not one spanning the rest of the world.
        let wrapped = { (latitude: Double, longitude: Double) in Position(longitude: longitude > 180 ? longitude - 360 : longitude, latitude: latitude) }
        let ring = [(south, west), (south, east), (north, east), (north, west), (south, west)].map(wrapped)
        let hole = [(-16.49905, 180.0001), (-16.49905, 180.0002), (-16.49895, 180.0002), (-16.49905, 180.0001)]
            .map { Position(longitude: $0.1 - 360, latitude: $0.0) }
        let fromGeoJSON = try Barriers(features: [Feature(geometry: .polygon([ring, hole]))], defaultRadius: 50)
        #expect(!fromGeoJSON.polygons[0].contains(from) && fromGeoJSON.polygons[0].contains(map.coordinate(1, 1.2)))
        #expect(fromGeoJSON.blockedSegments(in: router.network) == expected)
        let again = try router.route(RouteRequest(profile: "car", stops: [from, to], barriers: fromGeoJSON))
        #expect(abs(again.distance - detour.distance) < 0.01)
        // A line across the meridian blocks the streets it crosses there.
        var line = Barriers()
        let cut = Segment(from: map.coordinate(0.5, 0.9), to: map.coordinate(1.5, 1.1))
        try line.add(line: [cut.start, cut.end])
        let crossed = Set((0..<graph.segmentCount).filter { s in
            (Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1)).contains { cut.intersects(Segment(from: graph.point($0), to: graph.point($0 + 1))) }
        })
        #expect(!crossed.isEmpty && line.blockedSegments(in: router.network) == crossed)
    }

    @Test("a stop inside a barrier, and barriers that cut every route, are clear errors")
    func barrierErrors() throws {
        let router = try Self.grid().router()
        var around = Barriers()
        try around.add(point: TestMap.coordinate(1, 1), radius: 30)
        #expect(throws: RoutingError.stopInsideBarrier(index: 1, barrier: 0)) {
            try route(router, "car", from: (0, 0), to: (1, 1), barriers: around)
        }
        // Barriers are numbered as the user's features are: the second feature, after one of two points, is barrier 2.
        let point = { (x: Double, y: Double) in Position(longitude: TestMap.coordinate(x, y).longitude, latitude: TestMap.coordinate(x, y).latitude) }
        let features = try Barriers(features: [Feature(geometry: .multiPoint([point(2, 2), point(2, 0)])), Feature(geometry: .point(point(1, 1)))],
                                    defaultRadius: 30)
        #expect(features.polygons.count == 3)
        #expect(throws: RoutingError.stopInsideBarrier(index: 1, barrier: 1)) {
            try route(router, "car", from: (0, 0), to: (1, 1), barriers: features)
        }
        // A wall across the whole grid between columns 0 and 1.
        var wall = Barriers()
        try wall.add(line: [TestMap.coordinate(-1, 0.5), TestMap.coordinate(3, 0.5)])
        #expect(throws: RoutingError.noRoute(from: 0, to: 1, reason: .barriers)) {
            try route(router, "car", from: (1, 0), to: (1, 2), barriers: wall)
        }
        // Empty GeoJSON geometries block nothing; a line of one point is an error.
        let empty = try Barriers(features: [Feature(geometry: .lineString([])), Feature(geometry: .multiLineString([[]])), Feature(geometry: .polygon([]))],
                                 defaultRadius: 50)
        #expect(empty.count == 0)
        #expect(throws: RoutingError.self) {
            try Barriers(features: [Feature(geometry: .lineString([Position(TestMap.coordinate(0, 0))]))], defaultRadius: 50)
        }
    }

    @Test("a target behind the start on a one-way street goes round the block")
    func behindOnOneWay() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2)], tags: ["highway": "residential", "oneway": "yes"])
        map.way(2, [(0, 2), (1, 2), (1, 0), (0, 0)], tags: ["highway": "residential", "oneway": "yes"])
        let router = try map.router()
        let route = try route(router, "car", from: (0, 1.5), to: (0, 0.5))
        #expect(route.distance > 400)   // round the loop, not 80 m backwards
        #expect(route.legs[0].pieces.count >= 3)
    }

    @Test("unknown profiles, bad coordinates and single stops are rejected")
    func badRequests() throws {
        let router = try Self.grid().router()
        #expect(throws: RoutingError.unknownProfile("plane", available: ["car", "bike", "foot"])) {
            try router.route(RouteRequest(profile: "plane", stops: [TestMap.coordinate(0, 0), TestMap.coordinate(1, 1)]))
        }
        #expect(throws: RoutingError.self) {
            try router.route(RouteRequest(profile: "car", stops: [TestMap.coordinate(0, 0)]))
        }
        #expect(throws: RoutingError.self) {
            try router.route(RouteRequest(profile: "car", stops: [Coordinate(latitude: 95, longitude: 0), TestMap.coordinate(1, 1)]))
        }
    }
}
