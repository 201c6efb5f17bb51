import Foundation
import Geo
import Routing

/// Checks of the values requests share: coordinates, time limits and barriers.
enum RequestValues {
    /// `[longitude, latitude]` as a coordinate; `name` says which value it is in the message ("stop 3", "start").
    /// - Throws: `InvalidValue` for another count of numbers or a position off the globe.
    static func coordinate(_ pair: [Double], name: String) throws(APIError) -> Coordinate {
        guard pair.count == 2 else { throw APIError(.invalidValue, "\(name) has \(pair.count) numbers; a position is [longitude, latitude]") }
        let coordinate = Coordinate(latitude: pair[1], longitude: pair[0])
        guard coordinate.isValid else {
            throw APIError(.invalidValue, "\(name) [\(pair[0]), \(pair[1])]: longitude must be within ±180 and latitude within ±90")
        }
        return coordinate
    }

    /// Checks that the JSON object `body` (a `what`, e.g. "tour request") has no member but `known`: a misspelt
    /// option is an error, not a default silently taken. A body that is no JSON object is left to its decoder.
    /// - Throws: `InvalidOptions` naming the first unknown member and the known ones.
    static func rejectUnknownMembers(of body: Data, known: [String], what: String) throws(APIError) {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return }
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw APIError(.invalidOptions, "unknown member '\(unknown)' in the \(what); it takes \(known.joined(separator: ", "))")
        }
    }

    /// A job's search time limit, seconds.
    /// - Throws: `InvalidValue` unless positive, `TooBig` beyond ``ServerLimits/jobTimeLimit``.
    static func timeLimit(_ seconds: Double, limits: ServerLimits) throws(APIError) -> Double {
        guard seconds > 0, seconds.isFinite else { throw APIError(.invalidValue, "timeLimit must be more than 0 seconds, got \(seconds)") }
        guard seconds <= limits.jobTimeLimit else {
            throw APIError(.tooBig, "timeLimit is \(seconds) s; a job may search at most \(limits.jobTimeLimit) s")
        }
        return seconds
    }

    /// Barriers from GeoJSON features (points buffered by their `radius` property, else `defaultRadius`).
    /// - Throws: `InvalidValue` naming the bad feature; `TooBig` beyond `limits.barriers` features or parts, or
    ///   `limits.barrierVertices` vertices in all.
    static func barriers(_ features: [Feature], defaultRadius: Double, limits: ServerLimits) throws(APIError) -> Barriers {
        guard features.count <= limits.barriers else { throw APIError(.tooBig, "\(features.count) barriers; at most \(limits.barriers) are allowed") }
        let vertices = features.reduce(0) { $0 + ($1.geometry?.positions.count ?? 0) }
        guard vertices <= limits.barrierVertices else {
            throw APIError(.tooBig, "the barriers have \(vertices) vertices; at most \(limits.barrierVertices) are allowed (simplify them)")
        }
        let parsed: Barriers
        do { parsed = try Barriers(features: features, defaultRadius: defaultRadius) } catch {
            throw APIError(.invalidValue, "barriers: \(error)")
        }
        guard parsed.count <= limits.barriers else {
            throw APIError(.tooBig, "\(parsed.count) barriers (multi-geometries count each part); at most \(limits.barriers) are allowed")
        }
        return parsed
    }
}

