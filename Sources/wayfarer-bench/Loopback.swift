import Foundation
import NIOConcurrencyHelpers

/// What the benchmarks that drive a server on loopback share: waiting for it to answer, posting JSON with `curl`,
/// and printing figures as they are measured.
enum Loopback {
    /// Waits until `GET {base}/api/v1/health` answers, trying every 0.1 s for up to `seconds`.
    static func waitForHealth(_ base: String, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? Subprocess.output(["curl", "-sf", "\(base)/api/v1/health"])) != nil { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Subprocess.Failure(description: "the server did not answer on \(base)")
    }

    /// POSTs `body` as JSON to `url` and returns the `id` of the job it started, or nil when it was refused.
    static func submitJob(_ url: String, body: String) -> String? {
        let answer = try? Subprocess.output(["curl", "-s", "-X", "POST", "-H", "content-type: application/json", "--data-binary", body, url])
        return answer.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }.flatMap { ($0 as? [String: Any])?["id"] as? String }
    }

    /// The servers started here, each with the file its standard error goes to.
    private static let servers = NIOLockedValueBox<[(process: Process, log: URL)]>([])

    /// Where the servers started here write their standard error, one file per port (appended to when a server
    /// is started again on the same port), kept after the run.
    static let logFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Starts the `wayfarer` built beside this benchmark with `arguments` (its standard output discarded, its
    /// standard error kept in ``logFolder``).
    /// - Throws: when a server answers on its `--port` already (one left from an earlier run would be measured
    ///   in its place).
    static func startWayfarer(_ arguments: [String]) throws -> Process {
        if let option = arguments.firstIndex(of: "--port"), option + 1 < arguments.count,
           (try? Subprocess.output(["curl", "-sf", "--max-time", "2", "http://127.0.0.1:\(arguments[option + 1])/api/v1/health"])) != nil {
            throw Subprocess.Failure(description: "a server answers on port \(arguments[option + 1]) already (left from an earlier run?); stop it or choose another port")
        }
        let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("wayfarer")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let port = arguments.firstIndex(of: "--port").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "default"
        let log = logFolder.appendingPathComponent("wayfarer-\(port).log")
        if !FileManager.default.fileExists(atPath: log.path) { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
        let handle = try FileHandle(forWritingTo: log)
        handle.seekToEndOfFile()
        process.standardError = handle
        // The server has its own copy of the log's descriptor once started: this one is closed either way.
        defer { try? handle.close() }
        do { try process.run() } catch {
            throw Subprocess.Failure(description: "cannot start \(binary.path) (build it: swift build -c release): \(error)")
        }
        servers.withLockedValue { $0.append((process, log)) }
        return process
    }

    /// The servers started here that died on their own — ended by a signal other than the `SIGKILL` and `SIGTERM` a
    /// benchmark sends, or exited with an error — each as one line: its arguments, how it ended, and its log (with
    /// the line that says why, when it has one). A failure of the benchmark is then told apart from a crash.
    static func deadServers() -> [String] {
        servers.withLockedValue { servers in
            servers.compactMap { server in
                let process = server.process
                guard !process.isRunning else { return nil }
                let status = process.terminationStatus
                let signalled = process.terminationReason == .uncaughtSignal
                guard signalled ? status != SIGKILL && status != SIGTERM : status != 0 else { return nil }
                let log = (try? String(contentsOf: server.log, encoding: .utf8)) ?? ""
                let lines = log.split(separator: "\n")
                let reason = lines.first { $0.contains("Program crashed") || $0.contains("Fatal error") } ?? lines.last { $0.contains(" error ") }
                return "wayfarer \((process.arguments ?? []).joined(separator: " ")) \(signalled ? "died of signal \(status)" : "exited with status \(status)")"
                    + (reason.map { " (\($0.trimmingCharacters(in: .whitespaces)))" } ?? "") + "; its log: \(server.log.path)"
            }
        }
    }

    /// Writes a line to standard output at once (also when it is a file), so each figure shows as it is measured.
    static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
