import Foundation
import OSRMFormat

/// An OSRM v1 request sent as `POST /{service}/v1/{profile}` with a JSON body instead of a long URL:
/// ```json
/// {"coordinates": [[14.51, 35.89], [14.40, 35.88]], "steps": true, "radiuses": [100, 100],
///  "barriers": {"type": "Polygon", "coordinates": [[…]]}, "barrier_radius": 50}
/// ```
/// Every member is one of the service's query options under the same name, with its JSON type: arrays for the
/// lists (`radiuses`, `sources`, `annotations`, `exclude`, …), booleans, numbers, strings, and GeoJSON for
/// `barriers`. The body is turned into the options a URL would carry, so both forms are checked by the same code.
enum OSRMBody {
    /// The coordinates text and the options of `body`.
    /// - Throws: ``APIError``: `InvalidQuery` for a body that is not a JSON object or lacks `coordinates`,
    ///   `InvalidOptions` for a member of the wrong type.
    static func parameters(of body: Data) throws(APIError) -> (coordinates: String, options: [(String, String)]) {
        let parsed: JSONValue
        do { parsed = try JSONDecoder().decode(JSONValue.self, from: body) } catch {
            throw APIError(.invalidQuery, "the body is not JSON")
        }
        guard case .object(let members) = parsed else {
            throw APIError(.invalidQuery, "the body must be a JSON object of the request's options, with \"coordinates\"")
        }
        guard let coordinates = members.first(where: { $0.name == "coordinates" })?.value else {
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
                return "\(longitude),\(latitude)"
            }.joined(separator: ";")
        default:
            throw APIError(.invalidQuery, "\"coordinates\" must be an array of [longitude, latitude] or a polyline string")
        }
        let options = try members.filter { $0.name != "coordinates" }.map { member throws(APIError) in
            (member.name, try text(of: member.value, for: member.name))
        }
        return (coordinatesText, options)
    }

    /// A member's value as the query string spells it.
    private static func text(of value: JSONValue, for name: String) throws(APIError) -> String {
        if name == "barriers" {
            guard case .object = value else {
                throw APIError(.invalidOptions, "barriers must be a GeoJSON object (a geometry, Feature or FeatureCollection)")
            }
            var json = JSONWriter()
            value.write(into: &json)
            return json.string
        }
        switch value {
        case .array(let items):
            // OSRM separates most lists by semicolons; annotations and exclude by commas.
            let separator = ["annotations", "exclude"].contains(name) ? "," : ";"
            return try items.map { item throws(APIError) in try scalar(item, for: name) }.joined(separator: separator)
        default:
            return try scalar(value, for: name)
        }
    }

    private static func scalar(_ value: JSONValue, for name: String) throws(APIError) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        case .array, .object:
            throw APIError(.invalidOptions, "\(name) must be a string, a number, a boolean or an array of them")
        }
    }
}

/// Any JSON value, members kept in order.
enum JSONValue: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([(name: String, value: JSONValue)])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let flag = try? single.decode(Bool.self) { self = .bool(flag) }
            else if let number = try? single.decode(Double.self) { self = .number(number) }
            else { self = .string(try single.decode(String.self)) }
        }
    }

    /// Writes the value back as JSON.
    func write(into json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let flag): json.value(flag)
        case .number(let number): json.value(number)
        case .string(let text): json.value(text)
        case .array(let items): json.array { json in for item in items { item.write(into: &json) } }
        case .object(let members): json.object { json in for member in members { json.key(member.name); member.value.write(into: &json) } }
        }
    }
}
