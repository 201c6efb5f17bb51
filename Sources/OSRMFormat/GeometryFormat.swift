import Geo

/// How OSRM responses write a line: an encoded polyline (5 or 6 decimals) or a GeoJSON LineString
/// (`geometries=polyline|polyline6|geojson`).
public enum GeometryFormat: String, Sendable, Hashable, CaseIterable {
    /// Google's encoded polyline, 5 decimals (OSRM's default).
    case polyline
    /// Encoded polyline, 6 decimals.
    case polyline6
    /// `{"type":"LineString","coordinates":[[lon,lat],…]}`.
    case geojson

    /// Writes `coordinates` in this format as one JSON value.
    func write(_ coordinates: [Coordinate], into json: inout JSONWriter) {
        switch self {
        case .polyline: json.value(Polyline.encode(coordinates, precision: .five))
        case .polyline6: json.value(Polyline.encode(coordinates, precision: .six))
        case .geojson: Self.writeLineString(coordinates, into: &json)
        }
    }

    /// Writes a GeoJSON LineString object.
    public static func writeLineString(_ coordinates: [Coordinate], into json: inout JSONWriter) {
        json.object { json in
            json.member("type", "LineString")
            json.key("coordinates")
            json.array { json in
                for point in coordinates { json.coordinate(longitude: point.longitude, latitude: point.latitude) }
            }
        }
    }
}
