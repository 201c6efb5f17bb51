import Geo
@testable import RoadNetwork
import Routing
import TestSupport
import Testing

/// Stops on small pieces of network (islands, estates, car parks) route within them, as OSRM's users expect;
/// a stop that cannot be reached is named, with the reason.
@Suite("Small pieces of network and unreachable stops")
struct SmallComponentTests {
    /// A 3×3 grid (24 directed segments) and, 400 m north-east, an island street (one segment, 2 directed).
    static func gridAndIsland() throws -> Router {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        map.way(200, [(5, 5), (5, 6), (5, 7)], tags: ["highway": "residential", "name": "Island Street"])
        return try map.router()
    }

    func request(_ stops: [(Double, Double)]) -> RouteRequest {
        RouteRequest(profile: "car", stops: stops.map { TestMap.coordinate($0.0, $0.1) })
    }

    @Test("each node's component is its label, listed only off the largest piece, as built and as read from a map file")
    func componentsListOnlyTheSmallPieces() throws {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        map.way(200, [(5, 5), (5, 6), (5, 7)], tags: ["highway": "residential"])
        map.way(201, [(1, 1), (1, -1)], tags: ["highway": "footway"])
        map.way(202, [(2, 2), (3, 3)], tags: ["highway": "residential", "oneway": "yes"])
        let router = try map.router()
        let read = try Router(sections: router.mapSections().encoded())
        for profile in [router.network.profile(named: "car"), read.network.profile(named: "car")] {
            let car = try #require(profile)
            let labels = StrongComponents.label(car.timeGraph) { car.isOpen(car.segment(ofNode: $0)) }
            #expect((0 ..< car.timeGraph.nodeCount).allSatisfy { car.component(ofNode: $0) == labels.component[$0] })
            #expect(labels.component.contains(ProfileGraph.noComponent), "the footway is closed to cars")
            // Listed: the island's two directions (one piece: a car turns round at its dead ends) and the one-way spur
            // (a piece of its own: it cannot be left).
            #expect(car.otherComponentNode.count == 3)
            #expect(Set(car.otherComponent).count == 2 && !car.otherComponent.contains(car.largestComponent))
        }
    }

    @Test("stops all on one small piece route there, whatever the threshold")
    func routeWithinIsland() throws {
        for threshold in [1, 10, 1000] {
            let router = try Self.gridAndIsland().with(smallComponentSize: threshold)
            let route = try router.route(request([(5, 5.2), (5, 6.8)]))
            #expect(route.distance > 100 && route.distance < 140, "threshold \(threshold): \(route.distance) m")
            #expect(route.waypoints.allSatisfy { $0.name == "Island Street" })
        }
    }

    @Test("a stop whose nearest road is on a small piece moves to the big network when the others are there")
    func stopMovesToBigPiece() throws {
        // With a threshold of 10 the grid (24) is big and the island (2) small.
        let router = try Self.gridAndIsland().with(smallComponentSize: 10)
        let route = try router.route(request([(0, 0.5), (5, 5.5)]))
        #expect(route.waypoints[1].name != "Island Street")
        #expect(route.waypoints[1].distance > 250)   // the nearest grid road, not the island 0 m away
        // A table and nearest agree: the table uses the grid, nearest reports the island.
        let table = try router.table(TableRequest(profile: "car", stops: request([(0, 0.5), (5, 5.5)]).stops))
        #expect(table.durations?[0][1] != nil)
        #expect(try router.nearest(TestMap.coordinate(5, 5.5), profile: "car")[0].name == "Island Street")
    }

    @Test("when every piece is small and the stops lie on different ones, the error names the stop and why")
    func separatePiecesAreExplained() throws {
        let router = try Self.gridAndIsland()   // OSRM's 1,000: both pieces are small
        #expect(throws: RoutingError.noRoute(from: 1, to: 2, reason: .separateNetwork(stop: 2, segments: 2))) {
            try router.route(request([(0, 0.5), (2, 1.5), (5, 5.5)]))
        }
        let error = RoutingError.noRoute(from: 1, to: 2, reason: .separateNetwork(stop: 2, segments: 2))
        #expect(error.description.contains("stop 3 lies on a separate piece of road network"))
        #expect(error.waypoints == [1, 2])
    }

    @Test("a stop that the roads reach only one way is explained as one-way")
    func oneWayIsExplained() throws {
        var map = TestMap()
        map.grid(rows: 3, columns: 3)
        // A one-way spur leaving the grid: drivable out, never back.
        map.way(300, [(2, 2), (3, 2), (4, 2)], tags: ["highway": "residential", "oneway": "yes", "name": "Exit Lane"])
        let router = try map.router().with(smallComponentSize: 1)
        _ = try router.route(request([(1, 1), (3.8, 2)]))
        #expect(throws: RoutingError.noRoute(from: 0, to: 1, reason: .oneWay)) {
            try router.route(request([(3.8, 2), (1, 1)]))
        }
    }

    @Test("OSRM's profile names stand for ours")
    func profileAliases() throws {
        let router = try Self.gridAndIsland()
        #expect(router.profileName(for: "driving") == "car")
        #expect(router.profileName(for: "cycling") == "bike")
        #expect(router.profileName(for: "walking") == "foot")
        #expect(router.profileName(for: "flying") == nil)
        let driving = try router.route(RouteRequest(profile: "driving", stops: request([(0, 0.5), (2, 1.5)]).stops))
        let car = try router.route(request([(0, 0.5), (2, 1.5)]))
        #expect(driving.duration == car.duration)
    }

    @Test("stops in the western and southern hemispheres and across the antimeridian route")
    func everyHemisphere() throws {
        for origin in [(latitude: 39.29, longitude: -76.61), (latitude: -33.87, longitude: 151.2), (latitude: -16.5, longitude: 179.999)] {
            var map = TestMap(origin: origin)
            map.grid(rows: 3, columns: 3)
            let router = try map.router()
            let from = map.coordinate(0, 0.5), to = map.coordinate(2, 1.5)
            let route = try router.route(RouteRequest(profile: "car", stops: [from, to]))
            #expect(route.distance > from.distance(to: to) && route.distance < 3 * from.distance(to: to), "\(origin)")
        }
    }

    @Test("two stops that snap to the same place give an empty route, not a loop round the block")
    func samePlace() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1)], tags: ["highway": "residential", "name": "Lane"])
        map.way(2, [(1, 0), (1, 1), (2, 1), (2, 0), (1, 0)], tags: ["building": "yes", "area": "yes"])
        let router = try map.router()
        // Both corners of the building snap to the lane's end at (0,0).
        let route = try router.route(request([(1, 0), (1.5, -0.3)]))
        #expect(route.distance < 1)
        #expect(route.legs[0].pieces.count == 1)
    }
}
