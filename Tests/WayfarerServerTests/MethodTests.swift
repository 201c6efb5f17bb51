import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WayfarerServer

/// A method an endpoint does not take is `405 Method Not Allowed` with the methods it does take in `Allow`;
/// an unknown path stays `404`.
@Suite struct MethodTests {
    @Test(arguments: [
        ("/route/v1/car/7.4196,43.7313;7.4270,43.7384", HTTPRequest.Method.delete, "GET, HEAD"),
        ("/route/v1/car/7.4196,43.7313;7.4270,43.7384", .put, "GET, HEAD"),
        ("/route/v1/car", .get, "POST"),
        ("/api/v1/solve", .get, "POST"),
        ("/api/v1/health", .post, "GET, HEAD"),
        ("/api/v1/jobs/abc", .put, "DELETE, GET, HEAD"),
        ("/api/v1/jobs/abc/cancel", .get, "POST"),
        ("/api/v1/openapi.json", .delete, "GET, HEAD"),
    ])
    func wrongMethodsAre405(path: String, method: HTTPRequest.Method, allow: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send(path, method) }
        #expect(reply.status == .methodNotAllowed, "\(method) \(path): \(reply.text)")
        #expect(reply.headers[.allow] == allow)
        let body = try reply.object()
        #expect(body["code"] as? String == "InvalidUrl")
        #expect((body["message"] as? String)?.contains(method.rawValue) == true)
    }

    @Test("HEAD is answered where GET is: no body, the GET answer's length")
    func headIsAnsweredWhereGetIs() async throws {
        let path = "/route/v1/car/7.4196,43.7313;7.4270,43.7384"
        let (head, get) = try await Monaco.service().withClient { client in
            (try await client.send(path, .head), try await client.send(path, .get))
        }
        #expect(head.status == .ok)
        #expect(head.body.isEmpty)
        #expect(head.headers[.contentLength] == String(get.body.count), "\(head.headers)")
    }

    @Test("a page of another origin may call the API: answers say so, errors too, and preflights are answered")
    func crossOrigin() async throws {
        let origin: HTTPFields = [.origin: "https://app.example"]
        let (route, error, preflight) = try await Monaco.service().withClient { client in
            (try await client.send("/route/v1/car/7.4196,43.7313;7.4270,43.7384", headers: origin),
             try await client.send("/route/v1/car/7.4196,95;7.4270,43.7384", headers: origin),
             try await client.send("/api/v1/solve", .options,
                                   headers: origin + [.accessControlRequestMethod: "POST", .accessControlRequestHeaders: "content-type"]))
        }
        #expect(route.status == .ok && route.headers[.accessControlAllowOrigin] == "*")
        #expect(error.status == .badRequest && error.headers[.accessControlAllowOrigin] == "*", "\(error.headers)")
        #expect(preflight.status == .noContent)
        #expect(preflight.headers[.accessControlAllowOrigin] == "*")
        #expect(preflight.headers[.accessControlAllowMethods]?.contains("POST") == true)
        #expect(preflight.headers[.accessControlAllowHeaders]?.lowercased().contains("content-type") == true)
    }

    @Test("with origins listed, only their pages may call: each answered with its own origin, others without CORS headers")
    func listedOrigins() async throws {
        let policy = try CrossOrigins(options: ["https://App.example:443", "http://localhost:3000"])
        #expect(policy == .only(["https://app.example", "http://localhost:3000"]))
        let route = "/route/v1/car/7.4196,43.7313;7.4270,43.7384"
        let (listed, other, preflight, otherPreflight) = try await Monaco.service(crossOrigins: policy).withClient { client in
            (try await client.send(route, headers: [.origin: "http://localhost:3000"]),
             try await client.send(route, headers: [.origin: "https://elsewhere.example"]),
             try await client.send("/api/v1/solve", .options, headers: [.origin: "https://app.example", .accessControlRequestMethod: "POST"]),
             try await client.send("/api/v1/solve", .options, headers: [.origin: "https://elsewhere.example", .accessControlRequestMethod: "POST"]))
        }
        #expect(listed.status == .ok && listed.headers[.accessControlAllowOrigin] == "http://localhost:3000")
        #expect(listed.headers[.vary] == "Origin", "a cache must not give one origin's answer to another")
        #expect(other.status == .ok && other.headers[.accessControlAllowOrigin] == nil, "\(other.headers)")
        #expect(other.headers[.vary] == "Origin", "without the headers, caches must still keep answers apart by origin")
        #expect(preflight.status == .noContent && preflight.headers[.accessControlAllowOrigin] == "https://app.example")
        #expect(otherPreflight.headers[.accessControlAllowOrigin] == nil && otherPreflight.headers[.accessControlAllowMethods] == nil)
    }

    @Test("--cors-origin none: no page of another origin may call; a value that is no origin is named")
    func noOtherOrigins() async throws {
        let reply = try await Monaco.service(crossOrigins: try CrossOrigins(options: ["none"])).withClient { client in
            try await client.send("/route/v1/car/7.4196,43.7313;7.4270,43.7384", headers: [.origin: "https://app.example"])
        }
        #expect(reply.status == .ok && reply.headers[.accessControlAllowOrigin] == nil)
        #expect(try CrossOrigins(options: []) == .any && CrossOrigins(options: ["*"]) == .any)
        #expect(try CrossOrigins(options: ["https://App.example/", "https://xn--bcher-kva.example"]) == .only(["https://app.example", "https://xn--bcher-kva.example"]))
        for (value, says) in [("https://app.example/map", "no path"), ("app.example", "such as https://"), ("ftp://app.example", "such as https://"),
                              ("https://*.example.com", "without wildcards")] {
            #expect { try CrossOrigins(options: [value]) } throws: { "\($0)".contains("--cors-origin \(value): ") && "\($0)".contains(says) }
        }
        #expect { try CrossOrigins(options: ["*", "https://app.example"]) } throws: { "\($0)".contains("beside other origins") }
    }

    @Test(arguments: ["/no/such/thing/here/at/all", "/api/v1/jobs", "/x/y/z"])
    func unknownPathsStay404(path: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send(path, .get) }
        #expect(reply.status == .notFound, "\(path): three parts are no OSRM POST path")
        #expect(try reply.object()["code"] as? String == "InvalidUrl")
    }
}
