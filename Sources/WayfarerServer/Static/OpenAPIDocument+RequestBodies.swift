import Foundation

extension OpenAPIDocument {
    /// Adds each OSRM service's POST body schema (`RouteRequestBody`, `TableRequestBody`, …) to `document`, derived
    /// from the service's GET operation so that the two forms cannot drift apart:
    /// - `coordinates`: an array of `[longitude, latitude]`, as many as the GET path takes (one, one or more, two or
    ///   more);
    /// - each query option under its own name, either as the query spells it or, for a list, in its JSON array form
    ///   (the properties of the `OSRMListForms` schema, `service.name` before `name`; the schema is then removed);
    ///   `barriers` as GeoJSON;
    /// - nothing else: the server refuses options a service does not take.
    static func addRequestBodies(to document: inout [String: Any]) {
        guard let paths = document["paths"] as? [String: Any],
              var components = document["components"] as? [String: Any],
              let parameters = components["parameters"] as? [String: Any],
              var schemas = components["schemas"] as? [String: Any],
              let listForms = (schemas.removeValue(forKey: "OSRMListForms") as? [String: Any])?["properties"] as? [String: Any]
        else { preconditionFailure("the OpenAPI text lacks its paths, parameters or OSRMListForms") }
        for service in OSRMService.allCases {
            guard let operation = (paths["/\(service.rawValue)/v1/{profile}/{coordinates}"] as? [String: Any])?["get"] as? [String: Any],
                  let listed = operation["parameters"] as? [[String: Any]]
            else { preconditionFailure("the OpenAPI text lacks GET /\(service.rawValue)") }
            var properties: [String: Any] = [:]
            for entry in listed {
                let parameter = (entry["$ref"] as? String).flatMap { parameters[String($0.split(separator: "/").last!)] as? [String: Any] } ?? entry
                guard let name = parameter["name"] as? String else { continue }
                switch parameter["in"] as? String {
                case "path" where name == "coordinates":
                    properties[name] = coordinateArray(path: parameter)
                case "query":
                    if let content = parameter["content"] as? [String: Any] {
                        properties[name] = (content["application/json"] as? [String: Any])?["schema"]
                    } else if let schema = parameter["schema"], let list = listForms["\(service.rawValue).\(name)"] ?? listForms[name] {
                        properties[name] = ["anyOf": [schema, list]]
                    } else {
                        properties[name] = parameter["schema"]
                    }
                default:
                    continue
                }
            }
            var body: [String: Any] = [
                "type": "object", "required": ["coordinates"], "properties": properties, "additionalProperties": false,
                "description": "The \(service.rawValue) service's coordinates and query options as JSON members; coordinates may also be a string polyline(…) or polyline6(…)",
            ]
            if properties["contours_minutes"] != nil, properties["contours_meters"] != nil {
                body["anyOf"] = [["required": ["contours_minutes"]], ["required": ["contours_meters"]]]
            }
            schemas[requestBodyName(of: service)] = body
        }
        components["schemas"] = schemas
        document["components"] = components
    }

    /// `RouteRequestBody` for route, and so on.
    static func requestBodyName(of service: OSRMService) -> String {
        service.rawValue.prefix(1).uppercased() + service.rawValue.dropFirst() + "RequestBody"
    }

    /// The JSON form of a GET path's coordinates: one pair for `^C$`, at least one for `^C(;C)*$`, at least two for
    /// `^C(;C)+$`.
    private static func coordinateArray(path parameter: [String: Any]) -> [String: Any] {
        let pattern = (parameter["schema"] as? [String: Any])?["pattern"] as? String ?? ""
        var array: [String: Any] = ["type": "array", "items": ["$ref": "#/components/schemas/Coordinate"], "minItems": pattern.hasSuffix(")+$") ? 2 : 1]
        if !pattern.contains(";") { array["maxItems"] = 1 }
        return array
    }

    /// Lets every optional query parameter be given empty, as the server reads it: not given (`URI.formParameters`).
    static func allowEmptyQueryParameters(in document: inout [String: Any]) {
        func allowingEmpty(_ parameter: [String: Any]) -> [String: Any] {
            guard parameter["in"] as? String == "query", parameter["required"] as? Bool != true, let schema = parameter["schema"] else {
                return parameter
            }
            var parameter = parameter
            parameter["schema"] = ["anyOf": [schema, ["const": ""]]]
            return parameter
        }
        if var components = document["components"] as? [String: Any], let parameters = components["parameters"] as? [String: Any] {
            components["parameters"] = parameters.mapValues { ($0 as? [String: Any]).map(allowingEmpty) ?? $0 }
            document["components"] = components
        }
        guard var paths = document["paths"] as? [String: Any] else { return }
        for (path, item) in paths {
            guard var operations = item as? [String: Any] else { continue }
            for (method, operation) in operations {
                guard var operation = operation as? [String: Any], let parameters = operation["parameters"] as? [[String: Any]] else { continue }
                operation["parameters"] = parameters.map(allowingEmpty)
                operations[method] = operation
            }
            paths[path] = operations
        }
        document["paths"] = paths
    }
}
