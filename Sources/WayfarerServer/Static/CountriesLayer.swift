import Foundation

/// The default countries layer: the world's countries bundled with the page (`Public/world.geojson`, made by
/// `scripts/world-layer.py` from Natural Earth's 1:110m countries, public domain).
enum CountriesLayer {
    /// The bundled GeoJSON FeatureCollection; an empty collection if the resource is missing.
    static func world() -> [UInt8] {
        guard let folder = StaticFiles.folder,
              let data = FileManager.default.contents(atPath: folder + "/world.geojson") else {
            return Array(#"{"type":"FeatureCollection","features":[]}"#.utf8)
        }
        return [UInt8](data)
    }
}
