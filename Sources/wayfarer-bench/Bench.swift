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
}
