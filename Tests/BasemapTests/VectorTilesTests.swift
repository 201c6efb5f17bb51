import Foundation
import Geo
import OSM
import Testing
import TestSupport
@testable import Basemap

/// Vector tiles cut from Malta's basemap, decoded as a client would.
@Suite struct VectorTilesTests {
    static let malta: Basemap? = try? Basemap.extract(from: OSMReader(url: SharedData.url("osm/malta.osm.pbf")))

    /// The tile at `z` holding a latitude and longitude.
    static func tile(_ z: Int, latitude: Double, longitude: Double) -> TileID {
        let point = WorldPoint(latitudeE7: Int32(latitude * 1e7), longitudeE7: Int32(longitude * 1e7))
        return TileID(z: z, x: Int(point.x >> (30 - z)), y: Int(point.y >> (30 - z)))!
    }

    @Test func vallettaAtZoom14HasStreetsBuildingsSeaAndNames() throws {
        let basemap = try #require(Self.malta)
        let tiles = VectorTiles(basemap: basemap)
        let bytes = tiles.tile(Self.tile(14, latitude: 35.8989, longitude: 14.5146))
        let tile = try VectorTileReader(bytes)
        for name in ["earth", "water", "road", "building"] { #expect(tile.layers[name] != nil, "no \(name) layer") }
        for layer in tile.layers.values {
            #expect(layer.version == 2 && layer.extent == 4096)
            for feature in layer.features {
                for path in feature.paths {
                    for point in path { #expect((-64...4160).contains(point.x) && (-64...4160).contains(point.y)) }
                }
            }
        }
        let roads = try #require(tile.layers["road"]).features
        #expect(roads.contains { $0.attributes["name"] == "Triq ir-Repubblika" || $0.attributes["name"] == "Republic Street" })
        #expect(Set(roads.compactMap { $0.attributes["kind"] }).isSuperset(of: ["minor"]))
        // Polygons: the first ring of each is clockwise on screen (positive area), as the encoding requires.
        for feature in try #require(tile.layers["building"]).features {
            let ring = feature.paths[0]
            var area = 0
            for i in ring.indices { let a = ring[i], b = ring[(i + 1) % ring.count]; area += a.x * b.y - b.x * a.y }
            #expect(area > 0)
        }
        let sea = try #require(tile.layers["water"]).features.filter { $0.attributes["kind"] == "ocean" }
        #expect(!sea.isEmpty)
        #expect(Gzip.compress(bytes).count < 50_000)
    }

    @Test func lowZoomsLeaveOutSmallThings() throws {
        let basemap = try #require(Self.malta)
        let tile = try VectorTileReader(VectorTiles(basemap: basemap).tile(Self.tile(9, latitude: 35.9, longitude: 14.45)))
        #expect(tile.layers["building"] == nil)
        #expect(tile.layers["earth"] != nil)
        let kinds = Set(tile.layers["road"]?.features.compactMap { $0.attributes["kind"] } ?? [])
        #expect(kinds.isDisjoint(with: ["minor", "service", "path"]))
        let places = try #require(tile.layers["place"]).features
        #expect(places.contains { $0.attributes["name"] == "Valletta" })
        #expect(places.allSatisfy { Int($0.attributes["rank"] ?? "9")! <= 2 })
    }

    @Test func gzipRoundTripsAndRefusesWhatIsNotAWholeStream() {
        var random = SystemRandomNumberGenerator()
        let text = Array(String(repeating: "{\"coordinates\":[14.5146,35.8989],\"name\":\"Valletta\"},", count: 5_000).utf8)
        let noise = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        for bytes in [text, noise, [], [7]] {
            let packed = Gzip.compress(bytes)
            #expect(Gzip.decompress(packed) == bytes)
        }
        #expect(Gzip.compress(text).count < text.count / 20)
        let packed = Gzip.compress(text)
        #expect(Gzip.decompress(Array(packed.dropLast(10))) == nil)   // truncated
        #expect(Gzip.decompress(Array(text.prefix(100))) == nil)      // not gzip
        #expect(Gzip.decompress(packed + [1, 2, 3]) == nil)           // trailing bytes
    }

    @Test func emptyWhereTheMapHasNothing() throws {
        let basemap = try #require(Self.malta)
        #expect(VectorTiles(basemap: basemap).tile(Self.tile(14, latitude: -33.9, longitude: 151.2)).isEmpty)
        #expect(TileID(z: 17, x: 0, y: 0) == nil)
        #expect(TileID(z: 3, x: 8, y: 0) == nil)
        #expect(TileID(z: 0, x: 0, y: 0) != nil)
    }
}

/// Streets and settlements found by what a user types.
@Suite struct NameIndexTests {
    @Test func wordsMatchByPrefixWithoutDiacriticsOrStrokes() throws {
        let basemap = try #require(VectorTilesTests.malta)
        let index = NameIndex(basemap: basemap)
        let hamrun = index.search("hamrun", limit: 3)
        #expect(hamrun.first?.name == "Il-Ħamrun" && hamrun.first?.kind == "town", "\(hamrun)")
        let street = index.search("triq rep", near: Coordinate(latitude: 35.8989, longitude: 14.5146), limit: 5)
        #expect(street.allSatisfy { $0.kind == "street" && $0.name.lowercased().hasPrefix("triq ir-repubblika") }, "\(street)")
        // Nearest first: the first Triq ir-Repubblika is Valletta's.
        #expect(try #require(street.first).coordinate.distance(to: Coordinate(latitude: 35.8989, longitude: 14.5146)) < 1500)
        #expect(index.area(of: try #require(street.first).coordinate) == "Valletta")
        #expect(index.search("zzzq").isEmpty && index.search("  ").isEmpty)
    }
}
