import Foundation
import Hummingbird
import OSRMFormat
import Places
import Routing
import TripPlanning
import WalkingTours

/// A request the server refuses or cannot answer: an OSRM-style `code`, a message saying what is wrong,
/// and the HTTP status. Sent as `{"code": …, "message": …}`.
///
/// ```swift
/// throw APIError(.invalidOptions, "overview must be simplified, full or false, got 'maybe'")
/// ```
public struct APIError: Error, HTTPResponseError, CustomStringConvertible, Sendable, Hashable {
    /// The OSRM v1 error codes (plus `NotFound` for unknown jobs, `NoPlaces` when there are no points of
    /// interest to answer with, `Unauthorized` for admin requests without the token, `Overloaded`, `Timeout` and
    /// `TooManyRequests` for the limits of ``ServerLimits``, and `InternalError`).
    public enum Code: String, Sendable, Hashable {
        case invalidUrl = "InvalidUrl", invalidService = "InvalidService", invalidVersion = "InvalidVersion"
        case invalidOptions = "InvalidOptions", invalidQuery = "InvalidQuery", invalidValue = "InvalidValue"
        case noSegment = "NoSegment", noRoute = "NoRoute", noTrips = "NoTrips", noTable = "NoTable", tooBig = "TooBig"
        case notFound = "NotFound", noPlaces = "NoPlaces", internalError = "InternalError", unauthorized = "Unauthorized"
        case overloaded = "Overloaded", timeout = "Timeout", tooManyRequests = "TooManyRequests", noMatch = "NoMatch"

        /// The status a code is sent with unless said otherwise: `404` when a well-formed request finds nothing —
        /// no road near a stop, no route, trip, table or matching, no places, no such thing — `503` when the server
        /// is too busy or the work ran past its time limit, and `400` for a request that is itself wrong. OSRM sends
        /// `400` for all of them; its clients branch on `code`, which is the same.
        public static func status(of code: String) -> HTTPResponse.Status {
            switch Code(rawValue: code) {
            case .noSegment, .noRoute, .noTrips, .noTable, .noMatch, .noPlaces, .notFound: .notFound
            case .overloaded, .timeout: .serviceUnavailable
            default: .badRequest
            }
        }
    }

    /// The code clients branch on.
    public var code: String
    /// What is wrong and how to fix it.
    public var message: String
    /// The HTTP status (``Code/status(of:)`` unless said otherwise).
    public var status: HTTPResponse.Status
    /// The indices (0-based) of the stops the error is about, for clients to mark them.
    public var waypoints: [Int] = []

    /// An error with one of the known codes.
    public init(_ code: Code, _ message: String, status: HTTPResponse.Status? = nil) {
        self.init(code: code.rawValue, message: message, status: status)
    }

    /// An error with any code.
    public init(code: String, message: String, status: HTTPResponse.Status? = nil) {
        self.code = code
        self.message = message
        self.status = status ?? Code.status(of: code)
    }

    /// A routing failure, with its OSRM code.
    public init(_ error: RoutingError) {
        self.init(code: error.code, message: error.description)
        waypoints = error.waypoints
    }

    /// A trip planning failure, with its OSRM code.
    public init(_ error: TripError) {
        self.init(code: error.code, message: error.description)
        if case .routing(let routing) = error { waypoints = routing.waypoints }
    }

    /// A walking tour failure, with its code (`NoSegment` for a start in the sea, `NoPlaces`, …).
    public init(_ error: WalkingTourError) {
        self.init(code: error.code, message: error.description)
    }

    /// A places failure: `InvalidValue` for an unknown category, else an internal error (the request was
    /// fine; the database is not).
    public init(_ error: PlacesError) {
        if case .unknownCategory = error {
            self.init(.invalidValue, error.description)
        } else {
            self.init(.internalError, error.description, status: .internalServerError)
        }
    }

    /// A JSON body that does not decode as `what` (e.g. "solve request"); `needs` shows the least it must hold.
    init(decoding error: DecodingError, what: String, needs: String) {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty, .valueNotFound(_, let context) where context.codingPath.isEmpty:
            // `null`, `[]` or a bare number: no object at all.
            self.init(.invalidQuery, "the body must be a JSON object; a \(what) looks like \(needs)")
        case .keyNotFound(let key, _):
            self.init(.invalidQuery, "the request has no \"\(key.stringValue)\"; a \(what) needs at least \(needs)")
        case .typeMismatch(let type, let context):
            // The decoder's own words name Swift types ("Expected to decode Array<Any> but found a string instead.").
            let reason = context.debugDescription.hasPrefix("Expected to decode") ? "it must be \(Self.jsonKind(type))" : context.debugDescription
            self.init(.invalidQuery, "\"\(path(context))\" has the wrong type: \(reason)")
        case .valueNotFound(let type, let context):
            self.init(.invalidQuery, "\"\(path(context))\" is null: it must be \(Self.jsonKind(type))")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation's decoder also says this of a number that does not fit its field (e.g. -1 for a seed).
            self.init(.invalidQuery, "the body is not valid JSON, or a number in it does not fit its field (a fraction or a "
                      + "negative number where a whole number is expected); a \(what) looks like \(needs)")
        case .dataCorrupted(let context):
            self.init(.invalidQuery, "\"\(path(context))\" is not a valid value: \(context.debugDescription)")
        default:
            self.init(.invalidQuery, "the body is not a JSON \(what): \(error)")
        }
    }

    /// What a JSON value of Swift type `type` is, in JSON's words.
    private static func jsonKind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") || name.hasPrefix("[") || name.contains("UnkeyedDecodingContainer") { return "an array" }
        if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("String") { return "a string" }
        if name.hasPrefix("Bool") { return "true or false" }
        if ["Int", "UInt", "Double", "Float"].contains(where: name.hasPrefix) { return "a number" }
        return "a value of another type"
    }

    public var description: String { "\(code): \(message)" }

    /// The JSON error body (a 401 says which credentials it takes: `WWW-Authenticate: Bearer`).
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.make(OSRMEncoder.error(code: code, message: message, waypoints: waypoints), status: status,
                          headers: status == .unauthorized ? [.wwwAuthenticate: "Bearer"] : [:])
    }
}
