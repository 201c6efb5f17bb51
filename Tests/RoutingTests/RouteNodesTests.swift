import Geo
import Routing
import TestSupport
import Testing

/// The OSM nodes a route lists (`annotation.nodes`): consecutive ones are always a stretch of a way, also where a stop
/// lies exactly on a node in the middle of a way.
@Suite("Route nodes")
struct RouteNodesTests {
    @Test("a stop on a way's inner node starts and ends the node list there, in either direction")
    func stopOnAnInnerNode() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3)], tags: ["highway": "residential", "name": "Long"])
        map.way(2, [(0, 3), (1, 3)], tags: ["highway": "residential", "name": "Side"])
        let router = try map.router().with(smallComponentSize: 1)
        func nodes(_ a: (Double, Double), _ b: (Double, Double)) throws -> [Int64] {
            var request = RouteRequest(profile: "car", stops: [TestMap.coordinate(a.0, a.1), TestMap.coordinate(b.0, b.1)])
            request.nodes = true
            let route = try router.route(request)
            return route.legs[0].pieces.flatMap(\.nodes).reduce(into: []) { list, id in if list.last != id { list.append(id) } }
        }
        let id = { (row: Int, column: Int) in Int64(map.node(row, column)) }
        // Before, the list began with the node behind the stop (a pair that is no stretch): [(0,2), (0,1), (0,0)].
        #expect(try nodes((0, 1), (0, 0)) == [id(0, 1), id(0, 0)])
        #expect(try nodes((0, 1), (1, 3)) == [id(0, 1), id(0, 2), id(0, 3), id(1, 3)])
        #expect(try nodes((1, 3), (0, 2)) == [id(1, 3), id(0, 3), id(0, 2)])
    }
}
