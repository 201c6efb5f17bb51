import Basemap
import Foundation
import Hummingbird

/// `GET /tiles/{z}/{x}/{y}.mvt`: the map's basemap as Mapbox Vector Tiles (gzip'd for clients that accept it, as
/// browsers do; `204` where the map has nothing), for the web page and for any client that reads them (MapLibre, QGIS,
/// Leaflet plugins).
struct TileEndpoints: Sendable {
    let service: WayfarerService

    func register(on router: EndpointRouter) {
        router.get("tiles/:z/:x/:file") { request, context in
            guard let cache = service.tiles else {
                throw APIError(.notFound, service.dataset != nil ? "the built-in network has no basemap: serve a map file or an OSM extract for tiles"
                                   : "this map has no basemap (import it again with this version of wayfarer)", status: .notFound)
            }
            let id = try Self.tileID(z: context.parameters.get("z"), x: context.parameters.get("x"), file: context.parameters.get("file"))
            let gzip = Self.acceptsGzip(request.headers[.acceptEncoding])
            // The cache keeps tiles gzip'd, as nearly every client takes them; the others get them inflated.
            guard let tile = await Offload.run({ cache.tile(id).map { gzip ? $0 : Gzip.decompress($0) } }) else {
                return Response(status: .noContent)
            }
            guard let bytes = tile else { throw APIError(.internalError, "tile \(id.z)/\(id.x)/\(id.y) could not be inflated", status: .internalServerError) }
            var headers: HTTPFields = [.contentType: "application/vnd.mapbox-vector-tile", .cacheControl: "public, max-age=3600",
                                       .vary: "Accept-Encoding"]
            if gzip { headers[.contentEncoding] = "gzip" }
            return JSONResponse.make(bytes, headers: headers)
        }
    }

    /// The tile named by the path's parts (`14`, `8800`, `6430.mvt`).
    /// - Throws: `NotFound` (404) for a path that names no tile, as for a job id that names no job: a part that is
    ///   not a whole number, a zoom beyond the deepest, a column or row beyond the zoom's 2^z − 1. The message
    ///   names the part.
    static func tileID(z: String?, x: String?, file: String?) throws(APIError) -> TileID {
        guard let file, file.hasSuffix(".mvt") else {
            throw Self.noTile("a tile is /tiles/{z}/{x}/{y}.mvt, e.g. /tiles/14/8800/6430.mvt")
        }
        guard let z = z.flatMap({ Int($0) }), (0...VectorTiles.maximumZoom).contains(z) else {
            throw Self.noTile("tile zoom '\(z ?? "")' must be a whole number within 0…\(VectorTiles.maximumZoom)")
        }
        let side = 1 << z
        let row = String(file.dropLast(4))
        guard let column = x.flatMap({ Int($0) }), column >= 0 else {
            throw Self.noTile("tile column '\(x ?? "")' must be a whole number within 0…\(side - 1) at zoom \(z)")
        }
        guard let y = Int(row), y >= 0 else {
            throw Self.noTile("tile row '\(row)' must be a whole number within 0…\(side - 1) at zoom \(z)")
        }
        guard column < side, y < side, let id = TileID(z: z, x: column, y: y) else {
            throw Self.noTile("there is no tile \(z)/\(column)/\(y): columns and rows at zoom \(z) run from 0 to \(side - 1)")
        }
        return id
    }

    /// Whether an `Accept-Encoding` header takes gzip: named (or `*`) without `q=0`.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Bool?, any: Bool?
        for item in header.lowercased().split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let refused = parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "").range(of: #"^q=0(\.0*)?$"#, options: .regularExpression) != nil }
            switch parts.first {
            case "gzip", "x-gzip": gzip = !refused
            case "*": any = !refused
            default: break
            }
        }
        return gzip ?? any ?? false
    }

    private static func noTile(_ message: String) -> APIError { APIError(.notFound, message, status: .notFound) }
}
