import Foundation
import Geo
import RoadNetwork
import Routing
import TestSupport
import Testing

/// Map matching: noisy traces sampled from real routes come back on the roads they were driven on.
@Suite("Map matching", .serialized)
struct MapMatchingTests {
    /// Points every `spacing` metres along a line, each moved by Gaussian noise of `sigma` metres.
    static func sample(_ line: [Coordinate], spacing: Double, sigma: Double, generator: inout SeededGenerator) -> [Coordinate] {
        var points: [Coordinate] = []
        var left = 0.0
        for (a, b) in zip(line, line.dropFirst()) {
            let length = a.distance(to: b)
            var at = left
            while at < length {
                let t = at / length
                let base = Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t)
                let u1 = max(generator.unit(), 1e-12), u2 = generator.unit()
                let r = sigma * sqrt(-2 * log(u1)), angle = 2 * Double.pi * u2
                points.append(Coordinate(latitude: base.latitude + r * sin(angle) / 111_320,
                                         longitude: base.longitude + r * cos(angle) / (111_320 * cos(base.latitude * .pi / 180))))
                at += spacing
            }
            left = at - length
        }
        return points
    }

    @Test func noisyTracesMatchTheRoadsDriven() throws {
        let router = try #require(RealExtractTests.router)
        var generator = SeededGenerator(seed: 9)
        let points = RealExtractTests().samplePoints(router, profile: "car", count: 20, seed: 21)
        var matched = 0.0, driven = 0.0
        for i in stride(from: 0, to: points.count, by: 2) {
            let truth = try router.route(RouteRequest(profile: "car", stops: [points[i], points[i + 1]]))
            guard truth.distance > 500 else { continue }
            let trace = Self.sample(truth.geometry, spacing: 40, sigma: 8, generator: &generator)
            let match = try router.match(MatchRequest(profile: "car", trace: trace))
            #expect(!match.matchings.isEmpty)
            #expect(match.matchings.allSatisfy { (0...1).contains($0.confidence) })
            #expect(match.tracepoints.count == trace.count)
            // How much of the true route lies within 15 m of the matched geometry.
            let geometry = match.matchings.flatMap(\.route.geometry)
            for (a, b) in zip(truth.geometry, truth.geometry.dropFirst()) {
                let middle = Coordinate(latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2)
                let length = a.distance(to: b)
                driven += length
                let near = zip(geometry, geometry.dropFirst()).contains { Segment(from: $0, to: $1).projection(of: middle).distance < 15 }
                if near { matched += length }
            }
        }
        #expect(driven > 0)
        #expect(matched >= 0.9 * driven, "\(Int(matched)) of \(Int(driven)) m matched")
    }

    @Test("a trace of a route's own points matches without repeating a point (stops on the road's nodes)")
    func aRouteTracedOnItsNodesHasNoRepeatedPoints() throws {
        let router = try #require(RealExtractTests.router)
        let points = RealExtractTests().samplePoints(router, profile: "car", count: 2, seed: 5)
        let truth = try router.route(RouteRequest(profile: "car", stops: points))
        let match = try router.match(MatchRequest(profile: "car", trace: Array(truth.geometry.prefix(60))))
        let geometry = try #require(match.matchings.first?.route.geometry)
        #expect(geometry.count >= 2)
        #expect(zip(geometry, geometry.dropFirst()).allSatisfy { $0 != $1 }, "consecutive repeats in \(geometry.count) points")
        for leg in match.matchings.flatMap(\.route.legs) {
            #expect(zip(leg.geometry, leg.geometry.dropFirst()).allSatisfy { $0 != $1 } || leg.geometry.count == 2)
        }
    }

    @Test("radiuses are each point's GPS accuracy, as OSRM reads them: a trace with 5 m of noise keeps its points at radiuses 5")
    func radiusesAreTheAccuracy() throws {
        let router = try #require(RealExtractTests.router)
        let truth = try router.route(RouteRequest(profile: "car", stops: [Coordinate(latitude: 43.7313, longitude: 7.4196),
                                                                          Coordinate(latitude: 43.7384, longitude: 7.4270)]))
        var generator = SeededGenerator(seed: 12)
        let trace = Self.sample(truth.geometry, spacing: 30, sigma: 5, generator: &generator)
        // Read as a cut-off (the roads within 5 m), a third of the points were left out.
        let match = try router.match(MatchRequest(profile: "car", trace: trace, radiuses: [5]))
        let kept = match.tracepoints.filter { $0 != nil }.count
        #expect(kept >= trace.count - trace.count / 20, "\(kept) of \(trace.count) points kept")
        #expect(match.tracepoints.compactMap { $0?.waypoint.distance }.allSatisfy { $0 <= 15 })
    }

    /// Two blocks of streets 2.8 km apart, joined only by a road round of about 15 km; a trace along a street of each.
    static func twoBlocks() throws -> (router: Router, trace: [Coordinate]) {
        var map = TestMap()
        var id = 1
        for offset in [0, 40] {
            for row in 0..<5 { map.way(id, (offset..<(offset + 5)).map { (row, $0) }, tags: ["highway": "residential"]); id += 1 }
            for column in offset..<(offset + 5) { map.way(id, (0..<5).map { ($0, column) }, tags: ["highway": "residential"]); id += 1 }
        }
        map.way(id, [(4, 4), (60, 4), (60, 40), (4, 40)], tags: ["highway": "primary"])
        let trace = (0..<5).map { map.coordinate(2, Double($0)) } + (40..<45).map { map.coordinate(2, Double($0)) }
        return (try map.router(), trace)
    }

    @Test("a jump no road explains splits the trace: no detour more than 2 km longer than the straight line is invented")
    func aJumpSplitsTheTrace() throws {
        let (router, trace) = try Self.twoBlocks()
        let match = try router.match(MatchRequest(profile: "car", trace: trace))
        #expect(match.matchings.map(\.points) == [Array(0..<5), Array(5..<10)])
        #expect(match.matchings.allSatisfy { $0.route.distance < 400 && $0.confidence > 0.9 }, "\(match.matchings.map(\.route.distance))")
        // With timestamps, the bound is the distance at 180 km/h in the time between the points: 15 km in 5 s is no drive.
        let timed = try router.match(MatchRequest(profile: "car", trace: trace, timestamps: trace.indices.map { Double($0) * 5 }))
        #expect(timed.matchings.count == 2)
        // Two points, one in each block: near roads, but joined by none — NoMatch, not a point "far from any road".
        #expect(throws: RoutingError.noMatch("no two points of the trace are joined by roads (2 of its 2 points lie near one)")) {
            try router.match(MatchRequest(profile: "car", trace: [trace[0], trace[9]]))
        }
    }

    @Test("a point no move reaches leaves it and its neighbour out, as OSRM: one matching, not two")
    func anOutlierIsLeftOutNotASplit() throws {
        var map = TestMap()
        map.way(1, (0...10).map { (0, $0) }, tags: ["highway": "residential"])
        // A street of its own 111 m north, joined to nothing.
        map.way(2, [(1, 4), (1, 6)], tags: ["highway": "residential"])
        let router = try map.router()
        var trace = (0...10).map { map.coordinate(0, Double($0)) }
        trace.insert(map.coordinate(0.85, 5.5), at: 6)   // 17 m from the lone street, 94 m from the trace's
        let match = try router.match(MatchRequest(profile: "car", trace: trace))
        #expect(match.matchings.count == 1)
        #expect(match.tracepoints[6] == nil && match.tracepoints.filter { $0 == nil }.count <= 2)
        #expect(abs((match.matchings.first?.route.distance ?? 0) - trace[0].distance(to: trace[trace.count - 1])) < 1)
    }

    @Test("an excursion onto a road joined to nothing ends the matching before it: no more than a few points are given up")
    func anExcursionSplitsTheTrace() throws {
        var map = TestMap()
        map.way(1, (0...48).map { (0, $0) }, tags: ["highway": "residential"])
        map.way(2, (20...28).map { (1, $0) }, tags: ["highway": "residential"])   // 111 m north, joined to nothing
        let router = try map.router()
        let before: [Coordinate] = (0..<40).map { map.coordinate(0, Double($0) / 2) }
        let excursion: [Coordinate] = (0..<15).map { map.coordinate(1, 20 + Double($0) / 2) }
        let after: [Coordinate] = (0..<40).map { map.coordinate(0, 27.5 + Double($0) / 2) }
        let trace = before + excursion + after
        let match = try router.match(MatchRequest(profile: "car", trace: trace))
        #expect(match.matchings.map(\.points) == [Array(0..<40), Array(40..<55), Array(55..<95)])
    }

    @Test func outliersAreLeftOutAndBadTracesAreErrors() throws {
        let router = try #require(RealExtractTests.router)
        let truth = try router.route(RouteRequest(profile: "car", stops: [Coordinate(latitude: 43.7313, longitude: 7.4196),
                                                                          Coordinate(latitude: 43.7384, longitude: 7.4270)]))
        var generator = SeededGenerator(seed: 4)
        var trace = Self.sample(truth.geometry, spacing: 50, sigma: 3, generator: &generator)
        // A point far out at sea.
        trace.insert(Coordinate(latitude: 43.72, longitude: 7.45), at: trace.count / 2)
        let match = try router.match(MatchRequest(profile: "car", trace: trace))
        #expect(match.tracepoints[trace.count / 2] == nil)
        #expect(match.tracepoints.filter { $0 != nil }.count == trace.count - 1)
        #expect(throws: RoutingError.self) { try router.match(MatchRequest(profile: "car", trace: [trace[0]])) }
        #expect(throws: RoutingError.self) { try router.match(MatchRequest(profile: "car", trace: trace, timestamps: [1, 2])) }
        #expect(throws: RoutingError.self) {
            try router.match(MatchRequest(profile: "car", trace: [Coordinate(latitude: 43.72, longitude: 7.45), Coordinate(latitude: 43.721, longitude: 7.451)]))
        }
    }
}
