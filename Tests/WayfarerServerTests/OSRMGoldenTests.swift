import Foundation
import RoadNetwork
import Routing
import TestSupport
import Testing
@testable import WayfarerServer

/// The Malta car map, imported once for the golden tests.
enum Malta {
    static let router: Routing.Router? = {
        guard let url = try? SharedData.url("osm/malta.osm.pbf"), let network = try? RoadNetwork.build(from: url, profiles: [.car]) else {
            return nil
        }
        return Routing.Router(network: network)
    }()

    /// Valletta, Sliema, Mdina, Birkirkara, Marsaxlokk, Mellieħa (longitude,latitude).
    static let places = ["14.5146,35.8989", "14.5047,35.9122", "14.4031,35.8858", "14.4611,35.8972", "14.5447,35.8419", "14.3622,35.9564"]
}

/// OSRM v1 responses on Malta, byte for byte, against files in `Golden/`: moving or rewriting the code that builds
/// them must not change what a client receives. After an intended change of behaviour, regenerate the files with
/// `WAYFARER_UPDATE_GOLDEN=1 swift test --filter OSRMGoldenTests` and review the diff.
@Suite struct OSRMGoldenTests {
    static let requests: [(file: String, path: String)] = {
        let places = Malta.places
        let barrier = #"{"type":"Polygon","coordinates":[[[14.47,35.89],[14.49,35.89],[14.49,35.91],[14.47,35.91],[14.47,35.89]]]}"#
        let encodedBarrier = barrier.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return [
            ("route-steps", "/route/v1/car/\(places[0]);\(places[2]);\(places[4])?steps=true&overview=full&annotations=true"),
            ("route-geojson", "/route/v1/car/\(places[1]);\(places[5])?geometries=geojson&overview=simplified"),
            ("route-barrier", "/route/v1/car/\(places[0]);\(places[2])?barriers=\(encodedBarrier)&overview=false&steps=true"),
            ("table", "/table/v1/car/\(places.joined(separator: ";"))?annotations=duration,distance"),
            ("trip", "/trip/v1/car/\(places.joined(separator: ";"))?overview=simplified&annotations=duration"),
            ("nearest", "/nearest/v1/car/\(places[3])?number=3"),
            // To Gozo: the ferry's steps, and the intersections that leave onto it list its class.
            ("route-ferry", "/route/v1/car/\(places[5]);14.2446,36.0440?steps=true&overview=false"),
            ("no-route", "/route/v1/car/\(places[0]);14.30,35.80"),
        ]
    }()

    static var goldenFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    @Test(arguments: requests.map(\.file))
    func responseIsUnchanged(file: String) async throws {
        let router = try #require(Malta.router, "Malta extract missing")
        let path = try #require(Self.requests.first { $0.file == file }?.path)
        let service = WayfarerService(router: router, mapName: "malta")
        let reply = try await service.withClient { client in try await client.send(path) }
        let golden = Self.goldenFolder.appendingPathComponent("\(file).json")
        if ProcessInfo.processInfo.environment["WAYFARER_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try reply.body.write(to: golden)
            return
        }
        let expected = try Data(contentsOf: golden)
        #expect(reply.body == expected, "\(file): response differs from Golden/\(file).json:\n\(reply.text.prefix(600))")
        #expect(!expected.isEmpty)
    }
}
