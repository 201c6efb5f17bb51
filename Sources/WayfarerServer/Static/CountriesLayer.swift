import Datasets
import OSRMFormat

/// The default countries layer: the built-in Ukraine outline as a one-feature GeoJSON FeatureCollection.
enum CountriesLayer {
    /// `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Ukraine"},"geometry":{"type":"Polygon",…}}]}`;
    /// an empty collection if the built-in data cannot be read.
    static func ukraineOutline() -> [UInt8] {
        let outline = (try? UkraineNetwork.load())?.outline ?? []
        var json = JSONWriter(capacity: outline.count * 24 + 200)
        json.object { json in
            json.member("type", "FeatureCollection")
            json.key("features")
            json.array { json in
                guard !outline.isEmpty else { return }
                json.object { json in
                    json.member("type", "Feature")
                    json.key("properties")
                    json.object { json in json.member("name", "Ukraine") }
                    json.key("geometry")
                    json.object { json in
                        json.member("type", "Polygon")
                        json.key("coordinates")
                        json.array { json in
                            json.array { json in
                                for pair in outline where pair.count >= 2 { json.coordinate(longitude: pair[0], latitude: pair[1]) }
                            }
                        }
                    }
                }
            }
        }
        return json.bytes
    }
}
