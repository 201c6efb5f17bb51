import Foundation
import Testing
@testable import WayfarerServer

/// Health, the OpenAPI document, the countries layer and the static web page.
@Suite struct InfoEndpointTests {
    @Test func health() async throws {
        let body = try await Monaco.service().withClient { client in try await client.send("/api/v1/health").object() }
        #expect(body["status"] as? String == "ok")
        #expect(body["map"] as? String == "monaco")
        #expect(body["profiles"] as? [String] == ["car"])
        #expect(Shape.number(body["uptime"]))
    }

    @Test func openAPIDescribesEveryEndpoint() async throws {
        let body = try await Monaco.service().withClient { client in try await client.send("/api/v1/openapi.json").object() }
        #expect((body["openapi"] as? String)?.hasPrefix("3.") == true)
        let paths = try #require(body["paths"] as? [String: Any])
        for path in ["/route/v1/{profile}/{coordinates}", "/trip/v1/{profile}/{coordinates}", "/table/v1/{profile}/{coordinates}",
                     "/nearest/v1/{profile}/{coordinates}", "/api/v1/solve", "/api/v1/jobs/{id}", "/api/v1/jobs/{id}/events",
                     "/api/v1/health", "/api/v1/countries", "/api/v1/openapi.json", "/"] {
            #expect(paths[path] != nil, "\(path) undocumented")
        }
    }

    @Test func countriesDefaultToTheUkraineOutline() async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send("/api/v1/countries") }
        #expect(reply.headers[.contentType] == "application/geo+json")
        let body = try reply.object()
        #expect(body["type"] as? String == "FeatureCollection")
        let feature = try #require((body["features"] as? [[String: Any]])?.first)
        #expect((feature["geometry"] as? [String: Any])?["type"] as? String == "Polygon")
    }

    @Test func countriesFromAFile() async throws {
        let layer = Data(#"{"type":"FeatureCollection","features":[]}"#.utf8)
        let service = WayfarerService(router: try #require(Monaco.router), mapName: "monaco", countries: layer)
        let reply = try await service.withClient { client in try await client.send("/api/v1/countries") }
        #expect(reply.body == layer)
    }

    @Test func indexPageIsServed() async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send("/") }
        #expect(reply.status == .ok)
        #expect(reply.headers[.contentType]?.hasPrefix("text/html") == true)
        #expect(reply.text.contains("Wayfarer"))
    }
}
