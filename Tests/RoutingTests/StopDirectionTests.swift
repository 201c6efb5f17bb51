import Geo
import Routing
import TestSupport
import Testing

/// Which way a route passes its stops: bearings, approaches (with the road's driving side), U-turns at turning
/// places, via points that end no leg, and the table's straight-line fallback.
@Suite("Bearings, approaches, turning places, via points, table fallback")
struct StopDirectionTests {
    /// One two-way street along row 0, columns 0…10 (≈ 79 m apart), a dead end at both ends; `nodeTags` on
    /// the grid node at column 4; `wayTags` added to the street's.
    static func street(turningPlaceAt4 highway: String? = nil, wayTags: [String: String] = [:],
                       boundary: [String: String]? = nil) throws -> Router {
        var map = TestMap()
        if let highway { _ = map.node(0, 4, tags: ["highway": highway]) }
        map.way(1, (0...10).map { (0, $0) }, tags: ["highway": "residential", "name": "Main"].merging(wayTags) { $1 })
        if let boundary {
            map.relation(50, members: [("way", 1, "outer")], tags: ["type": "boundary", "boundary": "administrative", "admin_level": "2"]
                .merging(boundary) { $1 })
        }
        return try map.router()
    }

    static let column = TestMap.coordinate(0, 1).distance(to: TestMap.coordinate(0, 0))

    func route(_ router: Router, _ stops: [Coordinate], bearings: [BearingRange?] = [], approaches: [Approach] = []) throws -> Route {
        var request = RouteRequest(profile: "car", stops: stops)
        request.bearings = bearings
        request.approaches = approaches
        return try router.route(request)
    }

    @Test("a stop with an eastward bearing leaves eastward: the route turns round at the first turning place, else at the dead end")
    func bearingForcesDirection() throws {
        let from = TestMap.coordinate(0, 2), to = TestMap.coordinate(0, 1)
        let east = BearingRange(bearing: 90, range: 20)
        for highway in ["turning_circle", "turning_loop", "mini_roundabout"] {
            let router = try Self.street(turningPlaceAt4: highway)
            #expect(try route(router, [from, to]).distance < 1.1 * Self.column)
            // East to column 4, back to column 1: 2 + 3 columns.
            let turned = try route(router, [from, to], bearings: [east, nil]).distance
            #expect(abs(turned - 5 * Self.column) < 5, "\(highway): \(turned) m")
        }
        // Without a turning place the only way back is round the dead end at column 10: 8 + 9 columns.
        let plain = try Self.street()
        #expect(abs(try route(plain, [from, to], bearings: [east, nil]).distance - 17 * Self.column) < 5)
        // A westward bearing is the direct way; a bearing no road there has finds no road.
        #expect(try route(plain, [from, to], bearings: [BearingRange(bearing: 270, range: 20), nil]).distance < 1.1 * Self.column)
        #expect(throws: RoutingError.self) { try route(plain, [from, to], bearings: [BearingRange(bearing: 0, range: 30), nil]) }
    }

    @Test("a stop with a bearing at a junction leaves and arrives along the roads there that run within it, whichever came nearest")
    func bearingAtAJunction() throws {
        // Main Street along row 0 (dead ends at columns 0 and 10), a side street north from column 5 to row 2.
        var map = TestMap()
        map.way(1, (0...10).map { (0, $0) }, tags: ["highway": "residential", "name": "Main"])
        map.way(2, [(0, 5), (1, 5), (2, 5)], tags: ["highway": "residential", "name": "Side"])
        let router = try map.router()
        let junction = TestMap.coordinate(0, 5)
        // Leaving east (west), then round the dead end at column 10 (0) to column 3 (7): never north up the side street
        // and back (6 columns), never turned round on the spot.
        for (bearing, target) in [(90.0, 3.0), (270, 7)] {
            let left = try route(router, [junction, TestMap.coordinate(0, target)], bearings: [BearingRange(bearing: bearing, range: 20), nil])
            #expect(abs(left.distance - 12 * Self.column) < 5, "bearing \(bearing): \(left.distance / Self.column) columns")
            // Arriving heading east (west): from column 7 (3) past the junction to the dead end at column 0 (10) and back.
            let arrived = try route(router, [TestMap.coordinate(0, 10 - target), junction], bearings: [nil, BearingRange(bearing: bearing, range: 20)])
            #expect(abs(arrived.distance - 12 * Self.column) < 5, "bearing \(bearing): \(arrived.distance / Self.column) columns")
        }
    }

