import Foundation
import Geo
import RoadNetwork
import Routing
import TestSupport
import Testing

/// Reach and isochrones: what a bounded search reaches, checked against the router's exact tables, and polygons
/// that hold every point reached and little else.
@Suite("Isochrones", .serialized)
struct IsochroneTests {
    static let casino = Coordinate(latitude: 43.7384, longitude: 7.4270)

    @Test func everyPointReachedIsInsideAndThePolygonHugsTheRoads() throws {
        let router = try #require(RealExtractTests.router)
        let limit = 180.0   // 3 minutes by car
        let reach = try router.reach(from: Self.casino, profile: "car", limit: limit)
        let isochrone = try #require(reach.isochrones(contours: [limit]).first)
        let area = MultiPolygon(isochrone.polygons)
        // 300 road points: those the exact table reaches well within the limit are inside; those far beyond it are not
        // reached by the search either.
        let points = RealExtractTests().samplePoints(router, profile: "car", count: 300, seed: 11)
        let table = try router.table(TableRequest(profile: "car", stops: [Self.casino] + points, sources: [0]))
        let durations = try #require(table.durations?.first)
        var inside = 0, checked = 0
        for (point, duration) in zip(points, durations.dropFirst()) {
            guard let duration, duration <= limit * 0.95 else { continue }
            checked += 1
            if area.contains(point) { inside += 1 }
        }
        #expect(checked > 20)
        #expect(inside == checked, "\(checked - inside) of \(checked) reachable points outside")
        let reached = reach.lines(within: limit)
        for (point, duration) in zip(points, durations.dropFirst()) where (duration ?? .infinity) > limit * 1.5 {
            let nearest = reached.joined().map { $0.distance(to: point) }.min() ?? .infinity
            #expect(nearest > 5, "a point \(duration ?? 0) s away lies on a reached road")
        }
        // Points drawn inside the polygons are almost all near a reached road.
        var generator = SeededGenerator(seed: 5)
        let box = try #require(area.boundingBox)
        var near = 0, samples = 0
        let dense = reached.flatMap { line in zip(line, line.dropFirst()).flatMap { a, b in
            (0...Int(a.distance(to: b) / 20)).map { i in
                let t = Double(i) / max(1, (a.distance(to: b) / 20).rounded(.down))
                return Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * min(t, 1), longitude: a.longitude + (b.longitude - a.longitude) * min(t, 1))
            }
        } }
        while samples < 300 {
            let p = Coordinate(latitude: box.south + generator.unit() * (box.north - box.south), longitude: box.west + generator.unit() * (box.east - box.west))
            guard area.contains(p) else { continue }
            samples += 1
            if dense.contains(where: { $0.distance(to: p) <= 300 }) { near += 1 }
        }
        #expect(Double(near) >= 0.9 * Double(samples), "\(near) of \(samples) polygon points within 300 m of a reached road")
    }

    @Test("the reach of a stop in the middle of a long road spreads from the stop, both ways, and no farther than the time allows")
    func reachFromTheMiddleOfALongRoad() throws {
        // One road of a single segment, 10 km east–west.
        var map = TestMap()
        map.way(1, [(0, 0), (0, 127)], tags: ["highway": "primary", "name": "Long"])
        let router = try map.router()
        let origin = TestMap.coordinate(0, 63.5)
        let metres = TestMap.coordinate(0, 0).distance(to: TestMap.coordinate(0, 127))
        #expect(metres > 9_000)
        let reach = try router.reach(from: origin, profile: "car", limit: 60)
        let lines = reach.lines(within: 60)
        let farthest = lines.joined().map { $0.distance(to: origin) }.max() ?? .infinity
        // A minute at well under 130 km/h: within 2.2 km, and the stop itself reached.
        #expect(farthest < 2_200, "reached \(farthest) m away")
        #expect(lines.joined().contains { $0.distance(to: origin) < 1 })
        let isochrone = try #require(reach.isochrones(contours: [60]).first)
        #expect(MultiPolygon(isochrone.polygons).contains(origin))
    }

    @Test func contoursNestAndABarrierCutsTheReach() throws {
        var map = TestMap()
        map.grid(rows: 2, columns: 31)
        let router = try map.router().with(smallComponentSize: 1)
        let start = map.coordinate(0, 0)
        let plain = try router.reach(from: start, profile: "car", metric: .distance, limit: 5000)
        let far = map.coordinate(0, 25)
        #expect(plain.isochrones(contours: [5000]).first!.polygons.contains { $0.contains(far) })
        let contours = plain.isochrones(contours: [1000, 500])
        #expect(contours.map(\.contour) == [500, 1000])
        #expect(!contours[0].polygons.contains { $0.contains(map.coordinate(0, 12)) })
        #expect(contours[1].polygons.contains { $0.contains(map.coordinate(0, 8)) })
        var barriers = Barriers()
        try barriers.add(point: map.coordinate(0.5, 15), radius: 90)
        let cut = try router.reach(from: start, profile: "car", metric: .distance, limit: 5000, barriers: barriers)
        let polygons = cut.isochrones(contours: [5000]).first!.polygons
        #expect(polygons.contains { $0.contains(map.coordinate(0, 10)) })
        #expect(!polygons.contains { $0.contains(far) })
        #expect(throws: RoutingError.self) { try router.reach(from: start, profile: "car", limit: -1) }
        #expect(throws: RoutingError.self) { try router.reach(from: map.coordinate(40, 0), profile: "car", limit: 60) }
        #expect(throws: RoutingError.self) { try router.reach(from: start, profile: "boat", limit: 60) }
    }
}
