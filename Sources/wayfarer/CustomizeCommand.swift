import ArgumentParser
import Foundation
import OSM
import RoadNetwork
import Routing

/// `wayfarer customize`: live speeds applied to a map file, rebuilding only the time metric.
struct CustomizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "customize",
        abstract: "Apply live speeds to a map file, or reset them: only the profile's time metric is rebuilt (seconds, not an import).",
        discussion: """
            The speed file is OSRM's segment-speed CSV: from_osm_node,to_osm_node,speed_kmh[,rate], one line per stretch \
            between two consecutive OSM nodes, in the direction of travel; speed 0 closes the stretch; the rate is read and \
            ignored (Wayfarer minimises time or distance). Stretches the file does not name keep the times they had; with \
            --reset they take the profile's own times first (--reset alone drops all live speeds). The map file is \
            replaced durably (or written to --output). Routes then report the speeds they used (annotations=datasources). \
            A running `wayfarer serve --map MAP` takes the new file on SIGHUP, or the same CSV at POST /api/v1/admin/speeds.
            """
    )

    @Argument(help: "The map file (from `wayfarer import`).")
    var map: String

    @Option(help: "The speed file (CSV).")
    var speeds: String?

    @Flag(help: "Drop the speeds applied before: every stretch takes the profile's own time (then --speeds, if given, applies).")
    var reset = false

    @Option(help: "The profile the speeds are for.")
    var profile: String = "car"

    @Option(name: .shortAndLong, help: "Where to write the customized map (default: replace MAP).")
    var output: String?

    func validate() throws {
        guard speeds != nil || reset else { throw ValidationError("give --speeds FILE.csv, --reset, or both") }
    }

    func run() throws {
        try OutputFile.checkWritable(output ?? map, example: "map.wayfarer", inputs: speeds.map { [$0] } ?? [])
        let clock = ContinuousClock()
        let started = clock.now
        let log: @Sendable (String) -> Void = { printError(String(format: "[%6.2f s] ", (clock.now - started).seconds) + $0) }
        let router: Router, sections: [String: MapBytes]
        do {
            sections = try MapFile.read(URL(fileURLWithPath: map))
        } catch {
            throw CLIError("\(map): \(error)")
        }
        do {
            router = try Router(sections: sections)
        } catch {
            throw CLIError("\(map): \(error)")
        }
        var parsed = SegmentSpeeds()
        if let speeds {
            let text: String
            do { text = try String(contentsOfFile: speeds, encoding: .utf8) } catch {
                throw CLIError("cannot read the speed file \(speeds): \(Self.unreadable(speeds))")
            }
            do { parsed = try SegmentSpeeds(csv: text) } catch { throw CLIError("\(speeds): \(error)") }
            log("\(parsed.count) stretches with a speed")
        }
        let applied: SpeedsApplied
        do { applied = try router.update(speeds: parsed, profile: profile, fromProfileTimes: reset, progress: log) } catch {
            if case .unknownProfile = error { throw CLIError("--profile: \(error)") }
            throw CLIError("\(map): \(error)")
        }
        let destination = output ?? map
        log("measuring landmarks")
        router.measureLandmarks(progress: log)
        // The router's sections anew; the others (the basemap) as they were.
        let routing = router.mapSections()
        let kept = sections.filter { name, _ in !Router.writesSection(named: name) }.sorted { $0.key < $1.key }
            .map { name, bytes in MapSection(name) { bytes.bytes } }
        do { try MapFile.write(routing + kept, to: URL(fileURLWithPath: destination)) } catch { throw CLIError("\(destination): \(error)") }
        let done = [reset ? "\(applied.reset) directed segments of \(profile) have the profile's times again" : nil,
                    speeds != nil ? "\(applied.changed) directed segments of \(profile) have new times" : nil].compactMap { $0 }
        print("\(destination): \(done.joined(separator: ", ")); "
              + String(format: "%.2f s", (clock.now - started).seconds))
        if parsed.ratesIgnored > 0 {
            printError("\(parsed.ratesIgnored) lines give a rate, which is ignored: Wayfarer minimises time or distance")
        }
        if applied.unmatched > 0 {
            printError("\(applied.unmatched) of \(parsed.count) speeds named no stretch (two consecutive OSM nodes, in that order) of a road "
                       + "\(profile) travels on this map")
        }
    }

    /// Why the speed file at `path` cannot be read as text.
    private static func unreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder; give the CSV file" }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "it cannot be opened (check the permissions)" }
        defer { try? handle.close() }
        let prefix = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        return OSMFormat.compression(prefix: prefix) ?? "it is not UTF-8 text (a CSV)"
    }
}
