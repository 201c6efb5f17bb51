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
