import Geo
import Routing
import TestSupport
import Testing

/// What a route asked without steps leaves out: the other exits at each junction, and nothing else.
@Suite("Routes with and without steps")
struct RouteStepsTests {
    @Test("without steps the pieces list no other exits; geometry, distance, duration and roads are those of the route with steps")
    func stepsOnlyAddTheOtherExits() throws {
        var map = TestMap()
        map.way(1, (0...6).map { (0, $0) }, tags: ["highway": "residential", "name": "Main"])
        map.way(2, (-3...3).map { ($0, 3) }, tags: ["highway": "residential", "name": "Cross"])
        let router = try map.router()
        var request = RouteRequest(profile: "car", stops: [TestMap.coordinate(0, 0.5), TestMap.coordinate(0, 5.5)])
        let full = try router.route(request)
        request.steps = false
        let plain = try router.route(request)
        // Through the crossing at column 3, Cross leaves both ways.
        #expect(full.legs[0].pieces.map(\.otherExits.count).contains(2))
        #expect(plain.legs[0].pieces.allSatisfy { $0.otherExits.isEmpty })
        #expect(plain.geometry == full.geometry)
        #expect(plain.distance == full.distance && plain.duration == full.duration)
        #expect(plain.legs[0].pieces.map(\.name) == full.legs[0].pieces.map(\.name))
        #expect(plain.legs[0].pieces.map(\.otherRoads) == full.legs[0].pieces.map(\.otherRoads))
    }
}