    @Test("curb keeps the stop on the driving side; opposite on the far side; the way's or the country's driving side decides")
    func approachesFollowDrivingSide() throws {
        // The stop lies north of the street: on the right of westbound traffic.
        let from = TestMap.coordinate(0, 1), stop = TestMap.coordinate(0.0003, 5)
        let direct = 4 * Self.column
        let right = try Self.street()
        #expect(abs(try route(right, [from, stop]).distance - direct) < 5)
        // Right-hand traffic, curb side: arrive westbound, so go round the dead end at column 10.
        #expect(try route(right, [from, stop], approaches: [.unrestricted, .curb]).distance > direct + 9 * Self.column)
        #expect(abs(try route(right, [from, stop], approaches: [.unrestricted, .opposite]).distance - direct) < 5)
        // Left-hand traffic, by the way's own tag or by the country's boundary: eastbound has the stop on the kerb side.
        for left in [try Self.street(wayTags: ["driving_side": "left"]), try Self.street(boundary: ["driving_side": "left"])] {
            #expect(abs(try route(left, [from, stop], approaches: [.unrestricted, .curb]).distance - direct) < 5)
            #expect(try route(left, [from, stop], approaches: [.unrestricted, .opposite]).distance > direct + 9 * Self.column)
        }
    }

    @Test("via points: the route is the same, with legs only between the stops kept as leg ends")
    func viaPoints() throws {
        let router = try Self.street()
        let stops = [TestMap.coordinate(0, 1), TestMap.coordinate(0, 4), TestMap.coordinate(0, 6), TestMap.coordinate(0, 9)]
        let route = try route(router, stops)
        let merged = route.keepingLegEnds(at: [0, 2, 3])
        #expect(merged.legs.count == 2 && merged.waypoints.count == 3)
        #expect(merged.waypoints[1] == route.waypoints[2])
        #expect(abs(merged.legs[0].distance - (route.legs[0].distance + route.legs[1].distance)) < 1e-6)
        #expect(merged.legs[0].pieces.count == route.legs[0].pieces.count + route.legs[1].pieces.count)
        #expect(merged.legs[0].geometry.first == route.legs[0].geometry.first && merged.legs[0].geometry.last == route.legs[1].geometry.last)
        #expect(merged.distance == route.distance && merged.geometry == route.geometry)
    }

    @Test("a table fills pairs the roads do not connect with straight-line estimates, and scales durations")
    func tableFallback() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 3)], tags: ["highway": "residential"])
        map.way(2, [(5, 0), (5, 3)], tags: ["highway": "residential"])
        let router = try map.router()
        let stops = [TestMap.coordinate(0, 1), TestMap.coordinate(0, 2), TestMap.coordinate(5, 1)]
        let table = try router.table(TableRequest(profile: "car", stops: stops, annotations: [.durations, .distances]))
        #expect(table.durations?[0][2] == nil && table.fallbackCells.isEmpty)
        let filled = table.fillingGaps(speed: 10)
        #expect(filled.fallbackCells == [[0, 2], [1, 2], [2, 0], [2, 1]])
        let metres = try #require(filled.distances?[0][2])
        #expect(abs(metres - stops[0].distance(to: stops[2])) < 1)
        #expect(abs(try #require(filled.durations?[0][2]) - metres / 10) < 1e-9)
        #expect(filled.durations?[0][1] == table.durations?[0][1])
        let scaled = table.scalingDurations(by: 2)
        #expect(try #require(scaled.durations?[0][1]) == 2 * (try #require(table.durations?[0][1])))
        #expect(scaled.distances == table.distances)
    }

    @Test("a table's distances are each best path's, cell by cell; past its deadline the table fails with Timeout")
    func tableDistancesAndDeadline() throws {
        let router = try Self.street()
        let stops = [TestMap.coordinate(0, 1), TestMap.coordinate(0, 9), TestMap.coordinate(0, 4), TestMap.coordinate(0, 6)]
        var request = TableRequest(profile: "car", stops: stops, sources: [0, 1, 2], destinations: [3, 0], annotations: [.durations, .distances])
        request.deadline = .now + .seconds(60)
        let distances = try #require(try router.table(request).distances)
        for (i, source) in [0, 1, 2].enumerated() {
            for (j, destination) in [3, 0].enumerated() {
                let expected = source == destination ? 0 : try route(router, [stops[source], stops[destination]]).distance
                #expect(abs(try #require(distances[i][j]) - expected) < 1e-6, "cell \(i), \(j)")
            }
        }
        // Minimising distance, the overlay measures each path's duration: past the deadline, that stops.
        request.metric = .distance
        request.deadline = .now - .seconds(1)
        #expect(throws: RoutingError.timedOut("measuring durations along the table's 6 paths")) { try router.table(request) }
        #expect(RoutingError.timedOut("measuring").code == "Timeout")
        // Distances alone need no measuring: the deadline does not apply.
        request.annotations = [.distances]
        #expect(try router.table(request).distances?.count == 3)
    }
}
