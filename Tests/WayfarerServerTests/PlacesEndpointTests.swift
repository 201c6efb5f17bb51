import Foundation
import Geo
import Testing
@testable import WayfarerServer

/// `GET /api/v1/places` on Monaco: areas, categories, names, limits, bad input, and servers without places.
@Suite struct PlacesEndpointTests {
    /// The features of a places answer, after checking that it is a FeatureCollection of Points with the
    /// documented properties, best score first.
    static func features(_ reply: Reply) throws -> [[String: Any]] {
        #expect(reply.status == .ok, "\(reply.text)")
        #expect(reply.headers[.contentType] == "application/geo+json")
        let body = try reply.object()
        #expect(body["type"] as? String == "FeatureCollection")
        let features = try #require(body["features"] as? [[String: Any]])
        #expect(body["count"] as? Int == features.count)
        for feature in features {
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point" && Shape.coordinate(geometry["coordinates"]))
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(properties["id"] as? String == feature["id"] as? String)
            #expect((properties["name"] as? String)?.isEmpty == false)
            #expect(["phone", "website", "openingHours"].allSatisfy { properties.keys.contains($0) })
        }
        let scores = features.compactMap { ($0["properties"] as? [String: Any])?["score"] as? Double }
        #expect(scores.count == features.count && scores == scores.sorted(by: >), "best score first: \(scores)")
        return features
    }

    static func position(_ feature: [String: Any]) -> Coordinate {
        let pair = (feature["geometry"] as? [String: Any])?["coordinates"] as? [Double] ?? [0, 0]
        return Coordinate(latitude: pair[1], longitude: pair[0])
    }

    static func category(_ feature: [String: Any]) -> String? { (feature["properties"] as? [String: Any])?["category"] as? String }

    @Test func aBoxHoldsEveryPlaceItReturns() async throws {
        let box = BoundingBox(south: 43.728, west: 7.415, north: 43.742, east: 7.43)
        let reply = try await MonacoPlaces.service().withClient { client in
            try await client.send("/api/v1/places?bbox=\(box.west),\(box.south),\(box.east),\(box.north)&limit=5000")
        }
        let features = try Self.features(reply)
        #expect(features.count >= 50, "the heart of Monaco has many places")
        #expect(features.allSatisfy { box.contains(Self.position($0)) })
        #expect(try reply.object()["truncated"] as? Bool == false)
    }

    @Test func aCircleHoldsEveryPlaceItReturnsAndOnlyTheCategoriesAsked() async throws {
        let (near, radius) = (MonacoPlaces.casino, 600.0)
        let (all, some) = try await MonacoPlaces.service().withClient { client in
            (try await client.send("/api/v1/places?near=\(near.longitude),\(near.latitude)&radius=\(radius)"),
             try await client.send("/api/v1/places?near=\(near.longitude),\(near.latitude)&radius=\(radius)&category=park,restaurant"))
        }
        let everything = try Self.features(all), chosen = try Self.features(some)
        #expect(everything.allSatisfy { Self.position($0).distance(to: near) <= radius })
        #expect(chosen.allSatisfy { Self.position($0).distance(to: near) <= radius })
        #expect(Set(chosen.compactMap(Self.category)) == ["park", "restaurant"])
        #expect(chosen.count == everything.filter { ["park", "restaurant"].contains(Self.category($0)) }.count)
        #expect(chosen.count < everything.count)
    }

    @Test func aNameSearchFindsTheOceanographicMuseumWithoutItsAccents() async throws {
        let reply = try await MonacoPlaces.service().withClient { client in
            try await client.send("/api/v1/places?bbox=7.40,43.72,7.44,43.76&q=musee%20oceano")
        }
        let names = try Self.features(reply).compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
        #expect(names.contains("Musée Océanographique"), "\(names)")
        #expect(names.allSatisfy { $0.lowercased().contains("mus") })
    }

    @Test func theLimitCutsTheBestAndSaysSo() async throws {
        let (cut, whole) = try await MonacoPlaces.service().withClient { client in
            (try await client.send("/api/v1/places?near=7.4246,43.7384&radius=2000&limit=5"),
             try await client.send("/api/v1/places?near=7.4246,43.7384&radius=2000&limit=5000"))
        }
        let best = try Self.features(cut), all = try Self.features(whole)
        #expect(best.count == 5)
        #expect(try cut.object()["truncated"] as? Bool == true)
        #expect(best.compactMap { $0["id"] as? String } == all.prefix(5).compactMap { $0["id"] as? String })
    }

    /// Forms and URL templates send the parameters they have no value for empty: those count as not given.
    @Test func emptyParametersCountAsNotGiven() async throws {
        let (empty, none) = try await MonacoPlaces.service().withClient { client in
            (try await client.send("/api/v1/places?near=7.4246,43.7384&radius=&limit=&category=&bbox=&q"),
             try await client.send("/api/v1/places?near=7.4246,43.7384"))
        }
        #expect(empty.status == .ok, "\(empty.text)")
        #expect(empty.body == none.body)
    }

