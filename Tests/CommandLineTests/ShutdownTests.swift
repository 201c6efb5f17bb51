import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// `wayfarer serve` stops promptly on SIGTERM: an open job event stream, which lasts as long as its job, ends instead
/// of holding the shutdown until the job has run.
@Suite("Shutdown", .serialized)
struct ShutdownTests {
    static let binary = HemisphereTests.binary

    @Test("SIGTERM ends the open event streams of running jobs and the server exits at once",
          .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)), .timeLimit(.minutes(2)))
    func termEndsEventStreams() async throws {
        var map = TestMap()
        map.grid(rows: 8, columns: 8)
        let osm = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-shutdown-\(UUID().uuidString).osm")
        try map.xml.write(to: osm, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: osm) }
        let served = try #require(try await ServedExtract.start(osm, arguments: ["--running-jobs", "1"]))
        defer { served.stop() }
        let server = served.process, base = served.base
        // 40 stops along the streets: no proof of the best order comes quickly, so the job searches its 60 s.
        let stops = (0..<40).map { k in map.coordinate(Double(k % 8), Double(k / 8) + 0.37) }
            .map { "[\($0.longitude),\($0.latitude)]" }.joined(separator: ",")
        var submit = URLRequest(url: URL(string: "\(base)/api/v1/solve")!)
        submit.httpMethod = "POST"
        submit.httpBody = Data(#"{"stops":[\#(stops)],"timeLimit":60}"#.utf8)
        let (accepted, _) = try await URLSession.shared.data(for: submit)
        let id = try #require((try JSONSerialization.jsonObject(with: accepted) as? [String: Any])?["id"] as? String)
        // A subscriber: curl, which exits when the stream ends (its events in a file: a pipe could fill).
        let curl = Process(), received = osm.appendingPathExtension("events")
        FileManager.default.createFile(atPath: received.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: received) }
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-sN", "\(base)/api/v1/jobs/\(id)/events"]
        curl.standardOutput = try FileHandle(forWritingTo: received)
        try curl.run()
        defer { if curl.isRunning { curl.terminate() } }
        try await Task.sleep(for: .seconds(2))
        let (document, _) = try await URLSession.shared.data(from: URL(string: "\(base)/api/v1/jobs/\(id)")!)
        #expect((try JSONSerialization.jsonObject(with: document) as? [String: Any])?["status"] as? String == "running")
        let stopped = ContinuousClock.now
        kill(server.processIdentifier, SIGTERM)
        while server.isRunning, ContinuousClock.now - stopped < .seconds(30) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!server.isRunning && ContinuousClock.now - stopped < .seconds(10), "the server took \(ContinuousClock.now - stopped) to stop")
        while curl.isRunning, ContinuousClock.now - stopped < .seconds(30) { try await Task.sleep(for: .milliseconds(50)) }
        let names = try String(contentsOf: received, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("event:") }
        #expect(!names.isEmpty && !names.contains("event: finished"), "\(names)")
    }
}
