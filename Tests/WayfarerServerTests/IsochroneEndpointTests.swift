import Foundation
import Testing
@testable import WayfarerServer

/// `GET /isochrone/v1/{profile}/{lon,lat}` on Monaco.
@Suite struct IsochroneEndpointTests {
    @Test func contoursComeLargestFirstAsMultiPolygonsAroundTheStart() async throws {
        let body = try await Monaco.service().withClient { client in
            try await client.send("/isochrone/v1/car/\(Monaco.casino)?contours_minutes=1,3").object()
        }
        #expect(body["code"] as? String == "Ok" && body["type"] as? String == "FeatureCollection")
        let features = try #require(body["features"] as? [[String: Any]])
        let contours = features.compactMap { ($0["properties"] as? [String: Any])?["contour"] as? Double }
        #expect(contours == [3, 1])
        for feature in features {
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "MultiPolygon")
            let polygons = try #require(geometry["coordinates"] as? [[[[Double]]]])
            #expect(!polygons.isEmpty)
            for ring in polygons.flatMap({ $0 }) { #expect(ring.count >= 4 && ring.first == ring.last) }
        }
        let waypoint = try #require(body["waypoint"] as? [String: Any])
        #expect((waypoint["distance"] as? Double ?? 99) < 50)
    }

    @Test(arguments: [("", "contours_minutes"), ("?contours_minutes=0", "contours_minutes=0"), ("?contours_minutes=1,2,3,4,5", "1 to 4"),
                      ("?contours_meters=200000", "100000"), ("?contours_minutes=5e0", "contours_minutes=5e0"),
                      ("?contours_minutes=5,2,5", "5 is given twice")])
    func badContoursAreNamed(_ query: String, _ named: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send("/isochrone/v1/car/\(Monaco.casino)\(query)") }
        #expect(reply.status == .badRequest)
        let body = try reply.object()
        #expect(body["code"] as? String == "InvalidOptions")
        #expect((body["message"] as? String)?.contains(named) == true, "\(body)")
    }

    @Test("minutes and metres together: each metric's contours, time first, each largest first")
    func minutesAndMetresTogether() async throws {
        let body = try await Monaco.service().withClient { client in
            try await client.send("/isochrone/v1/car/\(Monaco.casino)?contours_minutes=1,3&contours_meters=500").object()
        }
        let properties = try #require(body["features"] as? [[String: Any]]).compactMap { $0["properties"] as? [String: Any] }
        #expect(properties.map { $0["metric"] as? String } == ["time", "time", "distance"])
        #expect(properties.map { $0["contour"] as? Double } == [3, 1, 500])
    }

    @Test func oneCoordinateOnly() async throws {
        let reply = try await Monaco.service().withClient { client in
            try await client.send("/isochrone/v1/car/\(Monaco.casino);\(Monaco.palace)?contours_minutes=5")
        }
        #expect(reply.status == .badRequest)
        #expect((try reply.object()["message"] as? String)?.contains("exactly one coordinate") == true)
    }
}

/// `alternatives=` on `/route/v1`.
@Suite struct AlternativesEndpointTests {
    @Test func alternativesComeAfterTheBestRoute() async throws {
        try await Monaco.service().withClient { client in
            let best = try await client.send("/route/v1/car/\(Monaco.fontvieille);\(Monaco.larvotto)").object()
            let body = try await client.send("/route/v1/car/\(Monaco.fontvieille);\(Monaco.larvotto)?alternatives=3").object()
            let routes = try #require(body["routes"] as? [[String: Any]])
            #expect(!routes.isEmpty && routes.count <= 4)
            let first = try #require((best["routes"] as? [[String: Any]])?.first?["duration"] as? Double)
            #expect(routes[0]["duration"] as? Double == first)
            for route in routes.dropFirst() { #expect((route["duration"] as? Double ?? 0) >= first) }
            let one = try await client.send("/route/v1/car/\(Monaco.fontvieille);\(Monaco.larvotto)?alternatives=true").object()
            #expect(((one["routes"] as? [[String: Any]])?.count ?? 0) <= 2)
            let bad = try await client.send("/route/v1/car/\(Monaco.fontvieille);\(Monaco.larvotto)?alternatives=9")
            #expect(bad.status == .badRequest)
            #expect((try bad.object()["message"] as? String)?.contains("alternatives=9") == true)
        }
    }
}

/// `GET /match/v1/{profile}/{coordinates}` on Monaco.
@Suite struct MatchEndpointTests {
    /// Points along Boulevard Albert 1er and on to the casino, a few metres off the road.
    static let trace = "7.4205,43.7338;7.4222,43.7347;7.4241,43.7356;7.4259,43.7365;7.4272,43.7380"

