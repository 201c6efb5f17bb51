import ArgumentParser
import Datasets
import Foundation
import Geo
import Routing
import TourOptimizer
import TripPlanning

/// `wayfarer trip`: the fastest trip through chosen cities of the built-in network, or stops on a map.
struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract: "Find the fastest trip visiting every stop: cities of the built-in Ukraine network, or stops on a map.",
        discussion: """
            wayfarer trip --dataset ukraine --cities "Lviv,Kyiv,Odesa" --profile any
            wayfarer trip --map malta.wayfarer --stops "14.51,35.89;14.49,35.91;14.40,35.95" --round-trip
            """
    )

    @OptionGroup var source: TripSetupOptions

    @OptionGroup var ordering: OrderingOptions

    @Option(help: "Output: text, json or geojson.")
    var format: String = "text"

    func validate() throws {
        try source.validateSource()
        guard ["text", "json", "geojson"].contains(format) else { throw ValidationError("--format must be text, json or geojson") }
    }

    func run() async throws {
        let network = try source.datasetNetwork()
        guard let (request, names) = try source.request(ordering: ordering, dataset: network) else {
            throw CLIError(network == nil ? "--stops is required with --map" : "--cities is required with --dataset")
        }
        let router = try source.router(dataset: network)
        let search: TripSearch
        do { search = try TripPlanner(router: router).start(request) } catch { throw CLIError("\(error)") }
        let status = StatusLine()
        for await event in search {
            if case .improved(let progress, _) = event {
                status.update(String(format: "best %.1f min · %@ · %.2f s", progress.bestCost / 60, progress.phase.rawValue, progress.elapsed))
            }
        }
        status.clear()
        let plan = try await Self.result(of: search)
        let report = TripReport(plan: plan, names: names, dataset: network, profile: request.profile)
        switch format {
        case "json": try printJSON(report)
        case "geojson": print(try report.geoJSON(route: plan.route))
        default: print(report.text)
        }
    }

    /// The search's plan. A function of its own, not a `let` assigned in a `do` block of `run()`: debug builds (Swift
    /// 6.3) miscompiled that pattern for a value this large, and freed the plan twice.
    private static func result(of search: TripSearch) async throws -> TripPlan {
        do { return try await search.result() } catch { throw CLIError("\(error)") }
    }
}
