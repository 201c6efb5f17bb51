import Foundation
import OSM
import RoadNetwork
import Testing
import TestSupport
@testable import Basemap

/// The basemap kept from OSM data: land and sea from the coastline, areas, roads and places, and its file section.
@Suite struct BasemapTests {
    /// The basemap of a test map, written as OSM XML and read back.
    static func basemap(of map: TestMap) throws -> Basemap {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("basemap-\(UUID().uuidString).osm")
        try map.xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Basemap.extract(from: OSMReader(url: url))
    }

    /// Features of `layer`.
    static func features(_ basemap: Basemap, _ layer: BasemapLayer) -> [Int] {
        (0..<basemap.count).filter { basemap.layer($0) == layer }
    }

    /// The area of a ring in square world units.
    static func area(_ basemap: Basemap, _ range: Range<Int>) -> Double {
        abs(Ring.doubleSignedArea(range.map { WorldPoint(x: basemap.xs[$0], y: basemap.ys[$0]) })) / 2
    }

    @Test func closedCoastlineIsAnIslandInTheSea() throws {
        var map = TestMap()
        // An island, counter-clockwise (land on the left of the coastline), and a road reaching past it.
        map.way(1, [(2, 2), (2, 6), (6, 6), (6, 2), (2, 2)], tags: ["natural": "coastline"])
        map.way(2, [(0, 0), (9, 9)], tags: ["highway": "primary", "name": "Sea Road"])
        _ = map.node(4, 4, tags: ["place": "town", "name": "Île Town"])
        let basemap = try Self.basemap(of: map)
        let land = Self.features(basemap, .earth)
        #expect(land.count == 1)
        let ocean = Self.features(basemap, .water).filter { basemap.kind($0) == "ocean" }
        #expect(ocean.count == 1)
        // The sea is the whole box with the island as its hole.
        let parts = basemap.parts(ocean[0])
        #expect(parts.count == 2)
        let island = Self.area(basemap, basemap.parts(land[0])[0])
        #expect(abs(Self.area(basemap, parts[1]) - island) < island * 1e-9)
        #expect(Self.area(basemap, parts[0]) > 2 * island)
        let towns = Self.features(basemap, .place)
        #expect(towns.map(basemap.name) == ["Île Town"])
        #expect(basemap.ranks[towns[0]] == 2)
        let roads = Self.features(basemap, .road)
        #expect(roads.map(basemap.kind) == ["primary"])
        #expect(roads.map(basemap.name) == ["Sea Road"])
    }

