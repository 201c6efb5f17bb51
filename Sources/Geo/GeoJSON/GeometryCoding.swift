/// Reading and writing geometries as GeoJSON, with the checks of RFC 7946.
extension Geometry: Codable {
    private enum Key: String, CodingKey {
        case type, coordinates, geometries, bbox
    }

    /// Decodes and validates a geometry object.
    ///
    /// Throws `GeoJSONError` for an unknown type, a bad position, a LineString with one position,
    /// or a ring with fewer than 4 positions or that does not close.
    public init(from decoder: any Decoder) throws {
        let container = try GeoJSONDecoding.object(decoder, keyedBy: Key.self, what: "a geometry")
        let location = GeoJSONLocation(decoder.codingPath)
        let type = try GeoJSONDecoding.require(String.self, .type, in: container, expected: "a string")
        _ = try GeoJSONDecoding.bbox(Key.bbox, in: container)
        func coordinates<T: Decodable>(_ type: T.Type, _ expected: String) throws -> T {
            try GeoJSONDecoding.require(T.self, .coordinates, in: container, expected: expected)
        }
        switch type {
        case "Point":
            self = .point(try coordinates(Position.self, "a position [longitude, latitude]"))
        case "MultiPoint":
            self = .multiPoint(try coordinates([Position].self, "an array of positions"))
        case "LineString":
            let line = try coordinates([Position].self, "an array of positions")
            try Geometry.checkLine(line, index: nil, location: location)
            self = .lineString(line)
        case "MultiLineString":
            let lines = try coordinates([[Position]].self, "an array of arrays of positions")
            for (index, line) in lines.enumerated() { try Geometry.checkLine(line, index: index, location: location) }
            self = .multiLineString(lines)
        case "Polygon":
            let rings = try coordinates([[Position]].self, "an array of rings (arrays of positions)")
            try Geometry.checkRings(rings, polygon: nil, location: location)
            self = .polygon(rings)
        case "MultiPolygon":
            let polygons = try coordinates([[[Position]]].self, "an array of polygons (arrays of rings)")
            for (index, rings) in polygons.enumerated() {
                try Geometry.checkRings(rings, polygon: index, location: location)
            }
            self = .multiPolygon(polygons)
        case "GeometryCollection":
            self = .geometryCollection(
                try GeoJSONDecoding.require([Geometry].self, .geometries, in: container, expected: "an array of geometries"))
        case "Feature", "FeatureCollection":
            throw GeoJSONError.unexpectedType(type, expected: "a geometry", location: location)
        default:
            throw GeoJSONError.unknownType(type, location: location)
        }
    }

    /// Encodes the geometry; polygon rings are closed if they were not.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .point(let p): try container.encode(p, forKey: .coordinates)
        case .multiPoint(let ps), .lineString(let ps): try container.encode(ps, forKey: .coordinates)
        case .multiLineString(let lines): try container.encode(lines, forKey: .coordinates)
        case .polygon(let rings): try container.encode(rings.map(Geometry.closed), forKey: .coordinates)
        case .multiPolygon(let polygons):
            try container.encode(polygons.map { $0.map(Geometry.closed) }, forKey: .coordinates)
        case .geometryCollection(let members): try container.encode(members, forKey: .geometries)
        }
    }

    /// `ring` with its first position repeated at the end if it is not already.
    static func closed(_ ring: [Position]) -> [Position] {
        guard let first = ring.first, let last = ring.last, !first.samePlace(as: last) else { return ring }
        return ring + [first]
    }

    /// A line string has 0 (empty) or at least 2 positions.
    private static func checkLine(_ line: [Position], index: Int?, location: GeoJSONLocation) throws {
        if line.count == 1 { throw GeoJSONError.lineStringTooShort(count: 1, line: index, location: location) }
    }

    /// Every ring has at least 4 positions and closes.
    private static func checkRings(_ rings: [[Position]], polygon: Int?, location: GeoJSONLocation) throws {
        for (index, ring) in rings.enumerated() {
            guard let first = ring.first, let last = ring.last, ring.count >= 4 else {
                throw GeoJSONError.ringTooShort(ring: index, polygon: polygon, count: ring.count, location: location)
            }
            guard first.samePlace(as: last) else {
                throw GeoJSONError.ringNotClosed(
                    ring: index, polygon: polygon, first: first, last: last, location: location)
            }
        }
    }
}
