import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport

/// `wayfarer serve --osm FILE` on a free loopback port, for tests that signal the process: started, then waited for
/// until its health check answers.
struct ServedExtract {
    let process: Process
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    /// Starts the server on `osm` with `arguments` added; nil when it exits or does not answer within a minute.
    static func start(_ osm: URL, arguments: [String] = []) async throws -> ServedExtract? {
        let port = try FreePort.find()
        let process = Process()
        process.executableURL = HemisphereTests.binary
        process.arguments = ["serve", "--osm", osm.path, "--host", "127.0.0.1", "--port", String(port)] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let served = ServedExtract(process: process, port: port)
        for _ in 0 ..< 600 where process.isRunning {
            if await served.answers() { return served }
            try await Task.sleep(for: .milliseconds(100))
        }
        served.stop()
        return nil
    }

    /// Whether the health check answers 200.
    func answers() async -> Bool {
        let reply = try? await URLSession.shared.data(from: URL(string: "\(base)/api/v1/health")!)
        return (reply?.1 as? HTTPURLResponse)?.statusCode == 200
    }

    /// Ends the process if it still runs.
    func stop() {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
    }
}
