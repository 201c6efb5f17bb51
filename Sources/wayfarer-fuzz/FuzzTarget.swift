import Basemap
import Datasets
import Foundation
import Geo
import OSM
import RoadNetwork
import Routing
import TourOptimizer
import WayfarerServer

/// The readers of outside input, one fuzz target each. libFuzzer feeds them arbitrary bytes (`wayfarer-fuzz`,
/// built with `-sanitize=fuzzer` by `scripts/fuzz.sh TARGET SECONDS`), and the test suite replays the committed
/// corpora (`Fuzz/corpus/TARGET/`). Errors are the expected answer to garbage; a crash, a hang or a memory
/// blow-up is a bug.
///
/// ```swift
/// FuzzTarget.polyline.run(Data("_p~iF~ps|U_ulLnnqC".utf8))
/// ```
enum FuzzTarget: String, CaseIterable, Sendable {
    /// An `.osm.pbf` file, read whole.
    case pbf
    /// An `.osm` XML file, read whole.
    case osmXML = "osm-xml"
    /// A GeoJSON document.
    case geoJSON = "geojson"
    /// A GeoJSON document read as barriers (points buffered, polygons checked).
    case barriers
    /// Polyline text at both precisions.
    case polyline
    /// A `lon,lat;lon,lat` coordinate list.
    case coordinates
    /// An OSRM v1 URL with its query string.
    case osrmURL = "osrm-url"
    /// An OSRM JSON body (`POST /route/v1/car`).
    case osrmBody = "osrm-body"
    /// A solve job's body.
    case solveBody = "solve-body"
    /// A walking tour job's body.
    case tourBody = "tour-body"
    /// A map file, loaded whole.
    case mapFile = "map-file"
    /// A TSPLIB instance.
    case tsplib
    /// A GPX track (`wayfarer match`).
    case gpx
    /// OSRM's segment-speed CSV (`wayfarer customize --speeds`, `POST /api/v1/admin/speeds`).
    case speedCSV = "speed-csv"

    /// Runs the target's reader on `data`, ignoring the errors it reports.
    func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .pbf, .osmXML:
            Self.withFile(data, suffix: self == .pbf ? ".osm.pbf" : ".osm") { url in
                try OSMReader(url: url).read { _ in }
            }
        case .geoJSON:
            _ = try? GeoJSON(data: data)
        case .barriers:
            if let document = try? GeoJSON(data: data) { _ = try? Barriers(features: document.features, defaultRadius: 50) }
        case .polyline:
            for precision in Polyline.Precision.allCases { _ = try? Polyline.decode(text, precision: precision) }
        case .coordinates:
            _ = try? CoordinateList.parse(text)
        case .osrmURL:
            try? Self.readers?.osrm(text)
        case .osrmBody:
            try? Self.readers?.osrmBody(data)
        case .solveBody:
            try? Self.readers?.solveBody(data)
        case .tourBody:
            try? Self.readers?.tourBody(data)
        case .mapFile:
            Self.withFile(data, suffix: ".wayfarer") { url in
                // The basemap section is read (and cut into a tile) even when the routing sections are broken.
                if let section = try MapFile.read(url)[Basemap.sectionName] {
                    let basemap = try Basemap(section: section)
                    if let box = basemap.bounds, let tile = TileID(z: 12, x: Int(box.minX >> 18), y: Int(box.minY >> 18)) {
                        _ = VectorTiles(basemap: basemap).tile(tile)
                    }
                }
                _ = try Router(mapFile: url)
            }
        case .tsplib:
            Self.withFile(data, suffix: ".tsp") { url in _ = try TSPLIBInstance(contentsOf: url) }
        case .gpx:
            _ = try? GPXReader.traces(in: data)
        case .speedCSV:
            _ = try? SegmentSpeeds(csv: text)
        }
    }

    /// The server's request readers, on the built-in Ukraine network (its profiles, limits and languages).
    private static let readers: RequestReaders? = {
        guard let network = try? UkraineNetwork.load() else { return nil }
        return RequestReaders(service: WayfarerService(router: Router(network: network.roadNetwork()), mapName: "ukraine"))
    }()

    /// Runs `body` on `data` written to a temporary file (the file readers take paths).
    private static func withFile(_ data: Data, suffix: String, _ body: (URL) throws -> Void) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-fuzz-\(getpid())\(suffix)")
        guard (try? data.write(to: url)) != nil else { return }
        defer { try? FileManager.default.removeItem(at: url) }
        try? body(url)
    }
}