    @Test func aTraceComesBackAsMatchingsAndTracepoints() async throws {
        try await Monaco.service().withClient { client in
            let body = try await client.send("/match/v1/car/\(Self.trace)?timestamps=0;10;20;30;40&steps=true").object()
            #expect(body["code"] as? String == "Ok")
            let matchings = try #require(body["matchings"] as? [[String: Any]])
            #expect(!matchings.isEmpty)
            for matching in matchings {
                let confidence = try #require(matching["confidence"] as? Double)
                #expect((0...1).contains(confidence))
                #expect((matching["distance"] as? Double ?? 0) > 0)
            }
            let tracepoints = try #require(body["tracepoints"] as? [Any])
            #expect(tracepoints.count == 5)
            // The first point lies on the one-way road the other way: 875 m by road from the second, which 10 s
            // later no car (at 180 km/h at most) could be at — left out. Without timestamps it is matched.
            #expect(tracepoints[0] is NSNull)
            let first = try #require(tracepoints[1] as? [String: Any])
            #expect(first["matchings_index"] as? Int == 0 && first["waypoint_index"] as? Int == 0)
            let untimed = try await client.send("/match/v1/car/\(Self.trace)").object()
            #expect(((untimed["tracepoints"] as? [Any])?.first as? [String: Any])?["waypoint_index"] as? Int == 0)
            #expect(first["alternatives_count"] is Int)
            // tidy: a point 2 m from the previous one is left out.
            let tidy = try await client.send("/match/v1/car/7.4205,43.7338;7.42052,43.73381;7.4241,43.7356?tidy=true&radiuses=100;100;100").object()
            let points = try #require(tidy["tracepoints"] as? [Any], "\(tidy)")
            #expect(points.count == 3 && points[1] is NSNull)
        }
    }

    @Test("waypoints= keeps legs only between the listed points: the others are via points, without a waypoint_index")
    func legsEndOnlyAtWaypoints() async throws {
        try await Monaco.service().withClient { client in
            // Points 2 and 3 of the trace are left out as outliers: 0, 1 and 4 end legs.
            let all = try await client.send("/match/v1/car/\(Self.trace)").object()
            let some = try await client.send("/match/v1/car/\(Self.trace)?waypoints=0;4").object()
            let matching = try #require((all["matchings"] as? [[String: Any]])?.first)
            let collapsed = try #require((some["matchings"] as? [[String: Any]])?.first, "\(some)")
            #expect((matching["legs"] as? [Any])?.count == 2)
            let legs = try #require(collapsed["legs"] as? [[String: Any]])
            #expect(legs.count == 1)
            #expect(abs((legs[0]["distance"] as? Double ?? 0) - (matching["distance"] as? Double ?? 0)) < 0.5, "the leg covers the same route")
            let points = try #require(some["tracepoints"] as? [Any])
            #expect(points.map { ($0 as? [String: Any])?["waypoint_index"] as? Int } == [0, nil, nil, nil, 1])
            #expect((points[1] as? [String: Any])?["waypoint_index"] is NSNull, "a via point has a null waypoint_index")
            // A listed point the match left out: NoMatch, naming it.
            let reply = try await client.send("/match/v1/car/\(Self.trace)?waypoints=0;2;4")
            #expect(reply.status == .notFound)
            #expect(try reply.object()["code"] as? String == "NoMatch")
            #expect(reply.text.contains("coordinate 3"))
        }
    }

    @Test(arguments: [("?timestamps=0;10", "2 values for 5"), ("?timestamps=0;10;5;30;40", "timestamp 3 (5) is before timestamp 2 (10)"),
                      // A long value is quoted by its start and its length, not whole.
                      ("?timestamps=" + (0..<5).map { "17000000\($0 == 4 ? 0 : $0 + 1).123456789" }.joined(separator: ";"), "… (99 characters)"), ("?gaps=maybe", "split or ignore"),
                      ("?timestamps=-40;-30;-20;-10;0", "digits"), ("?timestamps=1e3;2e3;3e3;4e3;5e3", "digits"),
                      ("?radiuses=5;5;5;5;5&radiuses=50;50;50;50;50", "given twice")])
    func badOptionsAreNamed(_ query: String, _ named: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send("/match/v1/car/\(Self.trace)\(query)") }
        #expect(reply.status == .badRequest)
        #expect((try reply.object()["message"] as? String)?.contains(named) == true, "\(reply.text)")
    }
}
