import Foundation
import TestSupport
import Testing

/// The `wayfarer` command line with coordinates west of Greenwich and south of the equator: every command
/// that takes coordinates accepts negative numbers right after its option (`--stops -46.63,-23.55;…`).
@Suite("Command line in every hemisphere", .serialized)
struct HemisphereTests {
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/wayfarer")

    /// A 4×4 street grid around `origin` with a few named places, written as OSM XML.
    static func map(at origin: (latitude: Double, longitude: Double)) throws -> (url: URL, map: TestMap) {
        var map = TestMap(origin: origin)
        map.grid(rows: 4, columns: 4)
        let places: [(Int, Int, [String: String])] = [
            (0, 0, ["tourism": "museum", "name": "Museum"]), (1, 2, ["tourism": "attraction", "name": "Statue"]),
            (2, 1, ["leisure": "park", "name": "Park"]), (3, 3, ["amenity": "restaurant", "name": "Grill"]),
            (2, 3, ["amenity": "theatre", "name": "Theatre"]), (3, 0, ["amenity": "marketplace", "name": "Market"]),
        ]
        for (row, column, tags) in places { _ = map.node(row, column, tags: tags) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-cli-\(UUID().uuidString).osm")
        try map.xml.write(to: url, atomically: true, encoding: .utf8)
        return (url, map)
    }

    /// Runs `wayfarer` with `arguments`; returns the exit status and standard output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    static let origins: [(latitude: Double, longitude: Double)] = [
        (39.29, -76.61),    // Baltimore: west
        (-23.55, -46.63),   // São Paulo: west and south
        (-33.87, 151.2),    // Sydney: south
    ]

