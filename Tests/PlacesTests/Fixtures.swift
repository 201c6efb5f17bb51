import Foundation
import Geo
import Places

/// Hand-made places and temporary folders for the store and selection tests.
enum Fixtures {
    static let origin = Coordinate(latitude: 43.73, longitude: 7.42)

    /// A place `north` and `east` metres from the origin.
    static func place(_ id: Int64, _ category: PlaceCategory, score: Double, north: Double, east: Double,
                      name: String? = nil) -> Place {
        let c = origin.destination(bearing: 0, distance: north).destination(bearing: 90, distance: east)
        return Place(id: PlaceID(type: .node, id: id), name: name ?? "\(category.rawValue) \(id)", coordinate: c,
                     category: category, kind: category.rawValue, score: score)
    }

    /// A fresh empty folder, removed by `cleanUp`.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("places-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
