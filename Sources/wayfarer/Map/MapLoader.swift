import Foundation
import Geo
import RoadNetwork
import Routing

/// Opens what `--map` names: a Wayfarer map file, or an OSM extract imported in memory.
enum MapLoader {
    /// The router for `path`, with progress lines on standard error while an OSM file is imported.
    static func router(for path: String) throws -> Router {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("map file not found: \(path)") }
        if path.hasSuffix(".osm.pbf") || path.hasSuffix(".pbf") || path.hasSuffix(".osm") {
            let network = try RoadNetwork.build(from: url, progress: { printError("import: " + $0) })
            return Router(network: network, progress: { printError("import: " + $0) })
        }
        return try Router(mapFile: url)
    }

    /// Barriers from a GeoJSON file (points are buffered by their `radius` property, else `defaultRadius`).
    static func barriers(from path: String?, defaultRadius: Double) throws -> Barriers {
        guard let path else { return Barriers() }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CLIError("cannot read barriers file \(path): \((error as NSError).localizedDescription)")
        }
        let document: GeoJSON
        do { document = try GeoJSON(data: data) } catch { throw CLIError("barriers file \(path): \(error)") }
        return try Barriers(features: document.features, defaultRadius: defaultRadius)
    }
}

/// A command-line failure with a one-line message.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
