import Foundation
import Geo

/// An OSRM v1 request sent as `POST /{service}/v1/{profile}` with a JSON body instead of a long URL:
/// ```json
/// {"coordinates": [[14.51, 35.89], [14.40, 35.88]], "steps": true, "radiuses": [100, 100],
///  "barriers": {"type": "Polygon", "coordinates": [[…]]}, "barrier_radius": 50}
/// ```
/// Every member is one of the service's query options under the same name, with its JSON type: arrays for the
/// lists (`radiuses`, `sources`, `annotations`, `exclude`, …; `bearings` as `[[value, range], null, …]`), booleans, numbers, strings, and GeoJSON for
/// `barriers`. The body is turned into the options a URL would carry, so both forms are checked by the same code.
enum OSRMBody {
    /// The coordinates text and the options of `body`.
    /// - Throws: ``APIError``: `InvalidQuery` for a body that is not a JSON object or lacks `coordinates`,
    ///   `InvalidOptions` for a member of the wrong type.
    static func parameters(of body: Data) throws(APIError) -> (coordinates: String, options: [(String, String)]) {
        let parsed: JSONValue
        do { parsed = try JSONDecoder().decode(JSONValue.self, from: body) } catch {
            // The parser's reason where it gives one (a number beyond a double's range, a character at an offset).
            var reason = ""
            if case DecodingError.dataCorrupted(let context) = error {
                reason = ": " + ((context.underlyingError as NSError?).map { $0.userInfo[NSDebugDescriptionErrorKey] as? String ?? $0.localizedDescription }
                                 ?? context.debugDescription)
            }
            throw APIError(.invalidQuery, "the body is not JSON\(reason)")
        }
        guard case .object(let members) = parsed else {
            throw APIError(.invalidQuery, "the body must be a JSON object of the request's options, with \"coordinates\"")
        }
        guard let coordinates = members["coordinates"] else {
            throw APIError(.invalidQuery, "the body has no \"coordinates\" (an array of [longitude, latitude], or a polyline string)")
        }
        let coordinatesText: String
        switch coordinates {
        case .string(let text):
            coordinatesText = text
        case .array(let pairs):
            coordinatesText = try pairs.enumerated().map { index, pair throws(APIError) in
                guard case .array(let values) = pair, values.count == 2, case .number(let longitude) = values[0],
                      case .number(let latitude) = values[1] else {
                    throw APIError(.invalidQuery, "coordinates[\(index)] must be [longitude, latitude]")
                }
                return "\(decimal(longitude)),\(decimal(latitude))"
            }.joined(separator: ";")
        default:
            throw APIError(.invalidQuery, "\"coordinates\" must be an array of [longitude, latitude] or a polyline string")
        }
        let options = try members.filter { $0.key != "coordinates" }.sorted { $0.key < $1.key }.map { member throws(APIError) in
            (member.key, try text(of: member.value, for: member.key))
        }
        return (coordinatesText, options)
    }

    /// A member's value as the query string spells it.
    private static func text(of value: JSONValue, for name: String) throws(APIError) -> String {
        if name == "barriers" {
            guard case .object = value, let json = try? JSONEncoder().encode(value) else {
                throw APIError(.invalidOptions, "barriers must be a GeoJSON object (a geometry, Feature or FeatureCollection)")
            }
            return String(decoding: json, as: UTF8.self)
        }
        switch value {
        case .array(let items):
            // OSRM separates most lists by semicolons; annotations, exclude and the contours by commas.
            let separator = ["annotations", "exclude", "contours_minutes", "contours_meters"].contains(name) ? "," : ";"
            return try items.map { item throws(APIError) in
                // bearings: [[value, range], null, …].
                guard case .array(let pair) = item, name == "bearings" else { return try scalar(item, for: name) }
                return try pair.map { value throws(APIError) in try scalar(value, for: name) }.joined(separator: ",")
            }.joined(separator: separator)
        default:
            return try scalar(value, for: name)
        }
    }

    private static func scalar(_ value: JSONValue, for name: String) throws(APIError) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): decimal(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        case .array, .object:
            throw APIError(.invalidOptions, "\(name) must be a string, a number, a boolean or an array of them")
        }
    }

    /// A number as the query grammar writes it: plain decimal digits, never an exponent (`5e-324` is `0.000…5`),
    /// with the fewest digits that read back the same value (Swift's own, with the exponent worked in).
    static func decimal(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let shortest = "\(abs(number))"
        guard number.isFinite, let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: e)...]) else {
            return "\(number)"
        }
        let mantissa = shortest[..<e]
        let digits = mantissa.filter(\.isNumber)
        let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        var text = point <= 0 ? "0." + String(repeating: "0", count: -point) + digits
            : point >= digits.count ? digits + String(repeating: "0", count: point - digits.count)
            : String(digits.prefix(point)) + "." + digits.dropFirst(point)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return (number < 0 ? "-" : "") + text
    }
}
