import Hummingbird
import Logging
import NIOCore

/// Turns every failure into an OSRM-style JSON error: ``APIError`` as it is, an unknown path as
/// `InvalidUrl` (404), an oversized body as `TooBig` (413, from the body collector or the server), anything else as `InternalError` (500, logged).
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return try error.response(from: request, context: context)
        } catch is NIOTooManyBytesError {
            return try APIError(.tooBig, "the request body is larger than the server accepts", status: .contentTooLarge)
                .response(from: request, context: context)
        } catch let error as HTTPError {
            let converted: APIError = switch error.status {
            case .notFound: APIError(.invalidUrl, "no such endpoint: \(request.method) \(request.uri.path); see /api/v1/openapi.json", status: .notFound)
            case .contentTooLarge: APIError(.tooBig, "the request body is larger than the server accepts", status: .contentTooLarge)
            case .methodNotAllowed: APIError(.invalidUrl, "\(request.method) is not allowed on \(request.uri.path)", status: .methodNotAllowed)
            default: APIError(error.status.code < 500 ? .invalidQuery : .internalError, error.body ?? error.status.reasonPhrase,
                              status: error.status)
            }
            return try converted.response(from: request, context: context)
        } catch {
            context.logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            // The error's text stays in the log: it may name files or internals.
            return try APIError(.internalError, "internal error (logged by the server)", status: .internalServerError)
                .response(from: request, context: context)
        }
    }
}
