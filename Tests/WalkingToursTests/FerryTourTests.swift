import Geo
import Places
import Routing
import TestSupport
import Testing
import WalkingTours

@Suite("Walking tours and ferries")
struct FerryTourTests {
    /// Two blocks of streets 470 m apart, joined by a foot ferry and by a footway round of about 3 km; a place in the
    /// west block, two in the east one.
    static func town() throws -> (router: Router, store: PlaceStore, start: Coordinate, east: Coordinate) {
        var map = TestMap()
        var id = 1
        for row in 0..<3 {
            for offset in [0, 8] { map.way(id, (offset..<(offset + 3)).map { (row, $0) }, tags: ["highway": "residential"]); id += 1 }
        }
        for column in [0, 1, 2, 8, 9, 10] { map.way(id, (0..<3).map { ($0, column) }, tags: ["highway": "residential"]); id += 1 }
        map.way(id, [(1, 2), (1, 8)], tags: ["route": "ferry", "foot": "yes", "name": "Ferry"])
        map.way(id + 1, [(2, 0), (12, 0), (12, 10), (2, 10)], tags: ["highway": "footway"])
        func place(_ number: Int64, _ row: Double, _ column: Double, _ category: PlaceCategory) -> Place {
            Place(id: PlaceID(type: .node, id: number), name: "Place \(number)", coordinate: map.coordinate(row, column), category: category,
                  kind: "test", score: 0.5)
        }
        let places = [place(1, 2, 1, .restaurant), place(2, 0, 9, .museum), place(3, 2, 10, .park)]
        return (try map.router(), try PlaceStore(places: places), map.coordinate(0, 0), map.coordinate(0, 9))
    }

    @Test("a walking tour walks: it takes the long way round, never the ferry, whatever the ferry saves")
    func walksRound() async throws {
        let (router, store, start, east) = try Self.town()
        // On foot with ferries allowed, the east block is a short crossing away: the ferry is a real shortcut.
        let crossing = try router.route(RouteRequest(profile: "foot", stops: [start, east]))
        #expect(crossing.distance < 1200, "\(crossing.distance)")
        var request = WalkingTourRequest(start: start, maxDistance: 10_000, targetDistance: 10_000)
        request.selection.stopCount = 3
        request.selection.radius = 2000
        let tour = try await WalkingTourPlanner(router: router, store: store).plan(request)
        #expect(tour.places.count == 3)
        #expect(tour.distance > 6000, "to the east block and back on foot is about 3 km each way: \(tour.distance)")
        let walked = try router.route(RouteRequest(profile: "foot", stops: [start] + tour.places.map(\.coordinate) + [start], metric: .distance,
                                                     exclude: .ferry))
        #expect(abs(tour.distance - walked.distance) < 1, "the tour is the walk without ferries")
    }
}
