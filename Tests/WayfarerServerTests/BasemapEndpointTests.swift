import Basemap
import Foundation
import Hummingbird
import OSM
import TestSupport
import Testing
@testable import WayfarerServer

/// `/tiles/{z}/{x}/{y}.mvt` and `/api/v1/search` on Monaco's basemap and places.
@Suite struct BasemapEndpointTests {
    static let basemap: Basemap? = try? Basemap.extract(from: OSMReader(url: SharedData.url("osm/monaco.osm.pbf")))

    static func service() throws -> WayfarerService {
        let (router, store) = try #require(MonacoPlaces.setUp)
        return WayfarerService(router: router, mapName: "monaco", places: store, basemap: try #require(basemap))
    }

    /// The tile at `z` over Monaco's harbour.
    static func tile(_ z: Int) -> String {
        let point = WorldPoint(latitudeE7: 437_350_000, longitudeE7: 74_230_000)
        return "/tiles/\(z)/\(point.x >> (30 - z))/\(point.y >> (30 - z)).mvt"
    }

    @Test func tilesAreGzippedVectorTilesAndEmptyOnesAre204() async throws {
        try await Self.service().withClient { client in
            let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]
            let tile = try await client.send(Self.tile(15), headers: gzip)
            #expect(tile.status == .ok)
            #expect(tile.headers[.contentType] == "application/vnd.mapbox-vector-tile")
            #expect(tile.headers[.contentEncoding] == "gzip" && tile.headers[.vary] == "Accept-Encoding")
            #expect(Array(tile.body.prefix(2)) == [0x1F, 0x8B])
            #expect(tile.body.count > 500 && tile.body.count < 50_000)
            // The same tile again comes from the cache, byte for byte.
            #expect(try await client.send(Self.tile(15), headers: gzip).body == tile.body)
            // A client that does not take gzip (or refuses it) gets the tile itself: a protocol buffer, no encoding.
            for refusing in [HTTPFields(), [.acceptEncoding: "gzip;q=0, identity"]] {
                let plain = try await client.send(Self.tile(15), headers: refusing)
                #expect(plain.status == .ok && plain.headers[.contentEncoding] == nil)
                #expect(Gzip.decompress(Array(tile.body)) == Array(plain.body))
            }
            #expect(try await client.send("/tiles/15/0/0.mvt").status == .noContent)
            let health = try await client.send("/api/v1/health").object()
            let tiles = try #require(health["tiles"] as? [String: Any])
            #expect(tiles["url"] as? String == "/tiles/{z}/{x}/{y}.mvt")
            let bounds = try #require(tiles["bounds"] as? [Double])
            #expect(bounds[0] < 7.42 && bounds[2] > 7.43 && bounds[1] < 43.73 && bounds[3] > 43.74)
        }
    }

    @Test(arguments: [("/tiles/17/0/0.mvt", "zoom '17'"), ("/tiles/2/-1/0.mvt", "column '-1'"), ("/tiles/2/0/x.mvt", "row 'x'"),
                      ("/tiles/2/0/0.png", "{y}.mvt"), ("/tiles/-1/0/0.mvt", "zoom '-1'")])
    func badTileAddressesAreNamed(_ path: String, _ named: String) async throws {
        let reply = try await Self.service().withClient { client in try await client.send(path) }
        #expect(reply.status == .notFound)
        let body = try reply.object()
        #expect(body["code"] as? String == "NotFound")
        #expect((body["message"] as? String)?.contains(named) == true, "\(body)")
    }

    @Test("a tile beyond the zoom's last column or row does not exist: 404 naming the range")
    func tilesOutsideTheZoomAreNotFound() async throws {
        for path in ["/tiles/2/4/0.mvt", "/tiles/0/0/1.mvt"] {
            let reply = try await Self.service().withClient { client in try await client.send(path) }
            #expect(reply.status == .notFound)
            #expect((try reply.object()["message"] as? String)?.contains("from 0 to") == true, "\(reply.text)")
        }
    }

    @Test func aMapWithoutBasemapSaysSo() async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send(Self.tile(15)) }
        #expect(reply.status == .notFound)
        #expect(try reply.object()["code"] as? String == "NotFound")
    }

    @Test func searchFindsStreetsSettlementsAndPlacesNearestFirst() async throws {
        try await Self.service().withClient { client in
            let streets = try await client.send("/api/v1/search?q=boul%20princ&near=7.42,43.73").object()
            let features = try #require(streets["features"] as? [[String: Any]])
            #expect(!features.isEmpty)
            for feature in features {
                let properties = try #require(feature["properties"] as? [String: Any])
                let name = try #require(properties["name"] as? String).lowercased()
                #expect(name.contains("boulevard"), "\(name)")
                #expect(name.contains("princ"), "\(name)")
            }
            // Accents ignored: "musee oceanographique" finds the Musée océanographique.
            let museum = try await client.send("/api/v1/search?q=musee%20oceano").object()
            let names = try #require(museum["features"] as? [[String: Any]]).compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
            #expect(names.contains { $0.lowercased().contains("océanographique") }, "\(names)")
            // Nearest first among results of one kind and match.
            let near = try await client.send("/api/v1/search?q=avenue&near=7.4246,43.7384&limit=20").object()
            let points = try #require(near["features"] as? [[String: Any]]).compactMap { ($0["geometry"] as? [String: Any])?["coordinates"] as? [Double] }
            let distances = points.map { hypot(($0[0] - 7.4246) * 0.72, $0[1] - 43.7384) }
            #expect(distances == distances.sorted() || points.count < 2)
            // A street is listed once per name and area: two results labelled alike would be the same to the user.
            let labels = try #require(near["features"] as? [[String: Any]]).compactMap { $0["properties"] as? [String: Any] }
                .filter { $0["kind"] as? String == "street" }.map { "\($0["name"] ?? "") · \($0["area"] ?? "")" }
            #expect(Set(labels).count == labels.count, "\(labels)")
        }
    }

    @Test("with near, the first results are the first of a longer list: places are taken nearest first, not cut before", arguments: ["m", "atelier", "caf"])
    func searchLimitKeepsTheOrder(query: String) async throws {
        try await Self.service().withClient { client in
            func names(limit: Int) async throws -> [String] {
                let found = try await client.send("/api/v1/search?q=\(query)&near=7.4246,43.7384&limit=\(limit)").object()
                return try #require(found["features"] as? [[String: Any]]).compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
            }
            // Before, the points of interest were cut by text match before their distance counted (the nearest two
            // cafés were missing from the first two), and settlements by another order than the merge's.
            let few = try await names(limit: 2), many = try await names(limit: 50)
            #expect(many.count > 2, "\(many)")
            #expect(few == Array(many.prefix(2)))
        }
    }

    @Test(arguments: [("/api/v1/search", "q="), ("/api/v1/search?q=a&radius=3", "unknown parameter 'radius'"),
                      ("/api/v1/search?q=a&limit=0", "limit"), ("/api/v1/search?q=a&near=7.4", "near")])
    func badSearchesAreNamed(_ path: String, _ named: String) async throws {
        let reply = try await Self.service().withClient { client in try await client.send(path) }
        #expect(reply.status == .badRequest)
        #expect((try reply.object()["message"] as? String)?.contains(named) == true, "\(reply.text)")
    }
}
