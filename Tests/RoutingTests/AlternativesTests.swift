import Foundation
import Geo
import RoadNetwork
import Routing
import TestSupport
import Testing

/// Alternative routes: really different, not much longer, no loops, around barriers.
@Suite("Alternative routes", .serialized)
struct AlternativesTests {
    /// The road pieces of a route's geometry, as rounded point pairs.
    static func pieces(_ route: Route) -> [String: Double] {
        var pieces: [String: Double] = [:]
        for (a, b) in zip(route.geometry, route.geometry.dropFirst()) {
            let key = [a, b].map { String(format: "%.6f,%.6f", $0.longitude, $0.latitude) }.joined(separator: ";")
            pieces[key, default: 0] += a.distance(to: b)
        }
        return pieces
    }

    @Test func alternativesAreDifferentNotMuchLongerAndAvoidBarriers() throws {
        let router = try #require(RealExtractTests.router)
        let points = RealExtractTests().samplePoints(router, profile: "car", count: 80, seed: 3)
        var pairsWithAlternatives = 0
        for i in stride(from: 0, to: points.count, by: 2) where points[i].distance(to: points[i + 1]) > 1200 {
            let request = RouteRequest(profile: "car", stops: [points[i], points[i + 1]])
            let routes = try router.routes(request, alternatives: 3)
            let best = try router.route(request)
            #expect(abs(routes[0].duration - best.duration) < 1e-6)
            #expect(routes.count <= 4)
            if routes.count > 1 { pairsWithAlternatives += 1 }
            let bestPieces = Self.pieces(best)
            for alternative in routes.dropFirst() {
                #expect(alternative.duration <= best.duration * 1.35, "\(alternative.duration) against \(best.duration)")
                #expect(alternative.duration >= best.duration - 1e-6)
                let own = Self.pieces(alternative)
                let shared = own.filter { bestPieces[$0.key] != nil }.values.reduce(0, +)
                #expect(shared <= 0.8 * own.values.reduce(0, +) + 1, "shares \(shared) m of \(own.values.reduce(0, +)) m")
                #expect(alternative.waypoints == best.waypoints)
            }
            // Asking for fewer finds the first of them: never none where more were found.
            for fewer in 1...2 {
                let found = try router.routes(request, alternatives: fewer)
                #expect(found.map(\.duration) == Array(routes.prefix(fewer + 1)).map(\.duration), "\(fewer) of \(routes.count - 1)")
            }
        }
        #expect(pairsWithAlternatives > 0)
    }

    @Test func alternativesKeepOutOfBarriersAndNeedTwoStops() throws {
        let router = try #require(RealExtractTests.router)
        let from = Coordinate(latitude: 43.7313, longitude: 7.4196), to = Coordinate(latitude: 43.7384, longitude: 7.4270)
        let plain = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        var barriers = Barriers()
        try barriers.add(point: plain.geometry[plain.geometry.count / 2], radius: 60)
        let routes = try router.routes(RouteRequest(profile: "car", stops: [from, to], barriers: barriers), alternatives: 2)
        let polygon = barriers.polygons[0]
        for route in routes {
            for (a, b) in zip(route.geometry, route.geometry.dropFirst()) { #expect(!polygon.intersects(Segment(from: a, to: b))) }
        }
        #expect(throws: RoutingError.self) {
            try router.routes(RouteRequest(profile: "car", stops: [from, to, from]), alternatives: 1)
        }
    }
}
