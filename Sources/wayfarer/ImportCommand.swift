import ArgumentParser
import Basemap
import Foundation
import OSM
import Places
import RoadNetwork
import Routing
import TourOptimizer

/// `wayfarer import`: an OSM extract into a map file.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build a map file from an OpenStreetMap extract (.osm.pbf or .osm).",
        discussion: """
            The map file holds the road graph, one turn graph per profile and their routing speed-ups — a multi-level overlay \
            (cells partitioned once, customized for time, and for distance when --metrics says so) and, where it stays small, a contraction hierarchy for \
            plain time queries; it loads in a fraction of the import time. The extract's points of interest go to a database beside it (malta.places.sqlite for \
            malta.wayfarer), replaced atomically.
            """
    )

    @Argument(help: "The OSM extract (.osm.pbf or .osm XML).")
    var file: String

    @Option(name: .shortAndLong, help: "The map file to write (e.g. malta.wayfarer).")
    var output: String

    @Option(help: "Comma-separated travel profiles to build: car, bike, foot.")
    var profiles: String = "car,bike,foot"

    @Flag(inversion: .prefixedNo, help: "Also contract each time graph for the fastest plain queries (given up where it would grow past 4× the graph, as on grids).")
    var hierarchy = true

    @Option(help: ArgumentHelp("The metrics whose overlays are customized now and stored: time, or time,distance.",
                               discussion: "Time is always stored. Distance (routes and tables minimising distance, --metric distance) "
                                   + "doubles the overlays' share of the file; when it is not stored, the first query minimising "
                                   + "distance customizes it in the memory of the process that asks (about 4 s of two cores on a "
                                   + "million junctions, milliseconds on a city)."))
    var metrics = "time"

    func run() async throws {
        let chosen: [Profile]
        do { chosen = try Profile.list(profiles) } catch { throw ValidationError(error.description) }
        let clock = ContinuousClock()
        let started = clock.now
        let log: @Sendable (String) -> Void = { line in
            printError(String(format: "[%6.2f s] ", (clock.now - started).seconds) + line)
        }
        let stored = try Self.storedMetrics(metrics)
        try OutputFile.checkWritable(output, example: "map.wayfarer", inputs: [file])
        try OutputFile.checkWritable(PlaceStore.url(forMap: URL(fileURLWithPath: output)).path, example: "map.places.sqlite", inputs: [file])
        let url = URL(fileURLWithPath: file)
        // The basemap and the points of interest come from the extract alone: read while the road network and its
        // routing speed-ups are built, which leave the cores idle at times (six cities' extracts in one PBF, three
        // profiles: 8.6–8.8 → 7.4–8.2 s; Malta 3.4–4.0 → 3.0–3.1 s; the 1M city 25.0 → 20.0 s).
        let extras = ThreadWork { [file] () throws -> (Basemap, [Place]) in
            let basemap: Basemap
            do { basemap = try Basemap.extract(from: OSMReader(url: url), progress: log) } catch { throw CLIError("\(file): \(error)") }
            do { return (basemap, try PlaceExtractor.places(in: url, progress: log)) } catch { throw CLIError("\(error)") }
        }
        let network = try RoadNetwork.build(from: url, profiles: chosen, progress: log)
        let router = Router(network: network, contracting: hierarchy, customizingDistance: stored.contains(.distance), progress: log)
        let (basemap, places) = try extras.value()
        log("measuring landmarks")
        router.measureLandmarks(progress: log)
        log("writing \(output)")
        try MapFile.write(router.mapSections() + [basemap.mapSection()], to: URL(fileURLWithPath: output))
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        let snappable = network.profiles.map { "\($0.name) \($0.duration.filter(\.isFinite).count)" }.joined(separator: ", ")
        print("\(output): \(network.graph.junctionCount) junctions, \(network.graph.segmentCount) segments, "
              + "\(network.graph.latitudeE7.count) points; routable directed segments: \(snappable); \(basemap.count) basemap features; "
              + String(format: "%.1f MB, %.2f s", Double(size) / 1e6, (clock.now - started).seconds))
        let placesURL = PlaceStore.url(forMap: URL(fileURLWithPath: output))
        do {
            log("writing \(placesURL.path)")
            try PlaceStore.write(places, to: placesURL)
            print("\(placesURL.path): \(places.count) points of interest; " + String(format: "%.2f s", (clock.now - started).seconds))
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// The metrics `list` names (comma-separated), which must include time.
    static func storedMetrics(_ list: String) throws -> Set<Metric> {
        var metrics: Set<Metric> = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let metric = Metric(rawValue: name) else {
                throw CLIError("--metrics takes time or time,distance, not '\(name)'")
            }
            metrics.insert(metric)
        }
        guard metrics.contains(.time) else { throw CLIError("--metrics must include time (every query on time uses it), not '\(list)'") }
        return metrics
    }
}
