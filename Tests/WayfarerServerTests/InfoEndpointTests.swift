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
                     "/api/v1/health", "/api/v1/countries", "/api/v1/openapi.json", "/", "/api/v1/places", "/api/v1/tours", "/route/v1/{profile}", "/table/v1/{profile}",
                     "/trip/v1/{profile}", "/nearest/v1/{profile}", "/match/v1/{profile}", "/isochrone/v1/{profile}",
                     "/api/v1/search", "/tiles/{z}/{x}/{y}.mvt", "/isochrone/v1/{profile}/{coordinates}", "/match/v1/{profile}/{coordinates}",
                     "/api/v1/network", "/api/v1/dataset"] {
            #expect(paths[path] != nil, "\(path) undocumented")
        }
        // Every reference points at a component that exists.
        let components = try #require(body["components"] as? [String: [String: Any]])
        func references(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                if let reference = object["$ref"] as? String { return [reference] }
                return object.values.flatMap(references)
            }
            return (value as? [Any])?.flatMap(references) ?? []
        }
        let all = references(body)
        #expect(all.count > 50)
        for reference in Set(all) {
            let parts = reference.split(separator: "/").map(String.init)
            #expect(parts.count == 4 && components[parts[2]]?[parts[3]] != nil, "\(reference) does not resolve")
        }
    }

    /// The document is written by hand, and a JSON object with a key twice parses silently to the last one (two
    /// `Geometry` schemas once made barrier geometries accept a polyline string).
    @Test func openAPIHasNoKeyTwiceInAnObject() async throws {
        let text = String(decoding: OpenAPIDocument.bytes(profiles: ["car"]), as: UTF8.self)
        #expect(duplicateKeys(inJSON: text) == [])
        #expect(duplicateKeys(inJSON: #"{"a": {"b": 1, "c": [{"b": 2}]}, "d": "{\"a\": 1}"}"#) == [])
        #expect(duplicateKeys(inJSON: #"{"a": {"b": 1}, "c": [{"b": 2, "b": 3}]}"#) == ["b"])
    }

    /// Limits the server sets are the document's bounds, and each OSRM body takes what its GET form takes.
    @Test func theDocumentFollowsTheServersLimitsAndServices() throws {
        var limits = ServerLimits()
        limits.nearestResults = 7
        let document = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes(profiles: ["car"], limits: limits))) as? [String: Any])
        let nearest = try #require((((document["paths"] as? [String: Any])?["/nearest/v1/{profile}/{coordinates}"] as? [String: Any])?["get"] as? [String: Any])?["parameters"] as? [[String: Any]])
        let number = try #require(nearest.first { $0["name"] as? String == "number" }?["schema"] as? [String: Any])
        #expect(((number["anyOf"] as? [[String: Any]])?.first?["maximum"] as? Int) == 7)
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let route = try #require(schemas["RouteRequestBody"] as? [String: Any]), nearestBody = try #require(schemas["NearestRequestBody"] as? [String: Any])
        #expect(route["additionalProperties"] as? Bool == false)
        let routeMembers = try #require(route["properties"] as? [String: Any]), nearestMembers = try #require(nearestBody["properties"] as? [String: Any])
        #expect(Set(routeMembers.keys).isSuperset(of: ["coordinates", "alternatives", "waypoints", "barriers", "bearings", "steps"]))
        #expect(routeMembers["number"] == nil && nearestMembers["number"] != nil && nearestMembers["steps"] == nil)
        #expect((routeMembers["coordinates"] as? [String: Any])?["minItems"] as? Int == 2)
        #expect((nearestMembers["coordinates"] as? [String: Any])?["maxItems"] as? Int == 1)
        #expect(schemas["OSRMListForms"] == nil)
    }

    /// Keys that appear twice in one object of a JSON text (a scanner of strings and nesting, not a full parser).
    private func duplicateKeys(inJSON text: String) -> [String] {
        var objects: [Set<String>?] = []  // one entry per open bracket: the keys seen, nil for an array
        var duplicates: [String] = []
        var characters = text.makeIterator()
        var lastString: String?
        while let character = characters.next() {
            switch character {
            case "\"":
                var string = ""
                while let next = characters.next(), next != "\"" {
                    string.append(next)
                    if next == "\\", let escaped = characters.next() { string.append(escaped) }
                }
                lastString = string
                continue
            case ":":
                if let key = lastString, objects.last != nil, objects[objects.count - 1]!.insert(key).inserted == false {
                    duplicates.append(key)
                }
            case "{": objects.append([])
            case "[": objects.append(nil)
            case "}", "]": objects.removeLast()
            default: break
            }
            if !character.isWhitespace { lastString = nil }
        }
        return duplicates
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
