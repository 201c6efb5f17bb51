import Foundation
import Geo
import Places
import Testing

@Suite("Places database")
struct PlaceStoreTests {
    /// 200 places on a 20 × 10 grid (150 m × 300 m) around the origin, categories and scores cycling.
    static let places: [Place] = (0..<200).map { (i: Int) -> Place in
        let north = Double(i / 20) * 300 - 1500
        let east = Double(i % 20) * 150 - 1500
        let name: String? = i == 7 ? "Musée Océanographique" : nil
        return Fixtures.place(Int64(i + 1), PlaceCategory.allCases[i % 6], score: Double(i % 10) / 10, north: north, east: east, name: name)
    }

    @Test("radius and box queries agree with a brute-force scan; results are best first")
    func spatialQueries() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("map.places.sqlite")
        try PlaceStore.write(Self.places, to: url)
        let store = try PlaceStore(url: url)
        #expect(try store.count() == 200)
        #expect(try store.countsByCategory().values.reduce(0, +) == 200)
        for radius in [10.0, 400, 1000, 2500] {
            let found = try store.places(within: radius, of: Fixtures.origin)
            let expected = Self.places.filter { $0.coordinate.distance(to: Fixtures.origin) <= radius }
            #expect(Set(found.map(\.id)) == Set(expected.map(\.id)), "radius \(radius)")
            #expect(zip(found, found.dropFirst()).allSatisfy { $0.score >= $1.score })
        }
        let parks = try store.places(within: 2500, of: Fixtures.origin, categories: [.park])
        #expect(!parks.isEmpty && parks.allSatisfy { $0.category == .park })
        let box = BoundingBox(south: 43.72, west: 7.41, north: 43.73, east: 7.42)
        #expect(Set(try store.places(in: box).map(\.id)) == Set(Self.places.filter { box.contains($0.coordinate) }.map(\.id)))
        #expect(try store.place(id: Self.places[5].id) == Self.places[5])
    }

    @Test("name search ignores case and accents, and matches word prefixes")
    func nameSearch() throws {
        let store = try PlaceStore(places: Self.places)
        #expect(try store.search(name: "musee oceano").map(\.name) == ["Musée Océanographique"])
        #expect(try store.search(name: "MUSÉE").count == 1)
        #expect(try store.search(name: "   ").isEmpty)
    }

    @Test("a failed rebuild leaves the old database readable; a successful one replaces it atomically")
    func atomicReplace() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("map.places.sqlite")
        let old = Array(Self.places.prefix(10))
        try PlaceStore.write(old, to: url)
        let openBefore = try PlaceStore(url: url)

        // Two places with one OSM id make the build throw half-way through its inserts.
        let broken = Self.places + [Self.places[0]]
        #expect(throws: PlacesError.self) { try PlaceStore.write(broken, to: url) }
        #expect(try PlaceStore(url: url).count() == 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["map.places.sqlite"])

        try PlaceStore.write(Self.places, to: url)
        #expect(try PlaceStore(url: url).count() == 200)
        // A reader opened before the replacement keeps reading the file it opened.
        #expect(try openBefore.count() == 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["map.places.sqlite"])
    }

    @Test("a missing database is a clear error, and is never created by reading")
    func missing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nothing.places.sqlite")
        #expect(throws: PlacesError.missingDatabase(path: url.path)) { try PlaceStore(url: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(PlaceStore.url(forMap: URL(fileURLWithPath: "/data/malta.wayfarer")).path == "/data/malta.places.sqlite")
    }

    @Test("queries from many threads at once")
    func concurrentReads() async throws {
        let store = try PlaceStore(places: Self.places)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for radius in stride(from: 100.0, through: 2000, by: 100) {
                group.addTask { try store.places(within: radius, of: Fixtures.origin).count }
            }
            var total = 0
            for try await count in group { total += count }
            #expect(total > 0)
        }
    }
}
