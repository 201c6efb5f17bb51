import Foundation
import Hummingbird
import HummingbirdTesting
import RoadNetwork
import Routing
import TestSupport
import Testing
@testable import WayfarerServer

/// The admin endpoints: off without a token, refused without it, and with it new speeds served at once.
@Suite struct AdminEndpointTests {
    /// A street of one segment, its inner stretch (0,1)→(0,2) named by OSM node ids, on a router of its own
    /// (updates must not reach other suites' routers).
    static func setUp() throws -> (router: Routing.Router, stretch: String) {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3)], tags: ["highway": "residential", "name": "Main"])
        return (try map.router(), "\(map.node(0, 1)),\(map.node(0, 2))")
    }

    static let route = "/route/v1/car/\(TestMap.coordinate(0, 0.1).longitude),\(TestMap.coordinate(0, 0.1).latitude);"
        + "\(TestMap.coordinate(0, 2.9).longitude),\(TestMap.coordinate(0, 2.9).latitude)?annotations=datasources,duration"

    static func post(_ client: any TestClientProtocol, _ uri: String, token: String?, body: String) async throws -> Reply {
        var headers = HTTPFields()
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
            Reply(status: response.status, headers: response.headers, body: Data(buffer: response.body))
        }
    }

    @Test func offWithoutAToken() async throws {
        let (router, stretch) = try Self.setUp()
        let service = WayfarerService(router: router, mapName: "test")
        let reply = try await service.withClient { client in try await Self.post(client, "/api/v1/admin/speeds", token: "x", body: "\(stretch),10") }
        #expect(reply.status == .unauthorized)
        #expect(try reply.object()["message"] as? String == "the admin endpoints are off: start the server with WAYFARER_ADMIN_TOKEN set")
    }

    @Test func refusedWithoutTheToken() async throws {
        let (router, stretch) = try Self.setUp()
        let service = WayfarerService(router: router, mapName: "test", admin: AdminAccess(token: "s3cret"))
        for token in [nil, "wrong", "s3cret-and-more", ""] as [String?] {
            let reply = try await service.withClient { client in try await Self.post(client, "/api/v1/admin/speeds", token: token, body: "\(stretch),10") }
            #expect(reply.status == .unauthorized && reply.headers[.wwwAuthenticate] == "Bearer", "token \(token ?? "none")")
            #expect(try reply.object()["code"] as? String == "Unauthorized")
        }
        #expect(try router.route(RouteRequest(profile: "car", stops: [TestMap.coordinate(0, 0.1), TestMap.coordinate(0, 2.9)]))
            .legs[0].pieces.allSatisfy { $0.datasource == .profile })
    }

    @Test func newSpeedsAreServedAtOnceAndSayTheirSource() async throws {
        let (router, stretch) = try Self.setUp()
        let service = WayfarerService(router: router, mapName: "test", admin: AdminAccess(token: "s3cret"))
        try await service.withClient { client in
            let before = try await client.send(Self.route).object()
            let bad = try await Self.post(client, "/api/v1/admin/speeds?profile=car", token: "s3cret", body: "\(stretch),10\n1,2,fast\n")
            #expect(bad.status == .badRequest)
            #expect(try bad.object()["message"] as? String == "speed file line 2: the speed must be a number of km/h from 0 to 1000")
            let unknown = try await Self.post(client, "/api/v1/admin/speeds?profile=boat", token: "s3cret", body: "\(stretch),10")
            #expect(unknown.status == .badRequest)
            let reply = try await Self.post(client, "/api/v1/admin/speeds?profile=driving", token: "s3cret", body: "\(stretch),5,0.5\n")
            #expect(reply.status == .ok, "\(reply.text)")
            #expect(try reply.object()["changed"] as? Int == 1 && reply.object()["unmatched"] as? Int == 0)
            #expect(try reply.object()["ratesIgnored"] as? Int == 1)
            let after = try await client.send(Self.route).object()
            func leg(_ body: [String: Any]) throws -> [String: Any] {
                let routes = try #require(body["routes"] as? [[String: Any]])
                return try #require((routes.first?["legs"] as? [[String: Any]])?.first)
            }
            #expect(try #require(leg(after)["duration"] as? Double) > (try #require(leg(before)["duration"] as? Double)) + 30)
            let annotation = try #require(try leg(after)["annotation"] as? [String: Any])
            // Per pair of nodes, as the speed file sets them: only the inner stretch is the file's, at 5 km/h.
            #expect(annotation["datasources"] as? [Int] == [0, 1, 0])
            let durations = try #require(annotation["duration"] as? [Double])
            let stretch = TestMap.coordinate(0, 1).distance(to: TestMap.coordinate(0, 2))
            #expect(durations.count == 3 && abs(durations[1] - stretch / (5 / 3.6)) < 0.2, "\(durations)")
            #expect((annotation["metadata"] as? [String: Any])?["datasource_names"] as? [String] == ["profile", "speeds"])
            let plain = try #require(try leg(before)["annotation"] as? [String: Any])
            #expect((plain["datasources"] as? [Int])?.allSatisfy { $0 == 0 } == true)
            // reset=true with no body drops the speeds: the route is the profile's again.
            let wrong = try await Self.post(client, "/api/v1/admin/speeds?reset=yes", token: "s3cret", body: "")
            let wrongMessage = try wrong.object()["message"] as? String
            #expect(wrong.status == .badRequest && wrongMessage == "reset=yes is invalid; expected true or false")
            let reset = try await Self.post(client, "/api/v1/admin/speeds?profile=car&reset=true", token: "s3cret", body: "")
            #expect(reset.status == .ok, "\(reset.text)")
            #expect(try reset.object()["reset"] as? Int == 1 && reset.object()["changed"] as? Int == 0)
            let restored = try await client.send(Self.route).object()
            #expect(abs(try #require(leg(restored)["duration"] as? Double) - (try #require(leg(before)["duration"] as? Double))) < 1e-3)
            #expect(try ((leg(restored)["annotation"] as? [String: Any])?["datasources"] as? [Int])?.allSatisfy { $0 == 0 } == true)
        }
    }

    @Test func reloadNeedsAMapFile() async throws {
        let (router, _) = try Self.setUp()
        let service = WayfarerService(router: router, mapName: "test", admin: AdminAccess(token: "s3cret"))
        let reply = try await service.withClient { client in try await Self.post(client, "/api/v1/admin/reload", token: "s3cret", body: "") }
        #expect(reply.status == .badRequest)
        #expect((try reply.object()["message"] as? String)?.contains("not started from a map file") == true)
    }
}
