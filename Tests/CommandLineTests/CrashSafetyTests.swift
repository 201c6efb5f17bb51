import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `wayfarer import` killed with SIGKILL at any moment leaves the previous map file whole: the next command
/// loads it and routes, and no torn file ever takes its place.
@Suite("Crash safety of import", .serialized)
struct CrashSafetyTests {
    static let binary = HemisphereTests.binary

    /// Runs `wayfarer` to the end; returns its exit status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("killed at 20 moments, import always leaves a map that loads and routes",
          .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path) && (try? SharedData.url("osm/monaco.osm.pbf")) != nil))
    func killedImportsKeepThePreviousMap() throws {
        let extract = try SharedData.url("osm/monaco.osm.pbf").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("monaco.wayfarer").path
        let importArguments = ["import", extract, "-o", map, "--profiles", "car"]
        let route = ["route", "--map", map, "--stops", "7.4196,43.7313;7.4270,43.7384", "--format", "json"]

        // The quicker of two imports: one slowed by other work on the machine would spread the kills past the end.
        var duration = Double.infinity
        for _ in 0..<2 {
            let started = Date()
            #expect(try Self.run(importArguments).status == 0)
            duration = min(duration, Date().timeIntervalSince(started))
        }
        let original = try Data(contentsOf: URL(fileURLWithPath: map))
        #expect(try Self.run(route).status == 0)

        var random = SeededGenerator(seed: 17)
        var killedMidway = 0
        for moment in 0..<20 {
            // Spread over the whole import, including its last moments (writing the file).
            let delay = duration * (Double(moment) + random.unit()) / 20
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = importArguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning { killedMidway += 1 }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let answer = try Self.run(route)
            #expect(answer.status == 0, "after a kill at \(String(format: "%.2f", delay)) s the map no longer routes")
            #expect(answer.output.contains("\"code\":\"Ok\""))
            // The file is the old one or a complete new one (the import is deterministic): never a mix.
            #expect(try Data(contentsOf: URL(fileURLWithPath: map)) == original, "after a kill at \(delay) s")
        }
        #expect(killedMidway >= 15, "most kills should land while the import runs")
    }
}