    @Test func aBoxWhoseWestIsEastOfItsEastCrossesTheAntimeridian() async throws {
        // GeoJSON's convention: west > east wraps around the world, leaving out the band between them.
        let reply = try await MonacoPlaces.service().withClient { client in try await client.send("/api/v1/places?bbox=7.425,43.7,7.415,43.8") }
        let features = try Self.features(reply)
        #expect(!features.isEmpty)
        #expect(features.allSatisfy { Self.position($0).longitude >= 7.425 || Self.position($0).longitude <= 7.415 })
    }

    @Test("without an area, the whole map's places; empty parameters count as not given; a box's latitudes in either order")
    func wholeMapWithoutAnArea() async throws {
        let service = try MonacoPlaces.service()
        let (ordered, swapped) = try await service.withClient { client in
            (try Self.features(try await client.send("/api/v1/places?bbox=7.41,43.72,7.43,43.75")),
             try Self.features(try await client.send("/api/v1/places?bbox=7.41,43.75,7.43,43.72")))
        }
        #expect(!ordered.isEmpty && ordered.count == swapped.count, "the latitudes bound the box in either order")
        let (all, empty, museums) = try await service.withClient { client in
            (try Self.features(try await client.send("/api/v1/places")),
             try Self.features(try await client.send("/api/v1/places?bbox=&near=&q=&category=")),
             try Self.features(try await client.send("/api/v1/places?category=museum")))
        }
        #expect(all.count > 50 && all.count == empty.count)
        #expect(!museums.isEmpty && museums.count < all.count)
        #expect(museums.allSatisfy { ($0["properties"] as? [String: Any])?["category"] as? String == "museum" })
    }

    static let badQueries: [(query: String, code: String)] = [
        ("bbox=7.41,43.72,7.43,43.74&near=7.42,43.73", "InvalidQuery"),
        ("near=7.42,4.373e1", "InvalidValue"),
        ("near=%207.42,43.73", "InvalidValue"),
        ("bbox=7.41,43.72,7.43", "InvalidValue"),
        ("bbox=7.41,43.72,7.43,4.374e1", "InvalidValue"),
        ("bbox=7.41,43.72,7.43,95", "InvalidValue"),
        ("near=7.42", "InvalidValue"),
        ("near=7.42,93", "InvalidValue"),
        ("near=7.42,43.73&radius=0", "InvalidValue"),
        ("near=7.42,43.73&radius=-5", "InvalidValue"),
        ("near=7.42,43.73&radius=1e9", "InvalidValue"),
        ("near=7.42,43.73&radius=nan", "InvalidValue"),
        ("near=7.42,43.73&category=zoo", "InvalidValue"),
        ("near=7.42,43.73&limit=0", "InvalidValue"),
        ("near=7.42,43.73&limit=100000", "InvalidValue"),
        ("near=7.42,43.73&categories=museum", "InvalidQuery"),
        ("radius=500", "InvalidQuery"),
        ("bbox=7.41,43.72,7.43,43.74&radius=500", "InvalidQuery"),
    ]

    @Test(arguments: badQueries.indices)
    func badQuery(index: Int) async throws {
        let (query, code) = Self.badQueries[index]
        let reply = try await MonacoPlaces.service().withClient { client in try await client.send("/api/v1/places?\(query)") }
        #expect(reply.status == .badRequest, "\(query): \(reply.text)")
        #expect(try reply.object()["code"] as? String == code, "\(query): \(reply.text)")
    }

    @Test func healthCountsThePlaces() async throws {
        let (with, without) = try await (MonacoPlaces.service().withClient { client in try await client.send("/api/v1/health").object() },
                                         Monaco.service().withClient { client in try await client.send("/api/v1/health").object() })
        let places = try #require(with["places"] as? [String: Any])
        let categories = try #require(places["categories"] as? [String: Int])
        #expect(places["count"] as? Int == categories.values.reduce(0, +))
        #expect(categories.count == 6 && categories.values.allSatisfy { $0 > 0 })
        #expect(places["tours"] as? Bool == true)
        #expect(without["places"] is NSNull)
    }

    @Test func aServerWithoutPlacesSaysHowToGetThem() async throws {
        let replies = try await Monaco.service().withClient { client in
            [try await client.send("/api/v1/places?near=7.42,43.73"),
             try await client.send("/api/v1/tours", .post, json: #"{"start":[7.4246,43.7384]}"#)]
        }
        for reply in replies {
            #expect(reply.status == .notFound)
            let body = try reply.object()
            #expect(body["code"] as? String == "NoPlaces")
            #expect((body["message"] as? String)?.contains("wayfarer import") == true)
        }
    }

    @Test func toursNeedTheFootProfile() async throws {
        let store = try #require(MonacoPlaces.setUp?.store)
        let service = WayfarerService(router: try #require(Monaco.router), mapName: "monaco", places: store)
        let (tour, health) = try await service.withClient { client in
            (try await client.send("/api/v1/tours", .post, json: #"{"start":[7.4246,43.7384]}"#), try await client.send("/api/v1/health").object())
        }
        #expect(tour.status == .notFound)
        #expect((try tour.object()["message"] as? String)?.contains("foot") == true)
        #expect((health["places"] as? [String: Any])?["tours"] as? Bool == false)
    }
}
