import Datasets
import Foundation
import Routing
import Testing
@testable import WayfarerServer

/// A step's `mode` says how it is travelled: `train` on the rail links of the built-in Ukraine network, the
/// profile's mode on its roads — so clients (the web page among them) need not guess from timings.
@Suite struct TravelModeTests {
    static let service: WayfarerService? = {
        guard let network = try? UkraineNetwork.load() else { return nil }
        return WayfarerService(router: Routing.Router(network: network.roadNetwork()), mapName: "ukraine")
    }()

    @Test(arguments: [("train", "train"), ("car", "driving")])
    func stepsSayHowTheyAreTravelled(profile: String, mode: String) async throws {
        let service = try #require(Self.service)
        let lviv = "24.0316,49.8419", kyiv = "30.5234,50.4501"
        let reply = try await service.withClient { client in try await client.send("/route/v1/\(profile)/\(lviv);\(kyiv)?steps=true") }
        #expect(reply.status == .ok, "\(reply.text)")
        let legs = try #require((try reply.object()["routes"] as? [[String: Any]])?.first?["legs"] as? [[String: Any]])
        let modes = Set(legs.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }.compactMap { $0["mode"] as? String })
        #expect(modes == [mode])
    }
}

/// The search box on the built-in network (the README's first command): its cities, by either name or an alias.
@Suite struct DatasetSearchTests {
    @Test(arguments: [("Kyiv", "Kyiv"), ("київ", "Київ"), ("lv", "Lviv"), ("біла ц", "Біла Церква"), ("Kiev", "Kyiv"), ("odessa", "Odesa"),
                      ("Lvov", "Lviv")])
    func citiesAreFoundByEitherName(query: String, first: String) async throws {
        let network = try UkraineNetwork.load()
        let service = WayfarerService(router: Routing.Router(network: network.roadNetwork()), mapName: "ukraine", dataset: network)
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let body = try await service.withClient { client in try await client.send("/api/v1/search?q=\(encoded)").object() }
        let features = try #require(body["features"] as? [[String: Any]], "\(body)")
        let names = features.compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
        #expect(names.first == first, "\(query): \(names)")
        let kind = (features.first?["properties"] as? [String: Any])?["kind"] as? String
        #expect(kind == "city" || kind == "town")
    }
}
