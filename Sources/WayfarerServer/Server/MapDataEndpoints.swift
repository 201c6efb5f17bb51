import Datasets
import Foundation
import Geo
import Hummingbird
import OSRMFormat
import RoadNetwork

/// What the web map draws besides routes: `GET /api/v1/network` (the streets of a bounding box, thinned
/// and simplified for the zoom level, one MultiLineString per road kind) and `GET /api/v1/dataset` (the
/// built-in network's cities, links and outline, when that is what the server runs).
struct MapDataEndpoints: Sendable {
    let service: WayfarerService

    /// The most line vertices one network response may hold; past it, minor roads are left out.
    static let vertexBudget = 400_000

    func register(on router: EndpointRouter) {
        router.get("api/v1/network") { request, _ in
            let box = try Self.boundingBox(request.uri.formParameter("bbox"))
            let zoom = try Self.zoom(request.uri.formParameter("zoom"))
            return await Offload.run { network(in: box, zoom: zoom) }
        }
        router.get("api/v1/dataset") { _, _ in
            guard let dataset = service.dataset else {
                throw APIError(.notFound, "this server runs a map, not the built-in dataset: draw /api/v1/network instead", status: .notFound)
            }
            return Self.datasetResponse(dataset)
        }
    }

    /// The road classes drawn at each zoom: main roads first, minor ones when zoomed in.
    static func minimumZoom(_ roadClass: RoadClass) -> Int {
        switch roadClass {
        case .motorway, .motorwayLink, .trunk, .trunkLink, .primary, .primaryLink, .ferry, .rail: 0
        case .secondary, .secondaryLink: 9
        case .tertiary, .tertiaryLink: 11
        case .unclassified, .residential, .livingStreet: 12
        default: 14
        }
    }

    private func network(in box: BoundingBox, zoom: Int) -> Response {
        let graph = service.router.network.graph
        // One pixel at this zoom, in metres: the simplification tolerance.
        let tolerance = 156_543.034 * cos(box.center.latitude * .pi / 180) / pow(2, Double(zoom))
        var seen = Set<Int>()
        var byClass: [RoadClass: [[Coordinate]]] = [:]
        var vertices = 0
        var truncated = false
        service.router.network.index.pieces(in: box) { s, _ in
            guard seen.insert(s).inserted else { return }
            let roadClass = graph.roadClass(ofSegment: s)
            guard zoom >= Self.minimumZoom(roadClass) else { return }
            guard vertices < Self.vertexBudget || Self.minimumZoom(roadClass) == 0 else { truncated = true; return }
            let line = Simplifier.simplify(graph.geometry(of: 2 * s), tolerance: tolerance)
            vertices += line.count
            byClass[roadClass, default: []].append(line)
        }
        var json = JSONWriter(capacity: vertices * 22 + 256)
        json.object { json in
            json.member("type", "FeatureCollection")
            json.member("truncated", truncated)
            json.key("features")
            json.array { json in
                for (roadClass, lines) in byClass.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    json.object { json in
                        json.member("type", "Feature")
                        json.key("properties")
                        json.object { json in json.member("class", roadClass.highwayValue) }
                        json.key("geometry")
                        json.object { json in
                            json.member("type", "MultiLineString")
                            json.key("coordinates")
                            json.array { json in
                                for line in lines {
                                    json.array { json in for point in line { json.coordinate(longitude: point.longitude, latitude: point.latitude) } }
                                }
                            }
                        }
                    }
                }
            }
        }
        return JSONResponse.make(json.bytes, headers: [.contentType: "application/geo+json"])
    }

    private static func datasetResponse(_ dataset: UkraineNetwork) -> Response {
        var json = JSONWriter()
        json.object { json in
            json.key("cities")
            json.array { json in
                for city in dataset.cities {
                    json.object { json in
                        json.member("id", city.id)
                        json.member("nameEn", city.nameEn)
                        json.member("nameUk", city.nameUk)
                        json.member("region", city.region)
                        json.member("macroRegion", city.macroRegion.rawValue)
                        json.member("latitude", city.latitude)
                        json.member("longitude", city.longitude)
                    }
                }
            }
            json.key("links")
            json.array { json in
                for link in dataset.roads + dataset.trains {
                    json.object { json in
                        json.member("from", link.from)
                        json.member("to", link.to)
                        json.member("mode", link.mode.rawValue)
                        json.member("km", link.km)
                        json.member("minutes", link.minutes)
                    }
                }
            }
            json.key("outline")
            json.array { json in
                for pair in dataset.outline where pair.count >= 2 { json.coordinate(longitude: pair[0], latitude: pair[1]) }
            }
        }
        return JSONResponse.make(json.bytes)
    }

    /// `west,south,east,north` in degrees.
    static func boundingBox(_ text: String?) throws(APIError) -> BoundingBox {
        guard let text else { throw APIError(.invalidQuery, "give the area as bbox=west,south,east,north (degrees)") }
        let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap(CoordinateText.number)
        guard values.count == 4, values.allSatisfy(\.isFinite), abs(values[1]) <= 90, abs(values[3]) <= 90,
              abs(values[0]) <= 180, abs(values[2]) <= 180 else {
            throw APIError(.invalidValue, "bbox must be west,south,east,north with |longitude| ≤ 180 and |latitude| ≤ 90; got '\(text)'")
        }
        // The two latitudes bound the box in either order; the longitudes' order says whether it crosses 180°.
        return BoundingBox(south: min(values[1], values[3]), west: values[0], north: max(values[1], values[3]), east: values[2])
    }

    /// A web-map zoom level 0…22 (default 12).
    static func zoom(_ text: String?) throws -> Int {
        guard let text else { return 12 }
        guard let zoom = Int(text), (0...22).contains(zoom) else {
            throw APIError(.invalidValue, "zoom must be a whole number from 0 to 22, got '\(text)'")
        }
        return zoom
    }
}
