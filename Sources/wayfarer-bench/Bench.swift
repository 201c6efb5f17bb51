import ArgumentParser

/// `wayfarer-bench`: release-mode measurements of Wayfarer's figures.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfarer-bench",
        abstract: "Measure import, load, route, barrier-route and matrix times on an OSM extract (build with -c release).",
        subcommands: [RoutingBenchmark.self]
    )
}