    @Test("route, table, trip and tour take negative coordinates", .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)),
          arguments: origins.indices)
    func everyCommand(origin index: Int) throws {
        let (url, map) = try Self.map(at: Self.origins[index])
        defer { try? FileManager.default.removeItem(at: url) }
        func pair(_ row: Double, _ column: Double) -> String {
            let c = map.coordinate(row, column)
            return "\(c.longitude),\(c.latitude)"
        }
        let stops = [pair(0, 0.5), pair(3, 2.5), pair(1.5, 3)].joined(separator: ";")
        let route = try run(["route", "--map", url.path, "--stops", stops, "--format", "json"])
        #expect(route.status == 0, "\(route.error)")
        #expect(route.output.contains("\"code\":\"Ok\""))
        // Turn-by-turn directions, as text and as OSRM's steps (the CLI's JSON had none).
        let directions = try run(["route", "--map", url.path, "--stops", stops, "--steps", "--language", "uk"])
        #expect(directions.status == 0 && directions.output.contains("Ви прибули"), "\(directions.output)")
        let steps = try run(["route", "--map", url.path, "--stops", stops, "--steps", "--format", "json"])
        #expect(steps.status == 0 && steps.output.contains("\"maneuver\"") && steps.output.contains("\"instruction\""))
        let table = try run(["table", "--map", url.path, "--stops", stops, "--format", "json"])
        #expect(table.status == 0, "\(table.error)")
        #expect(table.output.contains("\"durations\"") && table.output.contains("\"distances\""))
        let durations = try run(["table", "--map", url.path, "--stops", stops, "--annotations", "duration", "--format", "json"])
        #expect(durations.status == 0 && durations.output.contains("\"durations\"") && !durations.output.contains("\"distances\""))
        let unknown = try run(["table", "--map", url.path, "--stops", stops, "--annotations", "duration,speed"])
        #expect(unknown.status != 0 && unknown.error.contains("not 'duration,speed'"), "\(unknown.error)")
        let trip = try run(["trip", "--map", url.path, "--stops", stops, "--time-limit", "0.2", "--format", "json"])
        #expect(trip.status == 0, "\(trip.error)")
        let tour = try run(["tour", "--map", url.path, "--start", pair(1.5, 1.5), "--stop-count", "3", "--radius", "1000", "--format", "json"])
        #expect(tour.status == 0, "\(tour.error)")
        #expect(tour.output.contains("\"name\""))
    }

    @Test("a stop far from every road is one readable line and a non-zero exit", .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func unreachableStop() throws {
        let (url, map) = try Self.map(at: Self.origins[1])
        defer { try? FileManager.default.removeItem(at: url) }
        let far = map.coordinate(100, 100)
        let near = map.coordinate(0, 0.5)
        let result = try run(["route", "--map", url.path, "--stops", "\(near.longitude),\(near.latitude);\(far.longitude),\(far.latitude)"])
        #expect(result.status != 0)
        #expect(result.error.contains("stop 2") && !result.error.contains("longitude first"), "\(result.error)")
        #expect(result.error.split(separator: "\n").filter { $0.hasPrefix("Error") }.count == 1)
        // The second stop given latitude first: the message says which way round it would be near a road.
        let swapped = try run(["route", "--map", url.path, "--stops", "\(near.longitude),\(near.latitude);\(near.latitude),\(near.longitude)"])
        #expect(swapped.status != 0)
        #expect(swapped.error.contains("stop 2 (\(near.latitude),\(near.longitude))")
                && swapped.error.contains("\(near.longitude),\(near.latitude) is near one: give the longitude first"), "\(swapped.error)")
    }

    @Test("a negative number after an option is its value, refused by name where it makes no sense",
          .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func negativeValues() throws {
        let (url, map) = try Self.map(at: Self.origins[0])
        defer { try? FileManager.default.removeItem(at: url) }
        let start = map.coordinate(1.5, 1.5), other = map.coordinate(3, 2.5)
        let stops = "\(start.longitude),\(start.latitude);\(other.longitude),\(other.latitude)"
        for (arguments, says) in [(["tour", "--map", url.path, "--start", "\(start.longitude),\(start.latitude)", "--radius", "-500"], "radius"),
                                  (["route", "--map", url.path, "--stops", stops, "--snap-radius", "-5"], "snap radius"),
                                  (["tsp", "--random-uniform", "-3"], "random-uniform"),
                                  // A server limit out of range names its option (not "limits must be positive").
                                  (["serve", "--job-lease", "0.3"], "--job-lease must be at least 1, got 0.3"),
                                  (["serve", "--finished-job-seconds", "-1"], "--finished-job-seconds must be at least 0, got -1")] {
            let result = try run(arguments)
            #expect(result.status != 0 && result.error.contains(says) && !result.error.contains("Missing value"), "\(arguments): \(result.error)")
        }
    }

    @Test("an --optimum the search contradicts is a warning, not a gap", .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func contradictedOptimum() throws {
        let berlin = try SharedData.url("tsplib/berlin52.tsp").path
        let below = try run(["tsp", berlin, "--optimum", "7000", "--time-limit", "2"])
        #expect(below.status == 0 && below.error.contains("cannot be right") && below.output.contains("contradicted"), "\(below.error)")
        let above = try run(["tsp", berlin, "--optimum", "9000", "--time-limit", "2"])
        #expect(above.status == 0 && above.error.contains("cannot be right: this tour is shorter") && !above.output.contains("gap -"), "\(above.output)")
        let right = try run(["tsp", berlin, "--optimum", "7542", "--time-limit", "2"])
        #expect(right.status == 0 && !right.error.contains("warning") && right.output.contains("gap 0.00%"), "\(right.output)")
    }

    @Test("output that cannot be written, an -o in no folder, a tour's maximum under 5 km: errors at once, or the API's default",
          .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path) && FileManager.default.fileExists(atPath: "/dev/full")))
    func outputAndDefaults() throws {
        let (url, map) = try Self.map(at: Self.origins[1])
        defer { try? FileManager.default.removeItem(at: url) }
        let near = map.coordinate(0, 0.5), other = map.coordinate(3, 2.5)
        let stops = "\(near.longitude),\(near.latitude);\(other.longitude),\(other.latitude)"
        // A full disk: not an empty file and a success.
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["route", "--map", url.path, "--stops", stops, "--format", "json"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1 && message.contains("cannot write the output"), "\(message)")
        // A map file in a folder that does not exist: refused before the import.
        let nowhere = try run(["import", url.path, "-o", "/nonexistent-\(UUID().uuidString)/map.wayfarer"])
        #expect(nowhere.status != 0 && nowhere.error.contains("does not exist") && !nowhere.error.contains("reading"), "\(nowhere.error)")
        // So is a drawing's, and a customized map's (before the speeds are read: this file has none).
        let drawing = try run(["render", "--map", url.path, "--stops", stops, "-o", "/nonexistent-\(UUID().uuidString)/route.svg"])
        #expect(drawing.status == 1 && drawing.error.contains("does not exist"), "\(drawing.error)")
        let customized = try run(["customize", url.path, "--speeds", "/nonexistent.csv", "-o", FileManager.default.temporaryDirectory.path])
        #expect(customized.status == 1 && customized.error.contains("it is a folder"), "\(customized.error)")
        // The extract as its own output: refused, the extract kept (it was replaced by the map).
        let extract = try Data(contentsOf: url)
        let onto = try run(["import", url.path, "-o", url.path])
        #expect(onto.status == 1 && onto.error.contains("it is the input"), "\(onto.error)")
        #expect(try Data(contentsOf: url) == extract)
        // A pipe (as a device): refused, not renamed over.
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-pipe-\(UUID().uuidString)").path
        #expect(mkfifo(pipe, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: pipe) }
        let piped = try run(["import", url.path, "-o", pipe])
        #expect(piped.status == 1 && piped.error.contains("not a regular file"), "\(piped.error)")
        #expect(((try? FileManager.default.attributesOfItem(atPath: pipe))?[.type] as? FileAttributeType).map { $0 != .typeRegular } == true)
        // A tour whose maximum is under 5 km aims at the maximum, as the API does.
        let tour = try run(["tour", "--map", url.path, "--start", "\(near.longitude),\(near.latitude)", "--stop-count", "2",
                            "--radius", "1000", "--max-distance", "3000", "--format", "json"])
        #expect(tour.status == 0, "\(tour.error)")
        #expect(tour.output.contains("\"targetDistance\":3000"), "\(tour.output.prefix(300))")
    }

    @Test("--exclude on trip and match: a class is taken, a wrong one is one line, and the built-in network refuses it",
          .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func exclusions() throws {
        let (url, map) = try Self.map(at: Self.origins[0])
        defer { try? FileManager.default.removeItem(at: url) }
        let stops = [map.coordinate(0, 0.5), map.coordinate(3, 2.5), map.coordinate(1.5, 3)].map { "\($0.longitude),\($0.latitude)" }
        let trip = try run(["trip", "--map", url.path, "--stops", stops.joined(separator: ";"), "--exclude", "toll,ferry"])
        #expect(trip.status == 0, "\(trip.error)")
        let wrong = try run(["trip", "--map", url.path, "--stops", stops.joined(separator: ";"), "--exclude", "boat"])
        #expect(wrong.status == 1 && wrong.error.contains("unknown class 'boat'"), "\(wrong.error)")
        let dataset = try run(["trip", "--dataset", "ukraine", "--cities", "Lviv,Kyiv", "--exclude", "toll"])
        #expect(dataset.status == 1 && dataset.error.contains("--exclude needs --map"), "\(dataset.error)")
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-trace-\(UUID().uuidString).gpx")
        defer { try? FileManager.default.removeItem(at: trace) }
        let points = stride(from: 0.0, through: 3, by: 0.5).map { map.coordinate(0, $0) }
        try ("<gpx><trk><trkseg>" + points.map { "<trkpt lat=\"\($0.latitude)\" lon=\"\($0.longitude)\"/>" }.joined() + "</trkseg></trk></gpx>")
            .write(to: trace, atomically: true, encoding: .utf8)
        let match = try run(["match", trace.path, "--map", url.path, "--exclude", "motorway"])
        #expect(match.status == 0 && match.output.contains("LineString"), "\(match.error)")
        let wrongMatch = try run(["match", trace.path, "--map", url.path, "--exclude", "boat"])
        #expect(wrongMatch.status == 1 && wrongMatch.error.contains("unknown class 'boat'"), "\(wrongMatch.error)")
    }
}
