import Basemap
import Hummingbird
import OSRMFormat

/// `GET /api/v1/health`, `GET /api/v1/openapi.json` and `GET /api/v1/countries`.
struct InfoEndpoints: Sendable {
    let service: WayfarerService

    /// Registers the endpoints.
    func register(on router: EndpointRouter) {
        router.get("api/v1/health") { _, _ in
            try service.checkMapIntact()
            return await health()
        }
        let document = OpenAPIDocument.bytes(profiles: service.router.profileNames, limits: service.limits)
        router.get("api/v1/openapi.json") { _, _ in JSONResponse.make(document) }
        router.get("api/v1/countries") { [countries = service.countries] _, _ in
            JSONResponse.make(countries, headers: [.contentType: "application/geo+json"])
        }
    }

    /// `{"status":"ok","map":…,"dataset":"ukraine"|null,"bbox":[w,s,e,n],"profiles":[…],"languages":[…],
    /// "places":{"count":…,"categories":{"attraction":…,…},"tours":true|false}|null,
    /// "tiles":{"url":"/tiles/{z}/{x}/{y}.mvt","bounds":[w,s,e,n],"minzoom":0,"maxzoom":16,"layers":[…]}|null,"uptime":…,
    /// "jobs":{"running":…,"queued":…,"finished":…}|null}` — null when the job database does not answer at once (the
    /// server still routes: its health stays 200).
    private func health() async -> Response {
        let counts = await service.jobs.counts()
        var json = JSONWriter()
        json.object { json in
            json.member("status", "ok")
            json.member("map", service.mapName)
            if service.dataset != nil { json.member("dataset", "ukraine") } else { json.key("dataset"); json.null() }
            if let bounds = service.bounds {
                json.key("bbox")
                json.array { json in for value in [bounds.west, bounds.south, bounds.east, bounds.north] { json.value(value) } }
            }
            json.key("profiles")
            json.array { json in for name in service.router.profileNames { json.value(name) } }
            json.key("languages")
            json.array { json in for code in service.languages.keys.sorted() { json.value(code) } }
            json.key("places")
            if service.places != nil {
                json.object { json in
                    json.member("count", service.placeCounts.values.reduce(0, +))
                    json.key("categories")
                    json.object { json in
                        for (category, count) in service.placeCounts.sorted(by: { $0.key < $1.key }) { json.member(category.rawValue, count) }
                    }
                    json.member("tours", (try? service.tourPlanner()) != nil)
                }
            } else {
                json.null()
            }
            json.key("tiles")
            if let tiles = service.tiles {
                json.object { json in
                    json.member("url", "/tiles/{z}/{x}/{y}.mvt")
                    if let box = tiles.tiles.basemap.bounds {
                        let southWest = WorldPoint(x: box.minX, y: box.maxY).coordinate, northEast = WorldPoint(x: box.maxX, y: box.minY).coordinate
                        json.key("bounds")
                        json.array { json in for value in [southWest.longitude, southWest.latitude, northEast.longitude, northEast.latitude] { json.value(value) } }
                    }
                    json.member("minzoom", 0)
                    json.member("maxzoom", VectorTiles.maximumZoom)
                    json.key("layers")
                    json.array { json in for layer in BasemapLayer.allCases { json.value(layer.name) } }
                }
            } else {
                json.null()
            }
            json.member("uptime", (service.uptime * 10).rounded() / 10)
            json.key("jobs")
            if let counts {
                json.object { json in
                    json.member("running", counts.running)
                    json.member("queued", counts.queued)
                    json.member("finished", counts.finished)
                }
            } else {
                json.null()
            }
        }
        return JSONResponse.make(json.bytes)
    }
}
