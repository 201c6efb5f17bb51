import Basemap
import Geo
import Hummingbird
import OSRMFormat
import Places

/// `GET /api/v1/search?q=…&near=lon,lat&limit=…`: what the search box finds as the user types — settlements,
/// streets (from the basemap) and points of interest (from the places database) whose names have words starting
/// with every word typed, diacritics and case ignored; villages and bigger settlements first, then the rest, each with
/// the names that start with the query first, then larger settlements, then the nearest to `near`. A GeoJSON FeatureCollection of Points with `name`, `kind`
/// (`city` … `neighbourhood`, `street`, or the place's category) and, but for settlements, `area` (the nearest
/// settlement, to tell apart streets of one name); a street is listed once per name and area (a long street's pieces
/// far apart are one street to the user, labelled alike).
struct SearchEndpoints: Sendable {
    let service: WayfarerService

    static let parameters = ["q", "near", "limit"]
    static let defaultLimit = 10, maximumLimit = 50
    /// How many points of interest a search orders (with the streets and settlements) before it takes the first.
    static let placeCandidates = 200

    func register(on router: EndpointRouter) {
        router.get("api/v1/search") { request, _ in
            var values: [String: String] = [:]
            for (name, value) in request.uri.formParameters {
                guard Self.parameters.contains(name) else {
                    throw APIError(.invalidQuery, "unknown parameter '\(name)'; /api/v1/search takes \(Self.parameters.joined(separator: ", "))")
                }
                values[name] = value
            }
            guard let text = values["q"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
                throw APIError(.invalidQuery, "q= must give the words to look for, e.g. q=valletta")
            }
            guard text.count <= 200 else { throw APIError(.invalidValue, "q is \(text.count) characters long; at most 200") }
            let near = try values["near"].map { text throws(APIError) in try PlacesQuery.point(text) }
            var limit = Self.defaultLimit
            if let given = values["limit"] {
                guard let number = Int(given), (1...Self.maximumLimit).contains(number) else {
                    throw APIError(.invalidValue, "limit must be a whole number from 1 to \(Self.maximumLimit), got '\(given)'")
                }
                limit = number
            }
            return await Offload.run { [limit] in Self.results(for: text, near: near, limit: limit, service: service) }
        }
    }

    private static func results(for text: String, near: Coordinate?, limit: Int, service: WayfarerService) -> Response {
        var found: [(name: String, kind: String, coordinate: Coordinate, rank: Int)] = []
        // More streets than asked, as some may be the same street again.
        for entry in service.names?.search(text, near: near, limit: 3 * limit) ?? [] {
            found.append((entry.name, entry.kind, entry.coordinate, entry.rank))
        }
        // More places than asked (the nearest with `near`, else the best matches), for the order below to pick from:
        // it puts those whose names start with the text first.
        for place in (try? service.places?.search(name: text, near: near, limit: Self.placeCandidates)) ?? [] {
            found.append((place.name, place.category.rawValue, place.coordinate, 7))
        }
        let key = NameIndex.searchKey(of: text)
        let ranked = found.map { ($0, NameIndex.rankOrder(name: $0.name, rank: $0.rank, coordinate: $0.coordinate, key: key, near: near)) }
            .sorted { $0.1 < $1.1 }.map(\.0)
        var results: [(name: String, kind: String, coordinate: Coordinate, area: String?)] = [], streets = Set<[String]>()
        for result in ranked where results.count < limit {
            let area = result.rank > 4 ? service.names?.area(of: result.coordinate) : nil
            guard result.kind != "street" || streets.insert([result.name, area ?? ""]).inserted else { continue }
            results.append((result.name, result.kind, result.coordinate, area))
        }
        var json = JSONWriter(capacity: 256 + results.count * 160)
        json.object { json in
            json.member("type", "FeatureCollection")
            json.key("features")
            json.array { json in
                for result in results {
                    json.object { json in
                        json.member("type", "Feature")
                        json.key("properties")
                        json.object { json in
                            json.member("name", result.name)
                            json.member("kind", result.kind)
                            if let area = result.area { json.member("area", area) }
                        }
                        json.key("geometry")
                        json.object { json in
                            json.member("type", "Point")
                            json.key("coordinates")
                            json.coordinate(longitude: result.coordinate.longitude, latitude: result.coordinate.latitude)
                        }
                    }
                }
            }
        }
        return JSONResponse.make(json.bytes, headers: [.contentType: "application/geo+json"])
    }
}
