import Hummingbird

/// Refuses a request whose URL (path and query) is longer than ``ServerLimits/urlBytes`` with `TooBig` (414),
/// before any endpoint parses it; such a request belongs in a `POST` body.
struct URLLengthMiddleware<Context: RequestContext>: RouterMiddleware {
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let length = request.uri.description.utf8.count
        guard length <= limit else {
            throw APIError(.tooBig, "the URL has \(length) bytes; at most \(limit) are allowed (send long requests as POST /{service}/v1/{profile} with a JSON body)",
                           status: .uriTooLong)
        }
        return try await next(request, context)
    }
}
