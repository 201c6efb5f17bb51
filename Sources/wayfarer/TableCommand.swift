import ArgumentParser
import Foundation
import OSRMFormat
import Routing

/// `wayfarer table`: travel times and distances between every pair of stops.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Travel durations and distances between every pair of stops (OSRM's table)."
    )

    @OptionGroup var query: MapQueryOptions

    @Option(help: "Output: text or json (OSRM v1 table response).")
    var format: String = "text"

    @Option(help: "Which values: duration, distance, or both (OSRM's annotations). The metric's own come from one search; the other is measured along each best path, slower on large maps.")
    var annotations: String = "duration,distance"

    func run() throws {
        guard format == "text" || format == "json" else { throw CLIError("--format must be text or json") }
        guard let annotations = TableAnnotations(names: annotations) else {
            throw CLIError("--annotations takes duration, distance or duration,distance, not '\(self.annotations)'")
        }
        let stops = try query.parsedStops()
        let metric = query.metric
        let exclusions = try query.parsedExclusions()
        let router = try MapLoader.router(for: query.map, smallComponentSize: query.smallComponentSize)
        try reportingRoutingErrors(json: format == "json") {
            let barriers = try MapLoader.barriers(from: query.barriers, defaultRadius: query.barrierRadius)
            let table = try router.table(TableRequest(profile: query.profile, stops: stops, metric: metric, barriers: barriers,
                                                      snapRadius: [query.snapRadius], annotations: annotations,
                                                      exclude: exclusions))
            if format == "json" {
                printJSON(OSRMEncoder().table(table))
                return
            }
            let titles = [table.durations.map { _ in "durations (s)" }, table.distances.map { _ in "distances (m)" }].compactMap { $0 }
            print(titles.joined(separator: ", then ") + ", from row to column:")
            for rows in [table.durations, table.distances].compactMap({ $0 }) {
                for row in rows {
                    print(row.map { $0.map { String(format: "%9.0f", $0) } ?? "        -" }.joined(separator: " "))
                }
                print("")
            }
        }
    }
}
