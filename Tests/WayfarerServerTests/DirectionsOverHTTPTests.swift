import Foundation
import Geo
import TestSupport
import Testing
@testable import WayfarerServer

/// Steps served over the route endpoint on hand-made maps: turns and roundabout exits come out right.
@Suite struct DirectionsOverHTTPTests {
    static func steps(_ map: TestMap, from: Coordinate, to: Coordinate, profile: String = "car") async throws -> [[String: Any]] {
        let service = WayfarerService(router: try map.router(), mapName: "test")
        let path = "/route/v1/\(profile)/\(from.longitude),\(from.latitude);\(to.longitude),\(to.latitude)?steps=true"
        let body = try await service.withClient { client in try await client.send(path).object() }
        let legs = try #require((body["routes"] as? [[String: Any]])?.first?["legs"] as? [[String: Any]], "\(body)")
        return try #require(legs.first?["steps"] as? [[String: Any]])
    }

    static func maneuver(_ step: [String: Any]) -> [String: Any] { step["maneuver"] as? [String: Any] ?? [:] }

    @Test func leftTurnIsLeft() async throws {
        var map = TestMap()
        map.way(1, (0...5).map { (0, $0) }, tags: ["highway": "residential", "name": "Main Street"])
        map.way(2, (0...4).map { ($0, 3) }, tags: ["highway": "residential", "name": "Oak Avenue"])
        let steps = try await Self.steps(map, from: TestMap.coordinate(0, 0.5), to: TestMap.coordinate(3, 3))
        #expect(steps.map { Self.maneuver($0)["type"] as? String } == ["depart", "turn", "arrive"])
        let turn = steps[1]
        #expect(Self.maneuver(turn)["modifier"] as? String == "left")
        #expect(turn["name"] as? String == "Oak Avenue")
        #expect(turn["instruction"] as? String == "Turn left onto Oak Avenue")
        let crossing = try #require((turn["intersections"] as? [[String: Any]])?.first)
        let bearings = try #require(crossing["bearings"] as? [Int])
        let out = try #require(crossing["out"] as? Int)
        #expect(abs(bearings[out] - 0) <= 2 || abs(bearings[out] - 360) <= 2, "leaves northwards: \(bearings)")
    }

    @Test func roundaboutReportsTheExitNumber() async throws {
        var map = TestMap()
        // A counter-clockwise ring (right-hand traffic) with four arms; from the south arm, west is the 3rd exit.
        map.way(1, [(4, 5), (5, 6), (6, 5), (5, 4), (4, 5)], tags: ["highway": "primary", "junction": "roundabout"])
        map.way(2, (0...4).map { ($0, 5) }, tags: ["highway": "primary", "name": "South Road"])
        map.way(3, (6...10).map { (5, $0) }, tags: ["highway": "primary", "name": "East Road"])
        map.way(4, (6...10).map { ($0, 5) }, tags: ["highway": "primary", "name": "North Road"])
        map.way(5, (0...4).reversed().map { (5, $0) }, tags: ["highway": "primary", "name": "West Road"])
        let steps = try await Self.steps(map, from: TestMap.coordinate(1, 5), to: TestMap.coordinate(5, 1))
        let roundabout = try #require(steps.first { Self.maneuver($0)["type"] as? String == "roundabout" },
                                      "\(steps.map { Self.maneuver($0) })")
        #expect(Self.maneuver(roundabout)["exit"] as? Int == 3)
        #expect((roundabout["instruction"] as? String)?.contains("3rd exit") == true)
    }

    @Test func aBikeWalkedAgainstAOneWayStreetIsPushed() async throws {
        var map = TestMap()
        map.way(1, (0...3).map { (0, $0) }, tags: ["highway": "residential", "name": "Main Street"])
        map.way(2, (3...6).map { (0, $0) }, tags: ["highway": "residential", "name": "Main Street", "oneway": "-1"])
        let steps = try await Self.steps(map, from: TestMap.coordinate(0, 1), to: TestMap.coordinate(0, 5), profile: "bike")
        #expect(steps.map { $0["mode"] as? String } == ["cycling", "pushing bike", "pushing bike"])
        #expect(steps.map { Self.maneuver($0)["type"] as? String } == ["depart", "notification", "arrive"])
    }
}
