import Foundation
import Hummingbird
import HummingbirdTesting
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

    /// A service on Monaco with these limits.
    static func service(limits: ServerLimits = ServerLimits()) throws -> WayfarerService {
        WayfarerService(router: try #require(router), mapName: "monaco", limits: limits)
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
    func send(_ uri: String, _ method: HTTPRequest.Method = .get, json: String? = nil) async throws -> Reply {
        try await execute(uri: uri, method: method, body: json.map { ByteBuffer(string: $0) }) { response in
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
