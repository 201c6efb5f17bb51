import Foundation
import Testing
@testable import WayfarerServer

@Suite("No path escapes the web root")
struct WebRootTests {
    static let climbs = String(repeating: "../", count: 24)

    @Test("dot segments, plain or percent-encoded, never reach a file outside the web root", arguments: [
        "/\(climbs)etc/passwd",
        "/\(climbs.replacingOccurrences(of: "..", with: "%2e%2e"))etc/passwd",
        "/\(climbs.replacingOccurrences(of: "..", with: "%2E%2E"))etc/passwd",
        "/\(climbs.replacingOccurrences(of: "../", with: "..%2f"))etc/passwd",
        "/\(climbs.replacingOccurrences(of: "../", with: "%2e%2e%2f"))etc/passwd",
        "/\(climbs.replacingOccurrences(of: "../", with: "..%5c"))etc/passwd",
        "/static/\(climbs)etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ])
    func traversal(path: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send(path) }
        #expect(!reply.text.contains("root:"), "\(path) served /etc/passwd")
        #expect(reply.status != .ok || reply.text.contains("Wayfarer"), "\(path) answered \(reply.status)")
        // Errors say what went wrong without file paths.
        #expect(!reply.text.contains("/etc/") && !reply.text.contains(".build"))
    }

    @Test("a path with dots gets the endpoint's own answer, not a bare 400", arguments: ["/tiles/1/1/1..mvt", "/tiles/%2e%2e/1/1.mvt", "/tiles/1/1/../../etc/passwd"])
    func dotsInAnEndpointsPath(path: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send(path) }
        #expect(reply.status == .notFound, "\(path): \(reply.text)")
        let message = try reply.object()["message"] as? String
        #expect(message != nil && message != "Bad Request" && message != "Not Found", "\(path): \(reply.text)")
    }

    @Test("the web root holds no symbolic links, so nothing in it can point outside")
    func noSymbolicLinks() throws {
        let folder = try #require(StaticFiles.folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var files = 0
        while let entry = enumerator.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + entry)
            #expect(attributes[.type] as? FileAttributeType != .typeSymbolicLink, "\(entry) is a symbolic link")
            files += 1
        }
        #expect(files > 0)
    }
}
