import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RoadNetwork
import TestSupport
import Testing

/// `wayfarer customize` writes new speeds into a map file, and a running `wayfarer serve` takes the file anew on
/// SIGHUP without a restart.
@Suite("Live speeds on the command line", .serialized)
struct LiveSpeedsCommandTests {
    static let binary = HemisphereTests.binary

    /// Runs `wayfarer` with `arguments`; returns the exit status, standard output and standard error.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try HemisphereTests().run(arguments)
    }

    /// The duration of the route from `from` to `to` on the server at `port`.
    func duration(port: Int, from: String, to: String) async throws -> Double {
        let url = URL(string: "http://127.0.0.1:\(port)/route/v1/car/\(from);\(to)?overview=false")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((body["routes"] as? [[String: Any]])?.first?["duration"] as? Double)
    }

    @Test("customize, then SIGHUP: the server answers with the new speeds", .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func customizeAndReload() async throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3)], tags: ["highway": "residential", "name": "Main"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-speeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let osm = folder.appendingPathComponent("main.osm"), mapFile = folder.appendingPathComponent("main.wayfarer")
        try map.xml.write(to: osm, atomically: true, encoding: .utf8)
        let imported = try run(["import", osm.path, "-o", mapFile.path, "--profiles", "car"])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(try MapFile.read(mapFile)["overlay:car:distance"] == nil, "distance is customized when first queried")
        let withDistance = folder.appendingPathComponent("distance.wayfarer")
        let both = try run(["import", osm.path, "-o", withDistance.path, "--profiles", "car", "--metrics", "time,distance"])
        #expect(both.status == 0, "\(both.error)")
        #expect(try MapFile.read(withDistance)["overlay:car:distance"] != nil)
        let unknown = try run(["import", osm.path, "-o", withDistance.path, "--metrics", "time,speed"])
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("--metrics takes time or time,distance, not 'speed'"), "\(unknown.error)")
        #expect(unknown.error.split(separator: "\n").count == 1)

        let bad = folder.appendingPathComponent("bad.csv")
        try "\(map.node(0, 1)),\(map.node(0, 2))\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try run(["customize", mapFile.path, "--speeds", bad.path])
        #expect(refused.status != 0)
        #expect(refused.error.contains("line 1: expected from_osm_node,to_osm_node,speed_kmh[,rate], got 2 fields"), "\(refused.error)")
        #expect(refused.error.split(separator: "\n").count == 1)
        // A folder, a compressed file and the speed file as the output: each says what it is.
        let folderGiven = try run(["customize", mapFile.path, "--speeds", folder.path])
        #expect(folderGiven.status == 1 && folderGiven.error.contains("it is a folder; give the CSV file"), "\(folderGiven.error)")
        let gzipped = folder.appendingPathComponent("speeds.csv.gz")
        try Data([0x1F, 0x8B, 0x08, 0x00, 0xFF, 0xFE]).write(to: gzipped)
        let compressed = try run(["customize", mapFile.path, "--speeds", gzipped.path])
        #expect(compressed.status == 1 && compressed.error.contains("gzip-compressed; decompress it first"), "\(compressed.error)")
        let onto = try run(["customize", mapFile.path, "--speeds", bad.path, "-o", bad.path])
        #expect(onto.status == 1 && onto.error.contains("it is the input"), "\(onto.error)")
        #expect(try String(contentsOf: bad, encoding: .utf8).hasSuffix("\n"))
        // A map of an older format (its other sections would be written on in a layout no longer read) is refused:
        // format 4, written by hand, one section at a multiple of 8 bytes.
        var header = BinaryWriter()
        for byte in Array("WAYFARER".utf8) { header.write(byte) }
        header.write(UInt32(4))
        header.write(UInt32(1))
        header.write("basemap")
        header.write(UInt64(3))
        let older = Data(header.bytes + [UInt8](repeating: 0, count: (8 - header.bytes.count % 8) % 8) + [1, 2, 3])
        let olderFile = folder.appendingPathComponent("older.wayfarer")
        try older.write(to: olderFile)
        let good = folder.appendingPathComponent("good.csv")
        try "\(map.node(0, 1)),\(map.node(0, 2)),30\n".write(to: good, atomically: true, encoding: .utf8)
        let outdated = try run(["customize", olderFile.path, "--speeds", good.path])
        #expect(outdated.status != 0)
        #expect(outdated.error.contains("format version 4, this Wayfarer reads version \(MapFile.version): import the OSM file again"),
                "\(outdated.error)")
        #expect(try Data(contentsOf: olderFile) == older, "left as it was")

        let port = try FreePort.find()
        let server = Process()
        server.executableURL = Self.binary
        server.arguments = ["serve", "--map", mapFile.path, "--host", "127.0.0.1", "--port", String(port)]
        let log = folder.appendingPathComponent("server.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        server.standardOutput = FileHandle.nullDevice
        server.standardError = try FileHandle(forWritingTo: log)
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let a = map.coordinate(0, 0.1), b = map.coordinate(0, 2.9)
        let from = "\(a.longitude),\(a.latitude)", to = "\(b.longitude),\(b.latitude)"
        var before: Double?
        for _ in 0 ..< 600 where before == nil && server.isRunning {
            before = try? await duration(port: port, from: from, to: to)
            if before == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        let plain = try #require(before, "the server did not answer: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")

        let speeds = folder.appendingPathComponent("speeds.csv")
        try "\(map.node(0, 1)),\(map.node(0, 2)),3\n".write(to: speeds, atomically: true, encoding: .utf8)
        let customized = try run(["customize", mapFile.path, "--speeds", speeds.path])
        #expect(customized.status == 0, "\(customized.error)")
        #expect(customized.output.contains("1 directed segments of car have new times"))
        // The server still serves what it loaded until told.
        #expect(abs(try await duration(port: port, from: from, to: to) - plain) < 1e-6)
        kill(server.processIdentifier, SIGHUP)
        var after = plain
        for _ in 0 ..< 100 where abs(after - plain) < 1e-6 {
            try await Task.sleep(for: .milliseconds(100))
            after = try await duration(port: port, from: from, to: to)
        }
        // 80 m at 3 km/h is about 96 s instead of a few.
        #expect(after > plain + 60, "\(plain) → \(after)")
        // --reset alone drops the speeds: after SIGHUP the route takes the profile's time again.
        let reset = try run(["customize", mapFile.path, "--reset"])
        #expect(reset.status == 0, "\(reset.error)")
        #expect(reset.output.contains("1 directed segments of car have the profile's times again;"), "\(reset.output)")
        kill(server.processIdentifier, SIGHUP)
        var restored = after
        for _ in 0 ..< 100 where abs(restored - plain) > 1e-6 {
            try await Task.sleep(for: .milliseconds(100))
            restored = try await duration(port: port, from: from, to: to)
        }
        #expect(abs(restored - plain) < 1e-6, "\(plain) → \(after) → \(restored)")
        let neither = try run(["customize", mapFile.path])
        #expect(neither.status != 0 && neither.error.contains("give --speeds FILE.csv, --reset, or both"), "\(neither.error)")

        // Another city renamed over the map (with its places beside it): everything served from the map follows the
        // reload — where the network lies, its places, its basemap's names — not only the routes.
        let (otherOSM, _) = try HemisphereTests.map(at: (latitude: -23.55, longitude: -46.63))
        defer { try? FileManager.default.removeItem(at: otherOSM) }
        let next = folder.appendingPathComponent("next.wayfarer")
        let other = try run(["import", otherOSM.path, "-o", next.path])
        #expect(other.status == 0, "\(other.error)")
        #expect((try await health(port: port)["places"] as? [String: Any])?["count"] as? Int ?? 0 == 0, "the first map has no places")
        let placesBeside = { (map: URL) in folder.appendingPathComponent(map.deletingPathExtension().lastPathComponent + ".places.sqlite") }
        for (from, to) in [(next, mapFile), (placesBeside(next), placesBeside(mapFile))] {
            #expect(rename(from.path, to.path) == 0)
        }
        kill(server.processIdentifier, SIGHUP)
        var moved: [String: Any] = [:]
        for _ in 0 ..< 100 where ((moved["bbox"] as? [Double])?.first ?? 0) > -40 {
            try await Task.sleep(for: .milliseconds(100))
            moved = try await health(port: port)
        }
        #expect(((moved["bbox"] as? [Double])?.first ?? 0) < -46, "\(moved)")
        #expect((moved["places"] as? [String: Any])?["count"] as? Int == 6, "\(moved)")
        let (found, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/v1/search?q=Museum")!)
        #expect(String(decoding: found, as: UTF8.self).contains("Museum"))

        // Written onto in place (here only its time: its pages stay readable): routes are refused as health is, 503,
        // not answered from pages changed under the server.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: mapFile.path)
        let (_, damagedHealth) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/v1/health")!)
        let (refusal, damagedRoute) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/route/v1/car/\(from);\(to)")!)
        #expect((damagedHealth as? HTTPURLResponse)?.statusCode == 503 && (damagedRoute as? HTTPURLResponse)?.statusCode == 503)
        #expect(String(decoding: refusal, as: UTF8.self).contains("changed in place"))
    }

    @Test("a hang-up does not stop a server whose map was read from an extract", .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func hangUpWithoutAMapFile() async throws {
        let (osm, _) = try HemisphereTests.map(at: (latitude: 0, longitude: 0))
        defer { try? FileManager.default.removeItem(at: osm) }
        let server = try #require(try await ServedExtract.start(osm))
        defer { server.stop() }
        kill(server.process.processIdentifier, SIGHUP)
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.process.isRunning)
        #expect(await server.answers())
    }

    /// The health document of the server at `port`.
    func health(port: Int) async throws -> [String: Any] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/v1/health")!)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
