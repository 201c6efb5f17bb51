import Foundation
import HTTPTypes
import Hummingbird

/// Which other web origins' pages may call the API from a browser (CORS): any — `Access-Control-Allow-Origin: *`,
/// as OSRM's server answers, the default — only those listed (each answered with its own origin and
/// `Vary: Origin`; pages of any other origin get no CORS headers, so browsers keep the answers from them), or none
/// (the server's own web page, of the same origin, needs no CORS). Nothing rides on cookies either way: the admin
/// endpoints want their token in a header.
public enum CrossOrigins: Sendable, Equatable {
    case any
    /// Only these origins (`scheme://host[:port]`, as browsers send them); none when empty.
    case only([String])

    /// The policy `wayfarer serve --cors-origin` values give: none given or `*` → any; `none` → none; else the
    /// origins listed (`https://app.example.com`, written as browsers send it: scheme and host in lower case,
    /// a port only when not the scheme's own, no path).
    /// - Throws: ``CrossOriginsError`` naming the first value that is none of these, or `*`/`none` beside others.
    public init(options: [String]) throws(CrossOriginsError) {
        if options.isEmpty || options == ["*"] {
            self = .any
            return
        }
        if options == ["none"] {
            self = .only([])
            return
        }
        var origins: [String] = []
        for value in options {
            if value == "*" || value == "none" { throw CrossOriginsError(value: value, reason: "'\(value)' cannot be given beside other origins") }
            origins.append(try Self.origin(value))
        }
        self = .only(origins)
    }

    /// `value` as browsers send an origin, or why it is none.
    private static func origin(_ value: String) throws(CrossOriginsError) -> String {
        // The host as browsers send it: an international name in its ASCII (punycode) form.
        guard let parts = URLComponents(string: value), let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = parts.encodedHost?.lowercased(), !host.isEmpty else {
            throw CrossOriginsError(value: value, reason: "expected an origin such as https://app.example.com")
        }
        guard !host.contains("*") else {
            throw CrossOriginsError(value: value, reason: "origins are listed one by one, without wildcards")
        }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil, parts.fragment == nil, parts.user == nil else {
            throw CrossOriginsError(value: value, reason: "an origin has no path, query or user (https://app.example.com, not a page's address)")
        }
        let port = parts.port.flatMap { ($0 == 80 && scheme == "http") || ($0 == 443 && scheme == "https") ? nil : $0 }
        return "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }

    /// The middleware that answers for this policy, outermost (before errors are made responses, so that they
    /// carry the headers too); none when no other origin may call.
    func middleware<Context: RequestContext>(context: Context.Type) -> [any MiddlewareProtocol<Request, Response, Context>] {
        let headers: [HTTPField.Name] = [.accept, .authorization, .contentType, HTTPField.Name("Last-Event-ID")!]
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .delete, .options]
        switch self {
        case .any:
            return [CORSMiddleware(allowOrigin: .all, allowHeaders: headers, allowMethods: methods, maxAge: .hours(1))]
        case .only(let origins) where !origins.isEmpty:
            // Hummingbird echoes the request's origin; an origin not listed is dropped before it looks.
            return [ListedOrigins(origins: Set(origins)),
                    CORSMiddleware(allowOrigin: .originBased, allowHeaders: headers, allowMethods: methods, maxAge: .hours(1))]
        case .only:
            return []
        }
    }
}

/// A `--cors-origin` value that is no origin.
public struct CrossOriginsError: Error, CustomStringConvertible {
    public let value: String
    public let reason: String
    public var description: String { "--cors-origin \(value): \(reason)" }
}

/// Takes the `Origin` header off requests from origins not listed, so that the CORS middleware after it answers
/// them as same-origin requests: without CORS headers. Every answer says `Vary: Origin`, with the headers or without
/// them, so that no cache gives one origin's answer (a tile's, kept an hour) to another.
private struct ListedOrigins<Context: RequestContext>: RouterMiddleware {
    let origins: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var forwarded = request
        if let origin = request.headers[.origin], !origins.contains(origin) {
            var head = request.head
            head.headerFields[.origin] = nil
            forwarded = Request(head: head, body: request.body)
        }
        var response = try await next(forwarded, context)
        if response.headers[.vary] == nil { response.headers[.vary] = "Origin" }
        return response
    }
}
