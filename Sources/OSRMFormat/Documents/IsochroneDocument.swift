import Geo
import Routing

/// Isochrones as OSRM-style JSON: `{"code":"Ok","type":"FeatureCollection","features":[…],"waypoint":{…}}`, one
/// MultiPolygon Feature per contour (largest first within each metric, as maps draw them) with `contour` (minutes
/// for time, metres for distance, as asked) and `metric`.
public enum IsochroneDocument {
    /// The document.
    public static func encode(_ isochrones: [Isochrone], origin: Waypoint) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.object { json in
            json.member("code", "Ok")
            json.member("type", "FeatureCollection")
            json.key("features")
            json.array { json in
                for isochrone in isochrones.sorted(by: { ($0.metric == .time ? 0 : 1, -$0.contour) < ($1.metric == .time ? 0 : 1, -$1.contour) }) {
                    json.object { json in
                        json.member("type", "Feature")
                        json.key("properties")
                        json.object { json in
                            json.member("contour", isochrone.contour / ContourList.unit(of: isochrone.metric))
                            json.member("metric", isochrone.metric == .time ? "time" : "distance")
                        }
                        json.key("geometry")
                        json.object { json in
                            json.member("type", "MultiPolygon")
                            json.key("coordinates")
                            json.array { json in
                                for polygon in isochrone.polygons {
                                    json.array { json in
                                        for ring in [polygon.outer] + polygon.holes {
                                            json.array { json in
                                                for point in ring + [ring[0]] { json.coordinate(longitude: point.longitude, latitude: point.latitude) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            json.key("waypoint")
            json.object { json in
                json.key("location")
                json.coordinate(longitude: origin.location.longitude, latitude: origin.location.latitude)
                json.member("name", origin.name)
                json.member("distance", (origin.distance * 10).rounded() / 10)
            }
        }
        return json.bytes
    }
}
