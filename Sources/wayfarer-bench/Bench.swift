import ArgumentParser
import Foundation

/// `wayfarer-bench`: release-mode measurements of Wayfarer's figures.
@main
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfarer-bench",
        abstract: "Measure Wayfarer's figures: routing on an OSM extract or a synthetic city, the HTTP service under load, tours (build with -c release).",
        subcommands: [RoutingBenchmark.self, ScaleBenchmark.self, ServerBenchmark.self, SoakBenchmark.self, ReplicasBenchmark.self, TilesBenchmark.self, ToursBenchmark.self]
    )

    /// The package's folder (this file is `Sources/wayfarer-bench/Bench.swift`): the shipped `deploy/` files are in it,
    /// `../shared` beside it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the subcommand asked for; when it fails, says which of the servers it started died on their own
    /// (``Loopback/deadServers()``): a benchmark that lost a server mid-run otherwise reports only what failed next
    /// (a job refused, a stream cut).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let dead = Loopback.deadServers()
            exit(withError: dead.isEmpty ? error : Subprocess.Failure(description: "\(error); \(dead.joined(separator: "; "))"))
        }
    }
}
