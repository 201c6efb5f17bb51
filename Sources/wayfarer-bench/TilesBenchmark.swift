import ArgumentParser
import Basemap
import Foundation
import OSM
import RoadNetwork
import Routing

/// `wayfarer-bench tiles FILE`: what the basemap costs and how fast its vector tiles are cut — the extraction's
/// time and size next to the routing import's (from an OSM file), then per zoom the uncached time to cut and
/// gzip a tile and its size, over a sample of the tiles covering the map.
struct TilesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiles",
        abstract: "Basemap extraction time and size against the routing import, and vector tile cutting time and size per zoom."
    )

    @Argument(help: "An .osm.pbf or .osm file (import measured too), or a .wayfarer map file.")
    var file: String

    @Option(help: "The lowest zoom measured.")
    var minZoom = 10

    @Option(help: "The highest zoom measured.")
    var maxZoom = VectorTiles.maximumZoom

    @Option(help: "Tiles sampled per zoom (all when fewer cover the map).")
    var samples = 400

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let basemap: Basemap
        if file.hasSuffix(".wayfarer") {
            guard let section = try MapFile.read(url)[Basemap.sectionName] else { throw ValidationError("\(file) has no basemap; import it again") }
            basemap = try Basemap(section: section)
        } else {
            var routingBytes = 0
            let importing = try Statistics.time {
                let router = Router(network: try RoadNetwork.build(from: url), progress: { _ in })
                routingBytes = router.mapSections().reduce(0) { $0 + $1.encode().count }
            }
            var extracted: Basemap?
            let extracting = try Statistics.time { extracted = try Basemap.extract(from: OSMReader(url: url)) }
            basemap = extracted!
            let bytes = basemap.mapSection().encode().count
            print(String(format: "import (car, bike, foot): %.2f s, map sections %.1f MB", importing, Double(routingBytes) / 1e6))
            print(String(format: "basemap: %d features, extracted in %.2f s (+%.0f%% import time), %.1f MB (+%.0f%% map file)",
                         basemap.count, extracting, extracting / importing * 100, Double(bytes) / 1e6, Double(bytes) / Double(routingBytes) * 100))
        }
        guard let box = basemap.bounds else { print("the basemap is empty"); return }
        let tiles = VectorTiles(basemap: basemap)
        var random = SeededRandom(seed: 7)
        for z in minZoom...maxZoom {
            let shift = Int32(30 - z)
            let columns = Int(box.minX >> shift)...Int(box.maxX >> shift), rows = Int(box.minY >> shift)...Int(box.maxY >> shift)
            let count = columns.count * rows.count
            let picked = count <= samples ? Array(0..<count) : (0..<samples).map { _ in random.next(count) }
            var times: [Double] = [], sizes: [Double] = []
            var empty = 0
            for index in picked {
                guard let id = TileID(z: z, x: columns.lowerBound + index % columns.count, y: rows.lowerBound + index / columns.count) else { continue }
                var gzipped: [UInt8] = []
                times.append(Statistics.time {
                    let bytes = tiles.tile(id)
                    gzipped = bytes.isEmpty ? [] : Gzip.compress(bytes)
                })
                if gzipped.isEmpty { empty += 1 } else { sizes.append(Double(gzipped.count)) }
            }
            print(String(format: "z%-2d %6d tiles cover the map, %4d cut (%d empty): time p50 %@ p95 %@ max %@; gzip'd p50 %.1f KB p95 %.1f KB max %.1f KB",
                         z, count, picked.count, empty, Statistics.ms(Statistics.quantile(times, 0.5)), Statistics.ms(Statistics.quantile(times, 0.95)),
                         Statistics.ms(times.max() ?? 0), Statistics.quantile(sizes, 0.5) / 1000, Statistics.quantile(sizes, 0.95) / 1000,
                         (sizes.max() ?? 0) / 1000))
        }
    }
}
