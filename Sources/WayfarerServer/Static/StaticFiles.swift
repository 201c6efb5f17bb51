import Foundation
import Hummingbird
import Logging

/// The web page's files: the module's `Public` resources, served at `/` (content types by extension).
enum StaticFiles {
    /// The folder holding `index.html` and its assets, if the resource bundle has it.
    static var folder: String? {
        Bundle.module.url(forResource: "Public", withExtension: nil)?.path
    }
}

/// Serves the web page's files for the paths no endpoint takes. A path with `..` in it (percent-encoded or not)
/// never names a file of the web root: it gets the endpoint's own answer (`/tiles/1/1/1..mvt`: the row is not a
/// number), or a `404` saying so without echoing the path, instead of Hummingbird's bare `400`.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    private let files: FileMiddleware<Context, LocalFileSystem>

    init(folder: String, logger: Logger) {
        files = FileMiddleware(folder, searchForIndexHtml: true, logger: logger)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard (path.removingPercentEncoding ?? path).contains("..") else {
            var response = try await files.handle(request, context: context, next: next)
            // Hummingbird's table of types has no GeoJSON (the page's world layer).
            if path.hasSuffix(".geojson"), response.status == .ok { response.headers[.contentType] = "application/geo+json" }
            return response
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            throw APIError(.invalidUrl, "no endpoint or file has '..' in its path; see /api/v1/openapi.json", status: .notFound)
        }
    }
}
