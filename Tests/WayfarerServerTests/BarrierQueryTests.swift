import Foundation
import Geo
import HummingbirdCore
import Testing
@testable import WayfarerServer

/// `barriers=` on the OSRM endpoints: URL-encoded GeoJSON that routes, tables, trips and nearest avoid.
@Suite struct BarrierQueryTests {
    static func encoded(_ geojson: String) -> String {
        geojson.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test("a route, a table and a trip go round a barrier on the plain route; nearest never snaps inside one")
    func everyServiceAvoidsBarriers() async throws {
        let service = try Monaco.service()
        let stops = "\(Monaco.palace);\(Monaco.casino)"
        let plain = try await service.withClient { client in try await client.send("/route/v1/car/\(stops)?overview=full&geometries=geojson").object() }
        let line = try #require(((plain["routes"] as? [[String: Any]])?.first?["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        let middle = line[line.count / 2]
        let barrier = Self.encoded(#"{"type":"Point","coordinates":[\#(middle[0]),\#(middle[1])]}"#)
        let replies = try await service.withClient { client in
            [try await client.send("/route/v1/car/\(stops)?overview=full&geometries=geojson&barriers=\(barrier)&barrier_radius=40").object(),
             try await client.send("/table/v1/driving/\(stops)?barriers=\(barrier)&barrier_radius=40").object(),
             try await client.send("/table/v1/driving/\(stops)").object(),
             try await client.send("/trip/v1/car/\(stops)?barriers=\(barrier)&barrier_radius=40").object()]
        }
        let around = try #require((replies[0]["routes"] as? [[String: Any]])?.first)
        let points = try #require((around["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        let centre = Coordinate(latitude: middle[1], longitude: middle[0])
        #expect(points.allSatisfy { Coordinate(latitude: $0[1], longitude: $0[0]).distance(to: centre) > 39 })
        let plainDuration = try #require((plain["routes"] as? [[String: Any]])?.first?["duration"] as? Double)
        #expect(try #require(around["duration"] as? Double) > plainDuration)
        let blockedCell = try #require((replies[1]["durations"] as? [[Double]])?[0][1])
        let plainCell = try #require((replies[2]["durations"] as? [[Double]])?[0][1])
        #expect(blockedCell > plainCell)
        #expect(replies[3]["code"] as? String == "Ok")
        let nearest = try await service.withClient { client in
            try await client.send("/nearest/v1/car/\(middle[0]),\(middle[1])?barriers=\(barrier)&barrier_radius=40")
        }
        #expect(try nearest.object()["code"] as? String == "NoSegment")   // the point itself lies inside the barrier
    }

    @Test("a trip whose stops a barrier cuts apart is NoTrips, naming the stops")
    func aTripCutApartIsNoTrips() async throws {
        // A ring around the palace: its stop lies in the hole, every road out crosses the ring.
        let (x, y) = (7.4196, 43.7313)
        func square(_ r: Double) -> String {
            "[[\(x - r),\(y - r)],[\(x + r),\(y - r)],[\(x + r),\(y + r)],[\(x - r),\(y + r)],[\(x - r),\(y - r)]]"
        }
        let ring = Self.encoded(#"{"type":"Polygon","coordinates":[\#(square(0.004)),\#(square(0.002))]}"#)
        let reply = try await Monaco.service().withClient { client in
            try await client.send("/trip/v1/car/\(Monaco.palace);\(Monaco.casino);\(Monaco.larvotto)?barriers=\(ring)")
        }
        #expect(reply.status == .notFound)
        let body = try reply.object()
        #expect(body["code"] as? String == "NoTrips", "\(reply.text)")
        #expect((body["waypoints"] as? [Int])?.isEmpty == false, "\(reply.text)")
    }

    /// Form-encoding clients (HTML forms, Python's urlencode) write a space as `+`: the barrier reads the same.
    @Test func aFormEncodedBarrierReadsAsThePercentEncodedOne() async throws {
        let geojson = #"{"type": "Point", "coordinates": [7.4236, 43.7337]}"#
        let plus = geojson.replacingOccurrences(of: " ", with: "+").addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["+"])) ?? ""
        let stops = "\(Monaco.palace);\(Monaco.casino)"
        let replies = try await Monaco.service().withClient { client in
            [try await client.send("/route/v1/car/\(stops)?barriers=\(plus)&barrier_radius=30"),
             try await client.send("/route/v1/car/\(stops)?barriers=\(Self.encoded(geojson))&barrier_radius=30")]
        }
        #expect(plus.contains("+"))
        #expect(replies[0].status == .ok, "\(replies[0].text)")
        #expect(replies[0].body == replies[1].body)
        #expect(URI.formDecoded("a+b%2Bc%zz%4") == "a b+c%zz%4")
        #expect(URI.formDecoded("%E2%82%ac") == "€")
    }

    @Test("a malformed barrier or radius is a 400 that names it")
    func badBarriers() async throws {
        let service = try Monaco.service()
        let stops = "\(Monaco.palace);\(Monaco.casino)"
        for query in ["barriers=\(Self.encoded("{\"type\":\"Polygon\"}"))", "barriers=nope",
                      "barriers=\(Self.encoded("{\"type\":\"Point\",\"coordinates\":[7.42,43.73]}"))&barrier_radius=-3"] {
            let reply = try await service.withClient { client in try await client.send("/route/v1/car/\(stops)?\(query)") }
            #expect(Int(reply.status.code) == 400, "\(query)")
            let body = try reply.object()
            #expect(["InvalidValue", "InvalidOptions"].contains(body["code"] as? String ?? ""), "\(query): \(body)")
            #expect((body["message"] as? String)?.contains("barrier") == true, "\(query): \(body)")
        }
    }
}
