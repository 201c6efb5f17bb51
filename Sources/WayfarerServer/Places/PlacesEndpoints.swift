import Hummingbird
import OSRMFormat
import Places

/// `GET /api/v1/places`: the points of interest of an area (``PlacesQuery``) as a GeoJSON
/// FeatureCollection of ``PlaceFeature``s, best score first, with `count` and `truncated` (whether
/// `limit` cut the answer). `NoPlaces` (404) when the server has no places database.
struct PlacesEndpoints: Sendable {
    let service: WayfarerService

    /// Registers the endpoint.
    func register(on router: EndpointRouter) {
        router.get("api/v1/places") { request, _ in
            let store = try service.placeStore()
            let query = try PlacesQuery(request.uri.formParameters)
            return try await Offload.run { () throws(APIError) in try Self.places(query, in: store) }
        }
    }

    private static func places(_ query: PlacesQuery, in store: PlaceStore) throws(APIError) -> Response {
        let found: [Place]
        do { found = try query.places(in: store, extra: 1) } catch { throw APIError(error) }
        let places = found.prefix(query.limit)
        var json = JSONWriter(capacity: 256 + places.count * 300)
        PlaceFeature.writeCollection(Array(places), into: &json, members: { json in
            json.member("count", places.count)
            json.member("truncated", found.count > query.limit)
        })
        return JSONResponse.make(json.bytes, headers: [.contentType: "application/geo+json"])
    }
}
