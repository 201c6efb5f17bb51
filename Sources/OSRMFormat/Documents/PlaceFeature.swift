import Places

/// Places as GeoJSON: each a Point Feature whose `id` is the OSM object (`node/123`) and whose properties
/// are `id`, `name`, `category`, `kind`, `score` (0…1), `phone`, `website` and `openingHours` (null when
/// OSM has none).
public enum PlaceFeature {
    /// Writes one place as a Feature; `properties` adds members to its properties.
    public static func write(_ place: Place, into json: inout JSONWriter, properties: (inout JSONWriter) -> Void = { _ in }) {
        json.object { json in
            json.member("type", "Feature")
            json.member("id", place.id.description)
            json.key("geometry")
            json.object { json in
                json.member("type", "Point")
                json.key("coordinates")
                json.coordinate(longitude: place.coordinate.longitude, latitude: place.coordinate.latitude)
            }
            json.key("properties")
            json.object { json in
                json.member("id", place.id.description)
                json.member("name", place.name)
                json.member("category", place.category.rawValue)
                json.member("kind", place.kind)
                json.member("score", (place.score * 1000).rounded() / 1000)
                for (name, value) in [("phone", place.phone), ("website", place.website), ("openingHours", place.openingHours)] {
                    json.key(name)
                    if let value { json.value(value) } else { json.null() }
                }
                properties(&json)
            }
        }
    }

    /// Writes `places` as a FeatureCollection: `members` adds foreign members before `features`, and
    /// `properties` adds members to the properties of the place at each index.
    public static func writeCollection(_ places: [Place], into json: inout JSONWriter, members: (inout JSONWriter) -> Void = { _ in },
                                properties: (Int, inout JSONWriter) -> Void = { _, _ in }) {
        json.object { json in
            json.member("type", "FeatureCollection")
            members(&json)
            json.key("features")
            json.array { json in
                for (index, place) in places.enumerated() {
                    write(place, into: &json) { json in properties(index, &json) }
                }
            }
        }
    }
}