    @Test func openCoastlineIsClosedAlongTheEdge() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 10)], tags: ["highway": "residential"])
        map.way(2, [(10, 0), (10, 10)], tags: ["highway": "residential"])
        // Eastwards across the whole box: land on the left, to the north.
        map.way(3, [(5, 0), (5, 5)], tags: ["natural": "coastline"])
        map.way(4, [(5, 5), (5, 10)], tags: ["natural": "coastline"])
        let basemap = try Self.basemap(of: map)
        let land = Self.features(basemap, .earth)
        #expect(land.count == 1)
        let ring = basemap.parts(land[0])[0].map { WorldPoint(x: basemap.xs[$0], y: basemap.ys[$0]) }
        let box = try #require(basemap.bounds)
        let boxArea = Double(box.maxX - box.minX) * Double(box.maxY - box.minY)
        let area = abs(Ring.doubleSignedArea(ring)) / 2
        // Mercator stretches the north a little more than the south: within 1 % of half the box.
        #expect(abs(area / boxArea - 0.5) < 0.01)
        let north = WorldPoint(latitudeE7: Int32(TestMap.coordinate(8, 5).latitude * 1e7), longitudeE7: Int32(TestMap.coordinate(8, 5).longitude * 1e7))
        let south = WorldPoint(latitudeE7: Int32(TestMap.coordinate(2, 5).latitude * 1e7), longitudeE7: Int32(TestMap.coordinate(2, 5).longitude * 1e7))
        #expect(Ring.contains(ring, north))
        #expect(!Ring.contains(ring, south))
    }

    @Test func noCoastlineMeansAllLand() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (3, 3)], tags: ["highway": "secondary"])
        let basemap = try Self.basemap(of: map)
        #expect(Self.features(basemap, .earth).count == 1)
        #expect(Self.features(basemap, .water).isEmpty)
    }

    @Test func multipolygonKeepsItsHoleAndItsKind() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 8), (8, 8)], tags: [:])
        map.way(2, [(8, 8), (8, 0), (0, 0)], tags: [:])
        map.way(3, [(3, 3), (3, 5), (5, 5), (5, 3), (3, 3)], tags: [:])
        map.relation(1, members: [("way", 1, "outer"), ("way", 2, "outer"), ("way", 3, "inner")],
                     tags: ["type": "multipolygon", "landuse": "forest", "name": "Big Wood"])
        // A closed way that is a building, and one tagged as no area.
        map.way(4, [(10, 10), (10, 11), (11, 11), (11, 10), (10, 10)], tags: ["building": "yes"])
        map.way(5, [(12, 12), (12, 13), (13, 13), (12, 12)], tags: ["landuse": "grass", "area": "no"])
        let basemap = try Self.basemap(of: map)
        let forests = Self.features(basemap, .landcover)
        #expect(forests.map(basemap.kind) == ["forest"])
        #expect(basemap.parts(forests[0]).count == 2)
        #expect(basemap.name(forests[0]) == "Big Wood")
        #expect(Self.features(basemap, .building).count == 1)
    }

    @Test func sectionRoundTripsAndCorruptionIsAnError() throws {
        var map = TestMap()
        map.way(1, [(2, 2), (2, 6), (6, 6), (6, 2), (2, 2)], tags: ["natural": "coastline"])
        map.way(2, [(0, 0), (9, 9)], tags: ["highway": "motorway", "name": "M1"])
        let basemap = try Self.basemap(of: map)
        let bytes = basemap.mapSection().encode()
        let read = try Basemap(section: MapBytes(bytes))
        #expect(read.count == basemap.count)
        #expect(read.xs == basemap.xs && read.ys == basemap.ys && read.names == basemap.names && read.minZooms == basemap.minZooms)
        let centre = try #require(basemap.bounds)
        let tile = try #require(TileID(z: 12, x: Int(centre.minX >> 18), y: Int(centre.minY >> 18)))
        #expect(!VectorTiles(basemap: basemap).tile(tile).isEmpty)
        #expect(VectorTiles(basemap: read).tile(tile) == VectorTiles(basemap: basemap).tile(tile))
        #expect(throws: MapFileError.self) { try Basemap(section: MapBytes(Array(bytes.prefix(bytes.count / 2)))) }
        var wrongKind = bytes
        // The first feature's kind index (after the layers' and geometries' counted arrays, each starting at a
        // multiple of 8 bytes) points past the kinds.
        func aligned(_ offset: Int) -> Int { (offset + 7) / 8 * 8 }
        let kindOffset = aligned(aligned(8 + basemap.count) + 8 + basemap.count) + 8
        wrongKind[kindOffset] = 0xFF
        wrongKind[kindOffset + 1] = 0xFF
        #expect(throws: MapFileError.self) { try Basemap(section: MapBytes(wrongKind)) }
    }

    @Test func indexFindsExactlyTheFeaturesABoxTouches() {
        var generator = SeededGenerator(seed: 7)
        let boxes = (0..<2000).map { _ -> WorldBox in
            let x = Int32(generator.unit() * 1_000_000), y = Int32(generator.unit() * 1_000_000)
            return WorldBox(minX: x, minY: y, maxX: x + Int32(generator.unit() * 20_000), maxY: y + Int32(generator.unit() * 20_000))
        }
        let index = FeatureIndex(boxes: boxes)
        for _ in 0..<50 {
            let x = Int32(generator.unit() * 1_000_000), y = Int32(generator.unit() * 1_000_000)
            let query = WorldBox(minX: x, minY: y, maxX: x + 50_000, maxY: y + 30_000)
            var found: [Int] = []
            index.search(query) { found.append($0) }
            #expect(found.sorted() == boxes.indices.filter { boxes[$0].intersects(query) })
        }
    }
}

/// Big polygons cut into pieces a tile can clip quickly.
@Suite struct PolygonSplitterTests {
    static func circle(points: Int, radius: Double, clockwise: Bool) -> [WorldPoint] {
        let ring = (0..<points).map { i -> WorldPoint in
            let a = Double(i) / Double(points) * 2 * .pi * (clockwise ? 1 : -1)
            return WorldPoint(x: Int32(500_000_000 + radius * cos(a)), y: Int32(500_000_000 + radius * sin(a)))
        }
        return ring + [ring[0]]
    }

    @Test func piecesAreSmallAndCoverThePolygonOnce() {
        let outer = Self.circle(points: 20_000, radius: 1_000_000, clockwise: true)
        let hole = Self.circle(points: 10_000, radius: 500_000, clockwise: false)
        let pieces = PolygonSplitter.pieces([outer, hole])
        #expect(pieces.count > 4)
        #expect(pieces.allSatisfy { $0.reduce(0) { $0 + $1.count } <= PolygonSplitter.maximumPoints + 64 })
        let area = { (ring: [WorldPoint]) in abs(Ring.doubleSignedArea(ring)) / 2 }
        let whole = area(outer) - area(hole)
        let covered = pieces.reduce(0.0) { sum, piece in sum + area(piece[0]) - piece.dropFirst().reduce(0.0) { $0 + area($1) } }
        // The quarters overlap by a thousandth of their side: the pieces cover a little more, never less.
        #expect(covered >= whole * 0.999 && covered <= whole * 1.02, "covered \(covered / whole) of the polygon")
        #expect(pieces.allSatisfy { $0.allSatisfy { $0.first == $0.last } })
        // A small polygon stays whole.
        #expect(PolygonSplitter.pieces([Self.circle(points: 100, radius: 1000, clockwise: true)]).count == 1)
    }
}
