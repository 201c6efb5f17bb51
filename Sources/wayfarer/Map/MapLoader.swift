import Basemap
import Foundation
import Geo
import OSM
import Places
import RoadNetwork
import Routing

/// Opens what `--map` names: a Wayfarer map file, or an OSM extract imported in memory.
enum MapLoader {
    /// The router for `path`, with progress lines on standard error while an OSM file is imported; pieces
    /// of network under `smallComponentSize` directed segments are small (see ``Router/smallComponentSize``).
    static func router(for path: String, smallComponentSize: Int = Router.defaultSmallComponentSize) throws -> Router {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("map file not found: \(path)") }
        if isExtract(path) {
            let network = try RoadNetwork.build(from: url, progress: { printError("import: " + $0) })
            return Router(network: network, progress: { printError("import: " + $0) }).with(smallComponentSize: smallComponentSize)
        }
        return try Router(mapFile: url).with(smallComponentSize: smallComponentSize)
    }

    /// The basemap for `path`: the map file's (nil for a map imported before basemaps), or an OSM extract's
    /// (read into memory).
    static func basemap(for path: String) throws -> Basemap? {
        let url = URL(fileURLWithPath: path)
        do {
            if isExtract(path) { return try Basemap.extract(from: OSMReader(url: url), progress: { printError("import: " + $0) }) }
            return try MapFile.read(url)[Basemap.sectionName].map { section throws(MapFileError) in try Basemap(section: section) }
        } catch {
            throw CLIError("\(path): \(error)")
        }
    }

    /// The points of interest for `path`: the database beside a map file, or those of an OSM extract
    /// (read into memory).
    static func places(for path: String) throws -> PlaceStore {
        do {
            guard isExtract(path) else { return try PlaceStore(url: PlaceStore.url(forMap: URL(fileURLWithPath: path))) }
            return try PlaceStore(places: PlaceExtractor.places(in: URL(fileURLWithPath: path), progress: { printError("import: " + $0) }))
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// Whether `path` names an OSM extract rather than a map file.
    static func isExtract(_ path: String) -> Bool {
        path.hasSuffix(".osm.pbf") || path.hasSuffix(".pbf") || path.hasSuffix(".osm")
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
