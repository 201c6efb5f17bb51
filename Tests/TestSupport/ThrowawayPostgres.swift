import Foundation

/// A PostgreSQL server of its own for a test run: a new cluster (`initdb`) in a temporary folder, started with
/// `pg_ctl` on a free loopback port, stopped and removed at the end of the process. Debian's package puts the
/// programs in /usr/lib/postgresql/VERSION/bin.
public final class ThrowawayPostgres: Sendable {
    /// The server started for this test run, if PostgreSQL is installed (nil otherwise).
    public static let shared: ThrowawayPostgres? = try? ThrowawayPostgres()

    /// Whether the tests that need PostgreSQL run: always under CI (whose script installs it), elsewhere when it
    /// is installed.
    public static var isAvailable: Bool { ProcessInfo.processInfo.environment["CI"] == "true" || programs != nil }

    let folder: URL
    /// The loopback port it listens on.
    public let port: Int

    /// `initdb` and `pg_ctl`, from the PATH or Debian's folder.
    private static let programs: (initdb: String, pgCtl: String)? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).sorted().reversed().map { "/usr/lib/postgresql/\($0)/bin" }
        for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/initdb") && FileManager.default.isExecutableFile(atPath: "\(folder)/pg_ctl") {
            return ("\(folder)/initdb", "\(folder)/pg_ctl")
        }
        return nil
    }()

    private init() throws {
        guard let programs = Self.programs else { throw Failure(description: "PostgreSQL is not installed (apt-get install postgresql)") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try FreePort.find()
        let data = folder.appendingPathComponent("data").path
        // PostgreSQL refuses to run as root: then its own user runs it, in a folder it owns.
        let asServer: [String] = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : []
        if getuid() == 0 { try Self.run(["/bin/chown", "postgres", folder.path]) }
        try Self.run(asServer + [programs.initdb, "-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"])
        // Started through the shell, not Foundation's Process: the server outlives pg_ctl, and Process counts a
        // child as running while any process that inherited its watch socket lives.
        let start = (asServer + [programs.pgCtl, "-D", data, "-l", folder.appendingPathComponent("log").path, "-w", "-o",
                                 "'-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200'", "start"])
            .joined(separator: " ")
        guard system(start + " >/dev/null 2>&1") == 0 else { throw Failure(description: "pg_ctl could not start PostgreSQL (see \(folder.path)/log)") }
        // At exit, no child process can be waited for (Foundation's machinery is going away): the server is told
        // to stop at once (SIGQUIT, PostgreSQL's immediate shutdown) and its folder removed.
        let folder = folder
        atexit_b {
            let pidFile = (try? String(contentsOfFile: "\(data)/postmaster.pid", encoding: .utf8)) ?? ""
            if let pid = pidFile.split(separator: "\n").first.flatMap({ Int32($0) }) { kill(pid, SIGQUIT) }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A new, empty database on the server, as a `postgres://` URL.
    public func database() throws -> String {
        let name = "test_\(UUID().uuidString.prefix(8).lowercased())"
        try Self.run(["/usr/bin/env", "psql", "-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-d", "postgres", "-q", "-c", "CREATE DATABASE \(name)"])
        return "postgres://postgres@127.0.0.1:\(port)/\(name)"
    }

    /// Runs a command (its program's full path first); throws with its output when it fails.
    private static func run(_ command: [String]) throws {
        let program = command[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(URL(fileURLWithPath: program).lastPathComponent) failed: \(text.suffix(500))")
        }
    }

    public struct Failure: Error, CustomStringConvertible { public var description: String }
}

/// `atexit` with a Swift closure.
private func atexit_b(_ body: @escaping @Sendable () -> Void) {
    ExitActions.add(body)
}

private enum ExitActions {
    nonisolated(unsafe) static var actions: [@Sendable () -> Void] = []
    static func add(_ action: @escaping @Sendable () -> Void) {
        if actions.isEmpty { atexit { for action in ExitActions.actions { action() } } }
        actions.append(action)
    }
}
