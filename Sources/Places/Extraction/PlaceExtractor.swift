import Foundation
import Geo
import OSM

/// Finds the points of interest of an OSM extract: named nodes, and named ways placed at the centre of
/// their nodes' bounding box, that a rule of ``CategoryRules/table`` classifies.
///
/// Two streaming passes: ways first (keeping only the node ids their centres need), then nodes. Memory
/// grows with the places found, not with the file.
/// ```swift
/// let places = try PlaceExtractor.places(in: URL(fileURLWithPath: "malta.osm.pbf"))
/// try PlaceStore.write(places, to: URL(fileURLWithPath: "malta.places.sqlite"))
/// ```
public enum PlaceExtractor {
    /// The places of the extract at `url`, nodes first then ways, each in file order.
    /// - Throws: ``PlacesError/unreadableExtract(path:reason:)``.
    public static func places(in url: URL, progress: (String) -> Void = { _ in }) throws(PlacesError) -> [Place] {
        do {
            let reader = try OSMReader(url: url)
            var ways: [(place: Place, nodeIDs: [Int64])] = []
            var needed = Set<Int64>()
            try reader.read(ways: { way in
                guard let place = Place(id: PlaceID(type: .way, id: way.id), coordinate: Coordinate(latitude: 0, longitude: 0),
                                        tags: way.tags) else { return }
                ways.append((place, way.nodeIDs))
                needed.formUnion(way.nodeIDs)
            })
            progress("points of interest: \(ways.count) ways need \(needed.count) nodes")
            var places: [Place] = []
            var positions: [Int64: Coordinate] = [:]
            positions.reserveCapacity(needed.count)
            try reader.read(nodes: { node in
                let coordinate = Coordinate(latitude: node.latitude, longitude: node.longitude)
                if needed.contains(node.id) { positions[node.id] = coordinate }
                if !node.tags.isEmpty, let place = Place(id: PlaceID(type: .node, id: node.id), coordinate: coordinate, tags: node.tags) {
                    places.append(place)
                }
            })
            for (place, nodeIDs) in ways {
                guard let box = BoundingBox(enclosing: nodeIDs.compactMap { positions[$0] }) else { continue }
                var located = place
                located.coordinate = box.center
                places.append(located)
            }
            progress("points of interest: \(places.count) named places")
            return places
        } catch let error as OSMError {
            throw .unreadableExtract(path: url.path, reason: "\(error)")
        } catch {
            throw .unreadableExtract(path: url.path, reason: "\(error)")
        }
    }
}
