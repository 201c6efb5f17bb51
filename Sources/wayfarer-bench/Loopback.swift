import Foundation

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

    /// Starts the `wayfarer` built beside this benchmark with `arguments` (its output discarded).
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
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Subprocess.Failure(description: "cannot start \(binary.path) (build it: swift build -c release): \(error)")
        }
        return process
    }

    /// Writes a line to standard output at once (also when it is a file), so each figure shows as it is measured.
    static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
