import Hummingbird
import OSRMFormat
import NIOConcurrencyHelpers

/// Registers the server's endpoints on Hummingbird's router and remembers which methods each path takes, so
/// that ``MethodMiddleware`` can answer a wrong method with `405 Method Not Allowed` and an `Allow` header
/// instead of `404`.
struct EndpointRouter {
    let router: Hummingbird.Router<BasicRequestContext>
    let methods: EndpointMethods

    /// A `GET` endpoint, and `HEAD` on the same path: the `GET` response without its body (its `Content-Length`
    /// kept, where known).
    func get(_ path: String, use handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        methods.add(path, .get)
        router.get(RouterPath(path), use: handler)
        router.head(RouterPath(path)) { request, context in
            var response = try await handler(request, context).response(from: request, context: context)
            response.body = ResponseBody(contentLength: response.body.contentLength) { writer in try await writer.finish(nil) }
            return response
        }
    }

    func post(_ path: String, use handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        methods.add(path, .post)
        router.post(RouterPath(path), use: handler)
    }

    func delete(_ path: String, use handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        methods.add(path, .delete)
        router.delete(RouterPath(path), use: handler)
    }
}

/// The methods each registered path takes (paths as Hummingbird writes them, `:name` for a parameter).
final class EndpointMethods: Sendable {
    private let endpoints = NIOLockedValueBox<[(segments: [Substring], methods: Set<HTTPRequest.Method>)]>([])

    func add(_ path: String, _ method: HTTPRequest.Method) {
        let segments = path.split(separator: "/")
        endpoints.withLockedValue { endpoints in
            if let index = endpoints.firstIndex(where: { $0.segments == segments }) {
                endpoints[index].methods.insert(method)
            } else {
                endpoints.append((segments, [method]))
            }
        }
    }

    /// The methods of the endpoint the router would pick for `path` (literal segments before parameters, as
    /// its trie does), or nil when no endpoint matches.
    func allowed(for path: String) -> Set<HTTPRequest.Method>? {
        let parts = path.split(separator: "/")
        return endpoints.withLockedValue { endpoints in
            let matching = endpoints.filter { endpoint in
                endpoint.segments.count == parts.count
                    && zip(endpoint.segments, parts).allSatisfy { pattern, part in pattern.hasPrefix(":") || pattern == part }
            }
            // The most specific: compare segment by segment, a literal beating a parameter.
            return matching.max { a, b in
                for (x, y) in zip(a.segments, b.segments) where x.hasPrefix(":") != y.hasPrefix(":") { return x.hasPrefix(":") }
                return false
            }?.methods
        }
    }
}

/// Answers a request whose path names an endpoint but whose method it does not take with `405` and `Allow`
/// (`HEAD` is answered wherever `GET` is: see ``EndpointRouter/get(_:use:)``). Every other path is the web
/// root's, which takes `GET` and `HEAD` only.
struct MethodMiddleware: RouterMiddleware {
    let methods: EndpointMethods

    func handle(_ request: Request, context: BasicRequestContext,
                next: (Request, BasicRequestContext) async throws -> Response) async throws -> Response {
        var allowed = methods.allowed(for: request.uri.path) ?? [.get]
        if allowed.contains(.get) { allowed.insert(.head) }
        guard !allowed.contains(request.method) else { return try await next(request, context) }
        let list = allowed.map(\.rawValue).sorted().joined(separator: ", ")
        var headers = HTTPFields()
        headers[.allow] = list
        let error = APIError(.invalidUrl, "\(request.method) is not allowed on \(request.uri.path); it takes \(list)", status: .methodNotAllowed)
        return JSONResponse.make(OSRMEncoder.error(code: error.code, message: error.message, waypoints: []), status: .methodNotAllowed, headers: headers)
    }
}
