import Foundation
import Geo
import Hummingbird
import HummingbirdTesting
import Places
import RoadNetwork
import Routing
import TestSupport
import Testing
@testable import WayfarerServer

/// The Monaco map, imported once for every suite (car profile only, to keep the debug build's import quick).
enum Monaco {
    static let router: Routing.Router? = {
        guard let url = try? SharedData.url("osm/monaco.osm.pbf"), let network = try? RoadNetwork.build(from: url, profiles: [.car]) else {
            return nil
        }
        return Routing.Router(network: network)
    }()

    /// Points on Monaco's streets.
    static let palace = "7.4196,43.7313", casino = "7.4270,43.7384", villaine = "7.42,43.74", otto = "7.415,43.735"
    static let fontvieille = "7.41,43.73", ostende = "7.425,43.735", larvotto = "7.43,43.74", rocher = "7.418,43.733"
    static let stops = [palace, casino, villaine, otto, fontvieille, ostende, larvotto, rocher]

    /// A service on Monaco with these limits, answering pages of `crossOrigins`.
    static func service(limits: ServerLimits = ServerLimits(), crossOrigins: CrossOrigins = .any) throws -> WayfarerService {
        WayfarerService(router: try #require(router), mapName: "monaco", limits: limits, crossOrigins: crossOrigins)
    }
}

/// Monaco for walking: the foot network and the extract's points of interest (built once).
enum MonacoPlaces {
    static let setUp: (router: Routing.Router, store: PlaceStore)? = {
        guard let url = try? SharedData.url("osm/monaco.osm.pbf"), let network = try? RoadNetwork.build(from: url, profiles: [.foot]),
              let places = try? PlaceExtractor.places(in: url), let store = try? PlaceStore(places: places) else { return nil }
        return (Routing.Router(network: network), store)
    }()

    /// Near the Casino; in the sea off Fontvieille.
    static let casino = Coordinate(latitude: 43.7384, longitude: 7.4246), sea = Coordinate(latitude: 43.72, longitude: 7.45)

    /// A service on Monaco's foot network with its places.
    static func service(limits: ServerLimits = ServerLimits()) throws -> WayfarerService {
        let (router, store) = try #require(setUp)
        return WayfarerService(router: router, mapName: "monaco", places: store, limits: limits)
    }
}

/// A response read in a test: status, headers and body.
struct Reply: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: Data

    /// The body as a JSON object.
    func object() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any], "not a JSON object: \(text)")
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

extension WayfarerService {
    /// Runs `body` with a client of this service's router.
    func withClient<T>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        try await Application(router: makeRouter()).test(.router) { client in try await body(client) }
    }
}

extension TestClientProtocol {
    /// Sends a request and reads the whole reply.
    func send(_ uri: String, _ method: HTTPRequest.Method = .get, headers: HTTPFields = [:], json: String? = nil) async throws -> Reply {
        try await execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) }) { response in
            Reply(status: response.status, headers: response.headers, body: Data(buffer: response.body))
        }
    }
}

/// JSON type checks for shape tests.
enum Shape {
    static func number(_ value: Any?) -> Bool { value is Double || value is Int }
    static func coordinate(_ value: Any?) -> Bool {
        guard let pair = value as? [Any], pair.count == 2 else { return false }
        return pair.allSatisfy(number)
    }
}

/// One Server-Sent Event of a job's stream, parsed.
struct StreamEvent {
    var name: String
    var data: [String: Any]
}

enum StreamEvents {
    /// The events of a whole `text/event-stream` body.
    static func parse(_ text: String) throws -> [StreamEvent] {
        try text.components(separatedBy: "\n\n").compactMap { block in
            var name: String?, data: String?
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
            }
            guard let name, let data else { return nil }
            return StreamEvent(name: name, data: try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]))
        }
    }
}

enum JobDocument {
    /// Whether a job document says the job has ended.
    static func isDone(_ job: [String: Any]) -> Bool {
        ["finished", "failed", "cancelled"].contains(job["status"] as? String ?? "")
    }
}

extension TestClientProtocol {
    /// Posts a job request to `path`, expects `202` with a `Location`, and returns the job's id.
    func submit(_ path: String, _ body: String) async throws -> String {
        let reply = try await send(path, .post, json: body)
        #expect(reply.status == .accepted, "\(reply.text)")
        #expect(reply.headers[.location]?.hasPrefix("/api/v1/jobs/") == true)
        return try #require(try reply.object()["id"] as? String)
    }

    /// Polls the job until `done` holds (at most `seconds`).
    func wait(job id: String, seconds: Int = 30, until done: ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            let job = try await send("/api/v1/jobs/\(id)").object()
            if done(job) { return job }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("job \(id) did not reach the expected state in \(seconds) s")
        return [:]
    }
}
